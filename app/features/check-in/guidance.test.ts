import { describe, expect, it } from "vitest";
import { meaningOf, NEXT_STEPS } from "./guidance";
import { INSTRUMENTS } from "./instruments";

describe("what a result says", () => {
  it("has plain words for every band of both questionnaires", () => {
    for (const instrument of Object.values(INSTRUMENTS)) {
      for (const band of instrument.bands) {
        const meaning = meaningOf(instrument.id, band.name);
        expect(meaning, `${instrument.name} ${band.name}`).toMatch(/^Your answers show /);
        // A band's lowest score can be reached without "Nearly every day" to most items.
        expect(meaning).not.toMatch(/nearly every day/i);
      }
    }
  });

  it("says to talk to a doctor or therapist from the talking steps on, 'soon', then 'today'", () => {
    expect(NEXT_STEPS.talk.title).toBe("Talk to a doctor or therapist");
    expect(NEXT_STEPS["talk-soon"].title).toBe("Talk to a doctor or therapist soon");
    expect(NEXT_STEPS.today.title).toBe("Talk to someone today");
    expect(NEXT_STEPS.today.text).toMatch(/crisis line now/);
    expect(NEXT_STEPS.today.text).toMatch(/today to ask to be seen the same day/);
    for (const step of Object.values(NEXT_STEPS)) {
      expect(step.text).not.toMatch(/urgent|emergency|immediately|danger|warning/i);
    }
  });
});
