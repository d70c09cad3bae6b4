import { randomBytes } from "node:crypto";
import { link, mkdir, readFile, unlink, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * The key that signs session cookies (README, Configuration: SESSION_SECRET): the variable when it
 * is set, otherwise one generated on first use and kept in `${DATA_DIR}/session-secret` (mode
 * 0600), so sessions survive a restart. Several processes must share it through the variable.
 */
export const SECRET_FILE = "session-secret";
const MIN_SECRET_LENGTH = 32;

async function readSecret(file: string): Promise<string> {
  const secret = (await readFile(file, "utf8")).trim();
  if (secret.length < MIN_SECRET_LENGTH) {
    throw new Error(
      `${file} holds no usable session secret (fewer than ${MIN_SECRET_LENGTH} characters): delete it to have a new one made, or set SESSION_SECRET.`,
    );
  }
  return secret;
}

export async function loadSessionSecret(env: {
  SESSION_SECRET?: string;
  DATA_DIR: string;
}): Promise<string> {
  if (env.SESSION_SECRET) return env.SESSION_SECRET;
  const file = path.join(env.DATA_DIR, SECRET_FILE);
  try {
    return await readSecret(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  await mkdir(env.DATA_DIR, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  // Written whole under a name of its own, then linked into place: a process that starts at the
  // same moment never reads a file created but not yet written, and if it made one first, its
  // secret is kept (link fails with EEXIST).
  const draft = `${file}.${process.pid}-${randomBytes(6).toString("hex")}`;
  await writeFile(draft, `${secret}\n`, { mode: 0o600, flag: "wx" });
  try {
    await link(draft, file);
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return readSecret(file);
    throw error;
  } finally {
    await unlink(draft);
  }
}
