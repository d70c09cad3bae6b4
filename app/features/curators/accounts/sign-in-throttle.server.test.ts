import path from "node:path";
import { pino } from "pino";
import { afterAll, beforeAll, beforeEach, expect, test } from "vitest";
import { openDatabase, type DatabaseHandle } from "~/db/client.server";
import { limitCounters } from "~/db/schema";
import {
  ACCOUNT_SPACING_MS,
  createSignInThrottle,
  FAILED_SIGN_IN_LIMIT,
  FAILED_SIGN_IN_WINDOW_MS,
} from "./sign-in-throttle.server";

let database: DatabaseHandle;
beforeAll(async () => {
  // An in-memory PGlite; login.test.ts runs the same limit on PostgreSQL too.
  database = await openDatabase({
    migrationsFolder: path.resolve(import.meta.dirname, "../../../../drizzle"),
    logger: pino({ level: "silent" }),
  });
});
afterAll(() => database?.close());
beforeEach(async () => {
  await database.db.delete(limitCounters);
});

test(`${FAILED_SIGN_IN_LIMIT} attempts per IP per window; the next waits for the window to end`, async () => {
  const throttle = createSignInThrottle(database.db);
  for (let i = 0; i < FAILED_SIGN_IN_LIMIT; i++) {
    expect((await throttle.reserve("1.1.1.1", `user${i}`)).ok).toBe(true);
  }
  const refused = await throttle.reserve("1.1.1.1", "ana");
  expect(refused).toEqual({ ok: false, retryAfterSeconds: expect.any(Number) });
  if (refused.ok) return;
  expect(refused.retryAfterSeconds).toBeGreaterThan(FAILED_SIGN_IN_WINDOW_MS / 1000 - 5);
  expect(refused.retryAfterSeconds).toBeLessThanOrEqual(FAILED_SIGN_IN_WINDOW_MS / 1000);
  // The IP refused never touched the account: from elsewhere, ana has every attempt.
  expect((await throttle.reserve("2.2.2.2", "ana")).ok).toBe(true);
});

test("IPv6 clients are counted per /56: rotating the low bits does not buy more guesses", async () => {
  const throttle = createSignInThrottle(database.db);
  for (let i = 0; i < FAILED_SIGN_IN_LIMIT; i++) {
    expect((await throttle.reserve(`2001:db8:0:1::${i + 1}`, `u${i}`)).ok).toBe(true);
  }
  expect((await throttle.reserve("2001:db8:0:2::99", "ana")).ok).toBe(false);
});

test("an account past the limit waits at most the spacing, and a success clears it", async () => {
  const throttle = createSignInThrottle(database.db);
  for (let i = 0; i < FAILED_SIGN_IN_LIMIT; i++) {
    expect((await throttle.reserve(`10.0.0.${i}`, "ana")).ok).toBe(true);
  }
  const slowed = await throttle.reserve("10.0.1.1", "ana");
  expect(slowed.ok).toBe(false);
  if (!slowed.ok) expect(slowed.retryAfterSeconds).toBeLessThanOrEqual(ACCOUNT_SPACING_MS / 1000);
  // The slowed attempt did not use up 10.0.1.1's own allowance.
  for (let i = 0; i < FAILED_SIGN_IN_LIMIT; i++) {
    expect((await throttle.reserve("10.0.1.1", `other${i}`)).ok).toBe(true);
  }
  await throttle.succeeded("10.0.0.0", "ana");
  expect((await throttle.reserve("10.0.2.2", "ana")).ok).toBe(true);
});
