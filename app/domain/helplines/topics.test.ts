import { describe, expect, it } from "vitest";
import { resources } from "~/content/resources";
import { findCountry } from "./links";
import { buildRegistry, seedRows } from "./registry.server";
import { ABUSE_LINES, helplineTopicsOf, ownCountryOf, servicesAt, topicLinesOf } from "./topics";

const registry = buildRegistry(seedRows());
const entry = (id: string) => resources.find((resource) => resource.id === id)!;
const country = (code: string) => findCountry(registry, code)!;

describe("which lines an entry shows", () => {
  it("gives abuse and sexual-violence lines where the content note names abuse", () => {
    for (const id of ["the-body-keeps-the-score", "the-deepest-well", "why-does-he-do-that"]) {
      expect(helplineTopicsOf(entry(id)), id).toContainEqual(ABUSE_LINES);
    }
    // A violent death is grief, not abuse.
    expect(helplineTopicsOf(entry("dougy-center")).flat()).not.toContain("domestic-abuse");
  });

  it("gives the perinatal, eating-disorder and substance-use lines to their entries", () => {
    // Its own topic first, then the crisis lines its words about self-harm call for.
    expect(helplineTopicsOf(entry("postpartum-support-international"))).toEqual([
      ["perinatal"],
      ["everyone"],
    ]);
    for (const id of ["anad", "beat-eating-disorders", "feast-eating-disorders"]) {
      expect(helplineTopicsOf(entry(id)), id).toContainEqual(["eating-difficulties"]);
    }
    expect(helplineTopicsOf(entry("this-is-your-brain-on-food"))).toEqual([]);
    for (const id of ["rethinking-drinking", "smart-recovery", "samhsa-national-helpline"]) {
      expect(helplineTopicsOf(entry(id)), id).toContainEqual(["substance-use"]);
    }
  });

  it("gives the crisis lines to every entry that names suicide or self-harm (Calm Harm among them)", () => {
    expect(helplineTopicsOf(entry("calm-harm"))).toEqual([["everyone"]]);
    for (const resource of resources) {
      if (/suicid|self-harm/i.test(`${resource.description} ${resource.contentNotes ?? ""}`)) {
        expect(helplineTopicsOf(resource), resource.id).toContainEqual(["everyone"]);
      }
    }
  });
});

describe("a topic's lines in a country", () => {
  it("lists the country's lines for the topic, in order", () => {
    const lines = topicLinesOf(country("us"), ABUSE_LINES);
    expect(lines.lines.map((line) => line.id)).toEqual([
      "rainn-hotline",
      "national-domestic-violence-hotline",
    ]);
    expect(lines.general).toBeNull();
    expect(lines.country.code).toBe("us");
  });

  it("points to the general line where the country has none for the topic", () => {
    const ireland = topicLinesOf(country("ie"), ["eating-difficulties"]);
    expect(ireland.lines).toEqual([]);
    expect(ireland.general?.id).toBe("samaritans-ireland");
  });

  it("has neither where the country lists no line at all (India: its emergency number only)", () => {
    const india = topicLinesOf(country("in"), ABUSE_LINES);
    expect(india).toMatchObject({ lines: [], general: null });
    expect(india.country.emergency.numbers.length).toBeGreaterThan(0);
  });

  it("finds the lines an entry is itself, by the service's own site", () => {
    const at = (id: string) =>
      servicesAt(registry.countries, entry(id).url).map(({ service }) => service.id);
    expect(at("988-lifeline")).toEqual(["988-lifeline"]);
    expect(at("samaritans")).toEqual(["samaritans-uk", "samaritans-ireland"]);
    expect(at("samhsa-national-helpline")).toEqual(["samhsa-national-helpline"]);
    expect(at("headspace")).toEqual([]);
  });

  it("shows an entry's panels in its own country until the visitor chooses one", () => {
    const own = (id: string) => ownCountryOf(registry.countries, entry(id).url)?.code ?? null;
    expect(own("samaritans")).toBe("gb");
    expect(own("calm-harm")).toBe("gb");
    expect(own("beat-eating-disorders")).toBe("gb");
    expect(own("kids-help-phone")).toBe("ca");
    expect(own("beyond-blue")).toBe("au");
    expect(own("988-lifeline")).toBe("us");
    expect(own("headspace")).toBeNull();
  });
});
