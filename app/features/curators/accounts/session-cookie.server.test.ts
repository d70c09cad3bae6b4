import { expect, test } from "vitest";
import {
  expiredSessionCookie,
  readCookie,
  sessionCookie,
  sessionCookieName,
  signSessionId,
  unsignSessionId,
} from "./session-cookie.server";
import { newSessionId } from "./sessions.server";

const SECRET = "s".repeat(32);

test("session ids are 32 random bytes, base64url (256 bits)", () => {
  const id = newSessionId();
  expect(id).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(Buffer.from(id, "base64url")).toHaveLength(32);
  expect(newSessionId()).not.toBe(id);
});

test("a signed id reads back; a tampered one, or one signed with another secret, does not", () => {
  const id = newSessionId();
  const value = signSessionId(id, SECRET);
  expect(value.startsWith(`${id}.`)).toBe(true);
  expect(unsignSessionId(value, SECRET)).toBe(id);
  expect(unsignSessionId(value, "t".repeat(32))).toBeUndefined();
  const otherId = newSessionId();
  expect(unsignSessionId(`${otherId}.${value.split(".")[1]}`, SECRET)).toBeUndefined();
  expect(unsignSessionId(`${value}x`, SECRET)).toBeUndefined();
  expect(unsignSessionId(id, SECRET)).toBeUndefined();
  expect(unsignSessionId("", SECRET)).toBeUndefined();
  expect(unsignSessionId(`short.${value.split(".")[1]}`, SECRET)).toBeUndefined();
});

test("production: __Host- and Secure; development: a plain name without Secure", () => {
  expect(sessionCookieName(true)).toBe("__Host-sg_session");
  expect(sessionCookie("__Host-sg_session", "v", true)).toBe(
    "__Host-sg_session=v; Path=/; HttpOnly; SameSite=Lax; Secure",
  );
  expect(sessionCookieName(false)).toBe("sg_session");
  expect(sessionCookie("sg_session", "v", false)).toBe(
    "sg_session=v; Path=/; HttpOnly; SameSite=Lax",
  );
  expect(expiredSessionCookie("sg_session", false)).toBe(
    "sg_session=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax",
  );
});

test("one cookie is read out of a Cookie header", () => {
  expect(readCookie("a=1; sg_session=abc.def; b=2", "sg_session")).toBe("abc.def");
  expect(readCookie("xsg_session=1", "sg_session")).toBeUndefined();
  expect(readCookie(null, "sg_session")).toBeUndefined();
});
