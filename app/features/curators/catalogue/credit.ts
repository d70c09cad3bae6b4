import type { SubmitterRelation } from "~/domain/submitter-relation";

/** What a submission says of who sent it, as far as the credit needs. */
export interface Submitter {
  name: string;
  title: string;
  /** Their stated tie to the resource; null when they did not say. */
  relation: SubmitterRelation | null;
  /** The resource's type as submitted: a book has an author, anything else a creator. */
  type: string;
}

/**
 * The "Recommended by …" credit a published suggestion starts with (the curator may edit it on
 * the publish form): the submitter's name and title, as docs/product.md "Submissions" says, and, when they said
 * they made the resource, work for its publisher or are paid to promote it, that tie in plain
 * words, so that visitors see it (docs/product.md "Submissions"). Without a name, a
 * tie is still said; with neither, there is no credit.
 *
 *   Recommended by its author, Jane Doe, Psychologist
 *   Recommended by Sam Lee, Editor, who works for its publisher
 *   Recommended by someone paid or sponsored to promote it
 */
export function creditOf({ name, title, relation, type }: Submitter): string | undefined {
  const who = name.trim() ? [name.trim(), title.trim()].filter(Boolean).join(", ") : "";
  switch (relation) {
    case "author-or-creator": {
      const maker = type === "book" ? "its author" : "its creator";
      return who ? `${maker}, ${who}` : maker;
    }
    case "works-for-publisher":
      return who ? `${who}, who works for its publisher` : "someone who works for its publisher";
    case "paid-or-sponsored":
      return who
        ? `${who}, who is paid or sponsored to promote it`
        : "someone paid or sponsored to promote it";
    default:
      return who || undefined;
  }
}
