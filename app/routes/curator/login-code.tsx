import { useEffect, useRef } from "react";
import { href, data, Form, redirect, useNavigation } from "react-router";
import { clientIpContext } from "~/load-context";
import { buttonClasses } from "~/components/ui/button";
import {
  CONSOLE_PATH,
  consoleServices,
  LOGIN_PATH,
  requireSameOrigin,
  SECOND_FACTOR_PATH,
} from "~/features/curators/accounts/guard.server";
import { CODE_MESSAGES } from "~/features/curators/accounts/messages";
import { PasskeyButton } from "~/features/curators/accounts/passkey-button";
import { passkeysWorkFor } from "~/features/curators/accounts/passkeys.server";
import { secondFactorsOf } from "~/features/curators/accounts/second-factor.server";
import { ConsoleNotice } from "~/features/curators/console/console-notice";
import { CuratorErrorBoundary } from "~/features/curators/console/error-boundary";
import { pageMeta } from "~/lib/meta";
import { retryAfterHeaders } from "~/lib/retry-after";
import type { Route } from "./+types/login-code";
import { CodeInput } from "~/features/curators/accounts/code-input";

/** The second step of a sign-in: only a session that has given the right password comes here. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, auth } = consoleServices(context);
  const curator = await auth.currentCurator(request.headers.get("cookie"));
  if (!curator) throw redirect(LOGIN_PATH);
  if (!curator.pending) throw redirect(CONSOLE_PATH);
  const factors = await secondFactorsOf(db, curator.userId);
  return {
    username: curator.username,
    passkeys: factors.passkeys.length > 0 && passkeysWorkFor(auth.passkeys, request),
  };
}

export const headers: Route.HeadersFunction = retryAfterHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  requireSameOrigin(request);
  const { auth } = consoleServices(context);
  const form = await request.formData();
  const result = await auth.completeSignIn(form.get("code"), {
    ip: context.get(clientIpContext),
    cookieHeader: request.headers.get("cookie"),
  });
  if (result.ok) {
    const headers = new Headers();
    for (const cookie of [result.setCookie, result.deviceCookie]) {
      if (cookie) headers.append("Set-Cookie", cookie);
    }
    // App codes had been paused: the security page says so, and what it may mean.
    const next = result.unpaused ? `${SECOND_FACTOR_PATH}?unpaused` : CONSOLE_PATH;
    return redirect(next, { status: 303, headers });
  }
  // Too late (or never started): back to the password, saying why.
  if (result.message === CODE_MESSAGES.signInExpired) {
    return redirect(`${LOGIN_PATH}?expired`, 303);
  }
  const headers = result.retryAfterSeconds
    ? { "Retry-After": String(result.retryAfterSeconds) }
    : undefined;
  return data({ message: result.message }, { status: result.status, headers });
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Enter your code",
    description: "The second step of the curator's sign-in.",
    noindex: true,
  });

export default function CuratorLoginCode({ loaderData, actionData }: Route.ComponentProps) {
  const checking = useNavigation().state === "submitting";
  const code = useRef<HTMLInputElement>(null);
  // After a refusal, the field is cleared and ready for the next code.
  useEffect(() => {
    if (actionData && code.current) {
      code.current.value = "";
      code.current.focus();
    }
  }, [actionData]);
  return (
    <div className="mx-auto max-w-md px-4 py-12 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight text-ink">Enter your code</h1>
      <p className="mt-2 text-ink-muted">
        Password accepted for{" "}
        <strong className="font-semibold text-ink">{loaderData.username}</strong>. One more step
        keeps the account safe: open your authenticator app and enter the code it shows for Steady
        Ground.
      </p>
      <ConsoleNotice id="code-error" problem={actionData?.message} />
      <Form
        method="post"
        className="mt-6 space-y-5 rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-6"
      >
        <div>
          <label htmlFor="code" className="block font-medium text-ink">
            Code
          </label>
          <p id="code-hint" className="mt-1 text-sm text-ink-muted">
            The 6 digits from your app, or one of your recovery codes if you don&rsquo;t have your
            phone. You can paste it.
          </p>
          <CodeInput
            id="code"
            name="code"
            ref={code}
            maxLength={40}
            aria-describedby={actionData ? "code-hint code-error" : "code-hint"}
            aria-invalid={actionData ? true : undefined}
          />
        </div>
        <button type="submit" disabled={checking} className={`${buttonClasses("primary")} w-full`}>
          {checking ? "Checking…" : "Continue"}
        </button>
      </Form>
      {loaderData.passkeys ? (
        <PasskeyButton
          purpose="sign-in"
          label="Use a passkey instead"
          className="mt-4"
          onDone={(answer) => window.location.assign(answer.redirectTo ?? "/curator")}
        />
      ) : null}
      <Form
        method="post"
        action={href("/curator/sign-out")}
        reloadDocument
        className="mt-6 text-center"
      >
        <button type="submit" className="min-h-11 font-semibold text-brand underline">
          Cancel and start again
        </button>
      </Form>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <CuratorErrorBoundary error={error} />;
}
