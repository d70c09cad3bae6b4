import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { auditLog, curatorTotp, passkeys, recoveryCodes, sessions } from "~/db/schema";
import {
  CURATOR,
  createTestCurator,
  giveSecondFactor,
  TEST_RECOVERY_CODES,
  TEST_TOTP_SECRET,
} from "../../../tests/setup/curators";
import { backends, truncateAll } from "../../../tests/setup/database";
import { AccountError, COMMAND_LINE } from "~/features/curators/accounts/accounts.server";
import {
  checkSecondFactorCode,
  confirmTotpEnrolment,
  FAILED_CODE_LIMIT,
  hasSecondFactor,
  PENDING_ENROLMENT_MS,
  replaceRecoveryCodes,
  resetSecondFactor,
  secondFactorsOf,
  startTotpEnrolment,
} from "~/features/curators/accounts/second-factor.server";
import { createSession } from "~/features/curators/accounts/sessions.server";
import { TOTP_PERIOD_SECONDS, totpCodeAt } from "~/features/curators/accounts/totp.server";

/**
 * What the second-factor page (and the sign-in, step-up and CLI) keep in the database, on PGlite
 * and PostgreSQL: enrolment, codes used once, recovery codes, reset.
 */
const STEP_MS = TOTP_PERIOD_SECONDS * 1000;
/** A controlled clock: the start of a 30-second step. */
const T0 = new Date(Math.ceil(Date.UTC(2026, 2, 1) / STEP_MS) * STEP_MS);
const after = (ms: number) => new Date(T0.getTime() + ms);
/** Who ran a command-line action, as scripts/curator.ts names them. */
const operator = { user: "root", host: "server-1" };

for (const backend of backends()) {
  describe.skipIf(backend.skip)(`the second factor in the database on ${backend.name}`, () => {
    let database: DatabaseHandle;
    let curator: { userId: number; username: string; sessionId: string };

    beforeAll(async () => {
      database = await backend.open();
    });
    afterAll(() => database?.close());
    beforeEach(async () => {
      await truncateAll(database.db);
      const { id, username } = await createTestCurator(database.db);
      curator = { userId: id, username, sessionId: await createSession(database.db, id, T0) };
    });

    const check = (code: string, now: Date) =>
      checkSecondFactorCode(database.db, curator.userId, code, now);

    test("enrolment: a pending secret, then one code from the app switches it on with 10 recovery codes", async () => {
      expect(await hasSecondFactor(database.db, curator.userId)).toBe(false);
      const { secret, otpauthUrl } = await startTotpEnrolment(database.db, curator, T0);
      expect(otpauthUrl).toContain(`secret=${secret}`);
      // A reload shows the same secret; not yet on, so it opens nothing.
      expect((await startTotpEnrolment(database.db, curator, T0, { reuse: true })).secret).toBe(
        secret,
      );
      expect(await hasSecondFactor(database.db, curator.userId)).toBe(false);
      expect(await check(totpCodeAt(secret, T0), T0)).toMatchObject({ ok: false, reason: "wrong" });

      const wrongCode = String((Number(totpCodeAt(secret, T0)) + 1) % 1_000_000).padStart(6, "0");
      expect(await confirmTotpEnrolment(database.db, curator, wrongCode, T0)).toMatchObject({
        ok: false,
        reason: "wrong",
      });
      const confirmed = await confirmTotpEnrolment(
        database.db,
        curator,
        totpCodeAt(secret, T0),
        T0,
      );
      expect(confirmed.ok).toBe(true);
      if (!confirmed.ok) return;
      expect(confirmed.recoveryCodes).toHaveLength(10);
      expect(await hasSecondFactor(database.db, curator.userId)).toBe(true);
      expect(await secondFactorsOf(database.db, curator.userId)).toEqual({
        totp: true,
        pausedAt: null,
        recoveryCodesLeft: 10,
        passkeys: [],
      });
      // Stored only hashed.
      const stored = await database.db.select().from(recoveryCodes);
      expect(stored.map((row) => row.codeHash).join()).not.toContain(
        confirmed.recoveryCodes[0]!.slice(0, 4),
      );
      // The code that switched it on was used; the next step's works.
      expect(await check(totpCodeAt(secret, T0), T0)).toMatchObject({
        ok: false,
        reason: "replayed",
      });
      expect(await check(totpCodeAt(secret, after(STEP_MS)), after(STEP_MS))).toMatchObject({
        ok: true,
        kind: "totp",
      });
      // A recovery code works once.
      expect(await check(confirmed.recoveryCodes[3]!, T0)).toMatchObject({
        ok: true,
        kind: "recovery",
      });
      expect((await secondFactorsOf(database.db, curator.userId)).recoveryCodesLeft).toBe(9);
      const [entry] = await database.db.select().from(auditLog);
      expect(entry).toMatchObject({
        curator: "ana",
        action: "second-factor.authenticator-app",
        target: "curator:ana",
      });
    });

    test(`a set-up waits ${PENDING_ENROLMENT_MS / 60_000} minutes for its code, not a millisecond more`, async () => {
      const first = await startTotpEnrolment(database.db, curator, T0);
      const edge = after(PENDING_ENROLMENT_MS - 1);
      expect(
        await confirmTotpEnrolment(database.db, curator, totpCodeAt(first.secret, edge), edge),
      ).toMatchObject({ ok: true });

      const bea = await createTestCurator(database.db, "bea");
      const beaCurator = { userId: bea.id, username: "bea", sessionId: "none" };
      const late = await startTotpEnrolment(database.db, beaCurator, T0);
      const at = after(PENDING_ENROLMENT_MS);
      expect(
        await confirmTotpEnrolment(database.db, beaCurator, totpCodeAt(late.secret, at), at),
      ).toEqual({ ok: false, reason: "expired" });
      expect(await hasSecondFactor(database.db, bea.id)).toBe(false);
      // Shown again, an expired set-up is not reused: a new secret, a new 10 minutes.
      const again = await startTotpEnrolment(database.db, beaCurator, at, { reuse: true });
      expect(again.secret).not.toBe(late.secret);
      expect(
        await confirmTotpEnrolment(database.db, beaCurator, totpCodeAt(again.secret, at), at),
      ).toMatchObject({ ok: true });
    });

    test("switching the app on, or making new recovery codes, ends the curator's other sessions, not this one", async () => {
      const other = await createSession(database.db, curator.userId, T0);
      const { secret } = await startTotpEnrolment(database.db, curator, T0);
      await confirmTotpEnrolment(database.db, curator, totpCodeAt(secret, T0), T0);
      const left = async () => (await database.db.select().from(sessions)).map((row) => row.id);
      expect(await left()).toEqual([curator.sessionId]);
      expect(other).not.toBe(curator.sessionId);

      const another = await createSession(database.db, curator.userId, T0);
      expect(await left()).toContain(another);
      await replaceRecoveryCodes(database.db, curator);
      expect(await left()).toEqual([curator.sessionId]);
    });

    test(`after ${FAILED_CODE_LIMIT} codes refused in a row, app codes are refused until a recovery code; one fewer does not`, async () => {
      await giveSecondFactor(database.db);
      const wrongAt = (at: Date) =>
        String((Number(totpCodeAt(TEST_TOTP_SECRET, at)) + 1) % 1_000_000).padStart(6, "0");
      for (let i = 0; i < FAILED_CODE_LIMIT - 1; i++) {
        expect(await check(wrongAt(T0), T0)).toEqual({
          ok: false,
          reason: "wrong",
          pausedNow: false,
        });
      }
      // One short of the limit: the right code still works, and the count starts again.
      expect(await check(totpCodeAt(TEST_TOTP_SECRET, T0), T0)).toMatchObject({ ok: true });
      const [reset] = await database.db.select().from(curatorTotp);
      expect(reset!.failedCodes).toBe(0);

      let t = after(STEP_MS);
      for (let i = 0; i < FAILED_CODE_LIMIT - 1; i++) await check(wrongAt(t), t);
      // The limit-th refusal pauses app codes, once; a wrong recovery code counts too.
      expect(await check("zzzz-zzzz-zzzz-zzzz", t)).toEqual({
        ok: false,
        reason: "wrong",
        pausedNow: true,
      });
      // A right app code is now refused without being checked, a year later as well.
      expect(await check(totpCodeAt(TEST_TOTP_SECRET, t), t)).toEqual({
        ok: false,
        reason: "paused",
      });
      t = after(365 * 24 * 60 * 60 * 1000);
      expect(await check(totpCodeAt(TEST_TOTP_SECRET, t), t)).toEqual({
        ok: false,
        reason: "paused",
      });
      expect((await secondFactorsOf(database.db, curator.userId)).pausedAt).toEqual(after(STEP_MS));
      // A recovery code opens them again.
      expect(await check(TEST_RECOVERY_CODES[0], t)).toEqual({
        ok: true,
        kind: "recovery",
        unpaused: true,
      });
      expect(await check(totpCodeAt(TEST_TOTP_SECRET, t), t)).toMatchObject({ ok: true });
      expect((await secondFactorsOf(database.db, curator.userId)).pausedAt).toBeNull();
    });

    test("a restarted enrolment's old secret no longer switches anything on", async () => {
      const first = await startTotpEnrolment(database.db, curator, T0);
      const second = await startTotpEnrolment(database.db, curator, T0);
      expect(second.secret).not.toBe(first.secret);
      expect(
        await confirmTotpEnrolment(database.db, curator, totpCodeAt(first.secret, T0), T0),
      ).toMatchObject({ ok: false, reason: "wrong" });
      expect(await confirmTotpEnrolment(database.db, curator, "123456", T0)).toMatchObject({
        ok: false,
      });
    });

    test("a code is accepted once in its window; an earlier step's code after a later one is refused", async () => {
      await giveSecondFactor(database.db);
      const code = totpCodeAt(TEST_TOTP_SECRET, T0);
      expect(await check(code, T0)).toMatchObject({ ok: true, kind: "totp" });
      // The same code again, later in the same 30 s, or with pasted spaces: refused.
      expect(await check(code, after(STEP_MS - 1))).toMatchObject({
        ok: false,
        reason: "replayed",
      });
      expect(await check(`${code.slice(0, 3)} ${code.slice(3)}`, after(1000))).toMatchObject({
        ok: false,
        reason: "replayed",
      });
      // In the next step the code is still within tolerance, but it was used: still refused.
      expect(await check(code, after(STEP_MS))).toMatchObject({ ok: false, reason: "replayed" });
      // The next step's code, a moment before its step (a phone running fast): refused, as RFC
      // 6238 §5.2 asks; in its own step it works.
      const next = totpCodeAt(TEST_TOTP_SECRET, after(STEP_MS));
      expect(await check(next, after(STEP_MS - 1))).toMatchObject({ ok: false, reason: "wrong" });
      expect(await check(next, after(STEP_MS))).toMatchObject({ ok: true, kind: "totp" });
      const [row] = await database.db.select().from(curatorTotp);
      expect(row!.lastUsedStep).toBe(T0.getTime() / STEP_MS + 1);
      // The step before the last used one: still within tolerance, but older, so refused.
      expect(await check(code, after(STEP_MS + 1000))).toMatchObject({
        ok: false,
        reason: "replayed",
      });
      // A wrong code is wrong, not "used".
      const wrong = String((Number(code) + 500_000) % 1_000_000).padStart(6, "0");
      expect(await check(wrong, after(5 * STEP_MS))).toMatchObject({ ok: false, reason: "wrong" });
    });

    test("the same code sent 10 times at once is accepted exactly once", async () => {
      await giveSecondFactor(database.db);
      const code = totpCodeAt(TEST_TOTP_SECRET, T0);
      const results = await Promise.all(Array.from({ length: 10 }, () => check(code, T0)));
      expect(results.filter((result) => result.ok)).toHaveLength(1);
      expect(results.filter((result) => !result.ok && result.reason === "replayed")).toHaveLength(
        9,
      );
    });

    test("each recovery code works once, even sent at once; another curator's does not work", async () => {
      await giveSecondFactor(database.db);
      const [first, second] = TEST_RECOVERY_CODES;
      const results = await Promise.all(
        Array.from({ length: 6 }, () => check(first.toUpperCase(), T0)),
      );
      expect(results.filter((result) => result.ok)).toHaveLength(1);
      expect(await check(first, T0)).toMatchObject({ ok: false, reason: "used" });
      expect(await check(second, T0)).toMatchObject({ ok: true, kind: "recovery" });
      expect(await check("zzzz-zzzz-zzzz-zzzz", T0)).toMatchObject({ ok: false, reason: "wrong" });

      const bea = await createTestCurator(database.db, "bea");
      await giveSecondFactor(database.db, "bea");
      const beaUsed = await checkSecondFactorCode(database.db, bea.id, second, T0);
      // Bea's own copy of the code is hers (the test gives both the same codes).
      expect(beaUsed).toMatchObject({ ok: true, kind: "recovery" });
      expect(await check(second, T0)).toMatchObject({ ok: false, reason: "used" });
    });

    test("reset-second-factor removes the app, the codes and the passkeys, ends the sessions, and is audited", async () => {
      await giveSecondFactor(database.db);
      await database.db.insert(passkeys).values({
        userId: curator.userId,
        name: "Laptop",
        credentialId: "abc",
        publicKey: "def",
      });
      await createSession(database.db, curator.userId);
      expect(await resetSecondFactor(database.db, " ANA ", operator)).toEqual({
        username: CURATOR.username,
        removed: 2,
      });
      expect(await hasSecondFactor(database.db, curator.userId)).toBe(false);
      for (const table of [curatorTotp, recoveryCodes, passkeys, sessions]) {
        expect(await database.db.select().from(table)).toEqual([]);
      }
      const [entry] = await database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, "second-factor.reset"));
      expect(entry).toMatchObject({
        curator: COMMAND_LINE,
        target: "curator:ana",
        detail: "run by root on server-1",
      });
      await expect(resetSecondFactor(database.db, "nobody", operator)).rejects.toThrow(
        AccountError,
      );
    });
  });
}
