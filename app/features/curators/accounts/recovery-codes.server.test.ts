import { createHash } from "node:crypto";
import { expect, test } from "vitest";
import { hashRecoveryCode, newRecoveryCodes, RECOVERY_CODE_COUNT } from "./recovery-codes.server";

test(`${RECOVERY_CODE_COUNT} codes of 24 base32 characters (120 bits) in groups of four, each stored as its SHA-256`, () => {
  const { codes, hashes } = newRecoveryCodes();
  expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
  expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
  for (const code of codes)
    expect(code).toMatch(/^[0-9a-hjkmnp-tv-z]{4}(-[0-9a-hjkmnp-tv-z]{4}){5}$/);
  expect(hashes).toEqual(codes.map((code) => hashRecoveryCode(code)));
  for (const hash of hashes) expect(hash).toMatch(/^[0-9a-f]{64}$/);
  // Nothing of the code is in its hash.
  expect(hashes.join()).not.toContain(codes[0]!.slice(0, 4));
});

test("typed back: case, spaces and dashes do not matter; o, i and l read as 0, 1 and 1", () => {
  const hash = hashRecoveryCode("0a1b-2c3d-4e5f-6g7h");
  expect(hashRecoveryCode("0A1B 2C3D 4E5F 6G7H")).toBe(hash);
  expect(hashRecoveryCode("oa1b2c3d4e5f6g7h")).toBe(hash);
  expect(hashRecoveryCode("0alb-2c3d-4e5f-6g7h")).toBe(hash);
  expect(hashRecoveryCode("0a1b-2c3d-4e5f-6g7j")).not.toBe(hash);
  const long = hashRecoveryCode("0a1b-2c3d-4e5f-6g7h-8j9k-mnpq");
  expect(hashRecoveryCode("0A1B2C3D4E5F6G7H8J9KMNPQ")).toBe(long);
});

test("a 16-character code from a set made before codes grew keeps working: the same SHA-256 it was stored as", () => {
  expect(hashRecoveryCode("0a1b-2c3d-4e5f-6g7h")).toBe(
    createHash("sha256").update("0a1b2c3d4e5f6g7h").digest("hex"),
  );
});

test("what cannot be a code has no hash", () => {
  for (const input of [
    "",
    "123456",
    "0a1b-2c3d-4e5f-6g7",
    "0a1b-2c3d-4e5f-6g7h8",
    "0a1b-2c3d-4e5f-6g7h-8j9k-mnp",
    "0a1b-2c3d-4e5f-6g7h-8j9k-mnpq-r",
    "0a1b-2c3d-4e5f-6g7u",
  ]) {
    expect(hashRecoveryCode(input), input).toBeUndefined();
  }
});
