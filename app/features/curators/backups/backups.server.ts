import { stat } from "node:fs/promises";
import path from "node:path";
import type { Logger } from "pino";
import { auditLog } from "~/db/schema";
import { listBackups, newBackupPath, pruneBackups, type BackupKind } from "~/db/backup-file.server";
import { writeBackup } from "~/db/backup.server";
import type { DatabaseHandle } from "~/db/client.server";
import { refundHit, takeHit } from "~/db/limits.server";
import type { Env } from "~/lib/env.server";

/**
 * The backups of this server process (docs/decisions/041-backups.md): the console's Back up
 * now, the endpoint `npm run db:backup` uses while the server holds DATA_DIR, and a backup every
 * BACKUP_EVERY_HOURS, taken by whichever process takes the period's turn first (a database limit
 * of one per period, as the link monitor's schedule does), so several processes back up once.
 */

/** The scheduled turn is asked for this often, so a restart never skips a period for long. */
const TURN_POLL_MS = 10 * 60 * 1000;
/** A turn's window ends this much before the period does, so that polling never drifts a period. */
const TURN_SLACK_MS = 60 * 1000;
/** The first scheduled turn is asked this soon after start-up. */
const FIRST_TURN_MS = 60 * 1000;
/**
 * With no backup at all, the console's red notice waits this long after start-up (the first
 * turn, then one more ask): a fresh or newly restored server is not late before it could back up.
 */
export const NO_BACKUP_GRACE_MS = FIRST_TURN_MS + TURN_POLL_MS;

export interface BackupInfo {
  name: string;
  bytes: number;
  at: Date;
}

export interface BackupSettings {
  dir: string;
  everyHours: number | undefined;
  keep: number;
  kind: BackupKind;
}

export interface Backups {
  settings: BackupSettings;
  /** When this process's backups began (its start-up): the schedule counts from it. */
  startedAt: Date;
  /** Writes a backup into BACKUP_DIR now, audited as done by `by`; keeps the newest BACKUP_KEEP. */
  backUpNow(by: string): Promise<BackupInfo>;
  /** The newest backup in BACKUP_DIR, or null. */
  lastBackup(): Promise<BackupInfo | null>;
  /**
   * Asks for this period's turn (one per BACKUP_EVERY_HOURS across every process sharing the
   * database) and, when it is ours, backs up; answers whether it did.
   */
  takeScheduledTurn(): Promise<boolean>;
  /** Starts the schedule (when BACKUP_EVERY_HOURS is set); answers how to stop it. */
  schedule(options?: { pollMs?: number; firstMs?: number }): () => void;
}

/**
 * Whether the newest backup is older than twice the period (the console's red notice); with none
 * at all, whether NO_BACKUP_GRACE_MS have passed since `startedAt` without one.
 */
export function isBackupLate(
  last: Pick<BackupInfo, "at"> | null,
  everyHours: number | undefined,
  now: Date,
  startedAt: Date,
): boolean {
  if (!everyHours) return false;
  if (!last) return now.getTime() - startedAt.getTime() > NO_BACKUP_GRACE_MS;
  return now.getTime() - last.at.getTime() > 2 * everyHours * 60 * 60 * 1000;
}

export function createBackups(
  database: DatabaseHandle,
  env: Pick<Env, "BACKUP_DIR" | "BACKUP_EVERY_HOURS" | "BACKUP_KEEP">,
  logger: Pick<Logger, "info" | "warn">,
  startedAt = new Date(),
): Backups {
  const settings: BackupSettings = {
    dir: path.resolve(env.BACKUP_DIR),
    everyHours: env.BACKUP_EVERY_HOURS,
    keep: env.BACKUP_KEEP,
    kind: database.kind,
  };
  // One backup at a time in this process: a second request waits for the first's file.
  let running: Promise<BackupInfo> | null = null;

  async function take(by: string): Promise<BackupInfo> {
    const started = Date.now();
    const target = await newBackupPath(settings.dir, settings.kind, new Date());
    const { bytes } = await writeBackup(database, target);
    const name = path.basename(target);
    await database.db.insert(auditLog).values({
      curator: by,
      action: "backup",
      target: `backup:${name}`,
      detail: `${bytes} bytes`,
    });
    const pruned = await pruneBackups(settings.dir, settings.keep);
    logger.info({ file: target, bytes, ms: Date.now() - started, pruned }, "backup written");
    return { name, bytes, at: new Date() };
  }

  const backUpNow = (by: string) => {
    running ??= take(by).finally(() => {
      running = null;
    });
    return running;
  };

  const turnKey = "backups:scheduled";
  // A failed backup gives its turn back, so that the next poll (here or elsewhere) tries again.
  async function takeScheduledTurn(): Promise<boolean> {
    if (!settings.everyHours) return false;
    const windowMs = settings.everyHours * 60 * 60 * 1000 - TURN_SLACK_MS;
    if (!(await takeHit(database.db, turnKey, 1, windowMs)).ok) return false;
    await backUpNow("scheduled").catch(async (error: unknown) => {
      await refundHit(database.db, turnKey);
      throw error;
    });
    return true;
  }

  return {
    settings,
    startedAt,
    backUpNow,
    async lastBackup() {
      const [name] = await listBackups(settings.dir);
      if (!name) return null;
      const info = await stat(path.join(settings.dir, name)).catch(() => null);
      return info ? { name, bytes: info.size, at: info.mtime } : null;
    },
    takeScheduledTurn,
    schedule({ pollMs = TURN_POLL_MS, firstMs = FIRST_TURN_MS } = {}) {
      if (!settings.everyHours) return () => {};
      const tryTurn = () => {
        takeScheduledTurn().catch((error: unknown) =>
          logger.warn({ err: error }, "the scheduled backup failed"),
        );
      };
      const first = setTimeout(tryTurn, firstMs);
      const timer = setInterval(tryTurn, pollMs);
      first.unref();
      timer.unref();
      return () => {
        clearTimeout(first);
        clearInterval(timer);
      };
    },
  };
}
