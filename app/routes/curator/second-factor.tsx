import { useState } from "react";
import {
  href,
  data,
  Form,
  Link,
  redirect,
  useNavigation,
  useRevalidator,
  useSubmit,
} from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import {
  requireSameOrigin,
  requireSignedIn,
  SECOND_FACTOR_PATH,
} from "~/features/curators/accounts/guard.server";
import { CODE_MESSAGES, PASSKEY_NAME_MAX } from "~/features/curators/accounts/messages";
import { PasskeyButton, usePasskeySupport } from "~/features/curators/accounts/passkey-button";
import { passkeysWorkFor, removePasskey } from "~/features/curators/accounts/passkeys.server";
import {
  confirmTotpEnrolment,
  replaceRecoveryCodes,
  secondFactorsOf,
  startTotpEnrolment,
} from "~/features/curators/accounts/second-factor.server";
import { markSecondFactor } from "~/features/curators/accounts/sessions.server";
import { StepUpForm } from "~/features/curators/accounts/step-up-form";
import { stepUpForAction } from "~/features/curators/accounts/step-up.server";
import { TOTP_DIGITS, TOTP_PERIOD_SECONDS } from "~/features/curators/accounts/totp.server";
import { ConsoleFrame } from "~/features/curators/console/console-frame";
import { CuratorErrorBoundary } from "~/features/curators/console/error-boundary";
import { formatDate } from "~/lib/dates";
import { qrCodeSvg } from "~/lib/qr-code.server";
import { pageMeta } from "~/lib/meta";
import { retryAfterHeaders } from "~/lib/retry-after";
import type { Route } from "./+types/second-factor";
import { CodeInput } from "~/features/curators/accounts/code-input";

/** The secret in groups of four, as authenticator apps show it and people copy it. */
function grouped(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(" ") ?? secret;
}

/**
 * Sign-in security: setting up the authenticator app (the secret as text and as a QR code, then
 * one code to switch it on), the recovery codes, and passkeys. Open to a signed-in curator who
 * has no second factor yet; with REQUIRE_SECOND_FACTOR it is the only page open to them.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, auth, curator } = await requireSignedIn(request, context);
  const factors = await secondFactorsOf(db, curator.userId);
  // The same pending secret on a reload, so a QR code already scanned stays good.
  const setup = factors.totp
    ? null
    : await startTotpEnrolment(db, curator, auth.clock(), { reuse: true });
  return {
    username: curator.username,
    required: auth.requireSecondFactor && !curator.hasSecondFactor,
    totp: factors.totp,
    recoveryCodesLeft: factors.recoveryCodesLeft,
    passkeys: factors.passkeys.map((key) => ({
      id: key.id,
      name: key.name,
      createdAt: key.createdAt.toISOString(),
      lastUsedAt: key.lastUsedAt?.toISOString() ?? null,
    })),
    passkeysHere: passkeysWorkFor(auth.passkeys, request),
    removed: new URL(request.url).searchParams.has("removed"),
    setup: setup
      ? {
          secret: grouped(setup.secret),
          otpauthUrl: setup.otpauthUrl,
          qrSvg: await qrCodeSvg(setup.otpauthUrl),
          digits: TOTP_DIGITS,
          period: TOTP_PERIOD_SECONDS,
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

  if (intent === "confirm-app") {
    const code = form.get("code");
    if (typeof code !== "string" || !code.trim()) {
      return data({ message: CODE_MESSAGES.missing }, { status: 400 });
    }
    const now = auth.clock();
    const result = await confirmTotpEnrolment(db, curator, code, now);
    if (!result.ok) {
      const message =
        result.reason === "wrong" ? CODE_MESSAGES.enrolWrong : CODE_MESSAGES.enrolNotStarted;
      return data({ message }, { status: 400 });
    }
    // The code just given counts as a second factor for this session.
    await markSecondFactor(db, curator.sessionId, now);
    return { recoveryCodes: result.recoveryCodes, switchedOn: true };
  }

  if (intent === "new-recovery-codes") {
    const what = "Making new recovery codes";
    const stepUp = await stepUpForAction({ request, context, curator, form, what });
    if (stepUp) return stepUp;
    return { recoveryCodes: await replaceRecoveryCodes(db, curator), switchedOn: false };
  }

  // Before adding a passkey (./passkey.ts asks for it): a fresh code, then back with the name.
  if (intent === "confirm-for-passkey") {
    const name = String(form.get("name") ?? "").slice(0, PASSKEY_NAME_MAX);
    const what = "Adding a passkey";
    const stepUp = await stepUpForAction({ request, context, curator, form, what });
    if (stepUp) return stepUp;
    return { passkeyName: name };
  }

  if (intent === "remove-passkey") {
    const id = Number(form.get("id"));
    const name = String(form.get("name") ?? "");
    const what = `Removing the passkey “${name}”`;
    const stepUp = await stepUpForAction({ request, context, curator, form, what });
    if (stepUp) return stepUp;
    if (!Number.isSafeInteger(id) || !(await removePasskey(db, curator, id))) {
      return data({ message: "That passkey was already removed." }, { status: 404 });
    }
    return redirect(`${SECOND_FACTOR_PATH}?removed`, 303);
  }
  return data({ message: "That request could not be read." }, { status: 400 });
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Sign-in security",
    description: "The curator's second factor: authenticator app, recovery codes and passkeys.",
    noindex: true,
  });

function RecoveryCodes({ codes, switchedOn }: { codes: string[]; switchedOn: boolean }) {
  return (
    <section aria-labelledby="codes-heading" className="mt-6">
      <p
        role="status"
        className="rounded-xl border-2 border-brand bg-brand-soft p-4 font-semibold text-ink"
      >
        {switchedOn
          ? "The authenticator app is on. From now on, signing in asks for its code."
          : "New recovery codes are ready. The old ones no longer work."}
      </p>
      <h2 id="codes-heading" className="mt-6 text-2xl font-bold tracking-tight text-ink">
        Your recovery codes
      </h2>
      <p className="mt-2 max-w-prose text-ink">
        If you lose your phone, each of these works once instead of a code. Save them now somewhere
        safe, such as a password manager or a printed page:{" "}
        <strong>they are shown only this once</strong>.
      </p>
      <ol
        aria-label="Recovery codes"
        className="mt-4 grid max-w-xl gap-x-8 gap-y-2 rounded-2xl border border-line bg-surface p-5 font-mono text-lg sm:grid-cols-2"
      >
        {codes.map((code) => (
          <li key={code} className="whitespace-nowrap select-all">
            {code}
          </li>
        ))}
      </ol>
      <p className="mt-6">
        <Link to={href("/curator")} className={buttonClasses("primary")}>
          I&rsquo;ve saved them: go to the console
        </Link>
      </p>
    </section>
  );
}

/**
 * With JavaScript, in a browser with WebAuthn: a name, then the browser's own passkey prompt.
 * Adding one is a change to the account's keys, so it asks for a fresh code first when the last
 * was more than 10 minutes ago (the step-up form, then back here with the name kept).
 */
function AddPasskey({ initialName, confirmed }: { initialName: string; confirmed: boolean }) {
  const supported = usePasskeySupport();
  const [name, setName] = useState(initialName);
  const [added, setAdded] = useState<string>();
  const revalidator = useRevalidator();
  const submit = useSubmit();
  if (!supported) return null;
  return (
    <div className="mt-6 max-w-md">
      {confirmed ? (
        <p role="status" className="mb-3 rounded-xl border-2 border-brand bg-brand-soft p-3">
          Thank you. Now add the passkey.
        </p>
      ) : null}
      <label htmlFor="passkey-name" className="block font-medium text-ink">
        Name for a new passkey
      </label>
      <p id="passkey-name-hint" className="mt-1 text-sm text-ink-muted">
        So you can tell them apart: &ldquo;Work laptop&rdquo;, &ldquo;Blue security key&rdquo;.
      </p>
      <Input
        id="passkey-name"
        value={name}
        onChange={(event) => setName(event.target.value)}
        maxLength={PASSKEY_NAME_MAX}
        autoComplete="off"
        aria-describedby="passkey-name-hint"
        className="mt-1.5"
      />
      <PasskeyButton
        purpose="add"
        label="Add a passkey"
        name={name}
        className="mt-3"
        onStepUp={() => void submit({ intent: "confirm-for-passkey", name }, { method: "post" })}
        onDone={() => {
          setAdded(name.trim());
          setName("");
          void revalidator.revalidate();
        }}
      />
      {added ? (
        <p role="status" className="mt-3 text-ink">
          Added the passkey &ldquo;{added}&rdquo;.
        </p>
      ) : null}
    </div>
  );
}

export default function SecondFactorPage({ loaderData, actionData }: Route.ComponentProps) {
  const { username, required, totp, recoveryCodesLeft, passkeys, passkeysHere, setup } = loaderData;
  const busy = useNavigation().state === "submitting";
  const frame = (children: React.ReactNode) => (
    <ConsoleFrame username={username} section="second-factor" navigation={!required}>
      <h1 className="text-3xl font-bold tracking-tight text-ink">Sign-in security</h1>
      {children}
    </ConsoleFrame>
  );
  if (actionData && "stepUp" in actionData) {
    return frame(
      <div className="mt-6">
        <StepUpForm request={actionData.stepUp} />
      </div>,
    );
  }
  if (actionData && "recoveryCodes" in actionData && actionData.recoveryCodes) {
    return frame(
      <RecoveryCodes
        codes={actionData.recoveryCodes}
        switchedOn={Boolean(actionData.switchedOn)}
      />,
    );
  }
  const message = actionData && "message" in actionData ? actionData.message : undefined;

  return frame(
    <>
      {required ? (
        <p className="mt-4 max-w-prose rounded-xl border-2 border-brand bg-brand-soft p-4 text-ink">
          Before the console opens, please set up a second factor. Crisis lines are kept in this
          console, so a password alone is not enough to change them.
        </p>
      ) : (
        <p className="mt-2 max-w-prose text-ink-muted">
          After your password, signing in asks for a second factor: a code from an authenticator app
          or, on this browser, a passkey.
        </p>
      )}
      {message && !setup ? (
        <p role="alert" className="mt-4 rounded-xl border-2 border-danger bg-danger-soft p-4">
          {message}
        </p>
      ) : null}
      {loaderData.removed ? (
        <p role="status" className="mt-4 rounded-xl border-2 border-brand bg-brand-soft p-4">
          The passkey was removed.
        </p>
      ) : null}

      {setup ? (
        <section aria-labelledby="app-heading" className="mt-8">
          <h2 id="app-heading" className="text-2xl font-bold tracking-tight text-ink">
            Set up an authenticator app
          </h2>
          <ol className="mt-4 max-w-prose list-decimal space-y-6 pl-6 text-ink">
            <li>
              <p>
                Open an authenticator app on your phone (for example Google Authenticator, Microsoft
                Authenticator or 2FAS) and add an account by scanning this QR code.
              </p>
              <div
                role="img"
                aria-label="QR code to add Steady Ground to an authenticator app"
                className="mt-3 h-48 w-48 rounded-lg border border-line bg-white p-2 [&_svg]:h-full [&_svg]:w-full"
                dangerouslySetInnerHTML={{ __html: setup.qrSvg }}
              />
              <p className="mt-3">
                Can&rsquo;t scan it? Choose to enter a setup key, and type or paste this key
                (account: <strong>{username}</strong>; time-based, {setup.digits} digits, every{" "}
                {setup.period} seconds):
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
                <input type="hidden" name="intent" value="confirm-app" />
                <label htmlFor="code" className="block font-medium">
                  Enter the {setup.digits}-digit code the app now shows
                </label>
                {message ? (
                  <p
                    id="code-error"
                    role="alert"
                    className="mt-2 rounded-xl border-2 border-danger bg-danger-soft p-3"
                  >
                    {message}
                  </p>
                ) : null}
                <CodeInput
                  id="code"
                  name="code"
                  inputMode="numeric"
                  maxLength={20}
                  aria-invalid={message ? true : undefined}
                  aria-describedby={message ? "code-error" : undefined}
                />
                <button
                  type="submit"
                  disabled={busy}
                  className={`${buttonClasses("primary")} mt-3`}
                >
                  {busy ? "Checking…" : "Switch on"}
                </button>
              </Form>
            </li>
          </ol>
        </section>
      ) : null}

      {totp ? (
        <section aria-labelledby="app-on-heading" className="mt-8">
          <h2 id="app-on-heading" className="text-2xl font-bold tracking-tight text-ink">
            Authenticator app
          </h2>
          <p className="mt-2 text-ink">
            On. Recovery codes left: <strong>{recoveryCodesLeft}</strong> of 10.
          </p>
          <Form method="post" className="mt-3">
            <input type="hidden" name="intent" value="new-recovery-codes" />
            <button type="submit" className={buttonClasses("secondary", "sm")}>
              Make new recovery codes
            </button>
          </Form>
          <p className="mt-3 max-w-prose text-sm text-ink-muted">
            Lost the phone and the recovery codes? Whoever runs the server can remove the second
            factor with <code>npm run curator -- reset-second-factor {username}</code>; you then set
            it up again here.
          </p>
        </section>
      ) : null}

      {totp ? (
        <section aria-labelledby="passkeys-heading" className="mt-8">
          <h2 id="passkeys-heading" className="text-2xl font-bold tracking-tight text-ink">
            Passkeys
          </h2>
          <p className="mt-2 max-w-prose text-ink-muted">
            A passkey (your computer&rsquo;s fingerprint or face unlock, or a security key) can be
            used instead of a code. They work with JavaScript on, in browsers that support them.
          </p>
          {passkeys.length > 0 ? (
            <ul aria-label="Your passkeys" className="mt-4 max-w-xl space-y-3">
              {passkeys.map((key) => (
                <li
                  key={key.id}
                  className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-line bg-surface p-4"
                >
                  <div>
                    <p className="font-semibold text-ink">{key.name}</p>
                    <p className="text-sm text-ink-muted">
                      Added {formatDate(key.createdAt)}
                      {key.lastUsedAt ? ` · last used ${formatDate(key.lastUsedAt)}` : ""}
                    </p>
                  </div>
                  <Form method="post">
                    <input type="hidden" name="intent" value="remove-passkey" />
                    <input type="hidden" name="id" value={key.id} />
                    <input type="hidden" name="name" value={key.name} />
                    <button
                      type="submit"
                      aria-label={`Remove ${key.name}`}
                      className={buttonClasses("secondary", "sm")}
                    >
                      Remove
                    </button>
                  </Form>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-3 text-ink">No passkeys yet.</p>
          )}
          {passkeysHere ? (
            <AddPasskey
              initialName={actionData && "passkeyName" in actionData ? actionData.passkeyName : ""}
              confirmed={Boolean(actionData && "passkeyName" in actionData)}
            />
          ) : null}
        </section>
      ) : null}
    </>,
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <CuratorErrorBoundary error={error} />;
}
