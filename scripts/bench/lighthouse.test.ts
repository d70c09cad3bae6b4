import { describe, expect, it } from "vitest";
import { LIGHTHOUSE_MS_PER_PAGE, lighthouseDeadline } from "./lighthouse";

describe("Lighthouse's time", () => {
  it("is counted from its own start, one share per page and one for the warm-up", () => {
    expect(lighthouseDeadline(1_000, 0)).toBe(1_000 + LIGHTHOUSE_MS_PER_PAGE);
    expect(lighthouseDeadline(1_000, 20)).toBe(1_000 + 21 * LIGHTHOUSE_MS_PER_PAGE);
    // Each page more adds exactly one share, so no page list outgrows its budget.
    expect(lighthouseDeadline(0, 21) - lighthouseDeadline(0, 20)).toBe(LIGHTHOUSE_MS_PER_PAGE);
  });
});
