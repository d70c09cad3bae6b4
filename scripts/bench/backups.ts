import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { restoreEmbedded, writeBackup } from "../../app/db/backup.server";
import { openDatabase } from "../../app/db/client.server";

/** A backup and a restore of the bench's own data (README, Backups and restore). */
export interface BackupRow {
  database: "pglite";
  bytes: number;
  backupSeconds: number;
  restoreSeconds: number;
}

const quiet = { info: () => {}, warn: () => {}, error: () => {} };

/** Backs up the embedded database in `dataDir` (no server running), then restores it elsewhere. */
export async function measureBackup(dataDir: string, migrationsFolder: string): Promise<BackupRow> {
  const work = await mkdtemp(path.join(tmpdir(), "steady-ground-bench-backup-"));
  try {
    const file = path.join(work, "bench.tar.gz");
    const database = await openDatabase({ dataDir, migrationsFolder, logger: quiet });
    const started = performance.now();
    let bytes: number;
    try {
      ({ bytes } = await writeBackup(database, file));
    } finally {
      await database.close();
    }
    const backupSeconds = (performance.now() - started) / 1000;
    const restoring = performance.now();
    await restoreEmbedded(file, path.join(work, "restored"), false);
    const restoreSeconds = (performance.now() - restoring) / 1000;
    return { database: "pglite", bytes, backupSeconds, restoreSeconds };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
