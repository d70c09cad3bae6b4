import { expect, test } from "vitest";
import {
  hashPassword,
  MIN_PASSWORD_LENGTH,
  passwordProblem,
  verifyAgainstDummy,
  verifyPassword,
} from "./password.server";

test("scrypt at OWASP's parameters, salted, self-describing; never the password", async () => {
  const password = "correct horse battery";
  const [hash, again] = await Promise.all([hashPassword(password), hashPassword(password)]);
  expect(hash).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{43}=$/);
  expect(hash).not.toContain(password);
  expect(again).not.toBe(hash); // a new salt each time
  expect(await verifyPassword(password, hash)).toBe(true);
  expect(await verifyPassword("correct horse battery!", hash)).toBe(false);
});

test("a malformed stored hash never matches, and the dummy never does", async () => {
  expect(await verifyPassword("anything at all", "plain-text-password")).toBe(false);
  expect(await verifyPassword("anything at all", "scrypt$x$8$1$AAAA$BBBB")).toBe(false);
  expect(await verifyAgainstDummy("anything at all")).toBe(false);
});

test(`new passwords need at least ${MIN_PASSWORD_LENGTH} characters`, () => {
  expect(passwordProblem("a".repeat(MIN_PASSWORD_LENGTH - 1))).toMatch(/too short.*12/);
  expect(passwordProblem("a".repeat(MIN_PASSWORD_LENGTH))).toBeUndefined();
  expect(passwordProblem("a".repeat(1001))).toMatch(/too long/);
});
