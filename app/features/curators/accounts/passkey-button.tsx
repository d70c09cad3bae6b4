import { useState, useSyncExternalStore } from "react";
import { buttonClasses } from "~/components/ui/button";
import { ConsoleNotice } from "~/features/curators/console/console-notice";
import { PASSKEY_MESSAGES } from "./messages";

/** The console's passkey address (app/routes/curator/passkey.ts). */
const PASSKEY_PATH = "/curator/passkey";

export type PasskeyPurpose = "sign-in" | "step-up" | "add";

interface Answer {
  message?: string;
  redirectTo?: string;
  /** Adding a passkey needs a fresh code first. */
  stepUp?: boolean;
}

/** True once the page runs in a browser with WebAuthn; false on the server and without it. */
export function usePasskeySupport(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => typeof window.PublicKeyCredential === "function",
    () => false,
  );
}

const noSubscription = () => () => {};

async function post(fields: Record<string, string>): Promise<{ ok: boolean; body: unknown }> {
  const response = await fetch(PASSKEY_PATH, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { accept: "application/json" },
  });
  const body = (await response.json().catch(() => ({}))) as unknown;
  return { ok: response.ok, body };
}

/**
 * Uses or adds a passkey. Shown only once the page runs its script in a browser that has
 * WebAuthn, so without JavaScript it is simply absent (the code form does the job). The
 * WebAuthn library is loaded when the button is pressed: console pages only.
 */
export function PasskeyButton({
  purpose,
  label,
  name,
  password,
  onDone,
  onStepUp,
  className,
}: {
  purpose: PasskeyPurpose;
  label: string;
  /** The new passkey's name (purpose "add"). */
  name?: string;
  /** The curator's password, typed again (purpose "add": it changes how they sign in). */
  password?: string;
  onDone: (answer: Answer) => void;
  /** The server asked for a fresh code first. */
  onStepUp?: () => void;
  className?: string;
}) {
  const supported = usePasskeySupport();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string>();
  if (!supported) return null;

  async function run() {
    setBusy(true);
    setMessage(undefined);
    try {
      const options = await post({
        purpose,
        step: "options",
        ...(password === undefined ? {} : { password }),
      });
      if (!options.ok && (options.body as Answer).stepUp && onStepUp) {
        onStepUp();
        return;
      }
      if (!options.ok) {
        setMessage((options.body as Answer).message ?? PASSKEY_MESSAGES.unavailable);
        return;
      }
      const webauthn = await import("@simplewebauthn/browser");
      const optionsJSON = options.body as never;
      const response =
        purpose === "add"
          ? await webauthn.startRegistration({ optionsJSON })
          : await webauthn.startAuthentication({ optionsJSON });
      const verified = await post({
        purpose,
        step: "verify",
        response: JSON.stringify(response),
        name: name ?? "",
      });
      if (!verified.ok) {
        setMessage((verified.body as Answer).message ?? PASSKEY_MESSAGES.failed);
        return;
      }
      onDone(verified.body as Answer);
    } catch (error) {
      // The person closed the browser's prompt, or the key timed out.
      const cancelled = error instanceof Error && error.name === "NotAllowedError";
      setMessage(cancelled ? PASSKEY_MESSAGES.cancelled : PASSKEY_MESSAGES.failed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={className}>
      <button
        type="button"
        onClick={() => void run()}
        disabled={busy}
        className={`${buttonClasses("secondary")} w-full`}
      >
        {busy ? "Waiting for the passkey…" : label}
      </button>
      <ConsoleNotice problem={message} />
    </div>
  );
}
