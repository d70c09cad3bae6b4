/**
 * Why a visitor reports a problem with a resource: the one list the database's check
 * constraint (app/db/schema.ts), the form, the API's validation and the console read.
 */
export const REPORT_REASONS = ["broken-link", "outdated", "harmful", "other"] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** What the form and the console call each reason. */
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  "broken-link": "The link doesn't work",
  outdated: "The information is out of date",
  harmful: "It could be harmful or upsetting",
  other: "Something else",
};

/** The most a visitor may write in a report's details. */
export const REPORT_DETAILS_MAX_LENGTH = 2000;
