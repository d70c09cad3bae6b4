import { describe, expect, it } from "vitest";
import { countryPageText, countrySearchTerms } from "./country-page";
import { countryByCode } from "./helplines.server";

describe("a country's help page", () => {
  it("is titled and summed up with the country's name in a sentence and its main line", () => {
    const text = countryPageText(countryByCode("gb")!);
    expect(text.title).toBe("Get help now in the United Kingdom");
    expect(text.description).toMatch(/^Samaritans and other crisis lines in the United Kingdom/);
    expect(text.description).toMatch(/In danger, call 999 in the United Kingdom\.$/);
  });

  it("without a checked line, says what to do and the emergency number", () => {
    // India's lines could not yet be checked against their own pages (docs/helpline-sources.md).
    expect(countryPageText(countryByCode("in")!).description).toBe(
      "What to do in a crisis in India. In danger, call 112 in India.",
    );
  });

  it("answers to the country's names, its lines' names and numbers, and its emergency numbers", () => {
    const terms = countrySearchTerms(countryByCode("gb")!);
    expect(terms).toEqual(
      expect.arrayContaining(["United Kingdom", "UK", "Britain", "Samaritans", "116 123", "999"]),
    );
    expect(countrySearchTerms(countryByCode("ca")!)).toContain("Canada");
  });
});
