import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { data, redirect, type RouterContextProvider } from "react-router";
import { BACKUP_NAME, BackupError } from "~/db/backup-file.server";
import { isBackupLate } from "~/features/curators/backups/backups.server";
import { backupsContext } from "~/features/curators/backups/context";
import { logContext } from "~/load-context";

type Context = Readonly<RouterContextProvider>;

const PAGE = "/curator/health";

/** The backup settings, the newest backup and whether it is late (isBackupLate). */
export async function loadHealth(context: Context, url: URL, now = new Date()) {
  const backups = context.get(backupsContext);
  const last = await backups.lastBackup();
  const { dir, everyHours, keep, kind } = backups.settings;
  return {
    database: kind,
    dir,
    everyHours: everyHours ?? null,
    keep,
    last: last ? { name: last.name, bytes: last.bytes, at: last.at.toISOString() } : null,
    late: isBackupLate(last, everyHours, now, backups.startedAt),
    written: url.searchParams.get("backup"),
  };
}

/** Back up now: the file goes into BACKUP_DIR, and the page offers it for download. */
export async function backUpFromForm(context: Context, curator: string) {
  try {
    const backup = await context.get(backupsContext).backUpNow(curator);
    return redirect(`${PAGE}?backup=${encodeURIComponent(backup.name)}`, 303);
  } catch (error) {
    context.get(logContext).error({ err: error }, "Back up now failed");
    const reason = error instanceof BackupError ? ` ${error.message}` : " See the server's log.";
    return data({ message: `The backup could not be written.${reason}` }, { status: 500 });
  }
}

/** A backup in BACKUP_DIR, or its `.sha256`, as a download; 404 for any other name. */
export async function backupDownload(context: Context, name: string): Promise<Response> {
  const backupName = name.endsWith(".sha256") ? name.slice(0, -".sha256".length) : name;
  // Only names the server gives backups: nothing else in (or outside) BACKUP_DIR is served.
  if (!BACKUP_NAME.test(backupName)) throw new Response("Not found", { status: 404 });
  const file = path.join(context.get(backupsContext).settings.dir, name);
  const info = await stat(file).catch(() => null);
  if (!info) throw new Response("Not found", { status: 404 });
  const checksum = name.endsWith(".sha256");
  return new Response(Readable.toWeb(createReadStream(file)) as ReadableStream, {
    headers: {
      "Content-Type": checksum ? "text/plain; charset=utf-8" : "application/octet-stream",
      "Content-Length": String(info.size),
      "Content-Disposition": `attachment; filename="${name}"`,
      "Cache-Control": "no-store",
    },
  });
}
