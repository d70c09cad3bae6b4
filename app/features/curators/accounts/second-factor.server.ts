import { and, asc, count, eq, isNotNull, isNull, lt, or } from "drizzle-orm";
import { recordAction } from "~/db/audit.server";
import type { Database } from "~/db/client.server";
import { curatorTotp, passkeys, recoveryCodes, sessions, users } from "~/db/schema";
import { AccountError, normalizeUsername } from "./accounts.server";
import { hashRecoveryCode, newRecoveryCodes } from "./recovery-codes.server";
import { hasSecondFactorSql } from "./sessions.server";
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

export type CodeCheck =
  | { ok: true; kind: "totp" | "recovery" }
  /** `replayed`: that app code (or a later one) was already used; `used`: that recovery code. */
  | { ok: false; reason: "wrong" | "replayed" | "used" };

/**
 * Checks a code from the authenticator app, or a recovery code, and uses it up: a TOTP code's
 * time step is stored as the last one used (a code of that step or an earlier one is refused from
 * then on), a recovery code is marked used. Each is one UPDATE whose WHERE holds the condition, so
 * two processes given the same code at once cannot both accept it.
 */
export async function checkSecondFactorCode(
  db: Database,
  userId: number,
  input: string,
  now: Date,
): Promise<CodeCheck> {
  if (normalizeTotpCode(input)) {
    const [row] = await db
      .select({ secret: curatorTotp.secret })
      .from(curatorTotp)
      .where(and(eq(curatorTotp.userId, userId), isNotNull(curatorTotp.secret)))
      .limit(1);
    const step = row?.secret ? matchingTimeStep(row.secret, input, now) : undefined;
    if (step === undefined) return { ok: false, reason: "wrong" };
    const taken = await db
      .update(curatorTotp)
      .set({ lastUsedStep: step })
      .where(
        and(
          eq(curatorTotp.userId, userId),
          eq(curatorTotp.secret, row!.secret!),
          or(isNull(curatorTotp.lastUsedStep), lt(curatorTotp.lastUsedStep, step)),
        ),
      )
      .returning({ userId: curatorTotp.userId });
    return taken.length > 0 ? { ok: true, kind: "totp" } : { ok: false, reason: "replayed" };
  }
  const hash = hashRecoveryCode(input);
  if (!hash) return { ok: false, reason: "wrong" };
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
  if (used.length > 0) return { ok: true, kind: "recovery" };
  const [spent] = await db
    .select({ id: recoveryCodes.id })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, hash)))
    .limit(1);
  return { ok: false, reason: spent ? "used" : "wrong" };
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
  recoveryCodesLeft: number;
  passkeys: Array<{ id: number; name: string; createdAt: Date; lastUsedAt: Date | null }>;
}

export async function secondFactorsOf(db: Database, userId: number): Promise<SecondFactorSummary> {
  const [[totp], [codes], keys] = await Promise.all([
    db
      .select({ secret: curatorTotp.secret })
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
  return { totp: Boolean(totp?.secret), recoveryCodesLeft: codes?.left ?? 0, passkeys: keys };
}

export interface TotpEnrolment {
  /** base32, as an authenticator app takes it when typed in. */
  secret: string;
  otpauthUrl: string;
}

/**
 * Starts setting up the authenticator app: a new secret, kept as pending until a code from the
 * app confirms it (the one in use, if any, keeps working until then). `reuse`: the console shows
 * the same pending secret again on a reload, so a QR code already scanned stays good.
 */
export async function startTotpEnrolment(
  db: Database,
  { userId, username }: Curator,
  now: Date,
  { reuse = false } = {},
): Promise<TotpEnrolment> {
  if (reuse) {
    const [row] = await db
      .select({ pendingSecret: curatorTotp.pendingSecret })
      .from(curatorTotp)
      .where(eq(curatorTotp.userId, userId))
      .limit(1);
    if (row?.pendingSecret) {
      return { secret: row.pendingSecret, otpauthUrl: otpauthUrl(row.pendingSecret, username) };
    }
  }
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

export type EnrolmentResult =
  { ok: true; recoveryCodes: string[] } | { ok: false; reason: "not-started" | "wrong" };

/**
 * Switches the pending secret on with a code from the app: it becomes the secret in use (the
 * code's step counts as used), and a fresh set of recovery codes replaces any earlier one. The
 * codes are answered here once and stored only hashed. Audited.
 */
export async function confirmTotpEnrolment(
  db: Database,
  { userId, username }: Curator,
  code: string,
  now: Date,
): Promise<EnrolmentResult> {
  const [row] = await db
    .select({ pendingSecret: curatorTotp.pendingSecret })
    .from(curatorTotp)
    .where(eq(curatorTotp.userId, userId))
    .limit(1);
  const pending = row?.pendingSecret;
  if (!pending) return { ok: false, reason: "not-started" };
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
      })
      .where(and(eq(curatorTotp.userId, userId), eq(curatorTotp.pendingSecret, pending)))
      .returning({ userId: curatorTotp.userId });
    if (updated.length === 0) return false;
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await tx.insert(recoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
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

/** A fresh set of recovery codes replaces the old one (every unused old code stops working). */
export async function replaceRecoveryCodes(db: Database, { userId, username }: Curator) {
  const { codes, hashes } = newRecoveryCodes();
  await db.transaction(async (tx) => {
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await tx.insert(recoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
    await recordAction(tx, {
      curator: username,
      action: "second-factor.new-recovery-codes",
      target: `curator:${username}`,
    });
  });
  return codes;
}

/** Who is named in the audit log for what the command line did. */
export const COMMAND_LINE = "(command line)";

/**
 * Removes every second factor of a curator (the app, its recovery codes, the passkeys) and ends
 * their sessions: for a lost phone, from the server's machine (`npm run curator --
 * reset-second-factor NAME`). Audited.
 */
export async function resetSecondFactor(db: Database, rawUsername: string) {
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
    await recordAction(tx, {
      curator: COMMAND_LINE,
      action: "second-factor.reset",
      target: `curator:${username}`,
    });
    return { username, removed };
  });
}
