import { data, redirect, type RouterContextProvider } from "react-router";
import { dbContext } from "~/load-context";
import { curatorAuthContext } from "./context";
import { CROSS_SITE_MESSAGE, isSameOriginRequest } from "./same-origin";

export const LOGIN_PATH = "/curator/login";
/** The second step of a sign-in: a code, or a passkey. */
export const CODE_PATH = "/curator/login/code";
/** Where a curator sets up (and manages) the second factor. */
export const SECOND_FACTOR_PATH = "/curator/second-factor";
export const CONSOLE_PATH = "/curator";

/** What the console's routes need from the server (server/app.ts puts it in the load context). */
export function consoleServices(context: Readonly<RouterContextProvider>) {
  return { db: context.get(dbContext), auth: context.get(curatorAuthContext) };
}

/**
 * A curator who has finished signing in (password and, when they have one, the second factor),
 * whether or not a second factor is set up yet: the second-factor page itself uses this.
 * Otherwise a redirect to the sign-in page, or to its code step.
 */
export async function requireSignedIn(request: Request, context: Readonly<RouterContextProvider>) {
  const { db, auth } = consoleServices(context);
  const curator = await auth.currentCurator(request.headers.get("cookie"));
  if (!curator) throw redirect(LOGIN_PATH);
  if (curator.pending) throw redirect(CODE_PATH);
  return { db, auth, curator };
}

/**
 * The signed-in curator, or a redirect: to the sign-in page, its code step, or, when
 * REQUIRE_SECOND_FACTOR is on and they have no second factor yet, to setting one up (the only
 * page open to them until then).
 */
export async function requireCurator(request: Request, context: Readonly<RouterContextProvider>) {
  const signedIn = await requireSignedIn(request, context);
  if (signedIn.auth.requireSecondFactor && !signedIn.curator.hasSecondFactor) {
    throw redirect(SECOND_FACTOR_PATH);
  }
  return signedIn;
}

/** Every state-changing console request: refused with 403 unless it came from this site. */
export function requireSameOrigin(request: Request): void {
  if (!isSameOriginRequest(request)) throw data(CROSS_SITE_MESSAGE, { status: 403 });
}
