import { parse as parseCookie } from "cookie";
import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The session cookie: `<id>.<HMAC-SHA256(id, SESSION_SECRET)>`, both base64url. In production it
 * is `__Host-` prefixed and Secure (so only this exact host, over HTTPS, ever gets it); always
 * HttpOnly and SameSite=Lax. It has no expiry of its own: the server decides (8 h idle, 12 h at most).
 */
const SESSION_ID = /^[A-Za-z0-9_-]{43}$/;

export function sessionCookieName(secure: boolean): string {
  return secure ? "__Host-sg_session" : "sg_session";
}

function mac(id: string, secret: string): Buffer {
  return createHmac("sha256", secret).update(id).digest();
}

export function signSessionId(id: string, secret: string): string {
  return `${id}.${mac(id, secret).toString("base64url")}`;
}

/** The session id in a signed value, or undefined when the value was not signed by us. */
export function unsignSessionId(value: string, secret: string): string | undefined {
  const dot = value.lastIndexOf(".");
  const id = value.slice(0, dot);
  if (dot < 0 || !SESSION_ID.test(id)) return undefined;
  const given = Buffer.from(value.slice(dot + 1), "base64url");
  const expected = mac(id, secret);
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : undefined;
}

/** The value of one cookie in a Cookie header. */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  return parseCookie(header ?? "")[name];
}

function attributes(secure: boolean): string {
  return `Path=/; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

export function sessionCookie(name: string, value: string, secure: boolean): string {
  return `${name}=${value}; ${attributes(secure)}`;
}

export function expiredSessionCookie(name: string, secure: boolean): string {
  return `${name}=; Max-Age=0; ${attributes(secure)}`;
}
