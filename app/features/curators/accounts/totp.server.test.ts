import { URI, type TOTP } from "otpauth";
import { describe, expect, test } from "vitest";
import {
  matchingTimeStep,
  newTotpSecret,
  normalizeTotpCode,
  otpauthUrl,
  timeStepAt,
  totpCodeAt,
  TOTP_PERIOD_SECONDS,
} from "./totp.server";

// RFC 6238, Appendix B: the SHA-1 seed "12345678901234567890" and its 8-digit codes; the last 6
// digits are the 6-digit code.
const RFC_SECRET = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ";
const STEP_MS = TOTP_PERIOD_SECONDS * 1000;

test("the codes of RFC 6238's test vectors (SHA-1), as their last 6 digits", () => {
  const vectors: Array<[number, string]> = [
    [59, "94287082"],
    [1111111109, "07081804"],
    [1111111111, "14050471"],
    [1234567890, "89005924"],
    [2000000000, "69279037"],
  ];
  for (const [seconds, code] of vectors) {
    expect(totpCodeAt(RFC_SECRET, new Date(seconds * 1000)), String(seconds)).toBe(code.slice(2));
  }
});

describe("the tolerance: the code's own step and the one before, never one ahead", () => {
  // A step starts at a multiple of 30 s; `start` is the first millisecond of step `t`.
  const start = new Date(Math.ceil(Date.UTC(2026, 0, 1) / STEP_MS) * STEP_MS);
  const t = timeStepAt(start);
  const codeOf = (step: number) => totpCodeAt(RFC_SECRET, new Date(step * STEP_MS));
  const lastMs = new Date(start.getTime() + STEP_MS - 1);

  test("at the first and the last millisecond of a step, its own code is that step", () => {
    expect(timeStepAt(new Date(start.getTime() - 1))).toBe(t - 1);
    expect(timeStepAt(lastMs)).toBe(t);
    expect(matchingTimeStep(RFC_SECRET, codeOf(t), start)).toBe(t);
    expect(matchingTimeStep(RFC_SECRET, codeOf(t), lastMs)).toBe(t);
  });

  test("the previous step's code still counts (typed as it changed); the one before does not", () => {
    expect(matchingTimeStep(RFC_SECRET, codeOf(t - 1), start)).toBe(t - 1);
    expect(matchingTimeStep(RFC_SECRET, codeOf(t - 1), lastMs)).toBe(t - 1);
    expect(matchingTimeStep(RFC_SECRET, codeOf(t - 2), start)).toBeUndefined();
    // One millisecond into the next step, t - 1 is two steps back.
    expect(matchingTimeStep(RFC_SECRET, codeOf(t - 1), new Date(lastMs.getTime() + 1))).toBe(
      undefined,
    );
  });

  test("the next step's code is refused, even one millisecond before its step (RFC 6238 §5.2)", () => {
    expect(matchingTimeStep(RFC_SECRET, codeOf(t + 1), lastMs)).toBeUndefined();
    expect(matchingTimeStep(RFC_SECRET, codeOf(t + 1), start)).toBeUndefined();
    // The moment its step begins, it is the step's own code.
    expect(matchingTimeStep(RFC_SECRET, codeOf(t + 1), new Date(lastMs.getTime() + 1))).toBe(t + 1);
  });

  test("a code for another secret, or not 6 digits, matches nothing", () => {
    const other = newTotpSecret();
    expect(matchingTimeStep(other, codeOf(t), start)).toBeUndefined();
    expect(matchingTimeStep(RFC_SECRET, codeOf(t).slice(1), start)).toBeUndefined();
    expect(matchingTimeStep(RFC_SECRET, `${codeOf(t)}0`, start)).toBeUndefined();
    expect(matchingTimeStep(RFC_SECRET, "abcdef", start)).toBeUndefined();
  });
});

test("pasted codes with spaces or a dash are read as the digits", () => {
  expect(normalizeTotpCode(" 123 456 ")).toBe("123456");
  expect(normalizeTotpCode("123-456")).toBe("123456");
  expect(normalizeTotpCode("12345")).toBeUndefined();
  expect(normalizeTotpCode("１２３４５６")).toBeUndefined();
});

test("new secrets are 160 random bits in base32; the otpauth address names the site and the curator", () => {
  const secret = newTotpSecret();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  expect(newTotpSecret()).not.toBe(secret);
  const url = otpauthUrl(secret, "ana");
  expect(url).toBe(
    `otpauth://totp/Steady%20Ground:ana?issuer=Steady%20Ground&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
  );
  // Read back as an authenticator app reads it, it gives the same codes.
  const app = URI.parse(url) as TOTP;
  const at = new Date("2026-03-04T05:06:07Z");
  expect(app.generate({ timestamp: at.getTime() })).toBe(totpCodeAt(secret, at));
});
