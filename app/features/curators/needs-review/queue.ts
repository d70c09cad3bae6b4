import { FAILING_LINK_STATUSES, LINK_STATUSES, type LinkStatus } from "~/domain/link-status";
import { isoDay } from "~/lib/dates";

/** An entry is due for another look this long after it was last reviewed. */
export const REVIEW_AFTER_MONTHS = 12;

/**
 * A resource's effective "last reviewed" date (YYYY-MM-DD): the later of its catalogue entry's
 * and the newest confirmation recorded in the console.
 */
export function effectiveLastReviewed(entryDate: string, confirmedAt?: Date): string {
  const confirmed = confirmedAt && isoDay(confirmedAt);
  return confirmed && confirmed > entryDate ? confirmed : entryDate;
}

/** The first day on which a review made on `date` (YYYY-MM-DD) is due again. */
function dueFrom(date: string): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const due = new Date(Date.UTC(year, month - 1 + REVIEW_AFTER_MONTHS, day));
  return isoDay(due);
}

export interface QueueInput {
  resources: readonly { id: string; title: string; lastReviewed: string }[];
  confirmations: ReadonlyMap<string, Date>;
  openReports: ReadonlyMap<string, number>;
  links: ReadonlyMap<string, { status: LinkStatus; checkedAt: string; failures: number }>;
  now: Date;
}

export interface QueueEntry {
  id: string;
  title: string;
  lastReviewed: string;
  /** Why it is here, worst first: failing link, open reports, due for review. */
  reasons: { linkStatus?: LinkStatus; linkFailures?: number; openReports?: number; due?: true };
}

/**
 * The needs-review queue: entries not reviewed for REVIEW_AFTER_MONTHS, with open reports, or
 * whose link fails (broken, unreachable or moved) in a check newer than the last confirmation.
 * Failing links first, then reports, then the longest unreviewed.
 */
export function needsReview(input: QueueInput): QueueEntry[] {
  const today = isoDay(input.now);
  const entries: QueueEntry[] = [];
  for (const resource of input.resources) {
    const confirmed = input.confirmations.get(resource.id);
    const lastReviewed = effectiveLastReviewed(resource.lastReviewed, confirmed);
    const link = input.links.get(resource.id);
    const linkFails =
      link &&
      FAILING_LINK_STATUSES.has(link.status) &&
      (!confirmed || Date.parse(link.checkedAt) > confirmed.getTime());
    const openReports = input.openReports.get(resource.id) ?? 0;
    const due = dueFrom(lastReviewed) <= today;
    if (!linkFails && openReports === 0 && !due) continue;
    entries.push({
      id: resource.id,
      title: resource.title,
      lastReviewed,
      reasons: {
        ...(linkFails ? { linkStatus: link.status, linkFailures: link.failures } : {}),
        ...(openReports > 0 ? { openReports } : {}),
        ...(due ? { due: true } : {}),
      },
    });
  }
  // Broken before unreachable before moved (their order in LINK_STATUSES), then reports.
  const linkRank = (entry: QueueEntry) =>
    entry.reasons.linkStatus
      ? LINK_STATUSES.indexOf(entry.reasons.linkStatus)
      : LINK_STATUSES.length;
  return entries.sort(
    (a, b) =>
      linkRank(a) - linkRank(b) ||
      (b.reasons.openReports ? 1 : 0) - (a.reasons.openReports ? 1 : 0) ||
      a.lastReviewed.localeCompare(b.lastReviewed) ||
      a.id.localeCompare(b.id),
  );
}
