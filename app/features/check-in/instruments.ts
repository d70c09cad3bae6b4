/**
 * The two questionnaires, word for word as their authors published them (docs/product.md,
 * "Check in privately", says where each wording was checked). Pure data: the page, the scoring
 * and the printed sheet all read it, in the browser and on the server alike.
 */

export const INSTRUMENT_IDS = ["phq-9", "gad-7"] as const;
export type InstrumentId = (typeof INSTRUMENT_IDS)[number];

/** The answers every item takes, scored 0 to 3. */
export const ANSWERS = [
  { value: 0, label: "Not at all" },
  { value: 1, label: "Several days" },
  { value: 2, label: "More than half the days" },
  { value: 3, label: "Nearly every day" },
] as const;
export type AnswerValue = (typeof ANSWERS)[number]["value"];

/** PHQ-9's closing question: asked, never scored. */
export const DIFFICULTY = {
  question:
    "If you checked off any problems, how difficult have these problems made it for you to do your work, take care of things at home, or get along with other people?",
  answers: ["Not difficult at all", "Somewhat difficult", "Very difficult", "Extremely difficult"],
} as const;

export interface Band {
  /** The lowest score in the band. */
  from: number;
  name: string;
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
  /** Whether PHQ-9's closing difficulty question is asked. */
  asksDifficulty: boolean;
  /** Bands by their lowest score, lowest first. */
  bands: readonly Band[];
  source: Source;
}

export const PHQ_9: Instrument = {
  id: "phq-9",
  name: "PHQ-9",
  about: "low mood",
  countInWords: "Nine",
  topic: "depression",
  stem: "Over the last 2 weeks, how often have you been bothered by any of the following problems?",
  items: [
    "Little interest or pleasure in doing things",
    "Feeling down, depressed, or hopeless",
    "Trouble falling or staying asleep, or sleeping too much",
    "Feeling tired or having little energy",
    "Poor appetite or overeating",
    "Feeling bad about yourself — or that you are a failure or have let yourself or your family down",
    "Trouble concentrating on things, such as reading the newspaper or watching television",
    "Moving or speaking so slowly that other people could have noticed? Or the opposite — being so fidgety or restless that you have been moving around a lot more than usual",
    "Thoughts that you would be better off dead or of hurting yourself in some way",
  ],
  asksDifficulty: true,
  bands: [
    { from: 0, name: "Minimal" },
    { from: 5, name: "Mild" },
    { from: 10, name: "Moderate" },
    { from: 15, name: "Moderately severe" },
    { from: 20, name: "Severe" },
  ],
  source: {
    citation:
      "Kroenke K, Spitzer RL, Williams JBW. The PHQ-9: validity of a brief depression severity measure. Journal of General Internal Medicine. 2001;16(9):606–613.",
    href: "https://doi.org/10.1046/j.1525-1497.2001.016009606.x",
  },
};

export const GAD_7: Instrument = {
  id: "gad-7",
  name: "GAD-7",
  about: "worry and anxiety",
  countInWords: "Seven",
  topic: "anxiety",
  stem: "Over the last 2 weeks, how often have you been bothered by the following problems?",
  items: [
    "Feeling nervous, anxious, or on edge",
    "Not being able to stop or control worrying",
    "Worrying too much about different things",
    "Trouble relaxing",
    "Being so restless that it is hard to sit still",
    "Becoming easily annoyed or irritable",
    "Feeling afraid as if something awful might happen",
  ],
  asksDifficulty: false,
  bands: [
    { from: 0, name: "Minimal" },
    { from: 5, name: "Mild" },
    { from: 10, name: "Moderate" },
    { from: 15, name: "Severe" },
  ],
  source: {
    citation:
      "Spitzer RL, Kroenke K, Williams JBW, Löwe B. A brief measure for assessing generalized anxiety disorder: the GAD-7. Archives of Internal Medicine. 2006;166(10):1092–1097.",
    href: "https://jamanetwork.com/journals/jamainternalmedicine/fullarticle/410326",
  },
};

export const INSTRUMENTS: Record<InstrumentId, Instrument> = { "phq-9": PHQ_9, "gad-7": GAD_7 };

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
