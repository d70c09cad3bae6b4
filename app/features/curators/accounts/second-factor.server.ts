import { and, asc, count, desc, eq, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import { recordAction } from "~/db/audit.server";
import type { Database } from "~/db/client.server";
import { auditLog, curatorTotp, passkeys, recoveryCodes, sessions, users } from "~/db/schema";
import { AccountError, normalizeUsername, recordCommand, type Operator } from "./accounts.server";
import { hashRecoveryCode, newRecoveryCodes } from "./recovery-codes.server";
import { endOtherSessions, hasSecondFactorSql } from "./sessions.server";
import { matchingTimeStep, newTotpSecret, normalizeTotpCode, otpauthUrl } from "./totp.server";

/**
 * A curator's second factor in the database: the authenticator app (TOTP) and its recovery
 * codes. Passkeys are in ./passkeys.server.ts; the sign-in and step-up that use these checks in
 * ./auth.server.ts, which counts each attempt in the sign-in limit.
 */

interface Curator {
  userId: number;
  username: string;
}

/** A curator in a signed-in session: the session making a change outlives it, the others end. */
interface SignedInCurator extends Curator {
  sessionId: string;
}

/**
 * Second-factor codes refused in a row, per curator, from anywhere, after which app codes are
 * refused until a recovery code, a passkey or `npm run curator -- reset-second-factor NAME`
 * (docs/security.md, "Codes refused in a row"). The count is reset only by a factor accepted, never
 * by a new password sign-in or by time: at 2 app codes in a million per guess, 10 guesses give a
 * password-holder 1 chance in 50,000, for ever.
 */
export const FAILED_CODE_LIMIT = 10;

/** An authenticator-app set-up not confirmed within this time is dropped; it starts again. */
export const PENDING_ENROLMENT_MS = 10 * 60 * 1000;

export type CodeCheck =
  /** `unpaused`: app codes had been paused, and this factor opened them again. */
  | { ok: true; kind: "totp" | "recovery"; unpaused: boolean }
  /**
   * `replayed`: that app code (or a later one) was already used; `used`: that recovery code;
   * `paused`: app codes are refused after FAILED_CODE_LIMIT refusals in a row (the code was not
   * checked). `pausedNow`: this refusal reached the limit.
   */
  | { ok: false; reason: "wrong" | "replayed" | "used" | "paused"; pausedNow?: boolean };

/**
 * Counts a refused code; answers whether this refusal paused app codes (reached the limit). One
 * UPDATE, so refusals on several processes at once are each counted.
 */
async function countFailure(db: Database, userId: number, now: Date): Promise<boolean> {
  const [row] = await db
    .update(curatorTotp)
    .set({
      failedCodes: sql`${curatorTotp.failedCodes} + 1`,
      pausedAt: sql`case when ${curatorTotp.pausedAt} is null and ${curatorTotp.failedCodes} + 1 >= ${FAILED_CODE_LIMIT} then ${now.toISOString()}::timestamptz else ${curatorTotp.pausedAt} end`,
    })
    .where(eq(curatorTotp.userId, userId))
    .returning({ failedCodes: curatorTotp.failedCodes });
  return row?.failedCodes === FAILED_CODE_LIMIT;
}

/**
 * A factor was accepted (a recovery code, a passkey): the count of refusals starts again and app
 * codes work again. Answers whether they had been paused.
 */
export async function clearCodeFailures(db: Database, userId: number): Promise<boolean> {
  const [before] = await db
    .select({ pausedAt: curatorTotp.pausedAt })
    .from(curatorTotp)
    .where(eq(curatorTotp.userId, userId))
    .limit(1);
  await db
    .update(curatorTotp)
    .set({ failedCodes: 0, pausedAt: null })
    .where(eq(curatorTotp.userId, userId));
  return Boolean(before?.pausedAt);
}

async function refused(
  db: Database,
  userId: number,
  now: Date,
  reason: "wrong" | "replayed" | "used",
): Promise<CodeCheck> {
  return { ok: false, reason, pausedNow: await countFailure(db, userId, now) };
}

/**
 * Checks a code from the authenticator app, or a recovery code, and uses it up: a TOTP code's
 * time step is stored as the last one used (a code of that step or an earlier one is refused from
 * then on), a recovery code is marked used. Each is one UPDATE whose WHERE holds the condition, so
 * two processes given the same code at once cannot both accept it; an app code is accepted only
 * while app codes are not paused, in the same statement. A refusal counts towards
 * FAILED_CODE_LIMIT; an acceptance clears the count.
 */
export async function checkSecondFactorCode(
  db: Database,
  userId: number,
  input: string,
  now: Date,
): Promise<CodeCheck> {
  if (normalizeTotpCode(input)) {
    const [row] = await db
      .select({ secret: curatorTotp.secret, pausedAt: curatorTotp.pausedAt })
      .from(curatorTotp)
      .where(and(eq(curatorTotp.userId, userId), isNotNull(curatorTotp.secret)))
      .limit(1);
    // Paused: not checked at all, so a guess learns nothing, and not counted again.
    if (row?.pausedAt) return { ok: false, reason: "paused" };
    const step = row?.secret ? matchingTimeStep(row.secret, input, now) : undefined;
    if (step === undefined) return refused(db, userId, now, "wrong");
    const taken = await db
      .update(curatorTotp)
      .set({ lastUsedStep: step, failedCodes: 0 })
      .where(
        and(
          eq(curatorTotp.userId, userId),
          eq(curatorTotp.secret, row!.secret!),
          isNull(curatorTotp.pausedAt),
          or(isNull(curatorTotp.lastUsedStep), lt(curatorTotp.lastUsedStep, step)),
        ),
      )
      .returning({ userId: curatorTotp.userId });
    return taken.length > 0
      ? { ok: true, kind: "totp", unpaused: false }
      : refused(db, userId, now, "replayed");
  }
  const hash = hashRecoveryCode(input);
  if (!hash) return refused(db, userId, now, "wrong");
  const used = await db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, hash),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  if (used.length > 0) {
    return { ok: true, kind: "recovery", unpaused: await clearCodeFailures(db, userId) };
  }
  const [spent] = await db
    .select({ id: recoveryCodes.id })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, hash)))
    .limit(1);
  return refused(db, userId, now, spent ? "used" : "wrong");
}

/** The audit log's name for app codes paused after FAILED_CODE_LIMIT refusals in a row. */
export const APP_CODES_PAUSED = "second-factor.app-codes-paused";

/** When this curator's app codes were last paused (the audit log), or undefined. */
export async function lastPausedAt(db: Database, username: string): Promise<Date | undefined> {
  const [row] = await db
    .select({ at: auditLog.at })
    .from(auditLog)
    .where(and(eq(auditLog.action, APP_CODES_PAUSED), eq(auditLog.target, `curator:${username}`)))
    .orderBy(desc(auditLog.at))
    .limit(1);
  return row?.at;
}

/** Whether the curator has a second factor switched on. */
export async function hasSecondFactor(db: Database, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ on: hasSecondFactorSql(userId) })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return Boolean(row?.on);
}

export interface SecondFactorSummary {
  /** The authenticator app is switched on. */
  totp: boolean;
  /** App codes are refused since then (FAILED_CODE_LIMIT), until another factor is given. */
  pausedAt: Date | null;
  recoveryCodesLeft: number;
  passkeys: Array<{ id: number; name: string; createdAt: Date; lastUsedAt: Date | null }>;
}

export async function secondFactorsOf(db: Database, userId: number): Promise<SecondFactorSummary> {
  const [[totp], [codes], keys] = await Promise.all([
    db
      .select({ secret: curatorTotp.secret, pausedAt: curatorTotp.pausedAt })
      .from(curatorTotp)
      .where(eq(curatorTotp.userId, userId))
      .limit(1),
    db
      .select({ left: count() })
      .from(recoveryCodes)
      .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt))),
    db
      .select({
        id: passkeys.id,
        name: passkeys.name,
        createdAt: passkeys.createdAt,
        lastUsedAt: passkeys.lastUsedAt,
      })
      .from(passkeys)
      .where(eq(passkeys.userId, userId))
      .orderBy(asc(passkeys.createdAt), asc(passkeys.id)),
  ]);
  return {
    totp: Boolean(totp?.secret),
    pausedAt: totp?.pausedAt ?? null,
    recoveryCodesLeft: codes?.left ?? 0,
    passkeys: keys,
  };
}

export interface TotpEnrolment {
  /** base32, as an authenticator app takes it when typed in. */
  secret: string;
  otpauthUrl: string;
}

/**
 * Starts setting up the authenticator app: a new secret, kept as pending until a code from the
 * app confirms it, for at most PENDING_ENROLMENT_MS (the one in use, if any, keeps working until
 * then). `reuse`: the console shows the same pending secret again on a reload, so a QR code
 * already scanned stays good, while it has not expired.
 */
export async function startTotpEnrolment(
  db: Database,
  { userId, username }: Curator,
  now: Date,
  { reuse = false } = {},
): Promise<TotpEnrolment> {
  const live = reuse ? await pendingEnrolment(db, { userId, username }, now) : undefined;
  if (live) return live;
  const secret = newTotpSecret();
  await db
    .insert(curatorTotp)
    .values({ userId, pendingSecret: secret, pendingSince: now })
    .onConflictDoUpdate({
      target: curatorTotp.userId,
      set: { pendingSecret: secret, pendingSince: now },
    });
  return { secret, otpauthUrl: otpauthUrl(secret, username) };
}

/** The set-up waiting for its first code, while it has not expired; undefined otherwise. */
export async function pendingEnrolment(
  db: Database,
  { userId, username }: Curator,
  now: Date,
): Promise<TotpEnrolment | undefined> {
  const [row] = await db
    .select({ pendingSecret: curatorTotp.pendingSecret, pendingSince: curatorTotp.pendingSince })
    .from(curatorTotp)
    .where(eq(curatorTotp.userId, userId))
    .limit(1);
  if (!row?.pendingSecret || !enrolmentLive(row.pendingSince, now)) return undefined;
  return { secret: row.pendingSecret, otpauthUrl: otpauthUrl(row.pendingSecret, username) };
}

/** Whether a set-up started at `since` may still be confirmed at `now`. */
function enrolmentLive(since: Date | null, now: Date): boolean {
  return since !== null && now.getTime() - since.getTime() < PENDING_ENROLMENT_MS;
}

export type EnrolmentResult =
  | { ok: true; recoveryCodes: string[] }
  | { ok: false; reason: "not-started" | "expired" | "wrong" };

/**
 * Switches the pending secret on with a code from the app: it becomes the secret in use (the
 * code's step counts as used, and the count of refused codes starts again), a fresh set of
 * recovery codes replaces any earlier one, and the curator's other sessions end. The codes are
 * answered here once and stored only hashed. Audited. The caller has asked for the password and,
 * when the curator already had a factor, a fresh one (step-up): this code proves only that the
 * new app works, so it opens no step-up window of its own.
 */
export async function confirmTotpEnrolment(
  db: Database,
  { userId, username, sessionId }: SignedInCurator,
  code: string,
  now: Date,
): Promise<EnrolmentResult> {
  const [row] = await db
    .select({ pendingSecret: curatorTotp.pendingSecret, pendingSince: curatorTotp.pendingSince })
    .from(curatorTotp)
    .where(eq(curatorTotp.userId, userId))
    .limit(1);
  const pending = row?.pendingSecret;
  if (!pending) return { ok: false, reason: "not-started" };
  if (!enrolmentLive(row.pendingSince, now)) return { ok: false, reason: "expired" };
  const step = matchingTimeStep(pending, code, now);
  if (step === undefined) return { ok: false, reason: "wrong" };
  const { codes, hashes } = newRecoveryCodes();
  const switched = await db.transaction(async (tx) => {
    const updated = await tx
      .update(curatorTotp)
      .set({
        secret: pending,
        confirmedAt: now,
        lastUsedStep: step,
        pendingSecret: null,
        pendingSince: null,
        failedCodes: 0,
        pausedAt: null,
      })
      .where(and(eq(curatorTotp.userId, userId), eq(curatorTotp.pendingSecret, pending)))
      .returning({ userId: curatorTotp.userId });
    if (updated.length === 0) return false;
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await tx.insert(recoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
    await endOtherSessions(tx, userId, sessionId);
    await recordAction(tx, {
      curator: username,
      action: "second-factor.authenticator-app",
      target: `curator:${username}`,
    });
    return true;
  });
  // Another request confirmed (or restarted) the same enrolment first.
  return switched ? { ok: true, recoveryCodes: codes } : { ok: false, reason: "not-started" };
}

/**
 * A fresh set of recovery codes replaces the old one (every unused old code stops working), and
 * the curator's other sessions end.
 */
export async function replaceRecoveryCodes(
  db: Database,
  { userId, username, sessionId }: SignedInCurator,
) {
  const { codes, hashes } = newRecoveryCodes();
  await db.transaction(async (tx) => {
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await tx.insert(recoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
    await endOtherSessions(tx, userId, sessionId);
    await recordAction(tx, {
      curator: username,
      action: "second-factor.new-recovery-codes",
      target: `curator:${username}`,
    });
  });
  return codes;
}

/**
 * Removes every second factor of a curator (the app, its recovery codes, the passkeys, and with
 * the app the count of refused codes) and ends their sessions: for a lost phone, or app codes
 * paused, from the server's machine (`npm run curator -- reset-second-factor NAME`). Audited,
 * with who ran it and where.
 */
export async function resetSecondFactor(db: Database, rawUsername: string, operator: Operator) {
  const username = normalizeUsername(rawUsername);
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, username))
      .limit(1);
    if (!user) throw new AccountError(`There is no curator named "${username}".`);
    const removed = [
      ...(await tx
        .delete(curatorTotp)
        .where(eq(curatorTotp.userId, user.id))
        .returning({ on: curatorTotp.secret })),
      ...(await tx
        .delete(passkeys)
        .where(eq(passkeys.userId, user.id))
        .returning({ on: passkeys.id })),
    ].filter((row) => row.on !== null).length;
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
    await recordCommand(tx, operator, "second-factor.reset", username);
    return { username, removed };
  });
}
