import { describe, expect, it } from "vitest";
import { GAD_7, PHQ_9 } from "./instruments";
import { bandRanges, SAFETY_ITEM, type AnswerValue, type Instrument } from "./questionnaire";
import { readAnswers, scoreCheckIn, type CheckInResult } from "./scoring";

/**
 * Answers that add up to `score`, filled with 3s from the first item, PHQ-9's item 9 left at
 * "Not at all" unless the score cannot be reached without it (25 and up).
 */
function answersFor(instrument: Instrument, score: number, item9: AnswerValue = 0): AnswerValue[] {
  const answers = instrument.items.map(() => 0 as AnswerValue);
  let left = score;
  const order = instrument.items.map((_, index) => index).filter((index) => index !== SAFETY_ITEM);
  if (instrument === PHQ_9) {
    answers[SAFETY_ITEM] = item9;
    left -= item9;
  }
  for (const index of order) {
    const take = Math.min(3, left) as AnswerValue;
    answers[index] = take;
    left -= take;
  }
  if (left > 0 && instrument === PHQ_9) answers[SAFETY_ITEM] = (item9 + left) as AnswerValue;
  return answers;
}

function score(instrument: Instrument, answers: AnswerValue[]): CheckInResult {
  const outcome = scoreCheckIn(instrument, { answers, difficulty: null });
  if (!outcome.ok) throw new Error("expected a result");
  return outcome.result;
}

describe("PHQ-9 bands, at every edge", () => {
  it.each([
    [0, "Minimal"],
    [4, "Minimal"],
    [5, "Mild"],
    [9, "Mild"],
    [10, "Moderate"],
    [14, "Moderate"],
    [15, "Moderately severe"],
    [19, "Moderately severe"],
    [20, "Severe"],
    [27, "Severe"],
  ])("a score of %i is %s", (total, band) => {
    const result = score(PHQ_9, answersFor(PHQ_9, total));
    expect(result.score).toBe(total);
    expect(result.max).toBe(27);
    expect(result.band.name).toBe(band);
  });
});

describe("GAD-7 bands, at every edge", () => {
  it.each([
    [0, "Minimal"],
    [4, "Minimal"],
    [5, "Mild"],
    [9, "Mild"],
    [10, "Moderate"],
    [14, "Moderate"],
    [15, "Severe"],
    [21, "Severe"],
  ])("a score of %i is %s", (total, band) => {
    const result = score(GAD_7, answersFor(GAD_7, total));
    expect(result.score).toBe(total);
    expect(result.max).toBe(21);
    expect(result.band.name).toBe(band);
  });
});

describe("what to do next", () => {
  it.each([
    ["PHQ-9", PHQ_9, 4, "keep-going"],
    ["PHQ-9", PHQ_9, 5, "watch"],
    ["PHQ-9", PHQ_9, 9, "watch"],
    ["PHQ-9", PHQ_9, 10, "talk"],
    ["PHQ-9", PHQ_9, 14, "talk"],
    ["PHQ-9", PHQ_9, 15, "talk-soon"],
    ["PHQ-9", PHQ_9, 19, "talk-soon"],
    ["PHQ-9", PHQ_9, 20, "today"],
    ["PHQ-9", PHQ_9, 27, "today"],
    ["GAD-7", GAD_7, 4, "keep-going"],
    ["GAD-7", GAD_7, 5, "watch"],
    ["GAD-7", GAD_7, 9, "watch"],
    ["GAD-7", GAD_7, 10, "talk"],
    ["GAD-7", GAD_7, 14, "talk"],
    // One band, one message: GAD-7's severe band runs from 15 to 21.
    ["GAD-7", GAD_7, 15, "talk-soon"],
    ["GAD-7", GAD_7, 21, "talk-soon"],
  ] as const)("%s at %i: %s", (_name, instrument, total, step) => {
    expect(score(instrument, answersFor(instrument, total)).nextStep).toBe(step);
  });
});

describe("PHQ-9 item 9 comes first", () => {
  it.each([1, 2, 3] as const)(
    "an answer of %i puts safety first and says 'today', even with the lowest total",
    (answer) => {
      const result = score(PHQ_9, answersFor(PHQ_9, answer, answer));
      expect(result.score).toBe(answer);
      expect(result.band.name).toBe("Minimal");
      expect(result.safetyConcern).toBe(true);
      expect(result.nextStep).toBe("today");
    },
  );

  it("'Not at all' to item 9 raises nothing, whatever the total", () => {
    const result = score(PHQ_9, answersFor(PHQ_9, 19));
    expect(result.answers[SAFETY_ITEM]).toBe(0);
    expect(result.safetyConcern).toBe(false);
    expect(result.nextStep).toBe("talk-soon");
  });

  it("GAD-7 has no such item: its highest answers raise nothing", () => {
    expect(score(GAD_7, answersFor(GAD_7, 21)).safetyConcern).toBe(false);
  });
});

describe("unanswered items", () => {
  it("are named, and nothing is scored until all are answered", () => {
    const answers: (AnswerValue | null)[] = answersFor(PHQ_9, 12);
    answers[2] = null;
    answers[8] = null;
    const outcome = scoreCheckIn(PHQ_9, { answers, difficulty: 1 });
    expect(outcome).toEqual({ ok: false, missing: [2, 8], given: { answers, difficulty: 1 } });
  });

  it("the closing difficulty question is optional and never scored", () => {
    const answers = answersFor(PHQ_9, 6);
    const without = score(PHQ_9, answers);
    const outcome = scoreCheckIn(PHQ_9, { answers, difficulty: 3 });
    expect(outcome.ok && outcome.result.score).toBe(without.score);
    expect(outcome.ok && outcome.result.difficulty).toBe(3);
  });
});

describe("reading a posted form", () => {
  it("takes a digit naming an answer, and treats anything else as unanswered", () => {
    const fields: Record<string, string> = {
      "item-1": "0",
      "item-2": "3",
      "item-3": "4",
      "item-4": "-1",
      "item-5": "1.5",
      "item-6": "",
      "item-7": "01",
      "item-8": "2",
      difficulty: "2",
    };
    expect(readAnswers(PHQ_9, (name) => fields[name])).toEqual({
      answers: [0, 3, null, null, null, null, null, 2, null],
      difficulty: 2,
    });
  });

  it("reads GAD-7's closing difficulty question too, and never scores it", () => {
    const given = readAnswers(GAD_7, (name) => (name === "difficulty" ? "3" : "1"));
    expect(given).toEqual({ answers: [1, 1, 1, 1, 1, 1, 1], difficulty: 3 });
    const outcome = scoreCheckIn(GAD_7, given);
    expect(outcome.ok && outcome.result.score).toBe(7);
    expect(outcome.ok && outcome.result.difficulty).toBe(3);
  });
});

describe("band ranges", () => {
  it("cover every score once, as the contract lists them", () => {
    expect(bandRanges(PHQ_9).map(({ from, to }) => [from, to])).toEqual([
      [0, 4],
      [5, 9],
      [10, 14],
      [15, 19],
      [20, 27],
    ]);
    expect(bandRanges(GAD_7).map(({ from, to }) => [from, to])).toEqual([
      [0, 4],
      [5, 9],
      [10, 14],
      [15, 21],
    ]);
  });
});
