import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { backends, truncateAll } from "../../tests/setup/database";
import type { DatabaseHandle } from "./client.server";
import {
  forgetKey,
  refundHit,
  sweepExpiredCounters,
  takeHit,
  takeSpacedHit,
} from "./limits.server";
import { limitCounters } from "./schema";

const MINUTE = 60_000;

for (const backend of backends()) {
  describe.skipIf(backend.skip)(`limit counters on ${backend.name}`, () => {
    let database: DatabaseHandle;
    beforeAll(async () => {
      database = await backend.open();
    });
    afterAll(() => database?.close());
    beforeEach(() => truncateAll(database.db));

    /** Moves a key's window (and spacing) into the past, as if that much time had gone by. */
    const age = (key: string) =>
      database.db
        .update(limitCounters)
        .set({
          windowEndsAt: sql`now() - interval '1 second'`,
          nextAllowedAt: sql`now() - interval '1 second'`,
        })
        .where(eq(limitCounters.key, key));

    test("30 hits at once against a limit of 5: exactly 5 are taken, the rest wait for the window", async () => {
      const decisions = await Promise.all(
        Array.from({ length: 30 }, () => takeHit(database.db, "k", 5, 10 * MINUTE)),
      );
      expect(decisions.filter((d) => d.ok)).toHaveLength(5);
      for (const refused of decisions.filter((d) => !d.ok)) {
        expect(refused.retryAfterSeconds).toBeGreaterThan(9 * 60);
        expect(refused.retryAfterSeconds).toBeLessThanOrEqual(10 * 60);
      }
      // Other keys have their own allowance.
      expect((await takeHit(database.db, "other", 5, 10 * MINUTE)).ok).toBe(true);
    });

    test("a refund gives one hit back; a new window starts afresh", async () => {
      for (let i = 0; i < 2; i++) await takeHit(database.db, "k", 2, MINUTE);
      expect((await takeHit(database.db, "k", 2, MINUTE)).ok).toBe(false);
      await refundHit(database.db, "k");
      expect((await takeHit(database.db, "k", 2, MINUTE)).ok).toBe(true);
      expect((await takeHit(database.db, "k", 2, MINUTE)).ok).toBe(false);
      await age("k");
      expect((await takeHit(database.db, "k", 2, MINUTE)).ok).toBe(true);
      expect((await takeHit(database.db, "k", 2, MINUTE)).ok).toBe(true);
    });

    test("a spaced key lets the threshold through at once, then one attempt per spacing", async () => {
      const decisions = await Promise.all(
        Array.from({ length: 40 }, () =>
          takeSpacedHit(database.db, "acct", 5, 15 * MINUTE, MINUTE),
        ),
      );
      expect(decisions.filter((d) => d.ok)).toHaveLength(5);
      const waits = decisions.flatMap((d) => (d.ok ? [] : [d.retryAfterSeconds]));
      expect(Math.max(...waits)).toBeLessThanOrEqual(60);
      // Once the spacing has passed, exactly one more goes through, and spacing starts again.
      await database.db
        .update(limitCounters)
        .set({ nextAllowedAt: sql`now() - interval '1 second'` })
        .where(eq(limitCounters.key, "acct"));
      const next = await Promise.all(
        Array.from({ length: 10 }, () =>
          takeSpacedHit(database.db, "acct", 5, 15 * MINUTE, MINUTE),
        ),
      );
      expect(next.filter((d) => d.ok)).toHaveLength(1);
      await forgetKey(database.db, "acct");
      expect((await takeSpacedHit(database.db, "acct", 5, 15 * MINUTE, MINUTE)).ok).toBe(true);
    });

    test("the sweep deletes only counters whose window and spacing have passed", async () => {
      await takeHit(database.db, "old", 5, MINUTE);
      await takeHit(database.db, "live", 5, MINUTE);
      await age("old");
      expect(await sweepExpiredCounters(database.db)).toBe(1);
      const keys = (await database.db.select().from(limitCounters)).map((row) => row.key);
      expect(keys).toEqual(["live"]);
    });
  });
}
