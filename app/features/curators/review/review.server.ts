import { count, desc, eq, getTableColumns } from "drizzle-orm";
import { z } from "zod";
import { recordAction } from "~/db/audit.server";
import type { Database } from "~/db/client.server";
import { findDuplicates, type DuplicateOf } from "./duplicates";
import { newsletterSubscribers, resourceSubmissions } from "~/db/schema";
import { SUBMISSION_STATUSES, type SubmissionStatus } from "~/domain/submission-status";
import { REVIEW_INTENT_NAMES, REVIEW_INTENTS, REVIEW_NOTES_MAX } from "./review-actions";

/** Submissions per console page; the CSV export has them all. */
export const CONSOLE_PAGE_SIZE = 50;

export const ReviewSchema = z.object({
  id: z.coerce.number().int().positive(),
  intent: z.enum(REVIEW_INTENT_NAMES),
  notes: z
    .string()
    .trim()
    .max(REVIEW_NOTES_MAX, `Please keep the notes to ${REVIEW_NOTES_MAX} characters or fewer.`)
    // PostgreSQL cannot store a NUL byte: refused here, it is a kind 400 rather than a 500.
    .refine((value) => !value.includes("\0"), "Please remove the hidden control character (NUL).")
    .default(""),
});

/** Every column but the client's idempotency key, which only the server needs. */
const SUBMISSION_COLUMNS = (() => {
  const { idempotencyKey, ...columns } = getTableColumns(resourceSubmissions);
  void idempotencyKey;
  return columns;
})();
export type SubmissionRow = Omit<typeof resourceSubmissions.$inferSelect, "idempotencyKey">;

/** Submissions, newest first, optionally of one status. */
export function listSubmissions(
  db: Database,
  status?: SubmissionStatus,
  page?: { limit: number; offset: number },
): Promise<SubmissionRow[]> {
  const query = db
    .select(SUBMISSION_COLUMNS)
    .from(resourceSubmissions)
    .where(status ? eq(resourceSubmissions.status, status) : undefined)
    .orderBy(desc(resourceSubmissions.submittedAt), desc(resourceSubmissions.id))
    .$dynamic();
  return page ? query.limit(page.limit).offset(page.offset) : query;
}

/**
 * Each submission's `duplicateOf` (./duplicates.ts): against `entries` (the catalogue,
 * hidden entries included) and every earlier submission.
 */
export async function duplicatesOf(
  db: Database,
  entries: ReadonlyArray<{ id: string; title: string; url?: string }>,
): Promise<Map<number, DuplicateOf>> {
  const all = await db
    .select({
      id: resourceSubmissions.id,
      url: resourceSubmissions.resourceUrl,
      title: resourceSubmissions.resourceTitle,
      submittedAt: resourceSubmissions.submittedAt,
      publishedResourceId: resourceSubmissions.publishedResourceId,
    })
    .from(resourceSubmissions);
  return findDuplicates(all, entries);
}

export async function countByStatus(db: Database): Promise<Record<SubmissionStatus, number>> {
  const rows = await db
    .select({ status: resourceSubmissions.status, n: count() })
    .from(resourceSubmissions)
    .groupBy(resourceSubmissions.status);
  const counts = Object.fromEntries(SUBMISSION_STATUSES.map((status) => [status, 0]));
  for (const row of rows) counts[row.status] = row.n;
  return counts as Record<SubmissionStatus, number>;
}

export async function findSubmission(db: Database, id: number) {
  const [row] = await db
    .select({
      id: resourceSubmissions.id,
      title: resourceSubmissions.resourceTitle,
      status: resourceSubmissions.status,
    })
    .from(resourceSubmissions)
    .where(eq(resourceSubmissions.id, id))
    .limit(1);
  return row;
}

/**
 * Sets a submission's status and notes: reviewedAt is now, or null again when it goes back to
 * pending. Empty notes are stored as null. The audit entry commits with the change. Answers the
 * submission as it now is, or undefined when there is no such submission.
 */
export async function reviewSubmission(
  db: Database,
  review: z.infer<typeof ReviewSchema>,
  curator: string,
): Promise<SubmissionRow | undefined> {
  const { status } = REVIEW_INTENTS[review.intent];
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(resourceSubmissions)
      .set({
        status,
        reviewedAt: status === "pending" ? null : new Date(),
        reviewNotes: review.notes === "" ? null : review.notes,
      })
      .where(eq(resourceSubmissions.id, review.id))
      .returning(SUBMISSION_COLUMNS);
    if (updated) {
      await recordAction(tx, {
        curator,
        action: `status.${status}`,
        target: `submission:${review.id}`,
      });
    }
    return updated;
  });
}

/** Deletes a submission and everything personal in it; false when there is no such submission. */
export async function deleteSubmission(
  db: Database,
  id: number,
  curator: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(resourceSubmissions)
      .where(eq(resourceSubmissions.id, id))
      .returning({ id: resourceSubmissions.id });
    if (deleted.length === 0) return false;
    await recordAction(tx, { curator, action: "delete", target: `submission:${id}` });
    return true;
  });
}

export function listSubscribers(db: Database) {
  return db
    .select({
      email: newsletterSubscribers.email,
      subscribedAt: newsletterSubscribers.subscribedAt,
    })
    .from(newsletterSubscribers)
    .orderBy(desc(newsletterSubscribers.subscribedAt), desc(newsletterSubscribers.id));
}
