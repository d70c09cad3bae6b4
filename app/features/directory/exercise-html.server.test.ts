import { describe, expect, it } from "vitest";
import { exerciseSectionHtml } from "./exercise-html.server";

/** The section's text as a reader sees it, without tags. */
const text = (html: string | null) => (html ?? "").replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

describe("an exercise page's section", () => {
  it("gives box breathing its own four steps, card and video, not the 4-7-8 ones", () => {
    const html = exerciseSectionHtml("box-breathing");
    expect(html).toContain('data-pattern="box"');
    const words = text(html);
    expect(words).toContain("Box breathing, step by step");
    expect(words).toContain("Breathe in slowly through your nose for 4 counts.");
    expect(words).toContain("Breathe out slowly through your mouth for 4 counts.");
    expect(words.match(/Hold (your breath|again) for 4 counts/g)).toHaveLength(2);
    expect(html).toContain('href="https://myzakim.dana-farber.org/videos/box-breathing-3-mins"');
    expect(words).not.toContain("tongue");
    expect(words).not.toContain("7 counts");
  });

  it("keeps the 4-7-8 steps on the 4-7-8 pages", () => {
    const words = text(exerciseSectionHtml("4-7-8-breath"));
    expect(words).toContain("The 4-7-8 breath, step by step");
    expect(words).toContain("Hold your breath for 7 counts.");
    expect(words).not.toContain("Box breathing");
  });

  it("draws nothing for a resource that is not an exercise", () => {
    expect(exerciseSectionHtml("headspace")).toBeNull();
  });
});
