import { data, redirect, type AppLoadContext } from "react-router";
import type { Database } from "~/db/client.server";
import { getAllResources, getResourceById } from "~/features/directory/catalogue.server";
import { latestResults } from "~/features/curators/links/link-results.server";
import { needsReview } from "~/features/curators/needs-review/queue";
import { latestConfirmations, recordReview } from "~/features/curators/needs-review/reviews.server";
import { closeReportsOf, openReportCounts } from "~/features/reports/reports.server";

/** The needs-review queue (app/features/curators/needs-review/queue.ts) for every listed resource. */
export async function loadQueue(db: Database, context: AppLoadContext, url: URL) {
  const resources = getAllResources();
  const [confirmations, openReports, links] = await Promise.all([
    latestConfirmations(db),
    openReportCounts(db),
    latestResults(
      db,
      (context.linkTargets?.() ?? []).map((target) => target.resourceId),
    ),
  ]);
  const queue = needsReview({
    resources,
    confirmations,
    openReports,
    links: new Map(links.map((link) => [link.resourceId, link])),
    now: new Date(),
  });
  const confirmedId = url.searchParams.get("confirmed");
  const confirmed = confirmedId ? (getResourceById(confirmedId)?.title ?? null) : null;
  return { queue, total: resources.length, confirmed };
}

/**
 * "Confirm reviewed": records the review and closes the resource's open reports together, so
 * that it leaves the queue until it is due again or something new comes up.
 */
export async function confirmFromForm(db: Database, request: Request, curator: string) {
  const form = await request.formData();
  const resourceId = form.get("resourceId");
  const resource = typeof resourceId === "string" ? getResourceById(resourceId) : undefined;
  if (!resource) return data({ message: "That resource is no longer listed." }, { status: 404 });
  await db.transaction(async (tx) => {
    await recordReview(tx, resource.id, curator);
    await closeReportsOf(tx, [resource.id], curator);
  });
  return redirect(`/curator/needs-review?confirmed=${encodeURIComponent(resource.id)}`, 303);
}
