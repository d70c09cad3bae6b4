import {
  ANSWERS,
  DIFFICULTY,
  DIFFICULTY_FIELD,
  itemField,
  maxScore,
  SAFETY_ITEM,
  type AnswerValue,
  type Band,
  type Instrument,
  type InstrumentId,
} from "./questionnaire";

/**
 * Scoring, in one pure module that the browser (with JavaScript) and the form's action (without)
 * both run: the score is the sum of the answers, its band the one whose lowest score it reached.
 */

/** What was chosen, item by item: a value 0–3, or null for an item left unanswered. */
export interface CheckInAnswers {
  answers: (AnswerValue | null)[];
  /** PHQ-9's closing question (an index into DIFFICULTY.answers); optional, never scored. */
  difficulty: number | null;
}

/** From this score on, the result says: talk to a doctor or therapist. */
export const TALK_FROM = 10;
/** From this score on (or with any answer above "Not at all" to PHQ-9 item 9): do so soon. */
export const SOON_FROM = 20;

export type NextStep = "keep-going" | "watch" | "talk" | "talk-soon";

export interface CheckInResult {
  instrument: InstrumentId;
  answers: AnswerValue[];
  difficulty: number | null;
  score: number;
  max: number;
  band: Band;
  /** PHQ-9 item 9 answered above "Not at all": Get help now comes first, whatever the score. */
  safetyConcern: boolean;
  nextStep: NextStep;
}

export type CheckInOutcome =
  | { ok: true; result: CheckInResult }
  /** Nothing is scored until every item is answered; `missing` holds the unanswered indexes. */
  | { ok: false; missing: number[]; given: CheckInAnswers };

function readChoice(value: unknown, count: number): number | null {
  if (typeof value !== "string" || !/^\d$/.test(value)) return null;
  const choice = Number(value);
  return choice < count ? choice : null;
}

/**
 * Reads the answers from a form's fields (`item-1` … and `difficulty`): anything but a digit
 * naming one of the answers counts as unanswered.
 */
export function readAnswers(
  instrument: Instrument,
  field: (name: string) => unknown,
): CheckInAnswers {
  return {
    answers: instrument.items.map(
      (_, index) => readChoice(field(itemField(index)), ANSWERS.length) as AnswerValue | null,
    ),
    difficulty: instrument.asksDifficulty
      ? readChoice(field(DIFFICULTY_FIELD), DIFFICULTY.answers.length)
      : null,
  };
}

export function bandFor(instrument: Instrument, score: number): Band {
  // A loop rather than findLast, which older phones' browsers lack.
  let found = instrument.bands[0]!;
  for (const band of instrument.bands) if (score >= band.from) found = band;
  return found;
}

/** Whether PHQ-9's item 9 was answered above "Not at all". GAD-7 has no such item. */
export function hasSafetyConcern(
  instrument: Instrument,
  answers: readonly (number | null)[],
): boolean {
  return instrument.id === "phq-9" && (answers[SAFETY_ITEM] ?? 0) > 0;
}

export function nextStepFor(score: number, safetyConcern: boolean): NextStep {
  if (safetyConcern || score >= SOON_FROM) return "talk-soon";
  if (score >= TALK_FROM) return "talk";
  return score >= 5 ? "watch" : "keep-going";
}

export function scoreCheckIn(instrument: Instrument, given: CheckInAnswers): CheckInOutcome {
  const missing = given.answers.flatMap((answer, index) => (answer === null ? [index] : []));
  if (missing.length > 0 || given.answers.length !== instrument.items.length) {
    return { ok: false, missing, given };
  }
  const answers = given.answers as AnswerValue[];
  const score = answers.reduce<number>((sum, answer) => sum + answer, 0);
  const safetyConcern = hasSafetyConcern(instrument, answers);
  return {
    ok: true,
    result: {
      instrument: instrument.id,
      answers,
      difficulty: given.difficulty,
      score,
      max: maxScore(instrument),
      band: bandFor(instrument, score),
      safetyConcern,
      nextStep: nextStepFor(score, safetyConcern),
    },
  };
}
