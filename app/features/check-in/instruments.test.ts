import { describe, expect, test } from "vitest";
import { GAD_7, offerForTopic, PHQ_9 } from "./instruments";
import { DIFFICULTY, offerOf } from "./questionnaire";

describe("what a page that offers a questionnaire gets of it", () => {
  test("its name, what it asks about and how many questions, not the questions", () => {
    expect(offerOf(PHQ_9)).toEqual({ id: "phq-9", name: "PHQ-9", about: "low mood", questions: 9 });
    expect(offerOf(GAD_7)).toEqual({
      id: "gad-7",
      name: "GAD-7",
      about: "worry and anxiety",
      questions: 7,
    });
  });

  test("/depression offers the PHQ-9, /anxiety the GAD-7, other topics none", () => {
    expect(offerForTopic("/depression")?.id).toBe("phq-9");
    expect(offerForTopic("/anxiety")?.id).toBe("gad-7");
    expect(offerForTopic("/parenting")).toBeNull();
    expect(offerForTopic("depression")).toBeNull();
  });
});

describe("the forms' closing question", () => {
  test("both forms ask it, in the same published words", () => {
    expect(PHQ_9.asksDifficulty).toBe(true);
    expect(GAD_7.asksDifficulty).toBe(true);
    expect(DIFFICULTY.question).toBe(
      "If you checked off any problems, how difficult have these problems made it for you to do your work, take care of things at home, or get along with other people?",
    );
    expect(DIFFICULTY.answers).toEqual([
      "Not difficult at all",
      "Somewhat difficult",
      "Very difficult",
      "Extremely difficult",
    ]);
  });
});
