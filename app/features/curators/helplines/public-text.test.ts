import { describe, expect, test } from "vitest";
import {
  onOwnSite,
  PHONE_LIKE_MIN_DIGITS,
  phoneLikeRuns,
  strayNumber,
  strayNumberMessage,
} from "./public-text";

const LIFELINE = { numbers: ["988", "1-800-273-8255", "911"] };

describe("phone-number-like runs", () => {
  test(`${PHONE_LIKE_MIN_DIGITS} digits make a run, joined by spaces, dots, dashes or parentheses; fewer do not`, () => {
    const runs = (text: string) => phoneLikeRuns(text).map((run) => run.text);
    expect(runs("call 988 now")).toEqual(["988"]);
    expect(runs("press 1, or 2 for Spanish")).toEqual([]);
    expect(runs("dial 98 then 8")).toEqual([]);
    expect(runs("down today: call 1-900-555-0100 instead")).toEqual(["1-900-555-0100"]);
    expect(runs("(0)20 7946 0000 or +44 20.7946.0000")).toEqual([
      "(0)20 7946 0000",
      "+44 20.7946.0000",
    ]);
    expect(runs("open 24/7, 09:00 to 17:30")).toEqual([]);
    expect(runs("more than 1,100 volunteers")).toEqual(["100"]);
  });

  test("a number printed with words reads on to the letters after it", () => {
    expect(phoneLikeRuns("Printed as 1.800.656.HOPE")).toEqual([
      { text: "1.800.656", digits: "1800656", spelled: "4673" },
    ]);
  });
});

describe("a stray number", () => {
  test("the line's own numbers, however printed, and the emergency numbers pass", () => {
    expect(strayNumber("Call 988, or 1 800 273 8255; in danger, 911.", LIFELINE)).toBeUndefined();
    expect(strayNumber("The 988 Lifeline", LIFELINE)).toBeUndefined();
  });

  test("any other run of three or more digits is refused, as written", () => {
    expect(strayNumber("This number is down today: call 1-900-555-0100 instead", LIFELINE)).toBe(
      "1-900-555-0100",
    );
    expect(strayNumber("text 741741", LIFELINE)).toBe("741741");
    expect(strayNumber("24/7, 365 days a year", LIFELINE)).toBe("365");
    // A longer run holding the line's number is another number.
    expect(strayNumber("call 19885", LIFELINE)).toBe("19885");
  });

  test("a number spelled in letters passes only when it dials the line's own", () => {
    const rainn = { numbers: ["800 656 4673"] };
    expect(strayNumber("Printed as 800.656.HOPE", rainn)).toBeUndefined();
    expect(strayNumber("Printed as 800.656.HOPS", rainn)).toBe("800.656");
    expect(strayNumber("Printed as 800.657.HOPE", rainn)).toBe("800.657");
  });

  test("what was already in the text before the change stays; a new run does not", () => {
    const before = ["PAPYRUS HOPELINE247"];
    expect(strayNumber("PAPYRUS HOPELINE247 (UK)", { numbers: [], before })).toBeUndefined();
    expect(strayNumber("PAPYRUS HOPELINE248", { numbers: [], before })).toBe("248");
  });

  test("years stand alone only where allowed (check notes), and only 1900 to 2099", () => {
    const note = "Page updated 31 August 2025";
    expect(strayNumber(note, LIFELINE)).toBe("2025");
    expect(strayNumber(note, { ...LIFELINE, years: true })).toBeUndefined();
    expect(strayNumber("call 2100", { ...LIFELINE, years: true })).toBe("2100");
    expect(strayNumber("call 20 25", { ...LIFELINE, years: true })).toBe("20 25");
  });

  test("the message names the field, the number and the numbers allowed", () => {
    expect(strayNumberMessage("Note", "1-900-555-0100", "this line's own numbers", ["988"])).toBe(
      "Note: “1-900-555-0100” looks like a phone number, and it is not one of this line's own numbers (988). Please leave it out: a new number is added as a number of its own, checked on its own page, and a year or a count reads as well in words.",
    );
  });
});

describe("the line's own sites", () => {
  const domains = ["988lifeline.org", "samhsa.gov"];
  test("the host itself or a subdomain of it", () => {
    expect(onOwnSite("https://988lifeline.org/chat", domains)).toBe(true);
    expect(onOwnSite("https://www.988lifeline.org/", domains)).toBe(true);
    expect(onOwnSite("https://WWW.SAMHSA.GOV/find-help/988", domains)).toBe(true);
  });
  test("look-alikes are not", () => {
    for (const url of [
      "https://988lifeline.org.evil.com/",
      "https://988-lifeline.org/",
      "https://evil988lifeline.org/",
      "https://988lifeline.org@evil.com/",
      "not a url",
    ]) {
      expect(onOwnSite(url, domains), url).toBe(false);
    }
  });
});
