import { timingSafeEqual } from "node:crypto";
import { Secret, TOTP } from "otpauth";

/**
 * Authenticator-app codes (TOTP, RFC 6238) with the `otpauth` library: SHA-1, 6 digits, a new
 * code every 30 seconds, the parameters every authenticator app supports.
 *
 * Tolerance: a code is accepted in its own 30-second step and in the one before it
 * (TOTP_STEPS_BACK), as RFC 6238 §5.2 recommends for a code typed just as it changed; never in a
 * later step. Each guess therefore matches one of 2 codes in a million; the sign-in limit keeps
 * the guesses few, and the count of codes refused in a row stops app codes altogether
 * (./code-failures.server.ts).
 *
 * Replay: a code is accepted once. The caller stores the matched step and refuses any code whose
 * step is not later than the last one used (./second-factor.server.ts), on every process.
 */
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** How many steps back a code is still accepted; none ahead. */
export const TOTP_STEPS_BACK = 1;
const ALGORITHM = "SHA1";
/** 160 bits, the size RFC 4226 recommends for the shared secret. */
const SECRET_BYTES = 20;
export const TOTP_ISSUER = "Steady Ground";

/** A new shared secret, base32 (the form authenticator apps take when typed in by hand). */
export function newTotpSecret(): string {
  return new Secret({ size: SECRET_BYTES }).base32;
}

function totpFor(secret: string, username = "") {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label: username,
    secret: Secret.fromBase32(secret),
    algorithm: ALGORITHM,
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
  });
}

/** The `otpauth://totp/…` address an authenticator app reads from the QR code. */
export function otpauthUrl(secret: string, username: string): string {
  return totpFor(secret, username).toString();
}

/** The 30-second step a moment falls in (the RFC's T). */
export function timeStepAt(now: Date): number {
  return Math.floor(now.getTime() / 1000 / TOTP_PERIOD_SECONDS);
}

/** What a person typed or pasted, as digits: spaces and dashes (`123 456`) are allowed. */
export function normalizeTotpCode(input: string): string | undefined {
  const digits = input.replace(/[\s-]/g, "");
  return new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(digits) ? digits : undefined;
}

/**
 * The time step whose code `input` is: the step of `now` or one of the TOTP_STEPS_BACK before
 * it; undefined when it is none of them (or not a 6-digit code at all). Each candidate is
 * compared in constant time.
 */
export function matchingTimeStep(secret: string, input: string, now: Date): number | undefined {
  const token = normalizeTotpCode(input);
  if (!token) return undefined;
  const totp = totpFor(secret);
  const current = timeStepAt(now);
  let matched: number | undefined;
  for (let step = current; step >= current - TOTP_STEPS_BACK; step--) {
    const expected = totp.generate({ timestamp: step * TOTP_PERIOD_SECONDS * 1000 });
    if (timingSafeEqual(Buffer.from(expected), Buffer.from(token))) matched ??= step;
  }
  return matched;
}

/** The code for a moment: for tests, which compute codes as an authenticator app would. */
export function totpCodeAt(secret: string, at: Date): string {
  return totpFor(secret).generate({ timestamp: at.getTime() });
}
