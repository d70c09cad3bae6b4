import { anyOf } from "../lib/words";
import { SUBMITTER_RELATIONS, type SubmitterRelation } from "../content/record-terms";

/**
 * A submitter's tie to the resource they suggest, as they state it (CONTRACT.md, "Submitters
 * disclose ties"): the one list that the database's check constraint (app/db/schema.ts), the
 * submission schema's enum (app/features/submissions/schema.ts), the console and the published
 * entry's credit read. Not saying is allowed: the column is then null.
 *
 * To add a value, add it to app/content/record-terms.ts and here with its labels; TypeScript
 * then points at each table that needs an entry (the form's wording, the credit), and
 * `npm run db:generate` widens the constraint.
 */
export { SUBMITTER_RELATIONS, type SubmitterRelation };

/** What the console (and its curators) call each answer. */
export const SUBMITTER_RELATION_LABELS: Record<SubmitterRelation, string> = {
  none: "No connection",
  "author-or-creator": "Its author or creator",
  "works-for-publisher": "Works for its publisher or maker",
  "paid-or-sponsored": "Paid or sponsored to promote it",
  other: "Another connection (see the description)",
};

/** How the console shows a submission that did not say. */
export const RELATION_NOT_SAID = "Not said";

/** The console's words for a stored value (null: not said). */
export function relationLabel(relation: SubmitterRelation | null): string {
  return relation ? SUBMITTER_RELATION_LABELS[relation] : RELATION_NOT_SAID;
}

/** "none, author-or-creator, … or other": for messages that list the accepted values. */
export function listRelations(): string {
  return anyOf(SUBMITTER_RELATIONS);
}
