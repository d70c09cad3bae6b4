import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import express from "express";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, test, vi } from "vitest";
import { restoreEmbedded, restorePostgres, writeBackup } from "~/db/backup.server";
import { openDatabase, type DatabaseHandle } from "~/db/client.server";
import { rowsOf } from "~/db/rows.server";
import { createBackups } from "~/features/curators/backups/backups.server";
import { backends, MIGRATIONS_FOLDER, silentLogger, truncateAll } from "../tests/setup/database";
import { postJson, VALID_SUBMISSION } from "../tests/setup/requests";
import { startTestServer, type TestServer } from "../tests/setup/test-server";
import { BACKUP_ENDPOINT_PATH, backupEndpointHandler } from "./backup-endpoint";

/**
 * A backup taken while submissions pour in through the API (docs/decisions/041-backups.md):
 * restored, it holds every submission answered 201 before the backup began, each row whole, and
 * nothing that was never accepted.
 */

const LANES = 8;
const PER_LANE = 15;

interface Row extends Record<string, unknown> {
  id: number;
  row: string;
}

const everySubmission = (database: DatabaseHandle) =>
  rowsOf<Row>(
    database.db,
    sql`select id, to_jsonb(s)::text as row from resource_submissions s order by id`,
  );

for (const backend of backends()) {
  describe.skipIf(backend.skip)(`a backup under a submission flood on ${backend.name}`, () => {
    let database: DatabaseHandle;
    let server: TestServer;
    let dir: string;
    beforeAll(async () => {
      database = await backend.open();
      await truncateAll(database.db);
      server = await startTestServer(database);
      dir = await mkdtemp(path.join(tmpdir(), "steady-ground-flood-"));
    }, 120_000);
    afterAll(async () => {
      await server?.close();
      await database?.close();
      await rm(dir, { recursive: true, force: true });
    });

    test("restores every submission accepted before it began, whole, and none never accepted", async () => {
      const accepted: Array<{ id: number; at: number }> = [];
      const statuses = new Set<number>();
      let sent = 0;
      const lane = async () => {
        for (let n = 0; n < PER_LANE; n++) {
          const body = { ...VALID_SUBMISSION, resourceTitle: `Flood ${sent++}` };
          const response = await postJson(server.url, "/api/resources/submit", body);
          statuses.add(response.status);
          if (response.status === 201) {
            const { id } = (await response.json()) as { id: number };
            accepted.push({ id, at: performance.now() });
          }
        }
      };
      const flood = Promise.all(Array.from({ length: LANES }, lane));
      await vi.waitFor(() => expect(accepted.length).toBeGreaterThanOrEqual(LANES), {
        timeout: 60_000,
      });
      const startedAt = performance.now();
      const before = accepted.filter((entry) => entry.at < startedAt).map((entry) => entry.id);
      const file = path.join(dir, "flood.backup");
      await writeBackup(database, file);
      await flood;
      // A write that waits on the embedded database's copy longer than the database deadline is
      // told to try again (503), as whenever the database is slow; nothing else goes wrong.
      expect([...statuses].filter((status) => status !== 201 && status !== 503)).toEqual([]);

      let restored: DatabaseHandle;
      if (backend.name === "PGlite") {
        const dataDir = path.join(dir, "restored");
        await restoreEmbedded(file, dataDir, false);
        restored = await openDatabase({
          dataDir,
          migrationsFolder: MIGRATIONS_FOLDER,
          logger: silentLogger,
        });
      } else {
        const name = `steady_ground_flood_${process.env.VITEST_POOL_ID ?? "1"}`;
        await database.db.execute(sql.raw(`drop database if exists "${name}"`));
        await database.db.execute(sql.raw(`create database "${name}"`));
        const url = new URL(inject("postgres").url!);
        url.pathname = `/${name}`;
        await restorePostgres(file, url.toString(), false);
        restored = await openDatabase({
          databaseUrl: url.toString(),
          migrationsFolder: MIGRATIONS_FOLDER,
          logger: silentLogger,
        });
      }
      try {
        const rows = await everySubmission(restored);
        const ids = rows.map((row) => row.id);
        expect(ids).toEqual(expect.arrayContaining(before));
        expect(accepted.map((entry) => entry.id)).toEqual(expect.arrayContaining(ids));
        const source = new Map((await everySubmission(database)).map((row) => [row.id, row.row]));
        for (const row of rows) expect(row.row).toBe(source.get(row.id));
      } finally {
        await restored.close();
      }
    }, 300_000);

    test("the command's endpoint answers only the token, from this machine", async () => {
      const backups = createBackups(
        database,
        { BACKUP_DIR: dir, BACKUP_EVERY_HOURS: undefined, BACKUP_KEEP: 3 },
        silentLogger,
      );
      const app = express().post(BACKUP_ENDPOINT_PATH, backupEndpointHandler("s3cret", backups));
      const listener = app.listen(0, "127.0.0.1");
      await new Promise((resolve) => listener.once("listening", resolve));
      const { port } = listener.address() as { port: number };
      const call = (token: string) =>
        fetch(`http://127.0.0.1:${port}${BACKUP_ENDPOINT_PATH}`, {
          method: "POST",
          headers: { authorization: `Bearer ${token}`, "x-forwarded-for": "127.0.0.1" },
        });
      try {
        expect((await call("wrong!")).status).toBe(404);
        expect((await call("")).status).toBe(404);
        const answer = await call("s3cret");
        expect(answer.status).toBe(200);
        const { file, bytes } = (await answer.json()) as { file: string; bytes: number };
        expect(path.dirname(file)).toBe(dir);
        expect(bytes).toBeGreaterThan(0);
      } finally {
        listener.close();
      }
    }, 120_000);
  });
}
