/** The longest note a review keeps, in characters (for the console; never shown to visitors). */
export const REVIEW_NOTE_MAX = 2000;
