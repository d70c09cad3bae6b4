import { createHash, randomInt } from "node:crypto";

/**
 * Recovery codes: for the day the phone with the authenticator app is lost. RECOVERY_CODE_COUNT
 * of them are shown once, when the second factor is switched on, and each works once in place of
 * a code.
 *
 * Each is 24 characters of Crockford's base32 (digits and lower-case letters without i, l, o and
 * u, so nothing looks like anything else), 120 random bits, shown in groups of four:
 * `k7m2-x9pq-…`. Typed back, case, spaces and dashes do not matter, and o, i and l are read as
 * 0, 1 and 1. With 120 bits a plain SHA-256 is enough to store them (nobody can try 2^120
 * guesses against a stolen copy of the table: ASVS asks for at least a hundred and twelve), and one hash per attempt keeps
 * the check cheap.
 *
 * Sets made before codes grew hold 16 characters (80 bits). They keep working, each once, until
 * the curator makes a new set; a new set is always 24 (docs/security.md, "The second factor").
 */
export const RECOVERY_CODE_COUNT = 10;
const ALPHABET = "0123456789abcdefghjkmnpqrstvwxyz";
const GROUPS = 6;
const GROUP_LENGTH = 4;
const CODE_LENGTH = GROUPS * GROUP_LENGTH;
/** The length of a code from a set made before codes grew to 24 characters. */
const LEGACY_CODE_LENGTH = 16;

function newCode(): string {
  const characters = Array.from({ length: CODE_LENGTH }, () => ALPHABET[randomInt(32)]!);
  const groups = Array.from({ length: GROUPS }, (_, i) =>
    characters.slice(i * GROUP_LENGTH, (i + 1) * GROUP_LENGTH).join(""),
  );
  return groups.join("-");
}

/** The code as it was issued, without separators; undefined when it cannot be one. */
function normalize(input: string): string | undefined {
  const code = input.toLowerCase().replace(/[\s-]/g, "").replace(/o/g, "0").replace(/[il]/g, "1");
  return (code.length === CODE_LENGTH || code.length === LEGACY_CODE_LENGTH) &&
    [...code].every((c) => ALPHABET.includes(c))
    ? code
    : undefined;
}

/** The stored form of a code (SHA-256, hex); undefined for input that cannot be a code. */
export function hashRecoveryCode(input: string): string | undefined {
  const code = normalize(input);
  return code ? createHash("sha256").update(code).digest("hex") : undefined;
}

/** A fresh set: the codes to show once, and the hashes to store. */
export function newRecoveryCodes(): { codes: string[]; hashes: string[] } {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
  return { codes, hashes: codes.map((code) => hashRecoveryCode(code)!) };
}
