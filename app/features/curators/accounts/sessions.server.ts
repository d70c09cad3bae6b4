import { randomBytes } from "node:crypto";
import { and, eq, gt, lt } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { sessions, users } from "~/db/schema";

/** A session ends after this long without use (it slides forward with each use). */
export const SESSION_IDLE_MS = 8 * 60 * 60 * 1000;
/** The expiry is moved forward at most this often, so each page view is not also a write. */
export const SESSION_TOUCH_INTERVAL_MS = 60 * 1000;
const SESSION_ID_BYTES = 32;

export interface CuratorSession {
  sessionId: string;
  userId: number;
  username: string;
}

export function newSessionId(): string {
  return randomBytes(SESSION_ID_BYTES).toString("base64url");
}

/** Starts a session (always with a new id) and purges the expired ones while at it. */
export async function createSession(db: Database, userId: number, now = new Date()) {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
  const id = newSessionId();
  await db.insert(sessions).values({
    id,
    userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_IDLE_MS),
  });
  return id;
}

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
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, id), gt(sessions.expiresAt, now)))
    .limit(1);
  if (!row) return undefined;
  if (now.getTime() - row.lastSeenAt.getTime() >= SESSION_TOUCH_INTERVAL_MS) {
    await db
      .update(sessions)
      .set({ lastSeenAt: now, expiresAt: new Date(now.getTime() + SESSION_IDLE_MS) })
      .where(eq(sessions.id, id));
  }
  return { sessionId: row.sessionId, userId: row.userId, username: row.username };
}

export async function deleteSession(db: Database, id: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, id));
}
