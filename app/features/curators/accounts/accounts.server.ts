import { asc, eq } from "drizzle-orm";
import { recordAction, type Transaction } from "~/db/audit.server";
import type { Database } from "~/db/client.server";
import { sessions, users } from "~/db/schema";
import { hashPassword, passwordProblem } from "./password.server";

/**
 * Curator accounts (the users table). Usernames are stored lower-cased, so `Ana` and `ana` are
 * one person; passwords only ever as a hash (./password.server.ts).
 */
const USERNAME = /^[a-z0-9][a-z0-9._-]{1,63}$/;

/** A refusal the curator can act on; the CLI prints its message as it is. */
export class AccountError extends Error {
  override name = "AccountError";
}

/** Who is named in the audit log for what the command line did. */
export const COMMAND_LINE = "(command line)";

/** Who ran a command-line account action, and where: the OS user and the host (scripts/curator.ts). */
export interface Operator {
  user: string;
  host: string;
}

/** The audit entry of a command-line account action, naming who ran it and where. */
export async function recordCommand(
  tx: Transaction,
  operator: Operator,
  action: string,
  username: string,
) {
  await recordAction(tx, {
    curator: COMMAND_LINE,
    action,
    target: `curator:${username}`,
    detail: `run by ${operator.user} on ${operator.host}`,
  });
}

export function normalizeUsername(raw: string): string {
  return raw.trim().toLowerCase();
}

export function usernameProblem(username: string): string | undefined {
  return USERNAME.test(username)
    ? undefined
    : "A username is 2 to 64 characters: letters, digits, '.', '_' or '-', starting with a letter or digit.";
}

function checked(rawUsername: string, password: string): string {
  const username = normalizeUsername(rawUsername);
  const problem = usernameProblem(username) ?? passwordProblem(password);
  if (problem) throw new AccountError(problem);
  return username;
}

/** Adds an account; with `operator` (the command line), audited. */
export async function addCurator(
  db: Database,
  rawUsername: string,
  password: string,
  operator?: Operator,
) {
  const username = checked(rawUsername, password);
  const hash = await hashPassword(password);
  const inserted = await db.transaction(async (tx) => {
    const rows = await tx
      .insert(users)
      .values({ username, password: hash })
      .onConflictDoNothing({ target: users.username })
      .returning({ id: users.id });
    if (rows.length > 0 && operator) await recordCommand(tx, operator, "curator.add", username);
    return rows;
  });
  if (inserted.length === 0) {
    throw new AccountError(`A curator named "${username}" already exists.`);
  }
  return { id: inserted[0]!.id, username };
}

/** Sets a new password; the curator's sessions end, so a stolen one stops working too. Audited. */
export async function setCuratorPassword(
  db: Database,
  rawUsername: string,
  password: string,
  operator: Operator,
) {
  const username = checked(rawUsername, password);
  const hash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(users)
      .set({ password: hash })
      .where(eq(users.username, username))
      .returning({ id: users.id });
    if (updated.length === 0) throw new AccountError(`There is no curator named "${username}".`);
    await tx.delete(sessions).where(eq(sessions.userId, updated[0]!.id));
    await recordCommand(tx, operator, "curator.password", username);
  });
  return { username };
}

/** Removes the account; its sessions go with it (on delete cascade). Audited. */
export async function removeCurator(db: Database, rawUsername: string, operator: Operator) {
  const username = normalizeUsername(rawUsername);
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(users)
      .where(eq(users.username, username))
      .returning({ id: users.id });
    if (removed.length === 0) throw new AccountError(`There is no curator named "${username}".`);
    await recordCommand(tx, operator, "curator.remove", username);
  });
  return { username };
}

export async function listCurators(db: Database): Promise<string[]> {
  const rows = await db
    .select({ username: users.username })
    .from(users)
    .orderBy(asc(users.username));
  return rows.map((row) => row.username);
}

/** The account a sign-in names, with its hash; undefined when there is none. */
export async function findAccount(db: Database, rawUsername: string) {
  const [row] = await db
    .select({ id: users.id, username: users.username, password: users.password })
    .from(users)
    .where(eq(users.username, normalizeUsername(rawUsername)))
    .limit(1);
  return row;
}
