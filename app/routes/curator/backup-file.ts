import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { BACKUP_NAME } from "~/db/backup-file.server";
import { requireCurator } from "~/features/curators/accounts/guard.server";
import { backupsContext } from "~/load-context";
import type { Route } from "./+types/backup-file";

/** A backup in BACKUP_DIR, or its `.sha256`, as a download for a signed-in curator. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireCurator(request, context);
  const name = params.name;
  const backupName = name.endsWith(".sha256") ? name.slice(0, -".sha256".length) : name;
  // Only names the server gives backups: nothing else in (or outside) BACKUP_DIR is served.
  if (!BACKUP_NAME.test(backupName)) throw new Response("Not found", { status: 404 });
  const file = path.join(context.get(backupsContext).settings.dir, name);
  const info = await stat(file).catch(() => null);
  if (!info) throw new Response("Not found", { status: 404 });
  return new Response(Readable.toWeb(createReadStream(file)) as ReadableStream, {
    headers: {
      "Content-Type": name.endsWith(".sha256")
        ? "text/plain; charset=utf-8"
        : "application/octet-stream",
      "Content-Length": String(info.size),
      "Content-Disposition": `attachment; filename="${name}"`,
      "Cache-Control": "no-store",
    },
  });
}
