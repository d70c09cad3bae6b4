import { ipKeyGenerator } from "express-rate-limit";
import type { Database } from "~/db/client.server";
import {
  forgetKey,
  refundHit,
  takeHit,
  takeSpacedHit,
  type LimitDecision,
} from "~/db/limits.server";

/**
 * The sign-in limit (docs/security.md; docs/decisions/011-limits-in-the-database.md). Counted
 * in the database, so it holds across server processes and restarts, and each attempt is
 * reserved by one atomic statement before the password or code is checked: parallel guesses
 * cannot all be judged.
 *
 * - Per client IP: FAILED_SIGN_IN_LIMIT attempts per FAILED_SIGN_IN_WINDOW_MS, then 429 until
 *   the window ends. Checked first, and an attempt the account's count then refuses is not
 *   given back: a stranger polling an account pays for every poll with their own address.
 * - Per account, in one of three pools, FAILED_SIGN_IN_LIMIT attempts per window at once, then
 *   one every ACCOUNT_SPACING_MS:
 *   - a browser with this account's device cookie (./device-cookie.server.ts, given after a full
 *     sign-in) counts in that cookie's own pool;
 *   - every other browser counts in the account's untrusted pool, so a stranger, from as many
 *     addresses as they like, can slow only that pool and never a browser that signed in before
 *     (OWASP's device cookies);
 *   - a signed-in session's step-up and set-up codes count in that session's pool.
 *
 * A success gives the IP its attempt back and clears the pool it used. A right password with a
 * code still to come gives the IP its attempt back and leaves the pool's count until the code is
 * right, so a guesser who knows the password cannot clear the count by signing in again. Codes
 * refused in a row are also counted per account without any window (./second-factor.server.ts,
 * FAILED_CODE_LIMIT).
 */
export const FAILED_SIGN_IN_LIMIT = 5;
export const FAILED_SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
export const ACCOUNT_SPACING_MS = 60 * 1000;

/** Whose allowance an attempt on an account uses, beside the client IP's. */
export type AccountPool =
  { username: string; device?: string } | { username: string; session: string };

export interface SignInThrottle {
  /** Reserves one attempt for this IP and the account's pool, or says how long to wait. */
  reserve(ip: string, pool: AccountPool): Promise<LimitDecision>;
  /** After a success: the IP's attempt is given back, the pool's count starts afresh. */
  succeeded(ip: string, pool: AccountPool): Promise<void>;
  /**
   * A right password with a code still to come: the IP's attempt is given back, nothing else.
   * With `pool` (a signed-in session's password before a change), that pool's attempt too.
   */
  passwordAccepted(ip: string, pool?: AccountPool): Promise<void>;
}

/** IPv6 clients are counted per /56, as one household or server usually holds a whole range. */
const ipKey = (ip: string) => `sign-in:ip:${ipKeyGenerator(ip, 56)}`;

function poolKey(pool: AccountPool): string {
  if ("session" in pool) return `sign-in:session:${pool.session}`;
  return pool.device
    ? `sign-in:device:${pool.username}:${pool.device}`
    : `sign-in:account:${pool.username}`;
}

export function createSignInThrottle(
  db: Database,
  {
    limit = FAILED_SIGN_IN_LIMIT,
    windowMs = FAILED_SIGN_IN_WINDOW_MS,
    spacingMs = ACCOUNT_SPACING_MS,
  } = {},
): SignInThrottle {
  return {
    async reserve(ip, pool) {
      const byIp = await takeHit(db, ipKey(ip), limit, windowMs);
      if (!byIp.ok) return byIp;
      return takeSpacedHit(db, poolKey(pool), limit, windowMs, spacingMs);
    },
    async succeeded(ip, pool) {
      await refundHit(db, ipKey(ip));
      await forgetKey(db, poolKey(pool));
    },
    async passwordAccepted(ip, pool) {
      await refundHit(db, ipKey(ip));
      if (pool) await refundHit(db, poolKey(pool));
    },
  };
}
