import type { AnswerValue } from "./questionnaire";
import { describe, expect, test } from "vitest";
import { formatDateEs } from "~/lib/dates";
import { meaningEs, NEXT_STEPS_ES } from "./chequeo-words";
import { PHQ_9 } from "./instruments";
import { PHQ_9_ES } from "./instruments-es";
import { scoreCheckIn, type CheckInOutcome } from "./scoring";

/** Every way of answering nine questions 0–3 is too many; this walks 4⁵ of them, item 9 included. */
function* answerSets(): Generator<AnswerValue[]> {
  for (let n = 0; n < 4 ** 5; n += 1) {
    const digits = [0, 1, 2, 3, 4].map((place) => Math.floor(n / 4 ** place) % 4);
    yield [digits[0]!, digits[1]!, 3, digits[2]!, 0, digits[3]!, 2, 1, digits[4]!] as AnswerValue[];
  }
}

/** The outcome without the band's name, the one thing the languages may differ in. */
const unnamed = (outcome: CheckInOutcome) => {
  if (!outcome.ok) return outcome;
  const { band, ...rest } = outcome.result;
  return { ...rest, from: band.from };
};

describe("the Spanish PHQ-9's scoring", () => {
  test("gives the English result for the same answers: score, band, item 9 and next step", () => {
    let checked = 0;
    for (const answers of answerSets()) {
      const given = { answers, difficulty: 2 };
      expect(unnamed(scoreCheckIn(PHQ_9_ES, given))).toEqual(unnamed(scoreCheckIn(PHQ_9, given)));
      checked += 1;
    }
    expect(checked).toBe(1024);
  });

  test("puts item 9 first from 'Varios días' (1), whatever the total", () => {
    const outcome = scoreCheckIn(PHQ_9_ES, {
      answers: [0, 0, 0, 0, 0, 0, 0, 0, 1],
      difficulty: null,
    });
    expect(outcome).toMatchObject({
      ok: true,
      result: { score: 1, band: { name: "Mínima" }, safetyConcern: true, nextStep: "today" },
    });
  });

  test("says what every Spanish band means and every next step in Spanish", () => {
    for (const band of PHQ_9_ES.bands) expect(meaningEs(band.name), band.name).not.toBe("");
    expect(NEXT_STEPS_ES.talk.title).toBe("Habla con un médico o un terapeuta");
    expect(NEXT_STEPS_ES["talk-soon"].title).toContain("pronto");
    expect(NEXT_STEPS_ES.today.title).toContain("hoy");
  });
});

describe("the printed sheet's date in Spanish", () => {
  test("names the day, the month in Spanish and the year, as the form's day is given", () => {
    expect(formatDateEs("2026-11-29")).toBe("29 de noviembre de 2026");
    expect(formatDateEs("2027-01-01")).toBe("1 de enero de 2027");
    expect(formatDateEs("2026-12-31")).toBe("31 de diciembre de 2026");
  });

  test("refuses what is not a day", () => {
    expect(() => formatDateEs("")).toThrow(RangeError);
    expect(() => formatDateEs("2026-13-01")).toThrow(RangeError);
  });
});
