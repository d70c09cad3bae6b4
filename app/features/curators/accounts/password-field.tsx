import { Input } from "~/components/ui/input";
import { STEP_UP_PASSWORD_FIELD } from "./step-up";

/**
 * "Your password", in each form that changes how the curator signs in (the second factor's
 * set-up): the action passes it to `stepUpForAction` with `password: true`, which checks it.
 */
export function PasswordField({ id, className }: { id: string; className?: string }) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block font-medium text-ink">
        Your password
      </label>
      <Input
        id={id}
        name={STEP_UP_PASSWORD_FIELD}
        type="password"
        required
        autoComplete="current-password"
        className="mt-1.5"
      />
    </div>
  );
}
