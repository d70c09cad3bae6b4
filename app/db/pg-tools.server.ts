import { execFile } from "node:child_process";
import { BackupError } from "./backup-file.server";

/**
 * PostgreSQL's own client programs, `pg_dump` and `pg_restore` (custom format), run with the
 * connection of DATABASE_URL. The password goes in the child's environment (PGPASSWORD), not
 * its arguments, which any local user can list.
 */

function connectionOf(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = "";
  return {
    dbname: parsed.toString(),
    env: password ? { ...process.env, PGPASSWORD: password } : process.env,
  };
}

function run(program: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile(program, args, { env, maxBuffer: 16 * 1024 * 1024 }, (error, _stdout, stderr) => {
      if (!error) return resolve();
      const missing = (error as NodeJS.ErrnoException).code === "ENOENT";
      reject(
        new BackupError(
          missing
            ? `${program} was not found: install PostgreSQL's client programs (the same major version as the server or newer).`
            : `${program} failed: ${String(stderr).trim() || error.message}`,
        ),
      );
    });
  });
}

/** Writes the whole database into `file` in pg_dump's custom format. */
export function pgDump(url: string, file: string): Promise<void> {
  const { dbname, env } = connectionOf(url);
  return run("pg_dump", ["--format=custom", `--file=${file}`, `--dbname=${dbname}`], env);
}

/**
 * Restores `file` into the database, all or nothing (one transaction; the first error stops
 * it). `replace`: drops what the backup holds first (the restore's --force).
 */
export function pgRestore(url: string, file: string, replace: boolean): Promise<void> {
  const { dbname, env } = connectionOf(url);
  const args = ["--single-transaction", "--exit-on-error", "--no-owner", "--no-privileges"];
  if (replace) args.push("--clean", "--if-exists");
  return run("pg_restore", [...args, `--dbname=${dbname}`, file], env);
}
