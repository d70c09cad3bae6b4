import { existsSync } from "node:fs";
import { mkdir, readFile, rename, rm } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { DatabaseHandle } from "./client.server";
import { lockDataDir } from "./data-dir-lock.server";
import { BackupError, partialName, sealBackup, verifyBackup } from "./backup-file.server";
import { pgRestore } from "./pg-tools.server";

/**
 * Taking and restoring backups of either database (docs/decisions/041-backups.md). A backup is
 * written beside its final name and moved there only once complete, with its SHA-256; a restore
 * checks that checksum before it touches anything, and refuses a target that holds data unless
 * told to replace it.
 */

/** Writes a backup of the open database into `file` (and `file.sha256`); answers its size. */
export async function writeBackup(
  database: Pick<DatabaseHandle, "dump">,
  file: string,
): Promise<{ file: string; bytes: number }> {
  await mkdir(path.dirname(file), { recursive: true });
  const partial = partialName(file);
  try {
    await database.dump(partial);
    return { file, ...(await sealBackup(partial, file)) };
  } finally {
    await rm(partial, { force: true });
  }
}

/** Where DATA_DIR keeps the embedded database's files (app/db/client.server.ts). */
export function clusterDirOf(dataDir: string): string {
  return path.join(dataDir, "pglite");
}

export interface RestoreResult {
  bytes: number;
  /** Where the database that was replaced (--force) now lies, for the embedded database. */
  replaced?: string;
}

/**
 * Restores an embedded-database backup into DATA_DIR: refused while a server uses DATA_DIR (its
 * lock), and when DATA_DIR already holds a database unless `force`, which keeps that database
 * beside the restored one (`pglite.replaced-…`) rather than deleting it.
 */
export async function restoreEmbedded(
  file: string,
  dataDir: string,
  force: boolean,
  now = new Date(),
): Promise<RestoreResult> {
  const { bytes } = await verifyBackup(file, "pglite");
  await mkdir(dataDir, { recursive: true });
  const release = await lockDataDir(dataDir, () => {});
  try {
    const cluster = clusterDirOf(dataDir);
    if (existsSync(path.join(cluster, "PG_VERSION")) && !force) {
      throw new BackupError(
        `${path.resolve(dataDir)} already holds a database. Restore into an empty DATA_DIR, or add --force to replace it (the current one is kept beside it).`,
      );
    }
    const staging = `${cluster}.restoring`;
    await rm(staging, { recursive: true, force: true });
    const restored = await PGlite.create({
      dataDir: staging,
      loadDataDir: new Blob([await readFile(file)]),
    });
    try {
      await restored.query("select 1");
    } finally {
      await restored.close();
    }
    let replaced: string | undefined;
    if (existsSync(cluster)) {
      replaced = `${cluster}.replaced-${now.toISOString().replace(/[-:.]/g, "")}`;
      await rename(cluster, replaced);
    }
    await rename(staging, cluster);
    return { bytes, replaced };
  } finally {
    await release();
  }
}

/** How many tables the database at `url` holds, outside PostgreSQL's own schemas. */
export async function countTables(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query<{ count: number }>(
      `select count(*)::int as count from information_schema.tables
        where table_schema not in ('pg_catalog', 'information_schema')`,
    );
    return result.rows[0]?.count ?? 0;
  } finally {
    await client.end();
  }
}

/**
 * Restores a `pg_dump` backup into the database at `url`, in one transaction: refused when the
 * database has tables unless `force`, which drops what the backup holds before restoring it.
 */
export async function restorePostgres(
  file: string,
  url: string,
  force: boolean,
): Promise<RestoreResult> {
  const { bytes } = await verifyBackup(file, "postgres");
  if (!force && (await countTables(url)) > 0) {
    throw new BackupError(
      "The database DATABASE_URL names already has tables. Restore into an empty database, or add --force to replace what the backup holds.",
    );
  }
  await pgRestore(url, file, force);
  return { bytes };
}
