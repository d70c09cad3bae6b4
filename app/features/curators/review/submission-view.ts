import type { DuplicateOf } from "./duplicates";
import type { SubmissionStatus } from "~/domain/submission-status";
import type { SubmitterRelation } from "~/domain/submitter-relation";

/** A submission as the console shows it: every field as text, dates as ISO strings. */
export interface SubmissionView {
  id: number;
  status: SubmissionStatus;
  title: string;
  /** The type's and category's labels (or the stored value when it is not a listed one). */
  type: string;
  category: string;
  author: string;
  url: string;
  /** `url` again when it is an http(s) address, so it may be a link; otherwise null. */
  link: string | null;
  description: string;
  submitterName: string;
  submitterTitle: string;
  submitterLocation: string;
  /** An address to reply to, when the submitter gave one (erased 90 days after review). */
  submitterEmail: string | null;
  /**
   * The submitter's stated tie to the resource: the value (null when they did not say) and the
   * console's words for it (app/domain/submitter-relation.ts).
   */
  submitterRelation: SubmitterRelation | null;
  relationLabel: string;
  submittedAt: string;
  reviewedAt: string | null;
  reviewNotes: string | null;
  /** The catalogue entry made from it, once published. */
  publishedResourceId: string | null;
  /** The catalogue entry or earlier submission this one repeats (./duplicates.ts). */
  duplicateOf: DuplicateOf;
}

/** Which list the console shows; review forms send it back, so the answer returns to it. */
export interface ConsoleView {
  status: SubmissionStatus;
  page: number;
}

export function consoleHref(view: ConsoleView, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams({ status: view.status, ...extra });
  if (view.page > 1) params.set("page", String(view.page));
  return `/curator?${params.toString()}`;
}
