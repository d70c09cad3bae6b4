import { describe, expect, it } from "vitest";
import { readTimeLabel, readTimeMinutes } from "./reading-time";

describe("reading time", () => {
  it("rounds words at 230 a minute to the nearest minute", () => {
    expect(readTimeMinutes(230)).toBe(1);
    expect(readTimeMinutes(1840)).toBe(8);
    expect(readTimeMinutes(1494)).toBe(6);
    expect(readTimeMinutes(1496)).toBe(7);
  });

  it("never says zero minutes", () => {
    expect(readTimeMinutes(0)).toBe(1);
    expect(readTimeMinutes(40)).toBe(1);
  });

  it("labels the minutes as the pages show them", () => {
    expect(readTimeLabel(1840)).toBe("8 min read");
  });
});
