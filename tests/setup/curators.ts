/** Helpers for the curator console's integration tests. */
import { randomBytes, scryptSync } from "node:crypto";
import type { RouterContextProvider } from "react-router";
import type { Database } from "~/db/client.server";
import { eq } from "drizzle-orm";
import { curatorTotp, limitCounters, recoveryCodes, users } from "~/db/schema";
import { createCuratorAuth, type CuratorAuth } from "~/features/curators/accounts/auth.server";
import { hashRecoveryCode } from "~/features/curators/accounts/recovery-codes.server";
import { createSignInThrottle } from "~/features/curators/accounts/sign-in-throttle.server";
import { totpCodeAt } from "~/features/curators/accounts/totp.server";
import { testContext } from "./router-context";

export const TEST_SESSION_SECRET = "a-test-session-secret-of-more-than-32-chars";
export const CURATOR = { username: "ana", password: "a long enough password" } as const;
export const ORIGIN = "http://localhost";
/** The authenticator-app secret `giveSecondFactor` switches on (base32). */
export const TEST_TOTP_SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
/** The recovery codes `giveSecondFactor` stores (hashed). */
export const TEST_RECOVERY_CODES = ["0000-1111-2222-3333", "4444-5555-6666-7777"] as const;

/**
 * The console's auth as the test server builds it (development cookie: `sg_session`; a
 * production server's, `__Host-sg_session`, with `secureCookie`); `clock` controls the time
 * (TOTP steps, step-up expiry), `requireSecondFactor` REQUIRE_SECOND_FACTOR.
 */
export function testAuth(
  db: Database,
  options: { clock?: () => Date; requireSecondFactor?: boolean; secureCookie?: boolean } = {},
): CuratorAuth {
  return createCuratorAuth({
    db,
    secret: async () => TEST_SESSION_SECRET,
    secureCookie: false,
    throttle: createSignInThrottle(db),
    ...options,
  });
}

/**
 * Switches the authenticator app on for a curator, with TEST_TOTP_SECRET (or `secret`) and
 * TEST_RECOVERY_CODES, straight in the database (the enrolment itself is tested on its own).
 */
export async function giveSecondFactor(
  db: Database,
  username: string = CURATOR.username,
  secret: string = TEST_TOTP_SECRET,
) {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.username, username));
  if (!user) throw new Error(`no curator ${username}`);
  await db
    .insert(curatorTotp)
    .values({ userId: user.id, secret, confirmedAt: new Date() })
    .onConflictDoUpdate({ target: curatorTotp.userId, set: { secret, lastUsedStep: null } });
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
  await db
    .insert(recoveryCodes)
    .values(
      TEST_RECOVERY_CODES.map((code) => ({ userId: user.id, codeHash: hashRecoveryCode(code)! })),
    );
  return user.id;
}

/** Forgets every counted sign-in and submission (the limits live in the database). */
export async function clearLimits(db: Database): Promise<void> {
  await db.delete(limitCounters);
}

/**
 * A test password hashed once per test process at scrypt's cost N=2^10 instead of the site's
 * 2^17: a stored hash names its own parameters (`scrypt$N$r$p$salt$hash`,
 * app/features/curators/accounts/password.server.ts), so signing in checks it as cheaply. At the
 * full cost every test that makes a curator and signs in spent about a second on the two hashes,
 * and the browser tests' seed (tests/setup/e2e-seed.ts) spent half a minute of CPU on its two dozen
 * curators before the server could start; the full cost is tested in password.server.test.ts and
 * through scripts/curator.test.ts.
 */
const TEST_HASH_COST = { N: 2 ** 10, r: 8, p: 1 } as const;
const testPasswordHashes = new Map<string, string>();
function cheapTestPasswordHash(password: string = CURATOR.password): string {
  let hash = testPasswordHashes.get(password);
  if (!hash) {
    const salt = randomBytes(16);
    const key = scryptSync(password.normalize("NFKC"), salt, 32, TEST_HASH_COST);
    const { N, r, p } = TEST_HASH_COST;
    hash = ["scrypt", N, r, p, salt.toString("base64"), key.toString("base64")].join("$");
    testPasswordHashes.set(password, hash);
  }
  return hash;
}

/** A curator named `username` with `password` (CURATOR.password); throws when the name is taken. */
export async function createTestCurator(
  db: Database,
  username: string = CURATOR.username,
  password: string = CURATOR.password,
) {
  const [row] = await db
    .insert(users)
    .values({ username, password: cheapTestPasswordHash(password) })
    .onConflictDoNothing({ target: users.username })
    .returning({ id: users.id });
  if (!row) throw new Error(`A curator named "${username}" already exists.`);
  return { id: row.id, username };
}

/** The `name=value` part of a Set-Cookie header, as a browser would send it back. */
export function cookieOf(setCookie: string | null | undefined): string {
  if (!setCookie) throw new Error("no Set-Cookie header");
  return setCookie.split(";")[0]!;
}

/**
 * Signs the test curator in and answers the Cookie header to send: the password, then, when the
 * curator has a second factor, the authenticator app's code at `auth.clock()` (a code is accepted
 * once: a second sign-in in the same 30-second step needs the clock moved on).
 */
export async function signedInCookie(
  auth: CuratorAuth,
  username: string = CURATOR.username,
  secret: string = TEST_TOTP_SECRET,
) {
  const client = { ip: "127.0.0.1", cookieHeader: null };
  const result = await auth.signIn({ username, password: CURATOR.password }, client);
  if (!result.ok) throw new Error(`sign-in failed: ${result.message}`);
  const cookie = cookieOf(result.setCookie);
  if (result.next === "console") return cookie;
  const code = totpCodeAt(secret, auth.clock());
  const second = await auth.completeSignIn(code, { ...client, cookieHeader: cookie });
  if (!second.ok || !second.setCookie)
    throw new Error(`second step failed: ${second.ok || second.message}`);
  return cookieOf(second.setCookie);
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
