import { expect, test } from "vitest";
import { DEVICE_COOKIE_MAX_AGE_MS, deviceOf, newDeviceCookie } from "./device-cookie.server";

const SECRET = "a-test-session-secret-of-more-than-32-chars";
const NOW = new Date("2026-03-01T12:00:00Z");
const header = (setCookie: string) => setCookie.split(";")[0]!;
const read = (cookie: string, over: Partial<Parameters<typeof deviceOf>[1]> = {}) =>
  deviceOf(cookie, { username: "ana", secret: SECRET, now: NOW, secure: false, ...over });

test("a device cookie is HttpOnly, SameSite=Lax, lasts 180 days, and names the account it was given for", () => {
  const setCookie = newDeviceCookie("ana", SECRET, NOW, false);
  expect(setCookie).toMatch(
    /^sg_device=ana:[\w-]{22}:\d+\.[\w-]{43}; Max-Age=15552000; Path=\/; HttpOnly; SameSite=Lax$/,
  );
  expect(newDeviceCookie("ana", SECRET, NOW, true)).toMatch(/^__Host-sg_device=.*; Secure$/);
  const nonce = read(header(setCookie));
  expect(nonce).toMatch(/^[\w-]{22}$/);
  // Another account's attempts never use it; another browser's cookie is another nonce.
  expect(read(header(setCookie), { username: "bea" })).toBeUndefined();
  expect(read(header(newDeviceCookie("ana", SECRET, NOW, false)))).not.toBe(nonce);
});

test("a forged, altered or other-secret cookie is no device cookie", () => {
  const cookie = header(newDeviceCookie("ana", SECRET, NOW, false));
  expect(read(cookie.replace("ana:", "bea:"), { username: "bea" })).toBeUndefined();
  expect(read(cookie, { secret: `${SECRET}x` })).toBeUndefined();
  expect(read("sg_device=ana:abc:1")).toBeUndefined();
  expect(read("")).toBeUndefined();
});

test("it counts until 180 days after it was given, not a millisecond more", () => {
  const cookie = header(newDeviceCookie("ana", SECRET, NOW, false));
  const at = (ms: number) => new Date(NOW.getTime() + ms);
  expect(read(cookie, { now: at(DEVICE_COOKIE_MAX_AGE_MS - 1) })).toBeDefined();
  expect(read(cookie, { now: at(DEVICE_COOKIE_MAX_AGE_MS) })).toBeUndefined();
});
