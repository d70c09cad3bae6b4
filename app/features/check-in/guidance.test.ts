import { describe, expect, it } from "vitest";
import { meaningOf, NEXT_STEPS } from "./guidance";
import { INSTRUMENTS } from "./instruments";

describe("what a result says", () => {
  it("has plain words for every band of both questionnaires", () => {
    for (const instrument of Object.values(INSTRUMENTS)) {
      for (const band of instrument.bands) {
        expect(meaningOf(instrument.id, band.name), `${instrument.name} ${band.name}`).toMatch(
          /^Your answers show /,
        );
      }
    }
  });

  it("says to talk to a doctor or therapist from the talking steps on, and 'soon' for the last", () => {
    expect(NEXT_STEPS.talk.title).toBe("Talk to a doctor or therapist");
    expect(NEXT_STEPS["talk-soon"].title).toBe("Talk to a doctor or therapist soon");
    for (const step of Object.values(NEXT_STEPS)) {
      expect(step.text).not.toMatch(/urgent|emergency|immediately|danger|warning/i);
    }
  });
});
