import { data, redirect, type RouterContextProvider } from "react-router";
import type { Database } from "~/db/client.server";
import { getAllResources, getResourceById } from "~/features/directory/catalogue.server";
import { editResource } from "~/features/curators/catalogue/curation.server";
import { latestResults } from "~/features/curators/links/link-results.server";
import { needsReview } from "~/features/curators/needs-review/queue";
import { latestConfirmations, recordReview } from "~/features/curators/needs-review/reviews.server";
import { closeReportsOf, openReportCounts } from "~/features/reports/reports.server";
import { curatorRegistry } from "~/domain/helplines/store.server";
import { linesDue } from "~/features/curators/helplines/due";
import { isoDay } from "~/lib/dates";
import { linkTargetsContext } from "~/load-context";

/** The needs-review queue (app/features/curators/needs-review/queue.ts) for every listed resource. */
export async function loadQueue(db: Database, context: Readonly<RouterContextProvider>, url: URL) {
  const resources = getAllResources();
  const now = new Date();
  const [confirmations, openReports, links, helplines] = await Promise.all([
    latestConfirmations(db),
    openReportCounts(db),
    latestResults(
      db,
      context
        .get(linkTargetsContext)()
        .map((target) => target.resourceId),
    ),
    curatorRegistry(db),
  ]);
  const queue = needsReview({
    resources,
    confirmations,
    openReports,
    links: new Map(links.map((link) => [link.resourceId, link])),
    now,
  });
  const confirmedId = url.searchParams.get("confirmed");
  const confirmed = confirmedId ? (getResourceById(confirmedId)?.title ?? null) : null;
  // The crisis lines due for a check (6 months) or overdue (12).
  return { queue, total: resources.length, confirmed, lines: linesDue(helplines, now) };
}

/**
 * "Confirm reviewed": sets the entry's `lastReviewed` to today (an edit like any other, so its
 * page shows the new date at once), records the review and closes the resource's open reports,
 * all in one transaction, so that it leaves the queue until it is due again or something new
 * comes up.
 */
export async function confirmFromForm(
  db: Database,
  request: Request,
  curator: string,
  catalogueChanged: () => Promise<void>,
) {
  const form = await request.formData();
  const resourceId = form.get("resourceId");
  const resource = typeof resourceId === "string" ? getResourceById(resourceId) : undefined;
  if (!resource) return data({ message: "That resource is no longer listed." }, { status: 404 });
  const now = new Date();
  const outcome = await editResource(db, resource.id, { lastReviewed: isoDay(now) }, curator, {
    action: "confirm-reviewed",
    alongside: async (tx) => {
      await recordReview(tx, resource.id, curator, now);
      await closeReportsOf(tx, [resource.id], curator);
    },
  });
  if (!outcome.ok) return data({ message: outcome.message }, { status: outcome.status });
  await catalogueChanged();
  return redirect(`/curator/needs-review?confirmed=${encodeURIComponent(resource.id)}`, 303);
}
