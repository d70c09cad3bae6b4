/**
 * The values the database's check constraints allow (app/db/schema.ts), kept here at the bottom
 * of the layers so the schema reads them without importing upwards. Each list's labels and rules
 * live with the code that uses them in app/domain/ (submission-status.ts, link-status.ts,
 * report-reasons.ts, submitter-relation.ts), which re-export the list. To add a value, add it
 * here, then `npm run db:generate` widens the constraint (docs/how-to-add.md).
 */

/** Where a submission stands. `spam` marks a filled honeypot, kept so a false positive can be recovered. */
export const SUBMISSION_STATUSES = ["pending", "approved", "rejected", "spam"] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

/** What the link monitor found at a resource's address, worst first (the console's order). */
export const LINK_STATUSES = ["broken", "unreachable", "moved", "redirected", "ok"] as const;
export type LinkStatus = (typeof LINK_STATUSES)[number];

/** Why a visitor reports a problem with a resource. */
export const REPORT_REASONS = ["broken-link", "outdated", "harmful", "other"] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** A submitter's tie to the resource they suggest, as they state it; null when not said. */
export const SUBMITTER_RELATIONS = [
  "none",
  "author-or-creator",
  "works-for-publisher",
  "paid-or-sponsored",
  "other",
] as const;
export type SubmitterRelation = (typeof SUBMITTER_RELATIONS)[number];
