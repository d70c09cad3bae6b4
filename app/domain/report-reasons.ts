import { REPORT_REASONS, type ReportReason } from "../content/record-terms";

/**
 * Why a visitor reports a problem with a resource: the one list the database's check
 * constraint (app/db/schema.ts), the form, the API's validation and the console read.
 */
export { REPORT_REASONS, type ReportReason };

/** What the form and the console call each reason. */
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  "broken-link": "The link doesn't work",
  outdated: "The information is out of date",
  harmful: "It could be harmful or upsetting",
  other: "Something else",
};

/** The most a visitor may write in a report's details. */
export const REPORT_DETAILS_MAX_LENGTH = 2000;
