import { exportSubscribers } from "~/features/curators/exports/exports.server";
import { requireCurator } from "~/features/curators/accounts/guard.server";
import type { Route } from "./+types/newsletter-csv";

/** Every newsletter address as a CSV download. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = await requireCurator(request, context);
  return exportSubscribers(db);
}
