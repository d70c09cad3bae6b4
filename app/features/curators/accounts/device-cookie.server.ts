import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { readCookie } from "./session-cookie.server";

/**
 * The device cookie (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"): after a
 * full sign-in (the password and, when the curator has one, the second factor) the browser is
 * given a cookie naming the account, signed with SESSION_SECRET. Later attempts on that account
 * from a browser holding it count in that cookie's own pool of the sign-in limit instead of the
 * account's untrusted one (./sign-in-throttle.server.ts), so a stranger polling the account from
 * elsewhere can slow only strangers.
 *
 * `<username>:<nonce>:<issued, epoch seconds>.<HMAC-SHA256>`, base64url; HttpOnly, SameSite=Lax,
 * `__Host-` and Secure in production like the session cookie; it lasts DEVICE_COOKIE_MAX_AGE_MS
 * and is renewed at each full sign-in. It opens nothing by itself: it only chooses the pool.
 */
export const DEVICE_COOKIE_MAX_AGE_MS = 180 * 24 * 60 * 60 * 1000;
const NONCE_BYTES = 16;
/** Keeps a device cookie's signature apart from a session cookie's under the same secret. */
const PURPOSE = "curator-device:";

export function deviceCookieName(secure: boolean): string {
  return secure ? "__Host-sg_device" : "sg_device";
}

function mac(payload: string, secret: string): Buffer {
  return createHmac("sha256", secret)
    .update(PURPOSE + payload)
    .digest();
}

/** A new device cookie for `username`, as a Set-Cookie header. */
export function newDeviceCookie(
  username: string,
  secret: string,
  now: Date,
  secure: boolean,
): string {
  const nonce = randomBytes(NONCE_BYTES).toString("base64url");
  const payload = `${username}:${nonce}:${Math.floor(now.getTime() / 1000)}`;
  const value = `${payload}.${mac(payload, secret).toString("base64url")}`;
  const maxAge = Math.floor(DEVICE_COOKIE_MAX_AGE_MS / 1000);
  return `${deviceCookieName(secure)}=${value}; Max-Age=${maxAge}; Path=/; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/**
 * The nonce of a valid device cookie for `username` in a Cookie header (signed by us, for this
 * account, not older than DEVICE_COOKIE_MAX_AGE_MS); undefined otherwise.
 */
export function deviceOf(
  cookieHeader: string | null | undefined,
  options: { username: string; secret: string; now: Date; secure: boolean },
): string | undefined {
  const value = readCookie(cookieHeader, deviceCookieName(options.secure));
  if (!value) return undefined;
  const dot = value.lastIndexOf(".");
  if (dot < 0) return undefined;
  const payload = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1), "base64url");
  const expected = mac(payload, options.secret);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  const [username, nonce, issued] = payload.split(":");
  const issuedMs = Number(issued) * 1000;
  if (username !== options.username || !nonce || !Number.isFinite(issuedMs)) return undefined;
  const age = options.now.getTime() - issuedMs;
  return age >= 0 && age < DEVICE_COOKIE_MAX_AGE_MS ? nonce : undefined;
}
