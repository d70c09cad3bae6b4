import { useEffect, useRef } from "react";
import { data, Form, redirect, useNavigation } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { ConsoleNotice } from "~/features/curators/console/console-notice";
import { CuratorErrorBoundary } from "~/features/curators/console/error-boundary";
import {
  CODE_PATH,
  CONSOLE_PATH,
  consoleServices,
  requireSameOrigin,
} from "~/features/curators/accounts/guard.server";
import { CODE_MESSAGES, SIGN_IN_MESSAGES } from "~/features/curators/accounts/messages";
import { pageMeta } from "~/lib/meta";
import { retryAfterHeaders } from "~/lib/retry-after";
import { clientIpContext } from "~/load-context";
import type { Route } from "./+types/login";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { auth } = consoleServices(context);
  // Half-way through a sign-in (password given, code not yet), the password may be given again.
  const curator = await auth.currentCurator(request.headers.get("cookie"));
  if (curator && !curator.pending) throw redirect(CONSOLE_PATH);
  const params = new URL(request.url).searchParams;
  return { signedOut: params.has("signed-out"), expired: params.has("expired") };
}

export const headers: Route.HeadersFunction = retryAfterHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  requireSameOrigin(request);
  const { auth } = consoleServices(context);
  const form = await request.formData();
  const username = form.get("username");
  const result = await auth.signIn(
    { username, password: form.get("password") },
    { ip: context.get(clientIpContext), cookieHeader: request.headers.get("cookie") },
  );
  if (result.ok) {
    const next = result.next === "code" ? CODE_PATH : CONSOLE_PATH;
    const headers = new Headers({ "Set-Cookie": result.setCookie });
    if (result.deviceCookie) headers.append("Set-Cookie", result.deviceCookie);
    return redirect(next, { status: 303, headers });
  }
  const headers = result.retryAfterSeconds
    ? { "Retry-After": String(result.retryAfterSeconds) }
    : undefined;
  return data(
    { message: result.message, username: typeof username === "string" ? username : "" },
    { status: result.status, headers },
  );
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Curator sign-in",
    description: "Sign in to review suggested resources.",
    noindex: true,
  });

export default function CuratorLogin({ loaderData, actionData }: Route.ComponentProps) {
  const signingIn = useNavigation().state === "submitting";
  const password = useRef<HTMLInputElement>(null);
  // After a refusal, the password is cleared and ready to type again (the username stays).
  useEffect(() => {
    if (actionData && password.current) {
      password.current.value = "";
      password.current.focus();
    }
  }, [actionData]);
  return (
    <div className="mx-auto max-w-md px-4 py-12 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight text-ink">Curator sign-in</h1>
      <p className="mt-2 text-ink-muted">
        For the site&rsquo;s curator, to review suggested resources. Visitors don&rsquo;t need an
        account.
      </p>
      <ConsoleNotice
        success={
          loaderData.expired
            ? CODE_MESSAGES.signInExpired
            : loaderData.signedOut
              ? SIGN_IN_MESSAGES.signedOut
              : null
        }
        problem={actionData?.message}
      />
      <Form
        method="post"
        className="mt-6 space-y-5 rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-6"
      >
        <div>
          <label htmlFor="username" className="block font-medium text-ink">
            Username
          </label>
          <Input
            id="username"
            name="username"
            required
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            defaultValue={actionData?.username}
            className="mt-1.5"
          />
        </div>
        <div>
          <label htmlFor="password" className="block font-medium text-ink">
            Password
          </label>
          <Input
            id="password"
            name="password"
            type="password"
            ref={password}
            required
            autoComplete="current-password"
            className="mt-1.5"
          />
        </div>
        <button type="submit" disabled={signingIn} className={`${buttonClasses("primary")} w-full`}>
          {signingIn ? "Signing in…" : "Sign in"}
        </button>
      </Form>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <CuratorErrorBoundary error={error} />;
}
