import { existsSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import { migrate as migratePostgres } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import type { Logger } from "pino";
import { lockDataDir } from "./data-dir-lock.server";
import { listenPostgres } from "./listen.server";
import { PgliteThread } from "./pglite-thread.server";
import { pgDump } from "./pg-tools.server";
import * as schema from "./schema";
import { DATABASE_DEADLINE_MS } from "./unavailable.server";

/**
 * The one module that opens the database: PGlite persisted in DATA_DIR by default, or a
 * PostgreSQL server through `pg` when DATABASE_URL is set. The rest of the code sees only
 * `Database`, which is the same Drizzle API on both.
 */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /** True when the database answers a trivial query within a couple of seconds. */
  ping(): Promise<boolean>;
  /**
   * Calls `onNotify` whenever another connection notifies `channel` (and on each reconnection,
   * when notifications may have been missed). PostgreSQL only: the embedded database has one
   * process, which acts on its own changes directly. Closing the handle stops every listener.
   */
  listen(channel: string, onNotify: () => void): void;
  /**
   * Writes a backup of the whole database into `file`: PGlite's dump of its data directory, or
   * `pg_dump`'s custom format (app/db/backup.server.ts restores either).
   */
  dump(file: string): Promise<void>;
  /** Closes the connection (and releases DATA_DIR's lock); safe to call twice. */
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** A postgres:// URL; when set, the embedded database is not used. */
  databaseUrl?: string;
  /** Folder of the embedded database. Absent: an in-memory database (tests). */
  dataDir?: string;
  /**
   * In memory only: start from this copy of a database (what `dump` writes) rather than from an
   * empty one. Tests start each database from one migrated copy: making PostgreSQL's files from
   * nothing and migrating them took about 5 s per database.
   */
  startFrom?: Uint8Array;
  /** Folder of drizzle-kit's migrations, applied before anything else runs. */
  migrationsFolder: string;
  logger: Pick<Logger, "info" | "warn" | "error">;
}

const PING_TIMEOUT_MS = 2_000;
/** Any constant works: it only keeps two servers from migrating one PostgreSQL at once. */
const MIGRATION_LOCK_KEY = 4_217_001;

function pingWith(db: Database): () => Promise<boolean> {
  return async () => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), PING_TIMEOUT_MS);
    });
    const query = db.execute(sql`select 1`).then(
      () => true,
      () => false,
    );
    const answer = await Promise.race([query, timeout]);
    clearTimeout(timer);
    return answer;
  };
}

function once(action: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | undefined;
  return () => (done ??= action());
}

async function openPostgres(options: OpenDatabaseOptions, url: string): Promise<DatabaseHandle> {
  // A frozen or overloaded server must not hold requests for long: connecting and each statement
  // are bounded (app/db/unavailable.server.ts turns these into 503s).
  const pool = new pg.Pool({
    connectionString: url,
    connectionTimeoutMillis: 5_000,
    statement_timeout: DATABASE_DEADLINE_MS,
    idle_in_transaction_session_timeout: 2 * DATABASE_DEADLINE_MS,
  });
  // An idle connection dropped by the server must not crash the process; the next query reconnects.
  pool.on("error", (error) => options.logger.error({ err: error }, "PostgreSQL connection lost"));
  try {
    const client = await pool.connect();
    try {
      await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
      await migratePostgres(drizzlePostgres(client), {
        migrationsFolder: options.migrationsFolder,
      });
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
      client.release();
    } catch (error) {
      client.release(true); // closing the connection also drops its advisory lock
      throw error;
    }
  } catch (error) {
    await pool.end();
    throw error;
  }
  const db = drizzlePostgres(pool, { schema });
  const listeners: Array<() => Promise<void>> = [];
  return {
    db,
    kind: "postgres",
    ping: pingWith(db),
    listen: (channel, onNotify) => {
      listeners.push(listenPostgres(url, channel, onNotify, options.logger));
    },
    dump: (file) => pgDump(url, file),
    close: once(async () => {
      await Promise.all(listeners.map((stop) => stop()));
      await pool.end();
    }),
  };
}

async function openPglite(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const { dataDir, logger } = options;
  let releaseLock = async () => {};
  let clusterDir: string | undefined;
  if (dataDir) {
    await mkdir(dataDir, { recursive: true });
    releaseLock = await lockDataDir(dataDir, (error) => {
      logger.error(
        { err: error },
        `lost the lock on ${dataDir}: shutting down to protect the data`,
      );
      process.kill(process.pid, "SIGTERM");
    });
    clusterDir = path.join(dataDir, "pglite");
    if (!existsSync(path.join(clusterDir, "PG_VERSION"))) {
      logger.warn(
        { dataDir: path.resolve(dataDir) },
        "creating the embedded database: this first start takes several seconds and a few hundred MB of memory (later starts are quick). For production, set DATABASE_URL.",
      );
    }
  }
  let client: PgliteThread | undefined;
  try {
    // On its own thread, so that queries never hold up page serving (./pglite-thread.server.ts).
    client = await PgliteThread.open(clusterDir, dataDir ? undefined : options.startFrom);
    // The thread offers the part of PGlite's interface that Drizzle's driver uses.
    const db = drizzlePglite(client as unknown as PGlite, { schema });
    await migratePglite(db, { migrationsFolder: options.migrationsFolder });
    const opened = client;
    const close = once(async () => {
      await opened.close();
      await releaseLock();
    });
    const dump = async (file: string) => writeFile(file, await opened.dump());
    return { db, kind: "pglite", ping: pingWith(db), listen: () => {}, dump, close };
  } catch (error) {
    await client?.close().catch(() => {});
    await releaseLock();
    throw error;
  }
}

/** Opens the database named by the options and brings its schema up to date. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const handle = options.databaseUrl
    ? await openPostgres(options, options.databaseUrl)
    : await openPglite(options);
  options.logger.info(
    { database: handle.kind, dataDir: handle.kind === "pglite" ? options.dataDir : undefined },
    "database ready",
  );
  return handle;
}
