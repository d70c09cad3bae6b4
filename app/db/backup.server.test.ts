import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { resourceSubmissions } from "~/db/schema";
import {
  backends,
  MIGRATIONS_FOLDER,
  silentLogger,
  truncateAll,
  workerDatabaseUrl,
} from "../../tests/setup/database";
import { everyRow, everyTable, fillEveryTable } from "../../tests/setup/every-table";
import { VALID_SUBMISSION } from "../../tests/setup/requests";
import { openDatabase, type DatabaseHandle } from "./client.server";
import { BackupError, sealBackup } from "./backup-file.server";
import { restoreEmbedded, restorePostgres, writeBackup } from "./backup.server";
import { inject } from "vitest";

/**
 * The restore drill (docs/decisions/041-backups.md): every table filled, backed up, destroyed,
 * restored, and every row of every table compared, on the embedded database and on PostgreSQL.
 */

interface Target {
  /** Opens the database the backup is restored into (a new DATA_DIR, or the emptied database). */
  open(): Promise<DatabaseHandle>;
  /** Throws away the database that was backed up. */
  destroy(): Promise<void>;
  restore(file: string, force?: boolean): ReturnType<typeof restoreEmbedded>;
}

async function embeddedTarget(dir: string): Promise<{ source: DatabaseHandle; target: Target }> {
  const dataDir = path.join(dir, "data");
  const open = () =>
    openDatabase({ dataDir, migrationsFolder: MIGRATIONS_FOLDER, logger: silentLogger });
  const source = await open();
  return {
    source,
    target: {
      open,
      // Closed first: the server's lock on DATA_DIR stops the process if its folder vanishes.
      destroy: async () => {
        await source.close();
        await rm(dataDir, { recursive: true, force: true });
      },
      restore: (file, force = false) => restoreEmbedded(file, dataDir, force),
    },
  };
}

function postgresTarget(source: DatabaseHandle, url: string): Target {
  return {
    open: () =>
      openDatabase({ databaseUrl: url, migrationsFolder: MIGRATIONS_FOLDER, logger: silentLogger }),
    destroy: async () => {
      await source.db.execute(sql`drop schema public cascade`);
      await source.db.execute(sql`drop schema if exists drizzle cascade`);
      await source.db.execute(sql`create schema public`);
    },
    restore: (file, force = false) => restorePostgres(file, url, force),
  };
}

/** Creating and opening an embedded database takes seconds each, more on a busy machine. */
const SLOW_MS = 180_000;

for (const backend of backends()) {
  describe.skipIf(backend.skip)(`the restore drill on ${backend.name}`, () => {
    let dir: string;
    let source: DatabaseHandle;
    let target: Target;
    let file: string;
    let before: Record<string, string[]>;

    beforeAll(async () => {
      dir = await mkdtemp(path.join(tmpdir(), "steady-ground-drill-"));
      if (backend.name === "PGlite") {
        ({ source, target } = await embeddedTarget(dir));
      } else {
        source = await backend.open();
        target = postgresTarget(source, workerDatabaseUrl(inject("postgres").url!));
      }
      await truncateAll(source.db);
      await fillEveryTable(source.db);
      before = await everyRow(source.db);
      file = path.join(dir, "drill.backup");
      await writeBackup(source, file);
      await target.destroy();
    }, SLOW_MS);
    afterAll(async () => {
      await source?.close();
      await rm(dir, { recursive: true, force: true });
    });

    test(
      "every table was filled before the backup",
      () => {
        const empty = Object.entries(before).filter(([, rows]) => rows.length === 0);
        expect(empty.map(([table]) => table)).toEqual([]);
        expect(Object.keys(before)).toContain("public.curator_photos");
      },
      SLOW_MS,
    );

    test(
      "a damaged or truncated backup is refused, and the target is left as it was",
      async () => {
        const bytes = await readFile(file);
        const damaged = path.join(dir, "damaged.backup");
        const flipped = Buffer.from(bytes);
        const middle = flipped.length >> 1;
        flipped.writeUInt8(flipped[middle]! ^ 0xff, middle);
        await writeFile(damaged, flipped);
        await writeFile(`${damaged}.sha256`, await readFile(`${file}.sha256`));
        await expect(target.restore(damaged)).rejects.toThrow(
          /does not match its SHA-256[\s\S]*damaged or incomplete/,
        );
        const truncated = path.join(dir, "truncated.backup");
        await writeFile(truncated, bytes.subarray(0, bytes.length - 1000));
        await writeFile(`${truncated}.sha256`, await readFile(`${file}.sha256`));
        await expect(target.restore(truncated)).rejects.toThrow(BackupError);
        const untouched = await target.open();
        try {
          // Opening migrates an empty target: its tables are there, with nothing in them.
          expect(await untouched.db.$count(resourceSubmissions)).toBe(0);
        } finally {
          await untouched.close();
        }
      },
      SLOW_MS,
    );

    test(
      "every row of every table comes back, and new rows continue the ids",
      async () => {
        await target.restore(file, true);
        const restored = await target.open();
        try {
          expect(await everyRow(restored.db)).toEqual(before);
          expect(await everyTable(restored.db)).toEqual(Object.keys(before));
          const [row] = await restored.db
            .insert(resourceSubmissions)
            .values(VALID_SUBMISSION)
            .returning({ id: resourceSubmissions.id });
          expect(row!.id).toBe(3);
        } finally {
          await restored.close();
        }
      },
      SLOW_MS,
    );

    test(
      "a target that holds data is refused without --force",
      async () => {
        await expect(target.restore(file)).rejects.toThrow(/already (holds a database|has tables)/);
      },
      SLOW_MS,
    );

    test(
      "a file without its checksum, or of the other database's kind, is refused",
      async () => {
        const bare = path.join(dir, "bare.backup");
        await writeFile(bare, await readFile(file));
        await expect(target.restore(bare)).rejects.toThrow(/\.sha256 is missing/);
        const other = path.join(dir, "other.partial");
        await writeFile(other, backend.name === "PGlite" ? "PGDMP..." : "\x1f\x8b...");
        await sealBackup(other, path.join(dir, "other.backup"));
        await expect(target.restore(path.join(dir, "other.backup"), true)).rejects.toThrow(
          /backup, not one for the database/,
        );
      },
      SLOW_MS,
    );
  });
}
