import { describe, expect, it } from "vitest";
import { isPlausibleReadTime, publishedLength, readTimeLabel } from "./reading-time";

describe("reading time", () => {
  it("accepts times between 200 and 300 words a minute, edges included", () => {
    expect(isPlausibleReadTime(2000, 8)).toBe(true); // 250 a minute
    expect(isPlausibleReadTime(1800, 6)).toBe(true); // 300, the fast edge
    expect(isPlausibleReadTime(1600, 8)).toBe(true); // 200, the slow edge
  });

  it("refuses times that would need a reader too fast or too slow, and zero minutes", () => {
    expect(isPlausibleReadTime(1801, 6)).toBe(false);
    expect(isPlausibleReadTime(1599, 8)).toBe(false);
    expect(isPlausibleReadTime(100, 0)).toBe(false);
  });

  it("states a length down to the hundred", () => {
    expect(publishedLength(2052)).toBe(2000);
    expect(publishedLength(1899)).toBe(1800);
    expect(publishedLength(1800)).toBe(1800);
  });

  it("labels the minutes as the pages show them", () => {
    expect(readTimeLabel(8)).toBe("8 min read");
  });
});
