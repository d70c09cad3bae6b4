import { readFile, rm, writeFile } from "node:fs/promises";
import { hostname } from "node:os";
import path from "node:path";
import lockfile from "proper-lockfile";

/**
 * One server per data directory: PGlite is a single-process database, and two processes writing
 * the same files silently lose rows (docs/product.md, The embedded database's promises).
 *
 * proper-lockfile makes the lock (an atomic mkdir, kept fresh while we run). A lock left behind
 * by a killed server would otherwise block a restart until it goes stale; we also record who
 * holds it, so a restart on the same host takes over at once when that process is gone.
 */
const LOCK_NAME = "server.lock";
const OWNER_NAME = "server.lock.json";
/** A lock not refreshed for this long is abandoned (its holder is frozen or gone). */
const STALE_MS = 10_000;

interface Owner {
  pid: number;
  hostname: string;
  startedAt: string;
}

export class DataDirLockedError extends Error {
  constructor(dataDir: string, owner: Owner | undefined) {
    const who = owner ? ` (process ${owner.pid} on ${owner.hostname})` : "";
    super(
      `Another Steady Ground server${who} is already using the data directory ${dataDir}. ` +
        "The embedded database allows one server at a time: stop the other server, give this " +
        "one its own DATA_DIR, or set DATABASE_URL so that several servers share PostgreSQL.",
    );
    this.name = "DataDirLockedError";
  }
}

async function readOwner(file: string): Promise<Owner | undefined> {
  try {
    return JSON.parse(await readFile(file, "utf8")) as Owner;
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function isElocked(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | undefined)?.code === "ELOCKED";
}

/**
 * Takes the exclusive lock on `dataDir` (which must exist) or throws DataDirLockedError.
 * Resolves to the function that releases it.
 */
export async function lockDataDir(
  dataDir: string,
  onCompromised: (error: Error) => void,
): Promise<() => Promise<void>> {
  const absolute = path.resolve(dataDir);
  const lockPath = path.join(absolute, LOCK_NAME);
  const ownerPath = path.join(absolute, OWNER_NAME);
  const options = { lockfilePath: lockPath, realpath: false, stale: STALE_MS, onCompromised };

  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(absolute, options);
  } catch (error) {
    if (!isElocked(error)) throw error;
    const owner = await readOwner(ownerPath);
    // Only a process on this host can be checked; elsewhere, wait for the lock to go stale.
    if (!owner || owner.hostname !== hostname() || isAlive(owner.pid)) {
      throw new DataDirLockedError(absolute, owner);
    }
    await rm(lockPath, { recursive: true, force: true });
    try {
      release = await lockfile.lock(absolute, options);
    } catch (again) {
      if (isElocked(again)) throw new DataDirLockedError(absolute, await readOwner(ownerPath));
      throw again;
    }
  }

  const owner: Owner = {
    pid: process.pid,
    hostname: hostname(),
    startedAt: new Date().toISOString(),
  };
  await writeFile(ownerPath, JSON.stringify(owner));
  return async () => {
    await rm(ownerPath, { force: true });
    await release();
  };
}
