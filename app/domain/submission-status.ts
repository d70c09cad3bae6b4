import { anyOf } from "../lib/words";
import { SUBMISSION_STATUSES, type SubmissionStatus } from "../content/record-terms";

/**
 * Where a submission stands: the one list that the database's check constraint
 * (app/db/schema.ts), request validation, the review console's filters and badges, and the CSV
 * export all read. `spam` marks a filled honeypot, kept so a false positive can be recovered.
 *
 * To add a status, add it to app/content/record-terms.ts and here with its label; TypeScript
 * then points at every per-status table that needs an entry (the badge style), and
 * `npm run db:generate` writes the migration that widens the check constraint. See
 * docs/how-to-add.md.
 */
export { SUBMISSION_STATUSES, type SubmissionStatus };

/** What the console calls each status. */
export const STATUS_LABELS: Record<SubmissionStatus, string> = {
  pending: "Pending",
  approved: "Approved",
  rejected: "Rejected",
  spam: "Spam",
};

/** "pending, approved, rejected or spam": for messages that list the accepted values. */
export function listStatuses(): string {
  return anyOf(SUBMISSION_STATUSES);
}
