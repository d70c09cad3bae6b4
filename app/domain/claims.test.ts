import { describe, expect, it } from "vitest";
import { chosenBy, factsLine, NOT_YET_REVIEWED, reviewLine, sourceName } from "./claims";

describe("factsLine", () => {
  it("says the facts were checked, when and against which page, only with the day of a check", () => {
    expect(
      factsLine({ factsSource: "https://www.tarabrach.com/rain/", factsCheckedOn: "2026-11-26" }),
    ).toEqual({
      checked: true,
      term: "Facts checked",
      checkedOn: "2026-11-26",
      source: "https://www.tarabrach.com/rain/",
      sourceName: "tarabrach.com",
    });
  });

  it("says where the facts come from, and claims no check, without one", () => {
    expect(factsLine({ factsSource: "https://www.headspace.com/" })).toEqual({
      checked: false,
      term: "Facts",
      source: "https://www.headspace.com/",
      sourceName: "headspace.com",
    });
  });
});

describe("sourceName", () => {
  it("is the page's host as a reader knows it", () => {
    expect(sourceName("https://calmharm.co.uk/faqs/")).toBe("calmharm.co.uk");
    expect(sourceName("https://www.ted.com/talks/x")).toBe("ted.com");
  });
});

describe("reviewLine", () => {
  it("names the reviewer, with credentials, the day and the next review, only for a recorded review", () => {
    expect(
      reviewLine({
        reviewedOn: "2026-11-26",
        nextReview: "2027-11-26",
        reviewer: { userId: 3, name: "Ana Ruiz", credentials: "PsyD" },
      }),
    ).toEqual({
      reviewed: true,
      term: "Reviewed by",
      by: "Ana Ruiz, PsyD",
      reviewedOn: "2026-11-26",
      nextReview: "2027-11-26",
    });
  });

  it("says no one has reviewed it yet, and names no one, without one", () => {
    for (const none of [null, undefined]) {
      expect(reviewLine(none)).toEqual({ reviewed: false, term: "Review", text: NOT_YET_REVIEWED });
    }
    expect(NOT_YET_REVIEWED).toBe("Not yet reviewed by our curating psychologist");
  });
});

describe("chosenBy", () => {
  it("says the curator chose their own entries, reviewed or not", () => {
    expect(chosenBy("curator", false)).toBe("Chosen by our curating psychologist.");
    expect(chosenBy("curator", true)).toBe("Chosen by our curating psychologist.");
  });

  it("says the editors added theirs, and that no curator has reviewed it until one has", () => {
    expect(chosenBy("editors", false)).toBe(
      "Added by our editors; not yet reviewed by our curating psychologist.",
    );
    expect(chosenBy("editors", true)).toBe("Added by our editors.");
  });
});
