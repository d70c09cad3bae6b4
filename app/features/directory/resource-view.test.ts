import { describe, expect, it } from "vitest";
import { costLabel, countLabel, humanize, placeName, toCard, typeLabel } from "./resource-view";

describe("resource view helpers", () => {
  it("words the count in singular and plural", () => {
    expect(countLabel(0)).toBe("0 resources found");
    expect(countLabel(1)).toBe("1 resource found");
    expect(countLabel(2)).toBe("2 resources found");
  });

  it("shows ids with hyphens as spaces and each type by its label", () => {
    expect(humanize("childhood-adversity")).toBe("childhood adversity");
    expect(typeLabel("book")).toBe("Book");
    expect(typeLabel("exercise")).toBe("Exercise");
  });

  it("summarizes a resource by its first paragraph, shortened at a word", () => {
    const card = toCard({
      id: "x",
      title: "X",
      description: `${"word ".repeat(80)}\n\nSecond paragraph.`,
      type: "book",
      category: "lifestyle",
      cost: "free-with-paid-options",
      audience: ["adults"],
      length: "A book",
      evidence: "expert-experience",
      evidenceNote: "An expert's view.",
      factsSource: "https://example.org/x",
      factsCheckedOn: "2026-11-23",
    });
    expect(card.summary.length).toBeLessThanOrEqual(261);
    expect(card.summary.endsWith("word…")).toBe(true);
    expect(card.hasUrl).toBe(false);
    expect(card.cost).toBe("free-with-paid-options");
    expect(card.categoryName).toBe("Healthy Lifestyle");
  });

  it("names places by their display names, never by raw ids", () => {
    expect(placeName("romantic")).toBe("Marriage and Couples");
    expect(placeName("healing-exercises")).toBe("Healing Exercises");
    expect(placeName("screen-time")).toBe("Screen Time");
    expect(placeName("some-new-topic")).toBe("Some new topic");
    expect(costLabel("free-with-paid-options")).toBe("Free with paid options");
  });
});
