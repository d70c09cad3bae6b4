/**
 * What every questionnaire here shares: the answers and how they score, the form's field names,
 * and PHQ-9's closing question. Kept apart from the questionnaires' own words (instruments.ts),
 * which the page receives from its loader, so that the page's JavaScript stays small.
 */

import { href } from "react-router";

export const INSTRUMENT_IDS = ["phq-9", "gad-7"] as const;
export type InstrumentId = (typeof INSTRUMENT_IDS)[number];

/** Each questionnaire's page, through the typed route registry. */
export const INSTRUMENT_PATHS: Record<InstrumentId, string> = {
  "phq-9": href("/check-in/phq-9"),
  "gad-7": href("/check-in/gad-7"),
};

/** The answers every item takes, scored 0 to 3. */
export const ANSWERS = [
  { value: 0, label: "Not at all" },
  { value: 1, label: "Several days" },
  { value: 2, label: "More than half the days" },
  { value: 3, label: "Nearly every day" },
] as const;
export type AnswerValue = (typeof ANSWERS)[number]["value"];

/**
 * The closing question both forms print (PHQ-9's and GAD-7's, the same words): asked, optional,
 * never scored.
 */
export const DIFFICULTY = {
  question:
    "If you checked off any problems, how difficult have these problems made it for you to do your work, take care of things at home, or get along with other people?",
  answers: ["Not difficult at all", "Somewhat difficult", "Very difficult", "Extremely difficult"],
} as const;

/**
 * What a result says to do next: keep going; look after yourself and check in again; talk to a
 * doctor or therapist; do so soon (this week); or today (a crisis line now and a same-day
 * appointment), which PHQ-9's item 9 answered above "Not at all" always asks for.
 */
export type NextStep = "keep-going" | "watch" | "talk" | "talk-soon" | "today";

export interface Band {
  /** The lowest score in the band. */
  from: number;
  name: string;
  /** What to do next: one message for the whole band. */
  next: NextStep;
}

export interface Source {
  citation: string;
  /** The paper on its publisher's site. */
  href: string;
}

export interface Instrument {
  id: InstrumentId;
  /** "PHQ-9" */
  name: string;
  /** What it asks about, in plain words: "low mood". */
  about: string;
  /** How many questions, as a sentence begins: "Nine". */
  countInWords: string;
  /** The catalogue topic its result leads to (a topic page's path without the slash). */
  topic: "depression" | "anxiety";
  stem: string;
  items: readonly string[];
  /** Whether the form's closing difficulty question is asked. */
  asksDifficulty: boolean;
  /** Bands by their lowest score, lowest first. */
  bands: readonly Band[];
  source: Source;
}

/**
 * What a page that offers a questionnaire (the /check-in hub, a topic page's invitation) says of
 * it. Its loader sends this much, not the questionnaire, whose words only its own page needs.
 */
export interface InstrumentOffer {
  id: InstrumentId;
  name: string;
  about: string;
  questions: number;
}

export function offerOf({ id, name, about, items }: Instrument): InstrumentOffer {
  return { id, name, about, questions: items.length };
}

/** PHQ-9's item 9, by its index: thoughts of being better off dead or of self-harm. */
export const SAFETY_ITEM = 8;

export function isInstrumentId(value: unknown): value is InstrumentId {
  return typeof value === "string" && (INSTRUMENT_IDS as readonly string[]).includes(value);
}

/** The highest score an instrument can give: 3 for each item. */
export function maxScore(instrument: Instrument): number {
  return instrument.items.length * 3;
}

/** Each item's form field: `item-1` … `item-9`. */
export function itemField(index: number): string {
  return `item-${index + 1}`;
}
export const DIFFICULTY_FIELD = "difficulty";

/** Each band with its range: `{ from: 5, to: 9, name: "Mild" }`. */
export function bandRanges(instrument: Instrument): Array<Band & { to: number }> {
  return instrument.bands.map((band, index) => ({
    ...band,
    to: (instrument.bands[index + 1]?.from ?? maxScore(instrument) + 1) - 1,
  }));
}
