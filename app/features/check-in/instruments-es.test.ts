import { describe, expect, test } from "vitest";
import { PHQ_9 } from "./instruments";
import { ANSWERS_ES, DIFFICULTY_ES } from "./answers-es";
import { PHQ_9_ES } from "./instruments-es";
import { ANSWERS, DIFFICULTY, SAFETY_ITEM, bandRanges, offerOf } from "./questionnaire";

/** Words the English questionnaire uses that no Spanish sentence here should hold. */
const ENGLISH =
  /\b(the|and|you|your|over|last|weeks|bothered|feeling|little|trouble|days?|several|nearly|every|difficult|not at all|thoughts)\b/i;

const spanishTexts = [
  PHQ_9_ES.stem,
  PHQ_9_ES.about,
  PHQ_9_ES.countInWords,
  ...PHQ_9_ES.items,
  ...PHQ_9_ES.bands.map(({ name }) => name),
  ...ANSWERS_ES.map(({ label }) => label),
  DIFFICULTY_ES.question,
  ...DIFFICULTY_ES.answers,
];

describe("the Spanish PHQ-9", () => {
  test("asks the same nine questions, item 9 in the same place, and its closing question", () => {
    expect(PHQ_9_ES.items).toHaveLength(PHQ_9.items.length);
    expect(PHQ_9_ES.items).toHaveLength(9);
    expect(PHQ_9_ES.items[SAFETY_ITEM]).toMatch(/mejor muerto\(a\) o de lastimarse/);
    expect(PHQ_9_ES.asksDifficulty).toBe(true);
    expect(offerOf(PHQ_9_ES)).toEqual({ ...offerOf(PHQ_9), about: "el ánimo bajo" });
  });

  test("scores the same: the same bands from the same scores", () => {
    expect(bandRanges(PHQ_9_ES).map(({ from, to }) => [from, to])).toEqual(
      bandRanges(PHQ_9).map(({ from, to }) => [from, to]),
    );
  });

  test("offers the four answers the form prints, scored 0 to 3 like the English ones", () => {
    expect(ANSWERS_ES.map(({ label }) => label)).toEqual([
      "Ningún día",
      "Varios días",
      "Más de la mitad de los días",
      "Casi todos los días",
    ]);
    expect(ANSWERS_ES.map(({ value }) => value)).toEqual(ANSWERS.map(({ value }) => value));
    expect(DIFFICULTY_ES.answers).toHaveLength(DIFFICULTY.answers.length);
  });

  test("leaves no English words in what the reader sees", () => {
    // The check can fail: the English questionnaire trips it.
    expect(
      [PHQ_9.stem, ...ANSWERS.map(({ label }) => label)].some((text) => ENGLISH.test(text)),
    ).toBe(true);
    expect(spanishTexts.filter((text) => ENGLISH.test(text))).toEqual([]);
  });

  test("keeps the form's own punctuation: no English dashes or straight quotes crept in", () => {
    expect(spanishTexts.filter((text) => /—|"/.test(text))).toEqual([]);
  });
});
