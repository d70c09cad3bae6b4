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
import { passkeySettings, type PasskeySettings } from "./passkeys.server";
import { checkSecondFactorCode, hasSecondFactor } from "./second-factor.server";
import {
  createSession,
  deleteSession,
  findSession,
  markSecondFactor,
  type CuratorSession,
} from "./sessions.server";
import { createSignInThrottle, type SignInThrottle } from "./sign-in-throttle.server";

/** A refusal to show the person: the status to answer with, and when to try again if throttled. */
export type Refusal = {
  ok: false;
  status: 400 | 401 | 429;
  message: string;
  retryAfterSeconds?: number;
};

export type SignInResult =
  | {
      ok: true;
      username: string;
      setCookie: string;
      /** `code`: the password was right and the second factor is still to come. */
      next: "console" | "code";
    }
  | Refusal;

export type CodeResult = { ok: true; setCookie?: string } | Refusal;

interface Client {
  ip: string;
  cookieHeader: string | null;
}

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
  /** The second step passed another way (a passkey): the pending session is replaced. */
  promotePendingSession(session: CuratorSession): Promise<string>;
  /** A fresh code for a signed-in session (step-up: ./step-up.server.ts). */
  stepUp(session: CuratorSession, code: unknown, ip: string): Promise<CodeResult>;
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

  /** Checks a code in the sign-in limit's count: reserved first, as a password is. */
  async function checkCode(session: CuratorSession, code: unknown, ip: string) {
    if (typeof code !== "string" || !code.trim() || code.length > 100) {
      return { ok: false, status: 400, message: CODE_MESSAGES.missing } as const;
    }
    const reserved = await throttle.reserve(ip, session.username);
    if (!reserved.ok) return throttled(reserved.retryAfterSeconds);
    const check = await checkSecondFactorCode(db, session.userId, code, clock());
    if (!check.ok) return check;
    await throttle.succeeded(ip, session.username);
    return check;
  }

  async function promote(session: CuratorSession) {
    await deleteSession(db, session.sessionId);
    const now = clock();
    const id = await createSession(db, session.userId, now, { secondFactorAt: now });
    return cookieFor(id);
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
      // Reserved before the password is checked, so parallel guesses cannot all be judged.
      const reserved = await throttle.reserve(client.ip, username);
      if (!reserved.ok) return throttled(reserved.retryAfterSeconds);
      const account = await findAccount(db, username);
      // An unknown user costs the same hash as a known one: the answer and its time say nothing.
      const matches =
        password.length <= MAX_PASSWORD_LENGTH &&
        (account
          ? await verifyPassword(password, account.password)
          : await verifyAgainstDummy(password));
      if (!account || !matches) {
        return { ok: false, status: 401, message: SIGN_IN_MESSAGES.invalid };
      }
      // A curator with a second factor is always asked for it, whatever REQUIRE_SECOND_FACTOR.
      const pending = await hasSecondFactor(db, account.id);
      if (pending) await throttle.passwordAccepted(client.ip);
      else await throttle.succeeded(client.ip, username);
      const previous = await sessionIdOf(client.cookieHeader);
      if (previous) await deleteSession(db, previous);
      const id = await createSession(db, account.id, clock(), { pending });
      const setCookie = await cookieFor(id);
      return {
        ok: true,
        username: account.username,
        setCookie,
        next: pending ? "code" : "console",
      };
    },

    async completeSignIn(code, client) {
      const id = await sessionIdOf(client.cookieHeader);
      const session = id ? await findSession(db, id, clock()) : undefined;
      if (!session?.pending) {
        return { ok: false, status: 401, message: CODE_MESSAGES.signInExpired };
      }
      const check = await checkCode(session, code, client.ip);
      if (!check.ok) {
        return "status" in check
          ? check
          : { ok: false, status: 401, message: CODE_MESSAGES[check.reason] };
      }
      return { ok: true, setCookie: await promote(session) };
    },

    async promotePendingSession(session) {
      if (!session.pending) throw new Error("only a pending session is promoted");
      return promote(session);
    },

    async stepUp(session, code, ip) {
      if (session.pending) return { ok: false, status: 401, message: CODE_MESSAGES.signInExpired };
      const check = await checkCode(session, code, ip);
      if (!check.ok) {
        return "status" in check
          ? check
          : { ok: false, status: 400, message: CODE_MESSAGES[check.reason] };
      }
      await markSecondFactor(db, session.sessionId, clock());
      return { ok: true };
    },

    async signOut(cookieHeader) {
      const id = await sessionIdOf(cookieHeader);
      if (id) await deleteSession(db, id);
      return expiredSessionCookie(name, secureCookie);
    },
  };
}
