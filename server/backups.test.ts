import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { sha256Of } from "~/db/backup-file.server";
import { auditLog, limitCounters } from "~/db/schema";
import { backends, silentLogger } from "../tests/setup/database";
import {
  createBackups,
  isBackupLate,
  NO_BACKUP_GRACE_MS,
} from "~/features/curators/backups/backups.server";

const HOUR = 60 * 60 * 1000;

describe("isBackupLate", () => {
  const now = new Date("2026-11-28T12:00:00Z");
  const ago = (ms: number) => ({ at: new Date(now.getTime() - ms) });
  const startedAt = ago(1000 * HOUR).at;

  test("is late past twice the period, not at it", () => {
    expect(isBackupLate(ago(48 * HOUR), 24, now, startedAt)).toBe(false);
    expect(isBackupLate(ago(48 * HOUR + 1), 24, now, startedAt)).toBe(true);
  });

  test("is late with no backup at all only when a schedule is set", () => {
    expect(isBackupLate(null, 24, now, startedAt)).toBe(true);
    expect(isBackupLate(null, undefined, now, startedAt)).toBe(false);
    expect(isBackupLate(ago(1000 * HOUR), undefined, now, startedAt)).toBe(false);
  });

  test("with no backup at all, is late only past the grace after start-up, not at it", () => {
    expect(NO_BACKUP_GRACE_MS).toBe(11 * 60 * 1000);
    expect(isBackupLate(null, 1, now, ago(NO_BACKUP_GRACE_MS).at)).toBe(false);
    expect(isBackupLate(null, 1, now, ago(NO_BACKUP_GRACE_MS + 1).at)).toBe(true);
  });
});

const [pglite] = backends();

describe("backups in BACKUP_DIR", () => {
  let database: DatabaseHandle;
  let dir: string;
  beforeAll(async () => {
    database = await pglite!.open();
  }, 120_000);
  afterAll(() => database?.close());
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "steady-ground-backups-"));
    await database.db.delete(auditLog);
    await database.db.delete(limitCounters);
    return () => rm(dir, { recursive: true, force: true });
  });

  const backupsOf = (env: { everyHours?: number; keep?: number }, handle = database) =>
    createBackups(
      handle,
      { BACKUP_DIR: dir, BACKUP_EVERY_HOURS: env.everyHours, BACKUP_KEEP: env.keep ?? 14 },
      silentLogger,
    );

  test("Back up now writes the file and its SHA-256, audited, and it is the last backup", async () => {
    const backups = backupsOf({});
    const taken = await backups.backUpNow("ana");
    const file = path.join(dir, taken.name);
    expect(taken.name).toMatch(/^steady-ground-\d{8}-\d{6}\.tar\.gz$/);
    expect(await readFile(`${file}.sha256`, "utf8")).toBe(
      `${await sha256Of(file)}  ${taken.name}\n`,
    );
    expect(await backups.lastBackup()).toMatchObject({ name: taken.name, bytes: taken.bytes });
    const [entry] = await database.db.select().from(auditLog);
    expect(entry).toMatchObject({
      curator: "ana",
      action: "backup",
      target: `backup:${taken.name}`,
    });
  }, 60_000);

  test("keeps the newest BACKUP_KEEP backups and deletes the rest with their checksums", async () => {
    const backups = backupsOf({ keep: 2 });
    const names = [];
    for (let n = 0; n < 3; n++) names.push((await backups.backUpNow("ana")).name);
    expect((await readdir(dir)).sort()).toEqual(
      [names[1]!, `${names[1]}.sha256`, names[2]!, `${names[2]}.sha256`].sort(),
    );
    expect((await backups.lastBackup())?.name).toBe(names[2]);
  }, 60_000);

  test("one scheduled backup per period across processes sharing the database", async () => {
    const first = backupsOf({ everyHours: 24 });
    const second = backupsOf({ everyHours: 24 });
    const turns = await Promise.all([
      first.takeScheduledTurn(),
      second.takeScheduledTurn(),
      first.takeScheduledTurn(),
      second.takeScheduledTurn(),
    ]);
    expect(turns.filter(Boolean)).toHaveLength(1);
    expect((await readdir(dir)).filter((name) => name.endsWith(".tar.gz"))).toHaveLength(1);
  }, 60_000);

  test("a failed scheduled backup gives its turn back", async () => {
    let fail = true;
    const flaky: DatabaseHandle = {
      ...database,
      dump: async (file) => {
        if (fail) throw new Error("disk full");
        return database.dump(file);
      },
    };
    const backups = backupsOf({ everyHours: 1 }, flaky);
    await expect(backups.takeScheduledTurn()).rejects.toThrow("disk full");
    fail = false;
    expect(await backups.takeScheduledTurn()).toBe(true);
    expect(await backups.takeScheduledTurn()).toBe(false);
  }, 60_000);

  test("no schedule without BACKUP_EVERY_HOURS", async () => {
    expect(await backupsOf({}).takeScheduledTurn()).toBe(false);
    expect(await readdir(dir)).toEqual([]);
  });
});
