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
  type NextStep,
} from "./questionnaire";

/**
 * Scoring, in one pure module that the browser (with JavaScript) and the form's action (without)
 * both run: the score is the sum of the answers, its band the one whose lowest score it reached.
 */

/** What was chosen, item by item: a value 0–3, or null for an item left unanswered. */
export interface CheckInAnswers {
  answers: (AnswerValue | null)[];
  /** The form's closing question (an index into DIFFICULTY.answers); optional, never scored. */
  difficulty: number | null;
}

export type { NextStep } from "./questionnaire";

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

/** The band's next step; with PHQ-9's item 9 answered above "Not at all", today, whatever the band. */
export function nextStepFor(band: Band, safetyConcern: boolean): NextStep {
  return safetyConcern ? "today" : band.next;
}

export function scoreCheckIn(instrument: Instrument, given: CheckInAnswers): CheckInOutcome {
  const missing = given.answers.flatMap((answer, index) => (answer === null ? [index] : []));
  if (missing.length > 0 || given.answers.length !== instrument.items.length) {
    return { ok: false, missing, given };
  }
  const answers = given.answers as AnswerValue[];
  const score = answers.reduce<number>((sum, answer) => sum + answer, 0);
  const safetyConcern = hasSafetyConcern(instrument, answers);
  const band = bandFor(instrument, score);
  return {
    ok: true,
    result: {
      instrument: instrument.id,
      answers,
      difficulty: given.difficulty,
      score,
      max: maxScore(instrument),
      band,
      safetyConcern,
      nextStep: nextStepFor(band, safetyConcern),
    },
  };
}
