import type { Database } from "~/db/client.server";
import { resourceSubmissions } from "~/db/schema";
import {
  fieldErrorsOf,
  isHoneypotFilled,
  SubmissionSchema,
  type Submission,
  type SubmissionErrors,
  type SubmissionReceipt,
} from "./schema";

export type SubmitOutcome =
  | { ok: true; receipt: SubmissionReceipt }
  | { ok: false; message: string; errors: SubmissionErrors };

export const INVALID_SUBMISSION_MESSAGE =
  "Some fields need another look. Please check them and try again.";
const NOT_AN_OBJECT_MESSAGE = "Please send the submission as a JSON object of the form's fields.";

/** Stores one submission. A filled honeypot is stored as spam but answered exactly the same. */
export async function insertSubmission(
  db: Database,
  submission: Submission,
  options: { spam: boolean },
): Promise<SubmissionReceipt> {
  const [row] = await db
    .insert(resourceSubmissions)
    .values({ ...submission, status: options.spam ? "spam" : "pending" })
    .returning({ id: resourceSubmissions.id, submittedAt: resourceSubmissions.submittedAt });
  if (!row) throw new Error("the insert returned no row");
  return { id: row.id, status: "pending", submittedAt: row.submittedAt.toISOString() };
}

/** Validates what arrived (a JSON body or a form's fields) and stores it when it is valid. */
export async function submitResource(db: Database, input: unknown): Promise<SubmitOutcome> {
  if (typeof input !== "object" || input === null || Array.isArray(input)) {
    return { ok: false, message: NOT_AN_OBJECT_MESSAGE, errors: {} };
  }
  const parsed = SubmissionSchema.safeParse(input);
  if (!parsed.success) {
    return { ok: false, message: INVALID_SUBMISSION_MESSAGE, errors: fieldErrorsOf(parsed.error) };
  }
  const receipt = await insertSubmission(db, parsed.data, { spam: isHoneypotFilled(input) });
  return { ok: true, receipt };
}
