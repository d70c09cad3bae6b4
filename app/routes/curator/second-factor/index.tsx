import { href, Link, redirect } from "react-router";
import { requireSignedIn } from "~/features/curators/accounts/guard.server";
import { RECOVERY_CODE_COUNT } from "~/features/curators/accounts/recovery-codes.server";
import {
  FAILED_CODE_LIMIT,
  lastPausedAt,
  secondFactorsOf,
} from "~/features/curators/accounts/second-factor.server";
import { ConsoleNotice } from "~/features/curators/console/console-notice";
import { formatDate } from "~/lib/dates";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/index";

/**
 * The overview: what is on (the app, recovery codes left, passkeys), and whether app codes are
 * paused or were (FAILED_CODE_LIMIT codes refused in a row: someone may hold the password).
 * Without the app yet, straight to setting it up.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, curator } = await requireSignedIn(request, context);
  const factors = await secondFactorsOf(db, curator.userId);
  if (!factors.totp) throw redirect(href("/curator/second-factor/app"));
  const paused = await lastPausedAt(db, curator.username);
  return {
    username: curator.username,
    recoveryCodesLeft: factors.recoveryCodesLeft,
    passkeys: factors.passkeys.length,
    pausedAt: factors.pausedAt?.toISOString() ?? null,
    lastPausedAt: paused?.toISOString() ?? null,
    unpaused: new URL(request.url).searchParams.has("unpaused"),
    limit: FAILED_CODE_LIMIT,
    codesPerSet: RECOVERY_CODE_COUNT,
  };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Sign-in security",
    description: "The curator's second factor: authenticator app, recovery codes and passkeys.",
    noindex: true,
  });

const linkClass = "font-semibold text-brand underline";

export default function SecondFactorOverview({ loaderData }: Route.ComponentProps) {
  const { username, recoveryCodesLeft, passkeys, pausedAt, lastPausedAt, unpaused, limit } =
    loaderData;
  return (
    <>
      <p className="mt-2 max-w-prose text-ink-muted">
        After your password, signing in asks for a second factor: a code from an authenticator app
        or, on this browser, a passkey.
      </p>
      {pausedAt ? (
        <ConsoleNotice
          problem={`Codes from the authenticator app are paused since ${formatDate(pausedAt)}: ${limit} wrong codes were entered in a row. A recovery code or a passkey opens them again. If those codes were not yours, someone may know your password: ask whoever runs the server to change it (npm run curator -- passwd ${username}).`}
        />
      ) : lastPausedAt ? (
        <ConsoleNotice
          success={
            unpaused
              ? `Codes from the authenticator app work again. They were paused on ${formatDate(lastPausedAt)} after ${limit} wrong codes in a row. If those were not yours, someone may know your password: ask whoever runs the server to change it (npm run curator -- passwd ${username}).`
              : `Codes from the authenticator app were last paused on ${formatDate(lastPausedAt)}, after ${limit} wrong codes in a row.`
          }
        />
      ) : null}
      <ul className="mt-6 max-w-2xl space-y-3">
        <li className="rounded-xl border border-line bg-surface p-4">
          <h2 className="text-lg font-semibold text-ink">Authenticator app: on</h2>
          <p className="mt-1 text-ink-muted">
            New phone?{" "}
            <Link to={href("/curator/second-factor/app")} className={linkClass}>
              Move it to a new app
            </Link>
            .
          </p>
        </li>
        <li className="rounded-xl border border-line bg-surface p-4">
          <h2 className="text-lg font-semibold text-ink">
            Recovery codes left: {recoveryCodesLeft} of {loaderData.codesPerSet}.
          </h2>
          <p className="mt-1 text-ink-muted">
            <Link to={href("/curator/second-factor/recovery-codes")} className={linkClass}>
              Make new recovery codes
            </Link>
          </p>
        </li>
        <li className="rounded-xl border border-line bg-surface p-4">
          <h2 className="text-lg font-semibold text-ink">
            Passkeys: {passkeys === 0 ? "none yet" : passkeys}
          </h2>
          <p className="mt-1 text-ink-muted">
            <Link to={href("/curator/second-factor/passkeys")} className={linkClass}>
              {passkeys === 0 ? "Add a passkey" : "Manage passkeys"}
            </Link>
          </p>
        </li>
      </ul>
      <p className="mt-6 max-w-prose text-sm text-ink-muted">
        Lost the phone and the recovery codes? Whoever runs the server can remove the second factor
        with <code>npm run curator -- reset-second-factor {username}</code>; you then set it up
        again here.
      </p>
    </>
  );
}
