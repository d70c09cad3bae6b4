import { describe, expect, it } from "vitest";
import { GAD_7, INSTRUMENTS, PHQ_9 } from "./instruments";
import { bandFor, hasSafetyConcern } from "./scoring";
import { CHECK_IN_OFFERS, ITEM_9, offersKey, type CheckInOffer } from "~/content/check-in-offers";
import { resources } from "~/content/resources";

const entry = (offer: CheckInOffer) =>
  offer.kind === "resource" ? resources.find((resource) => resource.id === offer.id) : undefined;
const paths = (offers: readonly CheckInOffer[]) =>
  offers.map((offer) => (offer.kind === "page" ? offer.href : `/resource/${offer.id}`));

/** Words by which an entry's own description advises against relying on it when things are severe. */
const NOT_WHEN_SEVERE = /\bsevere\b|very deep episode/i;

describe("what a check-in result offers, by band", () => {
  it("names an offer for every band of both questionnaires, and item 9 for the PHQ-9 only", () => {
    for (const instrument of Object.values(INSTRUMENTS)) {
      const keys = instrument.bands.map((band) => band.name);
      if (instrument.id === "phq-9") keys.push(ITEM_9);
      expect(Object.keys(CHECK_IN_OFFERS[instrument.id]).sort()).toEqual(keys.sort());
      for (const key of keys) {
        expect(CHECK_IN_OFFERS[instrument.id][key]!.length, key).toBeGreaterThan(1);
      }
    }
  });

  it("offers only entries the catalogue has", () => {
    for (const byBand of Object.values(CHECK_IN_OFFERS)) {
      for (const offers of Object.values(byBand)) {
        for (const offer of offers) {
          if (offer.kind === "resource") expect(entry(offer), offer.id).toBeDefined();
        }
      }
    }
  });

  it.each([
    [PHQ_9, "Minimal"],
    [PHQ_9, "Mild"],
    [GAD_7, "Minimal"],
    [GAD_7, "Mild"],
  ] as const)("%s at %s: free self-help with research behind it", (instrument, band) => {
    for (const offer of CHECK_IN_OFFERS[instrument.id][band]!) {
      const found = entry(offer);
      expect(found, JSON.stringify(offer)).toBeDefined();
      expect(found!.cost).toBe("free");
      expect(["research-tested", "evidence-based-approach"]).toContain(found!.evidence);
    }
  });

  it.each([PHQ_9, GAD_7])(
    "%s at moderate: how to choose a therapist, then trusted information",
    (instrument) => {
      const offers = paths(CHECK_IN_OFFERS[instrument.id].Moderate!);
      expect(offers[0]).toBe("/blog/how-to-choose-a-therapist");
      expect(offers).toContain(
        instrument.id === "phq-9" ? "/resource/nimh-depression" : "/understanding-anxiety",
      );
    },
  );

  it.each([
    [PHQ_9, "Moderately severe"],
    [PHQ_9, "Severe"],
    [PHQ_9, ITEM_9],
    [GAD_7, "Severe"],
  ] as const)(
    "%s at %s: Get help now and the safety plan first, nothing that says not to rely on it",
    (instrument, key) => {
      const offers = CHECK_IN_OFFERS[instrument.id][key]!;
      expect(paths(offers).slice(0, 2)).toEqual(["/get-help", "/safety-plan"]);
      for (const offer of offers) {
        const found = entry(offer);
        if (found) expect(found.description, found.id).not.toMatch(NOT_WHEN_SEVERE);
      }
    },
  );

  it("the severity rule would catch the books whose entries say not to rely on them then", () => {
    for (const id of ["feeling-good", "mindful-way-depression", "radical-compassion-anxiety"]) {
      expect(resources.find((resource) => resource.id === id)!.description).toMatch(
        NOT_WHEN_SEVERE,
      );
    }
  });

  it("never offers a talk on breaking a smoking habit for anxiety", () => {
    for (const offers of Object.values(CHECK_IN_OFFERS["gad-7"])) {
      for (const offer of offers) expect(entry(offer)?.description ?? "").not.toMatch(/smok/i);
    }
  });

  it("item 9 answered above 'Not at all' takes item 9's offers whatever the band", () => {
    const answers = [0, 0, 0, 0, 0, 0, 0, 0, 1];
    expect(hasSafetyConcern(PHQ_9, answers)).toBe(true);
    const band = bandFor(PHQ_9, 1).name;
    expect(offersKey(band, true)).toBe(ITEM_9);
    expect(offersKey(band, false)).toBe("Minimal");
  });
});
