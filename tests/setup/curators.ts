/** Helpers for the curator console's integration tests. */
import type { RouterContextProvider } from "react-router";
import type { Database } from "~/db/client.server";
import { limitCounters } from "~/db/schema";
import { addCurator } from "~/features/curators/accounts/accounts.server";
import { createCuratorAuth, type CuratorAuth } from "~/features/curators/accounts/auth.server";
import { createSignInThrottle } from "~/features/curators/accounts/sign-in-throttle.server";
import { testContext } from "./router-context";

export const TEST_SESSION_SECRET = "a-test-session-secret-of-more-than-32-chars";
export const CURATOR = { username: "ana", password: "a long enough password" } as const;
export const ORIGIN = "http://localhost";

/** The console's auth as the test server builds it (development cookie: `sg_session`). */
export function testAuth(db: Database): CuratorAuth {
  return createCuratorAuth({
    db,
    secret: async () => TEST_SESSION_SECRET,
    secureCookie: false,
    throttle: createSignInThrottle(db),
  });
}

/** Forgets every counted sign-in and submission (the limits live in the database). */
export async function clearLimits(db: Database): Promise<void> {
  await db.delete(limitCounters);
}

export function createTestCurator(db: Database, username: string = CURATOR.username) {
  return addCurator(db, username, CURATOR.password);
}

/** The `name=value` part of a Set-Cookie header, as a browser would send it back. */
export function cookieOf(setCookie: string | null | undefined): string {
  if (!setCookie) throw new Error("no Set-Cookie header");
  return setCookie.split(";")[0]!;
}

/** Signs the test curator in and answers the Cookie header to send. */
export async function signedInCookie(auth: CuratorAuth, username: string = CURATOR.username) {
  const result = await auth.signIn(
    { username, password: CURATOR.password },
    { ip: "127.0.0.1", cookieHeader: null },
  );
  if (!result.ok) throw new Error(`sign-in failed: ${result.message}`);
  return cookieOf(result.setCookie);
}

/** A form POST such as a browser sends from the console's own page. */
export function formPost(
  path: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) {
  return new Request(`${ORIGIN}${path}`, {
    method: "POST",
    headers: { origin: ORIGIN, "sec-fetch-site": "same-origin", ...headers },
    body: new URLSearchParams(fields),
  });
}

export function get(path: string, headers: Record<string, string> = {}) {
  return new Request(`${ORIGIN}${path}`, { headers });
}

export function context(
  db: Database,
  auth: CuratorAuth,
  clientIp = "127.0.0.1",
): RouterContextProvider {
  return testContext({ db, curatorAuth: auth, clientIp });
}

/** Runs a route's loader or action as React Router would, catching what it throws. */
export async function call<Args>(
  handler: (args: Args) => unknown,
  request: Request,
  loadContext: RouterContextProvider,
): Promise<unknown> {
  try {
    return await handler({ request, context: loadContext, params: {} } as Args);
  } catch (thrown) {
    return thrown;
  }
}

/** A redirect Response's status and Location, or undefined when it is not one. */
export function redirectOf(answer: unknown) {
  if (!(answer instanceof Response) || answer.status < 300 || answer.status >= 400)
    return undefined;
  return { status: answer.status, location: answer.headers.get("location") };
}

/** What `data(...)` returned or threw: its payload and status. */
export function dataOf(answer: unknown): { data: unknown; status: number; headers: Headers } {
  const value = answer as { type?: string; data: unknown; init?: ResponseInit | null };
  if (value?.type !== "DataWithResponseInit") throw new Error(`not data(): ${String(answer)}`);
  return {
    data: value.data,
    status: value.init?.status ?? 200,
    headers: new Headers(value.init?.headers),
  };
}
