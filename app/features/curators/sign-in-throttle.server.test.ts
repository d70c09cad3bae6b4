import { expect, test } from "vitest";
import {
  createSignInThrottle,
  FAILED_SIGN_IN_LIMIT,
  FAILED_SIGN_IN_WINDOW_MS,
} from "./sign-in-throttle.server";

function clock() {
  let time = 1_000_000;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

test(`${FAILED_SIGN_IN_LIMIT} failures per IP and per username within 15 minutes, then a wait`, () => {
  const { now, advance } = clock();
  const throttle = createSignInThrottle({ now });
  for (let i = 0; i < FAILED_SIGN_IN_LIMIT; i++) {
    expect(throttle.waitMs("1.1.1.1", "ana")).toBe(0);
    throttle.recordFailure("1.1.1.1", "ana");
    advance(1000);
  }
  const wait = throttle.waitMs("1.1.1.1", "ana");
  expect(wait).toBe(FAILED_SIGN_IN_WINDOW_MS - FAILED_SIGN_IN_LIMIT * 1000);
  // The username is paused from any IP, and the IP for any username.
  expect(throttle.waitMs("2.2.2.2", "ana")).toBe(wait);
  expect(throttle.waitMs("1.1.1.1", "ben")).toBe(wait);
  expect(throttle.waitMs("2.2.2.2", "ben")).toBe(0);
  // When the oldest failure leaves the window, one more try is allowed.
  advance(wait);
  expect(throttle.waitMs("1.1.1.1", "ana")).toBe(0);
  throttle.recordFailure("1.1.1.1", "ana");
  expect(throttle.waitMs("1.1.1.1", "ana")).toBeGreaterThan(0);
});

test("a success forgets the username's failures but not the IP's", () => {
  const throttle = createSignInThrottle({ now: clock().now });
  for (let i = 0; i < FAILED_SIGN_IN_LIMIT; i++) throttle.recordFailure("1.1.1.1", "ana");
  throttle.forgetUsername("ana");
  expect(throttle.waitMs("2.2.2.2", "ana")).toBe(0);
  expect(throttle.waitMs("1.1.1.1", "ana")).toBeGreaterThan(0);
});

test("a flood of distinct keys does not grow memory without bound: the oldest are forgotten", () => {
  const throttle = createSignInThrottle({ now: clock().now });
  for (let i = 0; i < FAILED_SIGN_IN_LIMIT; i++) throttle.recordFailure("1.1.1.1", "ana");
  expect(throttle.waitMs("1.1.1.1", "zed")).toBeGreaterThan(0);
  for (let i = 0; i < 6_000; i++) throttle.recordFailure(`10.0.${i >> 8}.${i & 255}`, `user${i}`);
  expect(throttle.waitMs("1.1.1.1", "zed")).toBe(0);
});
