import { data, Form, href, redirect, useNavigation } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { CodeInput } from "~/features/curators/accounts/code-input";
import { requireSameOrigin, requireSignedIn } from "~/features/curators/accounts/guard.server";
import { PasswordField } from "~/features/curators/accounts/password-field";
import { RecoveryCodeList } from "~/features/curators/accounts/recovery-code-list";
import {
  PENDING_ENROLMENT_MS,
  pendingEnrolment,
  secondFactorsOf,
  startTotpEnrolment,
} from "~/features/curators/accounts/second-factor.server";
import { StepUpForm } from "~/features/curators/accounts/step-up-form";
import { stepUpForAction } from "~/features/curators/accounts/step-up.server";
import { TOTP_DIGITS, TOTP_PERIOD_SECONDS } from "~/features/curators/accounts/totp.server";
import { ConsoleNotice } from "~/features/curators/console/console-notice";
import { qrCodeSvg } from "~/lib/qr-code.server";
import { pageMeta } from "~/lib/meta";
import { retryAfterHeaders } from "~/lib/retry-after";
import { clientIpContext } from "~/load-context";
import type { Route } from "./+types/app";

/** The secret in groups of four, as authenticator apps show it and people copy it. */
function grouped(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(" ") ?? secret;
}

/**
 * Setting up the authenticator app: the secret as text and as a QR code, then one code from the
 * app and the password to switch it on. A curator who has the app already may move it to a new
 * one: starting and switching on both take the password, and a fresh factor from the old one
 * (docs/security.md, "Changing the second factor"). A set-up not confirmed within 10 minutes
 * (PENDING_ENROLMENT_MS) is dropped, and a new QR code shown.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, auth, curator } = await requireSignedIn(request, context);
  const factors = await secondFactorsOf(db, curator.userId);
  const now = auth.clock();
  // The same pending secret on a reload, so a QR code already scanned stays good.
  const setup = factors.totp
    ? await pendingEnrolment(db, curator, now)
    : await startTotpEnrolment(db, curator, now, { reuse: true });
  return {
    username: curator.username,
    required: auth.requireSecondFactor && !curator.hasSecondFactor,
    replacing: factors.totp,
    setup: setup
      ? {
          secret: grouped(setup.secret),
          qrSvg: await qrCodeSvg(setup.otpauthUrl),
          digits: TOTP_DIGITS,
          period: TOTP_PERIOD_SECONDS,
          minutes: PENDING_ENROLMENT_MS / 60_000,
        }
      : null,
  };
}

export const headers: Route.HeadersFunction = retryAfterHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  requireSameOrigin(request);
  const { db, auth, curator } = await requireSignedIn(request, context);
  const form = await request.formData();
  const intent = form.get("intent");
  const ask = (what: string) =>
    stepUpForAction({ request, context, curator, form, what, password: true });

  if (intent === "start") {
    const stepUp = await ask("Moving the authenticator app to a new one");
    if (stepUp) return stepUp;
    await startTotpEnrolment(db, curator, auth.clock());
    return redirect(href("/curator/second-factor/app"), 303);
  }
  if (intent === "confirm") {
    const stepUp = await ask("Switching on the authenticator app");
    if (stepUp) return stepUp;
    const result = await auth.confirmApp(curator, form.get("code"), context.get(clientIpContext));
    if (!result.ok) {
      const headers = result.retryAfterSeconds
        ? { "Retry-After": String(result.retryAfterSeconds) }
        : undefined;
      return data({ message: result.message }, { status: result.status, headers });
    }
    return { recoveryCodes: result.recoveryCodes };
  }
  return data({ message: "That request could not be read." }, { status: 400 });
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Authenticator app · Sign-in security",
    description: "Set up the authenticator app that gives the curator's sign-in codes.",
    noindex: true,
  });

export default function AuthenticatorApp({ loaderData, actionData }: Route.ComponentProps) {
  const { username, required, replacing, setup } = loaderData;
  const busy = useNavigation().state === "submitting";
  if (actionData && "stepUp" in actionData) {
    return (
      <div className="mt-6">
        <StepUpForm request={actionData.stepUp} />
      </div>
    );
  }
  if (actionData && "recoveryCodes" in actionData) {
    return <RecoveryCodeList codes={actionData.recoveryCodes} switchedOn />;
  }
  const message = actionData && "message" in actionData ? actionData.message : undefined;
  return (
    <>
      {required ? (
        <ConsoleNotice success="Before the console opens, please set up a second factor. Crisis lines are kept in this console, so a password alone is not enough to change them." />
      ) : null}
      <h2 className="mt-8 text-2xl font-bold tracking-tight text-ink">
        {replacing ? "Move to a new authenticator app" : "Set up an authenticator app"}
      </h2>
      {setup ? (
        <ol className="mt-4 max-w-prose list-decimal space-y-6 pl-6 text-ink">
          <li>
            <p>
              Open an authenticator app on your phone (for example Google Authenticator, Microsoft
              Authenticator or 2FAS) and add an account by scanning this QR code within{" "}
              {setup.minutes} minutes.
            </p>
            <div
              role="img"
              aria-label="QR code to add Steady Ground to an authenticator app"
              className="mt-3 h-48 w-48 rounded-lg border border-line bg-white p-2 [&_svg]:h-full [&_svg]:w-full"
              dangerouslySetInnerHTML={{ __html: setup.qrSvg }}
            />
            <p className="mt-3">
              Can&rsquo;t scan it? Choose to enter a setup key, and type or paste this key (account:{" "}
              <strong>{username}</strong>; time-based, {setup.digits} digits, every {setup.period}{" "}
              seconds):
            </p>
            <p
              className="mt-2 inline-block max-w-full rounded-lg border border-line bg-surface px-3 py-2 font-mono text-lg break-all select-all"
              data-testid="totp-secret"
            >
              {setup.secret}
            </p>
          </li>
          <li>
            <Form method="post" className="max-w-sm">
              <input type="hidden" name="intent" value="confirm" />
              <label htmlFor="code" className="block font-medium">
                Enter the {setup.digits}-digit code the app now shows
              </label>
              <ConsoleNotice id="code-error" problem={message} />
              <CodeInput
                id="code"
                name="code"
                inputMode="numeric"
                maxLength={20}
                aria-invalid={message ? true : undefined}
                aria-describedby={message ? "code-error" : undefined}
              />
              <PasswordField id="app-password" className="mt-4" />
              <button type="submit" disabled={busy} className={`${buttonClasses("primary")} mt-4`}>
                {busy ? "Checking…" : "Switch on"}
              </button>
            </Form>
          </li>
        </ol>
      ) : (
        <Form method="post" className="mt-4 max-w-sm">
          <p className="max-w-prose text-ink">
            The app you use now keeps working until the new one is switched on. Moving asks for your
            password and a code from the app you use now (or a recovery code).
          </p>
          <input type="hidden" name="intent" value="start" />
          <PasswordField id="start-password" className="mt-4" />
          <button type="submit" className={`${buttonClasses("secondary")} mt-4`}>
            Set up a new app
          </button>
        </Form>
      )}
    </>
  );
}
