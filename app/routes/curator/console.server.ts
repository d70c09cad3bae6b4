import { data, redirect } from "react-router";
import type { Database } from "~/db/client.server";
import {
  CONSOLE_PAGE_SIZE,
  countByStatus,
  deleteSubmission,
  duplicatesOf,
  findSubmission,
  listSubmissions,
  reviewSubmission,
  ReviewSchema,
  type SubmissionRow,
} from "~/features/curators/review/review.server";
import { SubmissionStatusSchema } from "~/domain/submission-status-schema";
import { relationLabel } from "~/domain/submitter-relation";
import { getEveryEntry } from "~/features/directory/catalogue.server";
import type { DuplicateOf } from "~/features/curators/review/duplicates";
import { DELETE_INTENT } from "~/features/curators/review/review-actions";
import {
  consoleHref,
  type ConsoleView,
  type SubmissionView,
} from "~/features/curators/review/submission-view";
import {
  isHttpUrl,
  SUBMISSION_CATEGORY_LABELS,
  SUBMISSION_TYPE_LABELS,
} from "~/features/submissions/schema";

function labelOf(labels: Record<string, string>, value: string): string {
  return Object.hasOwn(labels, value) ? labels[value]! : value;
}

export function toSubmissionView(
  row: SubmissionRow,
  duplicateOf: DuplicateOf = null,
): SubmissionView {
  return {
    id: row.id,
    status: row.status,
    title: row.resourceTitle,
    type: labelOf(SUBMISSION_TYPE_LABELS, row.resourceType),
    category: labelOf(SUBMISSION_CATEGORY_LABELS, row.resourceCategory),
    author: row.resourceAuthor,
    url: row.resourceUrl,
    link: isHttpUrl(row.resourceUrl) ? row.resourceUrl : null,
    description: row.resourceDescription,
    submitterName: row.submitterName,
    submitterTitle: row.submitterTitle,
    submitterLocation: row.submitterLocation,
    submitterEmail: row.submitterEmail,
    submitterRelation: row.submitterRelation,
    relationLabel: relationLabel(row.submitterRelation),
    submittedAt: row.submittedAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    reviewNotes: row.reviewNotes,
    publishedResourceId: row.publishedResourceId,
    duplicateOf,
  };
}

/** `?status=` (pending unless a known status) and `?page=` (from 1). */
export function readView(params: URLSearchParams): ConsoleView {
  const status = SubmissionStatusSchema.catch("pending").parse(params.get("status") ?? "pending");
  const page = Math.floor(Number(params.get("page")));
  return { status, page: Number.isSafeInteger(page) && page > 1 ? page : 1 };
}

export async function loadConsole(db: Database, url: URL) {
  const requested = readView(url.searchParams);
  const counts = await countByStatus(db);
  const pages = Math.max(1, Math.ceil(counts[requested.status] / CONSOLE_PAGE_SIZE));
  const view = { ...requested, page: Math.min(requested.page, pages) };
  const [rows, duplicates] = await Promise.all([
    listSubmissions(db, view.status, {
      limit: CONSOLE_PAGE_SIZE,
      offset: (view.page - 1) * CONSOLE_PAGE_SIZE,
    }),
    duplicatesOf(db, getEveryEntry()),
  ]);
  const updatedId = Number(url.searchParams.get("updated"));
  const updated =
    Number.isSafeInteger(updatedId) && updatedId > 0
      ? await findSubmission(db, updatedId)
      : undefined;
  return {
    view,
    counts,
    pages,
    submissions: rows.map((row) => toSubmissionView(row, duplicates.get(row.id))),
    updated: updated ?? null,
  };
}

/** A review form's POST: saved, then back to the same list (303) saying what changed. */
export async function reviewFromForm(db: Database, form: FormData, curator: string) {
  if (form.get("intent") === DELETE_INTENT) return deleteFromForm(db, form, curator);
  const parsed = ReviewSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? "That review could not be read.";
    return data({ message }, { status: 400 });
  }
  if (!(await reviewSubmission(db, parsed.data, curator))) {
    return data({ message: "That submission no longer exists." }, { status: 404 });
  }
  return redirect(consoleHref(viewOf(form), { updated: String(parsed.data.id) }), 303);
}

/** The form carries the list it was on, so the answer returns there. */
function viewOf(form: FormData): ConsoleView {
  return readView(
    new URLSearchParams({
      status: String(form.get("view") ?? ""),
      page: String(form.get("page") ?? ""),
    }),
  );
}

/** How the step-up form names a deletion: the submission's title, or its number. */
export async function deletionTitle(db: Database, form: FormData): Promise<string> {
  const id = Number(form.get("id"));
  const row = Number.isSafeInteger(id) && id > 0 ? await findSubmission(db, id) : undefined;
  return row ? `the submission “${row.title}”` : "a submission";
}

async function deleteFromForm(db: Database, form: FormData, curator: string) {
  const id = Number(form.get("id"));
  if (!Number.isSafeInteger(id) || id < 1 || !(await deleteSubmission(db, id, curator))) {
    return data({ message: "That submission no longer exists." }, { status: 404 });
  }
  return redirect(consoleHref(viewOf(form), { deleted: "1" }), 303);
}
