import type { Database } from "~/db/client.server";
import { findAccount, normalizeUsername } from "./accounts.server";
import { CODE_MESSAGES, SIGN_IN_MESSAGES, throttledMessage } from "./messages";
import { MAX_PASSWORD_LENGTH, verifyAgainstDummy, verifyPassword } from "./password.server";
import {
  expiredSessionCookie,
  readCookie,
  sessionCookie,
  sessionCookieName,
  signSessionId,
  unsignSessionId,
} from "./session-cookie.server";
import { recordAction } from "~/db/audit.server";
import { deviceOf, newDeviceCookie } from "./device-cookie.server";
import { passkeySettings, type PasskeySettings } from "./passkeys.server";
import {
  APP_CODES_PAUSED,
  checkSecondFactorCode,
  confirmTotpEnrolment,
  FAILED_CODE_LIMIT,
  hasSecondFactor,
} from "./second-factor.server";
import {
  createSession,
  deleteSession,
  findSession,
  markSecondFactor,
  type CuratorSession,
} from "./sessions.server";
import {
  createSignInThrottle,
  type AccountPool,
  type SignInThrottle,
} from "./sign-in-throttle.server";

/** A refusal to show the person: the status to answer with, and when to try again if throttled. */
export type Refusal = {
  ok: false;
  status: 400 | 401 | 409 | 429;
  message: string;
  retryAfterSeconds?: number;
};

export type SignInResult =
  | {
      ok: true;
      username: string;
      setCookie: string;
      /** A full sign-in (no second factor to come): this browser's device cookie. */
      deviceCookie?: string;
      /** `code`: the password was right and the second factor is still to come. */
      next: "console" | "code";
    }
  | Refusal;

export type CodeResult =
  | {
      ok: true;
      setCookie?: string;
      /** After a full sign-in: this browser's device cookie (./device-cookie.server.ts). */
      deviceCookie?: string;
      /** App codes had been paused (too many refused in a row); this factor opened them again. */
      unpaused?: boolean;
    }
  | Refusal;

export type EnrolmentAnswer = { ok: true; recoveryCodes: string[] } | Refusal;

interface Client {
  ip: string;
  cookieHeader: string | null;
}

/**
 * Where security events go (the server's pino logger): sign-ins refused and throttled, codes
 * refused, app codes paused, each with the account's name and never a password or code.
 */
export interface SecurityLog {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
}

const silent: SecurityLog = { info: () => {}, warn: () => {} };

/** Sign-in, sign-out and "who is this?", shared by the console's routes and the JSON API. */
export interface CuratorAuth {
  /** The signed-in curator named by a Cookie header, or undefined. */
  currentCurator(cookieHeader: string | null | undefined): Promise<CuratorSession | undefined>;
  signIn(input: { username: unknown; password: unknown }, client: Client): Promise<SignInResult>;
  /**
   * The second step of a sign-in: a code (authenticator app or recovery code) for the pending
   * session the cookie names. Right, the pending session is replaced by a signed-in one with a
   * new id (its Set-Cookie is answered).
   */
  completeSignIn(code: unknown, client: Client): Promise<CodeResult>;
  /**
   * The second step passed another way (a passkey): the pending session is replaced. Resolves
   * to the Set-Cookie headers: the new session's, and this browser's device cookie.
   */
  promotePendingSession(session: CuratorSession): Promise<string[]>;
  /** A fresh code for a signed-in session (step-up: ./step-up.server.ts). */
  stepUp(session: CuratorSession, code: unknown, ip: string): Promise<CodeResult>;
  /**
   * The password again, in a signed-in session, before the second factor's set-up changes: an
   * attempt in the sign-in limit (the session's pool) like any password.
   */
  checkPassword(session: CuratorSession, password: unknown, ip: string): Promise<CodeResult>;
  /**
   * Confirms the authenticator app being set up with a code from it: an attempt in the sign-in
   * limit. The caller has taken the password and, when the curator had a factor, step-up.
   */
  confirmApp(session: CuratorSession, code: unknown, ip: string): Promise<EnrolmentAnswer>;
  /** Ends the session named by the cookie; resolves to the Set-Cookie header that clears it. */
  signOut(cookieHeader: string | null | undefined): Promise<string>;
  /** REQUIRE_SECOND_FACTOR: a curator without a second factor may only set one up. */
  readonly requireSecondFactor: boolean;
  /** Where passkeys work (PASSKEY_ORIGIN): ./passkeys.server.ts. */
  readonly passkeys: PasskeySettings;
  /** The time now; tests set it (TOTP steps, step-up expiry). */
  readonly clock: () => Date;
}

export interface CuratorAuthOptions {
  db: Database;
  /** SESSION_SECRET (./session-secret.server.ts), read on first use. */
  secret: () => Promise<string>;
  /** Production: the `__Host-` cookie, Secure. */
  secureCookie: boolean;
  /** The sign-in limit; by default the database-backed one (./sign-in-throttle.server.ts). */
  throttle?: SignInThrottle;
  /** REQUIRE_SECOND_FACTOR; off unless given. */
  requireSecondFactor?: boolean;
  /** PASSKEY_ORIGIN; by default http://localhost, where only a browser on this machine reaches. */
  passkeyOrigin?: string;
  /** The time now; tests give a controlled one. */
  clock?: () => Date;
  /** Security events (the server's logger); nothing by default. */
  log?: SecurityLog;
}

function throttled(retryAfterSeconds: number): Refusal {
  return {
    ok: false,
    status: 429,
    message: throttledMessage(retryAfterSeconds),
    retryAfterSeconds,
  };
}

export function createCuratorAuth(options: CuratorAuthOptions): CuratorAuth {
  const { db, secureCookie } = options;
  const throttle = options.throttle ?? createSignInThrottle(db);
  const clock = options.clock ?? (() => new Date());
  const log = options.log ?? silent;
  const name = sessionCookieName(secureCookie);
  let secret: Promise<string> | undefined;
  // Read once; a failure (an unwritable DATA_DIR, say) is retried on the next request.
  const getSecret = () =>
    (secret ??= options.secret().catch((error: unknown) => {
      secret = undefined;
      throw error;
    }));

  async function sessionIdOf(cookieHeader: string | null | undefined) {
    const value = readCookie(cookieHeader, name);
    return value ? unsignSessionId(value, await getSecret()) : undefined;
  }

  async function cookieFor(id: string) {
    return sessionCookie(name, signSessionId(id, await getSecret()), secureCookie);
  }

  /** The pool of the sign-in limit an attempt on `username` from this browser counts in. */
  async function poolOf(username: string, cookieHeader: string | null): Promise<AccountPool> {
    const options = { username, secret: await getSecret(), now: clock(), secure: secureCookie };
    return { username, device: deviceOf(cookieHeader, options) };
  }

  async function deviceCookieFor(username: string) {
    return newDeviceCookie(username, await getSecret(), clock(), secureCookie);
  }

  function throttledFor(account: string, retryAfterSeconds: number): Refusal {
    log.warn({ account, retryAfterSeconds }, "curator sign-in attempt throttled");
    return throttled(retryAfterSeconds);
  }

  /**
   * Checks a code in the sign-in limit's count (reserved first, as a password is) and in the
   * count of codes refused in a row. A refusal is logged with the account's name; the one that
   * pauses app codes is logged as a warning and audited.
   */
  async function checkCode(
    session: CuratorSession,
    code: unknown,
    ip: string,
    pool: AccountPool,
    purpose: "sign-in" | "step-up",
  ) {
    if (typeof code !== "string" || !code.trim() || code.length > 100) {
      return { ok: false, status: 400, message: CODE_MESSAGES.missing } as const;
    }
    const account = session.username;
    const reserved = await throttle.reserve(ip, pool);
    if (!reserved.ok) return throttledFor(account, reserved.retryAfterSeconds);
    const check = await checkSecondFactorCode(db, session.userId, code, clock());
    if (!check.ok) {
      log.info({ account, purpose, reason: check.reason }, "second-factor code refused");
      if (check.pausedNow) {
        log.warn(
          { account, refusedInARow: FAILED_CODE_LIMIT },
          "app codes paused for this account: a recovery code, a passkey or reset-second-factor opens them",
        );
        await db.transaction((tx) =>
          recordAction(tx, {
            curator: account,
            action: APP_CODES_PAUSED,
            target: `curator:${account}`,
            detail: `${FAILED_CODE_LIMIT} codes refused in a row`,
          }),
        );
      }
      return check;
    }
    if (check.unpaused) log.warn({ account, factor: check.kind }, "app codes opened again");
    await throttle.succeeded(ip, pool);
    return check;
  }

  async function promote(session: CuratorSession) {
    await deleteSession(db, session.sessionId);
    const now = clock();
    const id = await createSession(db, session.userId, now, { secondFactorAt: now });
    log.info({ account: session.username }, "curator signed in");
    return {
      setCookie: await cookieFor(id),
      deviceCookie: await deviceCookieFor(session.username),
    };
  }

  return {
    requireSecondFactor: options.requireSecondFactor ?? false,
    passkeys: passkeySettings(options.passkeyOrigin ?? "http://localhost"),
    clock,

    async currentCurator(cookieHeader) {
      const id = await sessionIdOf(cookieHeader);
      return id ? findSession(db, id, clock()) : undefined;
    },

    async signIn(input, client) {
      const { username: rawUsername, password } = input;
      if (
        typeof rawUsername !== "string" ||
        typeof password !== "string" ||
        !rawUsername.trim() ||
        !password ||
        // PostgreSQL cannot hold a NUL byte: asked about one, it would fail with a 500.
        rawUsername.includes("\0")
      ) {
        return { ok: false, status: 400, message: SIGN_IN_MESSAGES.missing };
      }
      const username = normalizeUsername(rawUsername);
      const pool = await poolOf(username, client.cookieHeader);
      // Reserved before the password is checked, so parallel guesses cannot all be judged.
      const reserved = await throttle.reserve(client.ip, pool);
      if (!reserved.ok) return throttled(reserved.retryAfterSeconds);
      const account = await findAccount(db, username);
      // An unknown user costs the same hash as a known one: the answer and its time say nothing.
      const matches =
        password.length <= MAX_PASSWORD_LENGTH &&
        (account
          ? await verifyPassword(password, account.password)
          : await verifyAgainstDummy(password));
      if (!account || !matches) {
        // Named only when it is an account: what was typed could be a password in the wrong box.
        log.info({ account: account?.username ?? null }, "curator sign-in refused: wrong password");
        return { ok: false, status: 401, message: SIGN_IN_MESSAGES.invalid };
      }
      // A curator with a second factor is always asked for it, whatever REQUIRE_SECOND_FACTOR.
      const pending = await hasSecondFactor(db, account.id);
      if (pending) await throttle.passwordAccepted(client.ip);
      else await throttle.succeeded(client.ip, pool);
      const previous = await sessionIdOf(client.cookieHeader);
      if (previous) await deleteSession(db, previous);
      const id = await createSession(db, account.id, clock(), { pending });
      const setCookie = await cookieFor(id);
      if (!pending) log.info({ account: account.username }, "curator signed in (password only)");
      return {
        ok: true,
        username: account.username,
        setCookie,
        // Without a second factor the password is the full sign-in: the browser is known now.
        ...(pending ? {} : { deviceCookie: await deviceCookieFor(account.username) }),
        next: pending ? "code" : "console",
      };
    },

    async completeSignIn(code, client) {
      const id = await sessionIdOf(client.cookieHeader);
      const session = id ? await findSession(db, id, clock()) : undefined;
      if (!session?.pending) {
        return { ok: false, status: 401, message: CODE_MESSAGES.signInExpired };
      }
      const pool = await poolOf(session.username, client.cookieHeader);
      const check = await checkCode(session, code, client.ip, pool, "sign-in");
      if (!check.ok) {
        return "status" in check
          ? check
          : { ok: false, status: 401, message: CODE_MESSAGES[check.reason] };
      }
      return { ok: true, ...(await promote(session)), unpaused: check.unpaused };
    },

    async promotePendingSession(session) {
      if (!session.pending) throw new Error("only a pending session is promoted");
      const { setCookie, deviceCookie } = await promote(session);
      return [setCookie, deviceCookie];
    },

    async stepUp(session, code, ip) {
      if (session.pending) return { ok: false, status: 401, message: CODE_MESSAGES.signInExpired };
      const pool = { username: session.username, session: session.sessionId };
      const check = await checkCode(session, code, ip, pool, "step-up");
      if (!check.ok) {
        return "status" in check
          ? check
          : { ok: false, status: 400, message: CODE_MESSAGES[check.reason] };
      }
      await markSecondFactor(db, session.sessionId, clock());
      return { ok: true, unpaused: check.unpaused };
    },

    async checkPassword(session, password, ip) {
      if (session.pending) return { ok: false, status: 401, message: CODE_MESSAGES.signInExpired };
      if (typeof password !== "string" || !password) {
        return { ok: false, status: 400, message: CODE_MESSAGES.passwordMissing };
      }
      const pool = { username: session.username, session: session.sessionId };
      const reserved = await throttle.reserve(ip, pool);
      if (!reserved.ok) return throttledFor(session.username, reserved.retryAfterSeconds);
      const account = await findAccount(db, session.username);
      const matches =
        account !== undefined &&
        password.length <= MAX_PASSWORD_LENGTH &&
        (await verifyPassword(password, account.password));
      if (!matches) {
        log.info({ account: session.username }, "password refused before a second-factor change");
        return { ok: false, status: 401, message: CODE_MESSAGES.passwordWrong };
      }
      // The session had this password already: a right one costs nothing.
      await throttle.passwordAccepted(ip, pool);
      return { ok: true };
    },

    async confirmApp(session, code, ip) {
      if (typeof code !== "string" || !code.trim() || code.length > 100) {
        return { ok: false, status: 400, message: CODE_MESSAGES.missing };
      }
      const pool = { username: session.username, session: session.sessionId };
      const reserved = await throttle.reserve(ip, pool);
      if (!reserved.ok) return throttledFor(session.username, reserved.retryAfterSeconds);
      const now = clock();
      const result = await confirmTotpEnrolment(db, session, code, now);
      if (!result.ok) {
        log.info({ account: session.username, reason: result.reason }, "app set-up refused");
        const message = {
          wrong: CODE_MESSAGES.enrolWrong,
          expired: CODE_MESSAGES.enrolExpired,
          "not-started": CODE_MESSAGES.enrolNotStarted,
        }[result.reason];
        return { ok: false, status: result.reason === "wrong" ? 400 : 409, message };
      }
      await throttle.succeeded(ip, pool);
      log.warn({ account: session.username }, "authenticator app set up");
      // A first factor, just proven, is this session's factor. A curator who had one gave it
      // for this change already (step-up): the new app's code proves only that the app works,
      // so it opens no step-up window of its own.
      if (!session.hasSecondFactor) await markSecondFactor(db, session.sessionId, now);
      return { ok: true, recoveryCodes: result.recoveryCodes };
    },

    async signOut(cookieHeader) {
      const id = await sessionIdOf(cookieHeader);
      if (id) await deleteSession(db, id);
      return expiredSessionCookie(name, secureCookie);
    },
  };
}
