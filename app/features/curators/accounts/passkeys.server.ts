import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { and, asc, eq } from "drizzle-orm";
import { recordAction } from "~/db/audit.server";
import type { Database } from "~/db/client.server";
import { passkeys } from "~/db/schema";
import { PASSKEY_MESSAGES, PASSKEY_NAME_MAX } from "./messages";
import { clearCodeFailures } from "./second-factor.server";
import {
  endOtherSessions,
  storeChallenge,
  takeChallenge,
  type CuratorSession,
} from "./sessions.server";

/**
 * Passkeys (WebAuthn) as a second factor beside the authenticator app, with
 * `@simplewebauthn/server`. A curator with the app switched on may add several, each named, and
 * remove any. Each ceremony's challenge is kept on the session (used once, 5 minutes), so the
 * answer can come to any server process.
 *
 * Passkeys are bound to one origin: PASSKEY_ORIGIN (SITE_URL by default). The console offers
 * them only to a browser on that host; elsewhere the option is simply absent.
 */
export interface PasskeySettings {
  origin: string;
  rpId: string;
}

const RP_NAME = "Steady Ground";

export function passkeySettings(origin: string): PasskeySettings {
  const url = new URL(origin);
  return { origin: url.origin, rpId: url.hostname };
}

/** Whether a passkey can work for this request: the browser is on the passkeys' origin. */
export function passkeysWorkFor(settings: PasskeySettings, request: Request): boolean {
  return new URL(request.url).host === new URL(settings.origin).host;
}

export type PasskeyOutcome = { ok: true } | { ok: false; message: string };

function parseResponse<T>(raw: unknown): T | undefined {
  if (typeof raw !== "string") return undefined;
  try {
    const value = JSON.parse(raw) as unknown;
    return value && typeof value === "object" && typeof (value as { id?: unknown }).id === "string"
      ? (value as T)
      : undefined;
  } catch {
    return undefined;
  }
}

function keysOf(db: Database, userId: number) {
  return db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.id));
}

/** The options for `navigator.credentials.create()`: a new passkey for this curator. */
export async function passkeyRegistrationOptions(
  db: Database,
  session: CuratorSession,
  settings: PasskeySettings,
  now: Date,
) {
  const existing = await keysOf(db, session.userId);
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: settings.rpId,
    userName: session.username,
    // A stable handle that names nobody: the same for each of this curator's passkeys.
    userID: new TextEncoder().encode(`curator:${session.userId}`),
    attestationType: "none",
    excludeCredentials: existing.map((key) => ({
      id: key.credentialId,
      transports: key.transports,
    })),
    authenticatorSelection: { residentKey: "preferred", userVerification: "preferred" },
  });
  await storeChallenge(db, session.sessionId, options.challenge, now);
  return options;
}

/**
 * Checks the browser's answer and keeps the new passkey under `name`; the curator's other
 * sessions end. Audited.
 */
export async function finishPasskeyRegistration(
  db: Database,
  session: CuratorSession,
  settings: PasskeySettings,
  input: { response: unknown; name: unknown },
  now: Date,
): Promise<PasskeyOutcome> {
  const name = typeof input.name === "string" ? input.name.trim() : "";
  if (!name || name.length > PASSKEY_NAME_MAX) return { ok: false, message: PASSKEY_MESSAGES.name };
  const response = parseResponse<RegistrationResponseJSON>(input.response);
  const challenge = await takeChallenge(db, session.sessionId, now);
  if (!response || !challenge) return { ok: false, message: PASSKEY_MESSAGES.expired };
  let credential;
  try {
    const verified = await verifyRegistrationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: settings.origin,
      expectedRPID: settings.rpId,
      // A second factor after the password: the key being there is what counts.
      requireUserVerification: false,
    });
    if (!verified.verified) return { ok: false, message: PASSKEY_MESSAGES.failed };
    credential = verified.registrationInfo.credential;
  } catch {
    return { ok: false, message: PASSKEY_MESSAGES.failed };
  }
  await db.transaction(async (tx) => {
    await tx.insert(passkeys).values({
      userId: session.userId,
      name,
      credentialId: credential.id,
      publicKey: Buffer.from(credential.publicKey).toString("base64url"),
      counter: credential.counter,
      transports: credential.transports ?? [],
      createdAt: now,
    });
    await endOtherSessions(tx, session.userId, session.sessionId);
    await recordAction(tx, {
      curator: session.username,
      action: "passkey.add",
      target: `curator:${session.username}`,
    });
  });
  return { ok: true };
}

/** The options for `navigator.credentials.get()`, naming this curator's passkeys; none: undefined. */
export async function passkeyAuthenticationOptions(
  db: Database,
  session: CuratorSession,
  settings: PasskeySettings,
  now: Date,
) {
  const keys = await keysOf(db, session.userId);
  if (keys.length === 0) return undefined;
  const options = await generateAuthenticationOptions({
    rpID: settings.rpId,
    allowCredentials: keys.map((key) => ({
      id: key.credentialId,
      transports: key.transports,
    })),
    userVerification: "discouraged",
  });
  await storeChallenge(db, session.sessionId, options.challenge, now);
  return options;
}

/**
 * Checks a passkey's answer to this session's challenge; right, its use is recorded, and, as
 * for any factor accepted, the count of codes refused in a row starts again (app codes paused by
 * it work again).
 */
export async function verifyPasskey(
  db: Database,
  session: CuratorSession,
  settings: PasskeySettings,
  rawResponse: unknown,
  now: Date,
): Promise<PasskeyOutcome> {
  const response = parseResponse<AuthenticationResponseJSON>(rawResponse);
  const challenge = await takeChallenge(db, session.sessionId, now);
  if (!response || !challenge) return { ok: false, message: PASSKEY_MESSAGES.expired };
  const [key] = await db
    .select()
    .from(passkeys)
    .where(and(eq(passkeys.userId, session.userId), eq(passkeys.credentialId, response.id)))
    .limit(1);
  if (!key) return { ok: false, message: PASSKEY_MESSAGES.unknown };
  try {
    const verified = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: settings.origin,
      expectedRPID: settings.rpId,
      credential: {
        id: key.credentialId,
        publicKey: Buffer.from(key.publicKey, "base64url"),
        counter: key.counter,
        transports: key.transports,
      },
      requireUserVerification: false,
    });
    if (!verified.verified) return { ok: false, message: PASSKEY_MESSAGES.failed };
    await db
      .update(passkeys)
      .set({ counter: verified.authenticationInfo.newCounter, lastUsedAt: now })
      .where(eq(passkeys.id, key.id));
    await clearCodeFailures(db, session.userId);
    return { ok: true };
  } catch {
    return { ok: false, message: PASSKEY_MESSAGES.failed };
  }
}

/**
 * Removes one of this curator's passkeys (and ends their other sessions); false when there is no
 * such passkey. Audited.
 */
export async function removePasskey(db: Database, session: CuratorSession, id: number) {
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(passkeys)
      .where(and(eq(passkeys.id, id), eq(passkeys.userId, session.userId)))
      .returning({ id: passkeys.id });
    if (removed.length === 0) return false;
    await endOtherSessions(tx, session.userId, session.sessionId);
    await recordAction(tx, {
      curator: session.username,
      action: "passkey.remove",
      target: `curator:${session.username}`,
    });
    return true;
  });
}
