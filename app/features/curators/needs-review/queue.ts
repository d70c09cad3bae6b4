import { FAILING_LINK_STATUSES, LINK_STATUSES, type LinkStatus } from "~/domain/link-status";
import { nextReviewOn, type ReviewKind } from "~/domain/reviews";
import { isoDay } from "~/lib/dates";

/** How many never-reviewed entries the queue shows at a time. */
export const NEVER_REVIEWED_PAGE_SIZE = 10;

/** Something a curator can review: a catalogue entry or an article. */
export interface QueueSubject {
  kind: ReviewKind;
  id: string;
  title: string;
}

export interface QueueInput {
  /**
   * Everything reviewable, in the order visitors meet it (the route puts the articles first,
   * then the catalogue, whose first entries are the home page's): never-reviewed entries keep it.
   */
  subjects: readonly QueueSubject[];
  /** Each subject's newest stated review, by `kind:id` (./reviews.server.ts, `latestReviews`). */
  reviews: ReadonlyMap<string, Date>;
  /** Open reports, by resource id. */
  openReports: ReadonlyMap<string, number>;
  /** The link monitor's latest result, by resource id. */
  links: ReadonlyMap<string, { status: LinkStatus; checkedAt: string; failures: number }>;
  now: Date;
}

export interface QueueEntry extends QueueSubject {
  /** The day of its last stated review, or null when no curator with a profile has reviewed it. */
  lastReviewed: string | null;
  /** Why it is here, worst first: failing link, open reports, due for review, never reviewed. */
  reasons: {
    linkStatus?: LinkStatus;
    linkFailures?: number;
    openReports?: number;
    due?: true;
    never?: true;
  };
}

export interface Queue {
  /**
   * Entries that need a look now: a failing link (in a check newer than the last review), open
   * reports, or a review REVIEW_AFTER_MONTHS old. Failing links first, then reports, then the
   * longest unreviewed.
   */
  attention: QueueEntry[];
  /** Everything else no curator has reviewed yet, in the order of `subjects`. */
  neverReviewed: QueueEntry[];
}

export function needsReview(input: QueueInput): Queue {
  const today = isoDay(input.now);
  const attention: QueueEntry[] = [];
  const neverReviewed: QueueEntry[] = [];
  for (const subject of input.subjects) {
    const reviewed = input.reviews.get(`${subject.kind}:${subject.id}`);
    const lastReviewed = reviewed ? isoDay(reviewed) : null;
    const isResource = subject.kind === "resource";
    const link = isResource ? input.links.get(subject.id) : undefined;
    const linkFails =
      link &&
      FAILING_LINK_STATUSES.has(link.status) &&
      (!reviewed || Date.parse(link.checkedAt) > reviewed.getTime());
    const openReports = (isResource && input.openReports.get(subject.id)) || 0;
    const due = lastReviewed !== null && nextReviewOn(lastReviewed) <= today;
    const entry: QueueEntry = {
      ...subject,
      lastReviewed,
      reasons: {
        ...(linkFails ? { linkStatus: link.status, linkFailures: link.failures } : {}),
        ...(openReports > 0 ? { openReports } : {}),
        ...(due ? { due: true } : {}),
        ...(lastReviewed === null ? { never: true } : {}),
      },
    };
    if (linkFails || openReports > 0 || due) attention.push(entry);
    else if (lastReviewed === null) neverReviewed.push(entry);
  }
  // Broken before unreachable before moved (their order in LINK_STATUSES), then reports.
  const linkRank = (entry: QueueEntry) =>
    entry.reasons.linkStatus
      ? LINK_STATUSES.indexOf(entry.reasons.linkStatus)
      : LINK_STATUSES.length;
  attention.sort(
    (a, b) =>
      linkRank(a) - linkRank(b) ||
      (b.reasons.openReports ? 1 : 0) - (a.reasons.openReports ? 1 : 0) ||
      (a.lastReviewed ?? "").localeCompare(b.lastReviewed ?? "") ||
      a.id.localeCompare(b.id),
  );
  return { attention, neverReviewed };
}
