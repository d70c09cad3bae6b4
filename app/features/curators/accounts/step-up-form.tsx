import { useEffect, useRef } from "react";
import { Form, Link, useLocation, useNavigation, useSubmit } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { PasskeyButton } from "./passkey-button";
import { Input } from "~/components/ui/input";
import { ConsoleNotice } from "~/features/curators/console/console-notice";
import { STEP_UP_FIELD, STEP_UP_PASSWORD_FIELD, type StepUpRequest } from "./step-up";
import { CodeInput } from "./code-input";

/**
 * The step-up form (./step-up.server.ts, `stepUpForAction`): asks for a code (and, for a change
 * to how the curator signs in, the password), then posts the original form's fields again with
 * it, to the same action, so the change goes ahead with nothing retyped. With JavaScript and a
 * passkey, the passkey does instead of the code.
 */
export function StepUpForm({ request }: { request: StepUpRequest }) {
  const location = useLocation();
  const submitting = useNavigation().state === "submitting";
  const submit = useSubmit();
  const form = useRef<HTMLFormElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const code = useRef<HTMLInputElement>(null);
  const password = useRef<HTMLInputElement>(null);
  const askCode = request.code !== false;
  // Shown: the heading takes focus, so the question is read first. Refused: the fields are
  // emptied and the first focused for another try (the alert says why).
  useEffect(() => {
    const first = password.current ?? code.current;
    if (request.message && first) {
      for (const field of [password.current, code.current]) if (field) field.value = "";
      first.focus();
    } else {
      heading.current?.focus();
    }
  }, [request]);
  const errorId = "step-up-error";
  const describedBy = (hint: string) => (request.message ? `${hint} ${errorId}` : hint);
  return (
    <section
      aria-labelledby="step-up-heading"
      className="mx-auto max-w-md rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-6"
    >
      <h2
        id="step-up-heading"
        ref={heading}
        tabIndex={-1}
        className="text-2xl font-bold tracking-tight text-ink"
      >
        Confirm it&rsquo;s you
      </h2>
      {request.password ? (
        <p className="mt-2 text-ink">
          <strong className="font-semibold">{request.what}</strong> changes how you sign in, so it
          needs your password{askCode ? " and a fresh code from your authenticator app" : ""}.
        </p>
      ) : (
        <p className="mt-2 text-ink">
          <strong className="font-semibold">{request.what}</strong> needs a fresh code from your
          authenticator app. You&rsquo;ll be asked at most once every 10 minutes.
        </p>
      )}
      <ConsoleNotice id={errorId} problem={request.message} />
      <Form method="post" ref={form} className="mt-4 space-y-4">
        {request.fields.map(([name, value], i) => (
          <input key={`${name}-${i}`} type="hidden" name={name} value={value} />
        ))}
        {request.password ? (
          <div>
            <label htmlFor={STEP_UP_PASSWORD_FIELD} className="block font-medium text-ink">
              Password
            </label>
            <Input
              id={STEP_UP_PASSWORD_FIELD}
              name={STEP_UP_PASSWORD_FIELD}
              type="password"
              ref={password}
              required
              autoComplete="current-password"
              aria-describedby={request.message ? errorId : undefined}
              aria-invalid={request.message ? true : undefined}
              className="mt-1.5"
            />
          </div>
        ) : null}
        {askCode ? (
          <div>
            <label htmlFor={STEP_UP_FIELD} className="block font-medium text-ink">
              Code
            </label>
            <p id="step-up-hint" className="mt-1 text-sm text-ink-muted">
              The 6 digits from your app, or one of your recovery codes. You can paste it.
            </p>
            <CodeInput
              id={STEP_UP_FIELD}
              name={STEP_UP_FIELD}
              ref={code}
              maxLength={40}
              aria-describedby={describedBy("step-up-hint")}
              aria-invalid={request.message ? true : undefined}
            />
          </div>
        ) : null}
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" disabled={submitting} className={buttonClasses("primary")}>
            {submitting ? "Checking…" : "Confirm and continue"}
          </button>
          <Link
            to={location.pathname + location.search}
            className="inline-flex min-h-11 items-center font-semibold text-brand underline"
          >
            Cancel
          </Link>
        </div>
      </Form>
      {request.passkeys ? (
        <PasskeyButton
          purpose="step-up"
          label="Use a passkey instead"
          className="mt-4"
          // The session now has a fresh factor: the same fields again, without a code.
          onDone={() => form.current && submit(new FormData(form.current), { method: "post" })}
        />
      ) : null}
    </section>
  );
}
