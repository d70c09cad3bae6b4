import { describe, expect, it } from "vitest";
import {
  contactHref,
  contactLabel,
  findCountry,
  lastCheckedOf,
  smsHref,
  telHref,
} from "./helplines";
import { countryInSentence } from "./helpline-links";

describe("helpline links", () => {
  it("dials digits only", () => {
    expect(telHref("116 123")).toBe("tel:116123");
    expect(telHref("1-800-799-7233")).toBe("tel:18007997233");
    expect(telHref("13 11 14")).toBe("tel:131114");
  });

  it("texts with the keyword as the message body", () => {
    expect(smsHref("988")).toBe("sms:988");
    expect(smsHref("88788", "START")).toBe("sms:88788?&body=START");
  });

  it("labels calls and texts the way a person would say them", () => {
    expect(contactLabel({ kind: "call", number: "988", then: "then press 1" })).toBe(
      "Call 988, then press 1",
    );
    expect(contactLabel({ kind: "text", number: "686868", keyword: "CONNECT" })).toBe(
      "Text CONNECT to 686868",
    );
    expect(contactHref({ kind: "text", number: "838255" })).toBe("sms:838255");
  });
});

describe("findCountry", () => {
  it("finds a country by its code in either case, and nothing for an unknown one", () => {
    expect(findCountry("GB")?.name).toBe("United Kingdom");
    expect(findCountry("gb")?.name).toBe("United Kingdom");
    expect(findCountry("xx")).toBeUndefined();
  });

  it("reports the oldest check of a country", () => {
    const us = findCountry("us");
    expect(us && lastCheckedOf(us)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe("countryInSentence", () => {
  it('reads "the United Kingdom" and "the United States" in a sentence, "Canada" as it is', () => {
    const names = ["gb", "us", "ca"].map((code) => countryInSentence(findCountry(code)!));
    expect(names).toEqual(["the United Kingdom", "the United States", "Canada"]);
  });
});
