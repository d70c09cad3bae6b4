/**
 * Vitest globalSetup: a throwaway PostgreSQL for the tests that run on both databases.
 *
 * - TEST_DATABASE_URL set: that server is used (its database, and one database per test worker
 *   created beside it, are wiped by the tests: never point it at data you want to keep).
 *   DATABASE_URL is deliberately ignored, so a developer's own database is never truncated.
 * - Otherwise, when initdb and pg_ctl are on PATH: a temporary cluster on a free port, owned by
 *   an unprivileged user (PostgreSQL refuses to run as root), stopped and deleted afterwards.
 * - Otherwise the PostgreSQL variants are skipped, and the reason is printed and put in their names.
 *
 * The `db` and `processes` projects share one cluster (./shared-setup.ts); each worker makes its
 * own database in it (./database.ts).
 */
import { execFileSync, spawnSync } from "node:child_process";
import { chownSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import getPort from "get-port";
import type { TestProject } from "vitest/node";
import { sharedAcrossProjects } from "./shared-setup";

export interface PostgresForTests {
  /** Connection URL of a database the tests may migrate and wipe, or null when there is none. */
  url: string | null;
  /** Why there is none. */
  reason: string;
}

declare module "vitest" {
  export interface ProvidedContext {
    postgres: PostgresForTests;
  }
}

const OWNER = "postgres";

export function onPath(binary: string): boolean {
  return spawnSync("sh", ["-c", `command -v ${binary}`], { stdio: "ignore" }).status === 0;
}

/** Runs a PostgreSQL binary, as the unprivileged owner when we are root. */
function run(binary: string, args: string[]): void {
  const asRoot = process.getuid?.() === 0;
  const [command, commandArgs] = asRoot
    ? ["runuser", ["-u", OWNER, "--", binary, ...args]]
    : [binary, args];
  execFileSync(command, commandArgs, { stdio: "pipe" });
}

/**
 * A temporary PostgreSQL cluster on a free port (also used by the browser test that runs two
 * server processes on one database: tests/e2e/reviews-across-processes.spec.ts).
 */
export async function startCluster(): Promise<{ url: string; stop: () => void }> {
  const asRoot = process.getuid?.() === 0;
  if (asRoot && spawnSync("id", ["-u", OWNER], { stdio: "ignore" }).status !== 0) {
    execFileSync("useradd", ["--system", "--no-create-home", OWNER], { stdio: "pipe" });
  }
  const dir = mkdtempSync(path.join(tmpdir(), "steady-ground-pg-"));
  if (asRoot) {
    const uid = Number(execFileSync("id", ["-u", OWNER]).toString());
    const gid = Number(execFileSync("id", ["-g", OWNER]).toString());
    chownSync(dir, uid, gid);
  }
  const dataDir = path.join(dir, "data");
  const port = await getPort({ host: "127.0.0.1" });
  run("initdb", ["-D", dataDir, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync"]);
  // Durability settings are off: this cluster lives for one test run.
  const serverOptions = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  run("pg_ctl", [
    "-D",
    dataDir,
    "-l",
    path.join(dir, "server.log"),
    "-w",
    "-o",
    serverOptions,
    "start",
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      try {
        run("pg_ctl", ["-D", dataDir, "-m", "immediate", "-w", "stop"]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

export default async function setup(project: TestProject) {
  const { value, release } = await sharedAcrossProjects("postgres", provision);
  project.provide("postgres", value);
  return release;
}

async function provision(): Promise<{ value: PostgresForTests; stop: () => void }> {
  const none = () => {};
  const explicit = process.env.TEST_DATABASE_URL;
  if (explicit) return { value: { url: explicit, reason: "" }, stop: none };
  const missing = ["initdb", "pg_ctl"].filter((binary) => !onPath(binary));
  if (missing.length > 0) {
    const reason = `${missing.join(" and ")} not on PATH and TEST_DATABASE_URL not set`;
    console.warn(`PostgreSQL tests skipped: ${reason}`);
    return { value: { url: null, reason }, stop: none };
  }
  try {
    const cluster = await startCluster();
    return { value: { url: cluster.url, reason: "" }, stop: cluster.stop };
  } catch (error) {
    const detail = (error as { stderr?: Buffer }).stderr?.toString().trim() || String(error);
    const reason = `a temporary PostgreSQL could not be started (${detail.split("\n")[0]})`;
    console.warn(`PostgreSQL tests skipped: ${reason}`);
    return { value: { url: null, reason }, stop: none };
  }
}
