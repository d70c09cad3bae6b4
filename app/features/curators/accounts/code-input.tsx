import type { ComponentProps } from "react";
import { Input } from "~/components/ui/input";

/**
 * The field a curator types or pastes an authenticator's code into (sign-in, step-up, setting
 * one up): required, offered by the phone or password manager (`one-time-code`), and never
 * capitalised, corrected or spell-checked. Label and description stay with the caller.
 */
export function CodeInput(props: ComponentProps<"input">) {
  return (
    <Input
      required
      autoComplete="one-time-code"
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      className="mt-1.5"
      {...props}
    />
  );
}
