/**
 * `npm run db:backup [-- --out FILE]`: one backup file of the database the server uses (DATA_DIR
 * or DATABASE_URL from the environment), with FILE.sha256 beside it; prints its path and size.
 * By default the file goes into BACKUP_DIR. The embedded database is read only by the server
 * that holds DATA_DIR: while one runs, this asks it for the backup (server/backup-endpoint.ts);
 * otherwise it opens the database itself. docs/decisions/041-backups.md.
 */
import { existsSync } from "node:fs";
import { copyFile, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import {
  BackupError,
  newBackupPath,
  partialName,
  sealBackup,
  sha256Of,
} from "../app/db/backup-file.server";
import { clusterDirOf, writeBackup } from "../app/db/backup.server";
import { DataDirLockedError, lockDataDir } from "../app/db/data-dir-lock.server";
import { PgliteThread } from "../app/db/pglite-thread.server";
import { pgDump } from "../app/db/pg-tools.server";
import { getEnv } from "../app/lib/env.server";
import {
  BACKUP_ENDPOINT_PATH,
  BackupAnswerSchema,
  backupEndpointFile,
  parseBackupEndpoint,
} from "../server/backup-endpoint";

const USAGE = "Usage: npm run db:backup [-- --out FILE]";

function outOf(args: string[]): string | undefined {
  if (args.length === 0) return undefined;
  if (args.length === 2 && args[0] === "--out" && args[1]) return path.resolve(args[1]);
  throw new BackupError(USAGE);
}

/** The embedded database, read by this process: only while no server holds DATA_DIR. */
async function backUpStopped(dataDir: string, file: string) {
  const cluster = clusterDirOf(dataDir);
  if (!existsSync(path.join(cluster, "PG_VERSION"))) {
    throw new BackupError(`There is no database in ${path.resolve(dataDir)} to back up.`);
  }
  const release = await lockDataDir(dataDir, () => {});
  try {
    const thread = await PgliteThread.open(cluster);
    try {
      return await writeBackup({ dump: async (to) => writeFile(to, await thread.dump()) }, file);
    } finally {
      await thread.close();
    }
  } finally {
    await release();
  }
}

/** The running server takes the backup into its BACKUP_DIR; `out` gets a copy. */
async function backUpThroughServer(dataDir: string, out: string | undefined) {
  const endpoint = parseBackupEndpoint(
    await readFile(backupEndpointFile(dataDir), "utf8").catch(() => ""),
  );
  if (!endpoint) {
    throw new BackupError(
      `A server is using ${path.resolve(dataDir)} but left no way to ask it for a backup. Use the console's Back up now (Health), or stop the server and run this again.`,
    );
  }
  const response = await fetch(`http://127.0.0.1:${endpoint.port}${BACKUP_ENDPOINT_PATH}`, {
    method: "POST",
    headers: { authorization: `Bearer ${endpoint.token}` },
  }).catch(() => undefined);
  if (!response?.ok) {
    throw new BackupError(
      `The server using ${path.resolve(dataDir)} did not take the backup (${response?.status ?? "no answer"}). Use the console's Back up now (Health), or stop the server and run this again.`,
    );
  }
  const taken = BackupAnswerSchema.parse(await response.json());
  if (!out) return taken;
  const partial = partialName(out);
  await copyFile(taken.file, partial);
  const expected = (await readFile(`${taken.file}.sha256`, "utf8")).split(/\s+/)[0];
  if ((await sha256Of(partial)) !== expected) {
    await rm(partial, { force: true });
    throw new BackupError(
      `The copy of ${taken.file} to ${out} differs from it; nothing was written.`,
    );
  }
  return { file: out, ...(await sealBackup(partial, out)) };
}

async function main(args: string[]) {
  const env = getEnv();
  const out = outOf(args);
  const started = performance.now();
  const kind = env.DATABASE_URL ? "postgres" : "pglite";
  const target = out ?? (await newBackupPath(env.BACKUP_DIR, kind, new Date()));
  let result: { file: string; bytes: number };
  if (env.DATABASE_URL) {
    const url = env.DATABASE_URL;
    result = await writeBackup({ dump: (to) => pgDump(url, to) }, target);
  } else {
    try {
      result = await backUpStopped(env.DATA_DIR, target);
    } catch (error) {
      if (!(error instanceof DataDirLockedError)) throw error;
      result = await backUpThroughServer(env.DATA_DIR, out);
    }
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  return `Backup written: ${result.file} (${result.bytes} bytes, in ${seconds} s)\nChecksum: ${result.file}.sha256`;
}

try {
  console.log(await main(process.argv.slice(2)));
} catch (error) {
  console.error(error instanceof BackupError ? error.message : error);
  process.exitCode = 1;
}
