import { reviewerName, type ReviewRecord } from "~/domain/reviews";
import { formatDateEs } from "~/lib/dates";

/**
 * Who translated a Spanish page, on every one of them: our editors, and no clinician, until a
 * curator whose profile lists Spanish records a review of that page; then who and when
 * (docs/decisions/043-reviewed-translations.md).
 */
export const TRANSLATION_NOTE =
  "Traducido por nuestro equipo editorial; aún no revisado por un clínico hispanohablante.";

/** What a Spanish page's loader hands the note: the page's stated review, or null. */
export type TranslationReview = Pick<ReviewRecord, "reviewedOn" | "reviewer"> | null;

/**
 * The note's sentence: "…; revisado por Inés Soto, PsyD, el 29 de noviembre de 2026." once a
 * review is recorded, otherwise TRANSLATION_NOTE word for word.
 */
export function translationNote(review: TranslationReview): string {
  if (!review) return TRANSLATION_NOTE;
  return `Traducido por nuestro equipo editorial; revisado por ${reviewerName(review.reviewer)}, el ${formatDateEs(review.reviewedOn)}.`;
}

/** The note, as its page's loader worded it (translationNoteFor, ./translation-note.server.ts). */
export function TranslationNote({ text, className = "" }: { text: string; className?: string }) {
  return (
    <p className={`text-sm text-ink-muted ${className}`} data-testid="translation-note">
      {text}
    </p>
  );
}
