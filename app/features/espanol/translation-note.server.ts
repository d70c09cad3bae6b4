import { statedPageReview } from "~/domain/catalogue-now.server";
import { translationNote } from "./translation-note";

/**
 * The translation note of a Spanish page, worked out by its loader: the page's stated review,
 * if any, put into words on the server, so that the date's Spanish month names and the
 * reviewer's name formatting never travel to the browser (every Spanish page is held to the JS
 * budget; docs/decisions/043-reviewed-translations.md).
 */
export function translationNoteFor(path: string): string {
  return translationNote(statedPageReview(path));
}
