import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import type { LimitDecision } from "~/db/limits.server";
import { rowsOf } from "~/db/rows.server";
import { DatabaseUnavailableError, withDeadline } from "~/db/unavailable.server";
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
  | { ok: false; message: string; errors: SubmissionErrors }
  | { ok: false; limited: true; retryAfterSeconds: number };

export const INVALID_SUBMISSION_MESSAGE =
  "Some fields need another look. Please check them and try again.";
const NOT_AN_OBJECT_MESSAGE = "Please send the submission as a JSON object of the form's fields.";

/** The form sends one per filled-in form; an API client may send one (Idempotency-Key). */
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_.:-]{8,100}$/;
export const BAD_IDEMPOTENCY_KEY_MESSAGE =
  "The idempotency key must be 8 to 100 letters, digits, dots, colons, dashes or underscores.";

export function isValidIdempotencyKey(value: unknown): value is string {
  return typeof value === "string" && IDEMPOTENCY_KEY.test(value);
}

export function newIdempotencyKey(): string {
  return randomUUID();
}

export interface SubmitOptions {
  /** Takes one accepted submission from the client's allowance (the rate limit). */
  allow?: () => Promise<LimitDecision>;
  /** Gives it back when nothing new was stored after all. */
  refund?: () => Promise<void>;
  /** A retry with the same key gets the first receipt; nothing is stored twice. */
  idempotencyKey?: string;
}

interface InsertedRow extends Record<string, unknown> {
  id: number | string;
  submitted_ms: number | string;
}

function receiptOf(row: InsertedRow): SubmissionReceipt {
  return {
    id: Number(row.id),
    status: "pending",
    submittedAt: new Date(Math.floor(Number(row.submitted_ms))).toISOString(),
  };
}

/**
 * Stores one submission, unless the database only gets to the statement after `deadline` (the
 * request has been answered 503 by then) or a submission with the same idempotency key exists.
 * Answers the receipt and whether the row is new. A filled honeypot is stored as spam.
 */
export async function insertSubmission(
  db: Database,
  submission: Submission,
  options: { spam: boolean; deadline?: Date; idempotencyKey?: string },
): Promise<{ receipt: SubmissionReceipt; created: boolean }> {
  const s = submission;
  const key = options.idempotencyKey ?? null;
  const deadline = (options.deadline ?? new Date(Date.now() + 60_000)).toISOString();
  const inserted = await rowsOf<InsertedRow>(
    db,
    sql`insert into resource_submissions (submitter_name, submitter_title, submitter_location,
        resource_type, resource_category, resource_title, resource_author, resource_url,
        resource_description, status, idempotency_key, submitter_email, submitter_relation)
      select ${s.submitterName}, ${s.submitterTitle}, ${s.submitterLocation}, ${s.resourceType},
        ${s.resourceCategory}, ${s.resourceTitle}, ${s.resourceAuthor}, ${s.resourceUrl},
        ${s.resourceDescription}, ${options.spam ? "spam" : "pending"}, ${key},
        ${s.submitterEmail || null}, ${s.submitterRelation || null}
      where clock_timestamp() < ${deadline}::timestamptz
      on conflict (idempotency_key) do nothing
      returning id, extract(epoch from submitted_at) * 1000 as submitted_ms`,
  );
  if (inserted[0]) return { receipt: receiptOf(inserted[0]), created: true };
  if (key) {
    const [existing] = await rowsOf<InsertedRow>(
      db,
      sql`select id, extract(epoch from submitted_at) * 1000 as submitted_ms
        from resource_submissions where idempotency_key = ${key}`,
    );
    if (existing) return { receipt: receiptOf(existing), created: false };
  }
  throw new DatabaseUnavailableError("the deadline passed before the insert ran");
}

/**
 * Validates what arrived (a JSON body or a form's fields) and stores it when it is valid. Only
 * a valid submission takes from the client's allowance, so a visitor fixing a typo never uses it
 * up. Past the deadline it throws DatabaseUnavailableError (answered 503), having stored nothing.
 */
export async function submitResource(
  db: Database,
  input: unknown,
  options: SubmitOptions = {},
): Promise<SubmitOutcome> {
  if (typeof input !== "object" || input === null || Array.isArray(input)) {
    return { ok: false, message: NOT_AN_OBJECT_MESSAGE, errors: {} };
  }
  const parsed = SubmissionSchema.safeParse(input);
  if (!parsed.success) {
    return { ok: false, message: INVALID_SUBMISSION_MESSAGE, errors: fieldErrorsOf(parsed.error) };
  }
  return withDeadline(async (deadline) => {
    const allowed = options.allow ? await options.allow() : { ok: true as const };
    if (!allowed.ok)
      return { ok: false, limited: true, retryAfterSeconds: allowed.retryAfterSeconds };
    try {
      const { receipt, created } = await insertSubmission(db, parsed.data, {
        spam: isHoneypotFilled(input),
        deadline,
        idempotencyKey: options.idempotencyKey,
      });
      if (!created) await options.refund?.();
      return { ok: true, receipt };
    } catch (error) {
      // Nothing was accepted, so the attempt does not count (best effort: the database may be down).
      await options.refund?.().catch(() => {});
      throw error;
    }
  });
}
