import type { AddedBy } from "../content/added-by";
import { reviewerName, type ReviewRecord } from "./reviews";

/**
 * What a page may say about who checked or reviewed something (docs/product.md "Claims a reader can check"): two different claims, kept apart. The editors check an entry's facts against the
 * publisher's or author's own page; a named curator reviews it. Nothing is said that no one did.
 */

/**
 * What pages call the curator where no review names one ("Chosen by our curating psychologist",
 * "Not yet reviewed by our curating psychologist"): never a name that no review stands behind.
 */
export const CURATOR_FALLBACK = "our curating psychologist";

/** The line about the facts: where they come from, and whether (and when) they were checked. */
export type FactsLine =
  | { checked: true; term: "Facts checked"; checkedOn: string; source: string; sourceName: string }
  | { checked: false; term: "Facts"; source: string; sourceName: string };

/** The line about the review: who reviewed it and when, or that no one has yet. */
export type ReviewLine =
  | { reviewed: true; term: "Reviewed by"; by: string; reviewedOn: string; nextReview: string }
  | { reviewed: false; term: "Review"; text: string };

/** The text "not yet reviewed" says. */
export const NOT_YET_REVIEWED = `Not yet reviewed by ${CURATOR_FALLBACK}`;

/** What an entry the editors added says until a curator records a review of it. */
export const EDITORS_NOT_YET_REVIEWED = `Added by our editors; not yet reviewed by ${CURATOR_FALLBACK}`;

/**
 * Who chose an entry, as its page and a check-in result say it: the curator's own choice, or the
 * editors' (and, until a review is recorded, that no curator has reviewed it yet).
 */
export function chosenBy(who: AddedBy, reviewed: boolean): string {
  if (who === "curator") return `Chosen by ${CURATOR_FALLBACK}.`;
  return reviewed ? "Added by our editors." : `${EDITORS_NOT_YET_REVIEWED}.`;
}

/** A page's address as a reader recognises it: its host, without "www.". */
export function sourceName(url: string): string {
  return new URL(url).hostname.replace(/^www\./, "");
}

export function factsLine(entry: { factsSource: string; factsCheckedOn?: string }): FactsLine {
  const source = entry.factsSource;
  return entry.factsCheckedOn
    ? {
        checked: true,
        term: "Facts checked",
        checkedOn: entry.factsCheckedOn,
        source,
        sourceName: sourceName(source),
      }
    : { checked: false, term: "Facts", source, sourceName: sourceName(source) };
}

export function reviewLine(record: ReviewRecord | null | undefined): ReviewLine {
  if (!record) return { reviewed: false, term: "Review", text: NOT_YET_REVIEWED };
  return {
    reviewed: true,
    term: "Reviewed by",
    by: reviewerName(record.reviewer),
    reviewedOn: record.reviewedOn,
    nextReview: record.nextReview,
  };
}
