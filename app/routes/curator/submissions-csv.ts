import { data } from "react-router";
import { exportSubmissions } from "~/features/curators/exports/exports.server";
import { requireCurator } from "~/features/curators/accounts/guard.server";
import { SubmissionStatusSchema } from "~/domain/submission-status-schema";
import type { Route } from "./+types/submissions-csv";

/** The console's current list (`?status=`, pending by default) as a CSV download. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = await requireCurator(request, context);
  const status = SubmissionStatusSchema.safeParse(
    new URL(request.url).searchParams.get("status") ?? "pending",
  );
  if (!status.success) throw data("Unknown status.", { status: 400 });
  return exportSubmissions(db, status.data);
}
