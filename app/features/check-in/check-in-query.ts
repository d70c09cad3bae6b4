/**
 * Whether a search is for a self-check ("test", "quiz", "am I depressed", "phq-9"), and which
 * check-in page answers it best: the search lists that page first (under Get help now, when the
 * search is also about a crisis).
 */

type CheckInPath = "/check-in" | "/check-in/phq-9" | "/check-in/gad-7";

/** Words that ask for a self-check of any kind. */
const SELF_CHECK_WORDS = [
  "test",
  "tests",
  "quiz",
  "quizzes",
  "questionnaire",
  "questionnaires",
  "screening",
  "screener",
  "assessment",
  "selftest",
  "selfcheck",
  "selfassessment",
  "checkin",
  "self check",
  "self test",
  "self assessment",
  "check in",
];

/** Phrases that ask about low mood or about anxiety in the visitor's own words. */
const MOOD_PHRASES = [
  "am i depressed",
  "do i have depression",
  "is it depression",
  "is this depression",
  "phq",
  "phq 9",
  "phq9",
];
const ANXIETY_PHRASES = [
  "am i anxious",
  "do i have anxiety",
  "is it anxiety",
  "is this anxiety",
  "gad 7",
  "gad7",
];
const MOOD_WORDS = ["depression", "depressed", "depressive", "mood"];
const ANXIETY_WORDS = ["anxiety", "anxious", "worry", "worrying", "panic"];

/** Lowercase, apostrophes dropped, hyphens joined ("self-test" → "selftest"), the rest spaces. */
function normalize(text: string): string {
  return ` ${text
    .toLowerCase()
    .replace(/[’'`]/g, "")
    .replace(/([a-z])-(?=[a-z])/g, "$1")
    .replace(/[^a-z0-9]+/g, " ")
    .trim()} `;
}

const has = (padded: string, phrases: readonly string[]) =>
  phrases.some((phrase) => padded.includes(` ${phrase} `));

export function checkInPathFor(query: string): CheckInPath | null {
  const padded = normalize(query);
  const mood = has(padded, MOOD_PHRASES);
  const anxiety = has(padded, ANXIETY_PHRASES);
  if (mood && !anxiety) return "/check-in/phq-9";
  if (anxiety && !mood) return "/check-in/gad-7";
  if (mood && anxiety) return "/check-in";
  if (!has(padded, SELF_CHECK_WORDS)) return null;
  const aboutMood = has(padded, MOOD_WORDS);
  const aboutAnxiety = has(padded, ANXIETY_WORDS);
  if (aboutMood && !aboutAnxiety) return "/check-in/phq-9";
  if (aboutAnxiety && !aboutMood) return "/check-in/gad-7";
  return "/check-in";
}
