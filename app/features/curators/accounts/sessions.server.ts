import { randomBytes } from "node:crypto";
import { and, eq, gt, lt, ne, sql } from "drizzle-orm";
import type { Transaction } from "~/db/audit.server";
import type { Database } from "~/db/client.server";
import { rowsOf } from "~/db/rows.server";
import { curatorTotp, passkeys, sessions, users } from "~/db/schema";

/** A session ends after this long without use (it slides forward with each use)... */
export const SESSION_IDLE_MS = 8 * 60 * 60 * 1000;
/** ...and this long after it began, however much it is used: then the password again. */
export const SESSION_MAX_AGE_MS = 12 * 60 * 60 * 1000;
/** The expiry is moved forward at most this often, so each page view is not also a write. */
export const SESSION_TOUCH_INTERVAL_MS = 60 * 1000;
/**
 * Between the password and the second factor: the half-signed-in session ends after this, and
 * does not slide forward with use.
 */
export const PENDING_SESSION_MS = 10 * 60 * 1000;
const SESSION_ID_BYTES = 32;

export interface CuratorSession {
  sessionId: string;
  userId: number;
  username: string;
  /** Password given, second factor not yet: only the code step is open to it. */
  pending: boolean;
  /** When a second factor was last given in this session (step-up: ./step-up.server.ts). */
  secondFactorAt: Date | null;
  /** The curator has an authenticator app or a passkey switched on. */
  hasSecondFactor: boolean;
}

export function newSessionId(): string {
  return randomBytes(SESSION_ID_BYTES).toString("base64url");
}

/**
 * Starts a session (always with a new id) and purges the expired ones while at it. A pending one
 * (password given, second factor to come) ends after PENDING_SESSION_MS; `secondFactorAt` is set
 * when the sign-in itself took a second factor.
 */
export async function createSession(
  db: Database,
  userId: number,
  now = new Date(),
  { pending = false, secondFactorAt }: { pending?: boolean; secondFactorAt?: Date } = {},
) {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
  const id = newSessionId();
  await db.insert(sessions).values({
    id,
    userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + (pending ? PENDING_SESSION_MS : SESSION_IDLE_MS)),
    // SESSION_MAX_AGE_MS is longer than either, so a new session's first expiry is the idle one.
    pending,
    secondFactorAt: secondFactorAt ?? null,
  });
  return id;
}

/** Whether the curator has a second factor switched on (an authenticator app or a passkey). */
export const hasSecondFactorSql = (userId: typeof users.id | number) =>
  sql<boolean>`(exists (select 1 from ${curatorTotp} where ${curatorTotp.userId} = ${userId} and ${curatorTotp.secret} is not null) or exists (select 1 from ${passkeys} where ${passkeys.userId} = ${userId}))`;

/** The live session with this id, its expiry moved forward; undefined when absent or expired. */
export async function findSession(
  db: Database,
  id: string,
  now = new Date(),
): Promise<CuratorSession | undefined> {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      userId: sessions.userId,
      username: users.username,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      pending: sessions.pending,
      secondFactorAt: sessions.secondFactorAt,
      hasSecondFactor: hasSecondFactorSql(users.id),
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, id), gt(sessions.expiresAt, now)))
    .limit(1);
  if (!row) return undefined;
  if (!row.pending && now.getTime() - row.lastSeenAt.getTime() >= SESSION_TOUCH_INTERVAL_MS) {
    await db
      .update(sessions)
      .set({
        lastSeenAt: now,
        // Slides with use, never past the session's absolute end.
        expiresAt: new Date(
          Math.min(now.getTime() + SESSION_IDLE_MS, row.createdAt.getTime() + SESSION_MAX_AGE_MS),
        ),
      })
      .where(eq(sessions.id, id));
  }
  return {
    sessionId: row.sessionId,
    userId: row.userId,
    username: row.username,
    pending: row.pending,
    secondFactorAt: row.secondFactorAt,
    hasSecondFactor: Boolean(row.hasSecondFactor),
  };
}

/** Records that a second factor was given in this session now (a step-up). */
export async function markSecondFactor(db: Database, id: string, now = new Date()) {
  await db.update(sessions).set({ secondFactorAt: now }).where(eq(sessions.id, id));
}

/** How long a passkey challenge may be answered. */
export const PASSKEY_CHALLENGE_MS = 5 * 60 * 1000;

/** Keeps the passkey challenge just sent to this session (replacing any earlier one). */
export async function storeChallenge(
  db: Database,
  id: string,
  challenge: string,
  now = new Date(),
) {
  await db
    .update(sessions)
    .set({
      passkeyChallenge: challenge,
      passkeyChallengeExpiresAt: new Date(now.getTime() + PASSKEY_CHALLENGE_MS),
    })
    .where(eq(sessions.id, id));
}

/**
 * Takes the session's passkey challenge, once: the one statement clears it, so an answer can be
 * checked against it only once, on any process. Undefined when there is none or it expired.
 */
export async function takeChallenge(db: Database, id: string, now = new Date()) {
  const rows = await rowsOf<{ challenge: string }>(
    db,
    sql`
    update sessions as s set passkey_challenge = null, passkey_challenge_expires_at = null
    from (select id, passkey_challenge, passkey_challenge_expires_at from sessions
          where id = ${id} for update) as old
    where s.id = old.id and old.passkey_challenge is not null
      and old.passkey_challenge_expires_at > ${now.toISOString()}::timestamptz
    returning old.passkey_challenge as challenge`,
  );
  return rows[0]?.challenge;
}

export async function deleteSession(db: Database, id: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, id));
}

/**
 * Ends every session of the curator but `keep` (the one making the change): called when a
 * second factor is added, replaced or removed, in the change's transaction, so a session stolen
 * before the change does not outlive it.
 */
export async function endOtherSessions(tx: Transaction, userId: number, keep: string) {
  await tx.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keep)));
}
