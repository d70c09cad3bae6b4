/**
 * Databases for integration tests: an in-memory PGlite always (started from the migrated copy of
 * ./pglite-template.ts), and the throwaway PostgreSQL of ./postgres.ts when there is one. Each
 * test worker gets its own PostgreSQL database (created on first use), so files running side by
 * side never truncate each other's rows.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { getTableName, is, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { pino } from "pino";
import { inject } from "vitest";
import { openDatabase, type Database, type DatabaseHandle } from "~/db/client.server";
import * as schema from "~/db/schema";

export const MIGRATIONS_FOLDER = path.resolve(import.meta.dirname, "../../drizzle");
export const silentLogger = pino({ level: "silent" });

export interface Backend {
  name: string;
  /** Why this backend cannot run here, or false when it can. */
  skip: string | false;
  /** The database a file works in (on PGlite, the worker's, lent: see `borrowPglite`). */
  open(): Promise<DatabaseHandle>;
  /**
   * A database of the test's own, which `close` really closes: for a test that closes it to see
   * what the server does without one.
   */
  openOwn(): Promise<DatabaseHandle>;
}

function errorCode(error: unknown): string | undefined {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string") return code;
  }
  return undefined;
}

/** The URL of this test worker's own PostgreSQL database (made by the backend's `open`). */
export function workerDatabaseUrl(adminUrl: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/steady_ground_test_${process.env.VITEST_POOL_ID ?? "1"}`;
  return url.toString();
}

async function openWorkerPostgres(adminUrl: string): Promise<DatabaseHandle> {
  const name = `steady_ground_test_${process.env.VITEST_POOL_ID ?? "1"}`;
  const admin = await openDatabase({
    databaseUrl: adminUrl,
    migrationsFolder: MIGRATIONS_FOLDER,
    logger: silentLogger,
  });
  try {
    await admin.db.execute(sql.raw(`create database "${name}"`));
  } catch (error) {
    if (errorCode(error) !== "42P04") throw error; // duplicate_database: made by an earlier file
  } finally {
    await admin.close();
  }
  return openDatabase({
    databaseUrl: workerDatabaseUrl(adminUrl),
    migrationsFolder: MIGRATIONS_FOLDER,
    logger: silentLogger,
  });
}

/**
 * The worker's in-memory PGlite, lent to one file at a time as the worker's PostgreSQL database
 * is. Opening one, even from the migrated copy, costs about 2 s of CPU (PostgreSQL starting in
 * WebAssembly), and the db project's files, which share a worker's modules (vitest.config.ts),
 * opened over forty. Each loan starts as a fresh copy would: the session reset (DISCARD ALL:
 * settings such as read-only, prepared statements, locks) and every table emptied (the migrations
 * add no rows). A database asked for while the worker's is lent, or in a file run alone, is a
 * fresh copy, closed as before.
 */
let workerPglite: { handle: Promise<DatabaseHandle>; lent: boolean } | undefined;

async function openPgliteCopy(): Promise<DatabaseHandle> {
  // From the migrated copy tests/setup/pglite-template.ts wrote; migrating it again finds
  // nothing to do.
  return openDatabase({
    migrationsFolder: MIGRATIONS_FOLDER,
    logger: silentLogger,
    startFrom: await readFile(inject("pgliteTemplate")),
  });
}

async function borrowPglite(): Promise<DatabaseHandle> {
  if (workerPglite?.lent) return openPgliteCopy();
  let loan = workerPglite;
  if (loan) {
    loan.lent = true; // claimed before the first await: an open meanwhile gets a copy
    try {
      const { db } = await loan.handle;
      await db.execute(sql`discard all`);
      await truncateAll(db);
    } catch {
      // Left unusable (a transaction a failed test never ended, say): a fresh copy instead.
      void loan.handle.then((handle) => handle.close()).catch(() => {});
      loan = undefined;
    }
  }
  if (!loan) {
    loan = workerPglite = { handle: openPgliteCopy(), lent: true };
    loan.handle.catch(() => (workerPglite = undefined));
  }
  const handle = await loan.handle;
  const lent = loan;
  let returned = false;
  // Closing gives it back, once; the worker's exit closes it (its thread keeps no process alive).
  return {
    ...handle,
    close: async () => {
      if (returned) return;
      returned = true;
      lent.lent = false;
    },
  };
}

export function backends(): Backend[] {
  const postgres = inject("postgres");
  return [
    {
      name: "PGlite",
      skip: false,
      open: borrowPglite,
      openOwn: openPgliteCopy,
    },
    {
      name: postgres.url ? "PostgreSQL" : `PostgreSQL (skipped: ${postgres.reason})`,
      skip: postgres.url ? false : postgres.reason,
      open: () => openWorkerPostgres(postgres.url!),
      openOwn: () => openWorkerPostgres(postgres.url!),
    },
  ];
}

/** Empties every table of the schema and restarts the ids, between tests. */
export async function truncateAll(db: Database): Promise<void> {
  const tables = (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => sql.identifier(getTableName(table)));
  await db.execute(sql`truncate ${sql.join(tables, sql`, `)} restart identity cascade`);
}
