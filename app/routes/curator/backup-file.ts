import { requireCurator } from "~/features/curators/accounts/guard.server";
import type { Route } from "./+types/backup-file";
import { backupDownload } from "./health.server";

/** A backup in BACKUP_DIR, or its `.sha256`, as a download for a signed-in curator. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireCurator(request, context);
  return backupDownload(context, params.name);
}
