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
 * The sign-in limit (docs/security.md). Counted in the database, so it holds across server
 * processes and restarts, and each attempt is reserved by one atomic statement before the
 * password is checked: parallel guesses cannot all be judged.
 *
 * - Per client IP: FAILED_SIGN_IN_LIMIT attempts per FAILED_SIGN_IN_WINDOW_MS, then 429 until
 *   the window ends. Checked first, so one guesser cannot touch the account's allowance.
 * - Per account: FAILED_SIGN_IN_LIMIT attempts per window at once, then one attempt every
 *   ACCOUNT_SPACING_MS from anywhere. Guessing from many addresses is slowed to a crawl, but the
 *   real curator is never kept out for longer than that spacing.
 *
 * A successful sign-in gives the IP its attempt back and clears the account's count. Codes of
 * the second factor (sign-in and step-up) are attempts too, on the same counts: a right password
 * gives the IP its attempt back but leaves the account's count until the code is right, so a
 * guesser who knows the password cannot clear the account's count by signing in again.
 */
export const FAILED_SIGN_IN_LIMIT = 5;
export const FAILED_SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
export const ACCOUNT_SPACING_MS = 60 * 1000;

export interface SignInThrottle {
  /** Reserves one attempt for this IP and username, or says how long to wait. */
  reserve(ip: string, username: string): Promise<LimitDecision>;
  /** After a success: the IP's attempt is given back, the username's count starts afresh. */
  succeeded(ip: string, username: string): Promise<void>;
  /** A right password with a code still to come: the IP's attempt is given back, nothing else. */
  passwordAccepted(ip: string): Promise<void>;
}

/** IPv6 clients are counted per /56, as one household or server usually holds a whole range. */
const ipKey = (ip: string) => `sign-in:ip:${ipKeyGenerator(ip, 56)}`;
const accountKey = (username: string) => `sign-in:account:${username}`;

export function createSignInThrottle(
  db: Database,
  {
    limit = FAILED_SIGN_IN_LIMIT,
    windowMs = FAILED_SIGN_IN_WINDOW_MS,
    spacingMs = ACCOUNT_SPACING_MS,
  } = {},
): SignInThrottle {
  return {
    async reserve(ip, username) {
      const byIp = await takeHit(db, ipKey(ip), limit, windowMs);
      if (!byIp.ok) return byIp;
      const byAccount = await takeSpacedHit(db, accountKey(username), limit, windowMs, spacingMs);
      // Refused for the account's sake: the attempt was never judged, so the IP keeps it.
      if (!byAccount.ok) await refundHit(db, ipKey(ip));
      return byAccount;
    },
    async succeeded(ip, username) {
      await refundHit(db, ipKey(ip));
      await forgetKey(db, accountKey(username));
    },
    async passwordAccepted(ip) {
      await refundHit(db, ipKey(ip));
    },
  };
}
