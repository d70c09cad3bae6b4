import type { Database } from "~/db/client.server";
import { findAccount, normalizeUsername } from "./accounts.server";
import { SIGN_IN_MESSAGES, throttledMessage } from "./messages";
import { MAX_PASSWORD_LENGTH, verifyAgainstDummy, verifyPassword } from "./password.server";
import {
  expiredSessionCookie,
  readCookie,
  sessionCookie,
  sessionCookieName,
  signSessionId,
  unsignSessionId,
} from "./session-cookie.server";
import { createSession, deleteSession, findSession, type CuratorSession } from "./sessions.server";
import { createSignInThrottle, type SignInThrottle } from "./sign-in-throttle.server";

export type SignInResult =
  | { ok: true; username: string; setCookie: string }
  | { ok: false; status: 400 | 401 | 429; message: string; retryAfterSeconds?: number };

/** Sign-in, sign-out and "who is this?", shared by the console's routes and the JSON API. */
export interface CuratorAuth {
  /** The signed-in curator named by a Cookie header, or undefined. */
  currentCurator(cookieHeader: string | null | undefined): Promise<CuratorSession | undefined>;
  signIn(
    input: { username: unknown; password: unknown },
    client: { ip: string; cookieHeader: string | null },
  ): Promise<SignInResult>;
  /** Ends the session named by the cookie; resolves to the Set-Cookie header that clears it. */
  signOut(cookieHeader: string | null | undefined): Promise<string>;
}

export interface CuratorAuthOptions {
  db: Database;
  /** SESSION_SECRET (./session-secret.server.ts), read on first use. */
  secret: () => Promise<string>;
  /** Production: the `__Host-` cookie, Secure. */
  secureCookie: boolean;
  /** The sign-in limit; by default the database-backed one (./sign-in-throttle.server.ts). */
  throttle?: SignInThrottle;
}

export function createCuratorAuth(options: CuratorAuthOptions): CuratorAuth {
  const { db, secureCookie } = options;
  const throttle = options.throttle ?? createSignInThrottle(db);
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

  return {
    async currentCurator(cookieHeader) {
      const id = await sessionIdOf(cookieHeader);
      return id ? findSession(db, id) : undefined;
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
      if (!reserved.ok) {
        const { retryAfterSeconds } = reserved;
        return {
          ok: false,
          status: 429,
          message: throttledMessage(retryAfterSeconds),
          retryAfterSeconds,
        };
      }
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
      await throttle.succeeded(client.ip, username);
      const previous = await sessionIdOf(client.cookieHeader);
      if (previous) await deleteSession(db, previous);
      const id = await createSession(db, account.id);
      const setCookie = sessionCookie(name, signSessionId(id, await getSecret()), secureCookie);
      return { ok: true, username: account.username, setCookie };
    },

    async signOut(cookieHeader) {
      const id = await sessionIdOf(cookieHeader);
      if (id) await deleteSession(db, id);
      return expiredSessionCookie(name, secureCookie);
    },
  };
}
