/**
 * Reading speeds an article's stated reading time may assume, in words per minute: adults read
 * non-fiction silently at roughly this pace. The published times (8 and 6 minutes for 2000 and
 * 1800 words) sit inside it; a test keeps every article's time there.
 */
export const READING_SPEED = { min: 200, max: 300 } as const;

/** Whether `minutes` is a fair reading time for `words` at a plausible speed. */
export function isPlausibleReadTime(words: number, minutes: number): boolean {
  const speed = words / minutes;
  return minutes >= 1 && speed >= READING_SPEED.min && speed <= READING_SPEED.max;
}

/**
 * An article's length as it is published (its structured data's wordCount): the words of its
 * text, down to the hundred, as a length is stated ("2,000 words" for 2,052).
 */
export function publishedLength(countedWords: number): number {
  return Math.floor(countedWords / 100) * 100;
}

/** `8 min read`, as the index and the article header show it. */
export function readTimeLabel(minutes: number): string {
  return `${minutes} min read`;
}
