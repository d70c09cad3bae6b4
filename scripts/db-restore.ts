/**
 * `npm run db:restore -- FILE [--force]`: restores a backup made by `npm run db:backup` (or the
 * console) into the database the server uses (DATA_DIR or DATABASE_URL from the environment).
 * FILE.sha256 is checked first; a target that already holds data is refused unless --force.
 * The embedded database is restored only while no server uses DATA_DIR.
 * docs/decisions/041-backups.md.
 */
import path from "node:path";
import { BackupError } from "../app/db/backup-file.server";
import { restoreEmbedded, restorePostgres } from "../app/db/backup.server";
import { DataDirLockedError } from "../app/db/data-dir-lock.server";
import { getEnv } from "../app/lib/env.server";

const USAGE = "Usage: npm run db:restore -- FILE [--force]";

function argsOf(args: string[]): { file: string; force: boolean } {
  const force = args.includes("--force");
  const files = args.filter((arg) => arg !== "--force");
  if (files.length !== 1 || files[0]!.startsWith("-")) throw new BackupError(USAGE);
  return { file: path.resolve(files[0]!), force };
}

async function main(args: string[]) {
  const env = getEnv();
  const { file, force } = argsOf(args);
  const started = performance.now();
  let where: string;
  let result;
  if (env.DATABASE_URL) {
    result = await restorePostgres(file, env.DATABASE_URL, force);
    where = "the database of DATABASE_URL";
  } else {
    try {
      result = await restoreEmbedded(file, env.DATA_DIR, force);
    } catch (error) {
      if (!(error instanceof DataDirLockedError)) throw error;
      throw new BackupError(
        `A server is using ${path.resolve(env.DATA_DIR)}: stop it before restoring, or restore into another DATA_DIR. Nothing was changed.`,
      );
    }
    where = path.resolve(env.DATA_DIR);
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const lines = [`Restored ${file} (${result.bytes} bytes) into ${where}, in ${seconds} s.`];
  if (result.replaced) lines.push(`The database it replaced is kept in ${result.replaced}.`);
  lines.push("Start the server as usual: it brings the schema up to date if the backup is older.");
  return lines.join("\n");
}

try {
  console.log(await main(process.argv.slice(2)));
} catch (error) {
  console.error(error instanceof BackupError ? error.message : error);
  process.exitCode = 1;
}
