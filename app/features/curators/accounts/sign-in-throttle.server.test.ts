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
/** A browser without the account's device cookie: the account's untrusted pool. */
const ana = { username: "ana" };

test(`${FAILED_SIGN_IN_LIMIT} attempts per IP per window; the next waits for the window to end`, async () => {
  const throttle = createSignInThrottle(database.db);
  for (let i = 0; i < FAILED_SIGN_IN_LIMIT; i++) {
    expect((await throttle.reserve("1.1.1.1", { username: `user${i}` })).ok).toBe(true);
  }
  const refused = await throttle.reserve("1.1.1.1", ana);
  expect(refused).toEqual({ ok: false, retryAfterSeconds: expect.any(Number) });
  if (refused.ok) return;
  expect(refused.retryAfterSeconds).toBeGreaterThan(FAILED_SIGN_IN_WINDOW_MS / 1000 - 5);
  expect(refused.retryAfterSeconds).toBeLessThanOrEqual(FAILED_SIGN_IN_WINDOW_MS / 1000);
  // The IP refused never touched the account: from elsewhere, ana has every attempt.
  expect((await throttle.reserve("2.2.2.2", ana)).ok).toBe(true);
});

test("IPv6 clients are counted per /56: rotating the low bits does not buy more guesses", async () => {
  const throttle = createSignInThrottle(database.db);
  for (let i = 0; i < FAILED_SIGN_IN_LIMIT; i++) {
    expect((await throttle.reserve(`2001:db8:0:1::${i + 1}`, { username: `u${i}` })).ok).toBe(true);
  }
  expect((await throttle.reserve("2001:db8:0:2::99", ana)).ok).toBe(false);
});

test("an account past the limit waits at most the spacing, the refused attempt costs the caller's own address, and a success clears it", async () => {
  const throttle = createSignInThrottle(database.db);
  for (let i = 0; i < FAILED_SIGN_IN_LIMIT; i++) {
    expect((await throttle.reserve(`10.0.0.${i}`, ana)).ok).toBe(true);
  }
  const slowed = await throttle.reserve("10.0.1.1", ana);
  expect(slowed.ok).toBe(false);
  if (!slowed.ok) expect(slowed.retryAfterSeconds).toBeLessThanOrEqual(ACCOUNT_SPACING_MS / 1000);
  // The slowed attempt was not given back: 10.0.1.1 has one attempt fewer of its own.
  for (let i = 0; i < FAILED_SIGN_IN_LIMIT - 1; i++) {
    expect((await throttle.reserve("10.0.1.1", { username: `other${i}` })).ok).toBe(true);
  }
  expect((await throttle.reserve("10.0.1.1", { username: "other" })).ok).toBe(false);
  await throttle.succeeded("10.0.0.0", ana);
  expect((await throttle.reserve("10.0.2.2", ana)).ok).toBe(true);
});

test("a browser with the account's device cookie has its own pool: the untrusted pool past its limit does not slow it", async () => {
  const throttle = createSignInThrottle(database.db);
  for (let i = 0; i < FAILED_SIGN_IN_LIMIT + 3; i++) await throttle.reserve(`10.1.0.${i}`, ana);
  expect((await throttle.reserve("10.1.1.1", ana)).ok).toBe(false);
  const owner = { username: "ana", device: "d1" };
  for (let i = 0; i < FAILED_SIGN_IN_LIMIT; i++) {
    expect((await throttle.reserve(`10.2.0.${i}`, owner)).ok).toBe(true);
  }
  // The device's own pool is slowed past its limit too, like any other.
  expect((await throttle.reserve("10.2.1.1", owner)).ok).toBe(false);
  // A signed-in session's pool is its own as well.
  expect((await throttle.reserve("10.3.0.1", { username: "ana", session: "s1" })).ok).toBe(true);
});
