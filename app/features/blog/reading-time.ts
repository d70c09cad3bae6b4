/** An adult's average silent reading speed for non-fiction, in words per minute. */
export const WORDS_PER_MINUTE = 230;

/** Whole minutes to read a text of `wordCount` words; never less than one. */
export function readTimeMinutes(wordCount: number): number {
  return Math.max(1, Math.round(wordCount / WORDS_PER_MINUTE));
}

/** `8 min read`, as the index and the article header show it. */
export function readTimeLabel(wordCount: number): string {
  return `${readTimeMinutes(wordCount)} min read`;
}
