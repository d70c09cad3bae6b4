import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import {
  chmod,
  mkdir,
  open,
  readdir,
  readFile,
  rename,
  rm,
  stat,
  writeFile,
} from "node:fs/promises";
import path from "node:path";

/**
 * Backup files and the SHA-256 beside each (`FILE.sha256`, in `sha256sum`'s format, so that
 * `sha256sum -c FILE.sha256` checks it too). docs/decisions/041-backups.md.
 */

/** A problem the person restoring can act on; its message says what and what to do. */
export class BackupError extends Error {
  override name = "BackupError";
}

export type BackupKind = "pglite" | "postgres";

/** The embedded database's file is a gzipped tar; PostgreSQL's is `pg_dump`'s custom format. */
const EXTENSIONS: Record<BackupKind, string> = { pglite: ".tar.gz", postgres: ".dump" };
const MAGIC: Record<BackupKind, Buffer> = {
  pglite: Buffer.from([0x1f, 0x8b]),
  postgres: Buffer.from("PGDMP"),
};

/** Names the server and the command give backups: `steady-ground-20261128-170501.tar.gz`. */
export const BACKUP_NAME = /^steady-ground-\d{8}-\d{6}(?:-\d+)?\.(?:tar\.gz|dump)$/;

export function backupName(kind: BackupKind, at: Date): string {
  const stamp = at.toISOString().slice(0, 19).replace(/[-:]/g, "").replace("T", "-");
  return `steady-ground-${stamp}${EXTENSIONS[kind]}`;
}

export async function sha256Of(file: string): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest("hex");
}

/**
 * Moves a finished backup from `partial` to `file` and writes its SHA-256 beside it. The
 * checksum is written last: a file without one was never finished.
 */
export async function sealBackup(partial: string, file: string): Promise<{ bytes: number }> {
  const digest = await sha256Of(partial);
  // It holds every account's password hash and submitters' details: for its owner's eyes only.
  await chmod(partial, 0o600);
  await rename(partial, file);
  await writeFile(`${file}.sha256`, `${digest}  ${path.basename(file)}\n`);
  return { bytes: (await stat(file)).size };
}

/** A name beside `file` for writing it before it is complete. */
export function partialName(file: string): string {
  return path.join(path.dirname(file), `.${path.basename(file)}.partial`);
}

/**
 * Refuses a backup whose SHA-256 is missing or differs (a truncated or damaged copy), or that is
 * not the kind this database restores. Nothing is changed by the check.
 */
export async function verifyBackup(file: string, kind: BackupKind): Promise<{ bytes: number }> {
  const size = await stat(file).then(
    (info) => info.size,
    () => {
      throw new BackupError(`There is no backup file at ${file}.`);
    },
  );
  const expected = await readFile(`${file}.sha256`, "utf8").then(
    (text) => text.trim().split(/\s+/)[0] ?? "",
    () => {
      throw new BackupError(
        `${file}.sha256 is missing: a backup is restored only with the checksum written beside it. Copy both files.`,
      );
    },
  );
  if ((await sha256Of(file)) !== expected.toLowerCase()) {
    throw new BackupError(
      `${file} does not match its SHA-256 (${file}.sha256): the file is damaged or incomplete (${size} bytes). Nothing was restored; use another copy.`,
    );
  }
  const head = Buffer.alloc(MAGIC[kind].length);
  const handle = await open(file, "r");
  await handle.read(head, 0, head.length, 0).finally(() => handle.close());
  if (!head.equals(MAGIC[kind])) {
    const other = kind === "pglite" ? "a PostgreSQL (pg_dump)" : "an embedded-database";
    const target = kind === "pglite" ? "DATA_DIR" : "DATABASE_URL";
    throw new BackupError(
      `${file} is ${other} backup, not one for the database ${target} names. Nothing was restored.`,
    );
  }
  return { bytes: size };
}

/** A name's time and, for a second backup within one second, its number: sorts as taken. */
function orderOf(name: string): string {
  const [, stamp, second] = /^steady-ground-(\d{8}-\d{6})(?:-(\d+))?\./.exec(name) ?? [];
  return `${stamp}-${(second ?? "1").padStart(6, "0")}`;
}

/** The backups in `dir` by the names we give them, newest first (the name holds the time). */
export async function listBackups(dir: string): Promise<string[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  return names
    .filter((name) => BACKUP_NAME.test(name))
    .sort((a, b) => orderOf(b).localeCompare(orderOf(a)));
}

/**
 * Deletes all but the newest `keep` backups in `dir` (and their checksums); answers the names.
 * @public Used by app/features/curators/backups/backups.server.ts, which knip does not follow
 * to this export.
 */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const old = (await listBackups(dir)).slice(keep);
  for (const name of old) {
    await rm(path.join(dir, name), { force: true });
    await rm(path.join(dir, `${name}.sha256`), { force: true });
  }
  return old;
}

/** A new file name in `dir` for a backup taken now (never one already there). */
export async function newBackupPath(dir: string, kind: BackupKind, at: Date): Promise<string> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const name = backupName(kind, at);
  const taken = new Set(await readdir(dir));
  let candidate = name;
  for (let n = 2; taken.has(candidate); n++) {
    candidate = name.replace(/(\.tar\.gz|\.dump)$/, `-${n}$1`);
  }
  return path.join(dir, candidate);
}
