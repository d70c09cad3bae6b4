import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

/**
 * Curator passwords, hashed with scrypt at OWASP's parameters (N=2^17, r=8, p=1) and stored as a
 * self-describing string, `scrypt$N$r$p$salt$hash` (base64), so the parameters can be raised later
 * without breaking the hashes already stored.
 */
export const MIN_PASSWORD_LENGTH = 12;
/** Longer passwords are refused rather than hashed: nobody types 1000 characters. */
export const MAX_PASSWORD_LENGTH = 1000;

const PARAMS = { N: 2 ** 17, r: 8, p: 1 } as const;
const SALT_BYTES = 16;
const KEY_BYTES = 32;
/** scrypt needs 128 * N * r bytes (128 MiB here); Node's default ceiling is 32 MiB. */
const MAX_MEMORY = 256 * 1024 * 1024;
/** Each hash holds 128 MiB for a moment: at most this many at once, the rest wait their turn. */
const MAX_CONCURRENT_HASHES = 2;

/**
 * A hash of a password nobody knows. An unknown username is checked against it, so the answer
 * and the time taken are the same as for a known one with a wrong password.
 */
const DUMMY_HASH =
  "scrypt$131072$8$1$a6/V7/E+wB1lRHuoh1oiQw==$Y1y6Qa9I0sGEo8jPwI3CPwz+9gkBU+MvpdJJaquqyvQ=";

let running = 0;
const waiting: Array<() => void> = [];

async function withHashSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT_HASHES) await new Promise<void>((go) => waiting.push(go));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

function derive(password: string, salt: Buffer, options: ScryptOptions, length: number) {
  return withHashSlot(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        scrypt(password.normalize("NFKC"), salt, length, options, (error, key) =>
          error ? reject(error) : resolve(key),
        );
      }),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, { ...PARAMS, maxmem: MAX_MEMORY }, KEY_BYTES);
  return ["scrypt", PARAMS.N, PARAMS.r, PARAMS.p, salt.toString("base64"), key.toString("base64")]
    .map(String)
    .join("$");
}

interface ParsedHash {
  options: ScryptOptions;
  salt: Buffer;
  key: Buffer;
}

function parseHash(stored: string): ParsedHash | undefined {
  const [scheme, n, r, p, salt, key] = stored.split("$");
  if (scheme !== "scrypt" || !n || !r || !p || !salt || !key) return undefined;
  const [N, R, P] = [Number(n), Number(r), Number(p)];
  if (![N, R, P].every((value) => Number.isSafeInteger(value) && value > 0)) return undefined;
  const options = { N, r: R, p: P, maxmem: Math.max(MAX_MEMORY, 256 * N * R) };
  return { options, salt: Buffer.from(salt, "base64"), key: Buffer.from(key, "base64") };
}

/** True when `password` matches `stored`; a malformed hash never matches (but takes as long). */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  const { options, salt, key } = parsed ?? parseHash(DUMMY_HASH)!;
  const candidate = await derive(password, salt, options, key.length);
  return parsed !== undefined && timingSafeEqual(candidate, key);
}

/** Checks a password against the dummy hash: the unknown-user path of a sign-in. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  await verifyPassword(password, DUMMY_HASH);
  return false;
}

/** Why a new password cannot be used, or undefined when it can. */
export function passwordProblem(password: string): string | undefined {
  if (password.length < MIN_PASSWORD_LENGTH) {
    return `The password is too short: use at least ${MIN_PASSWORD_LENGTH} characters.`;
  }
  if (password.length > MAX_PASSWORD_LENGTH) {
    return `The password is too long: use at most ${MAX_PASSWORD_LENGTH} characters.`;
  }
  return undefined;
}
