import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { resources } from "~/content/resources";
import { cycleSeconds, pacerFor, PATTERN_478, PATTERN_BOX } from "./breathing-pacer";

const css = readFileSync(path.resolve("app/styles/tailwind.css"), "utf8");

/** The percentage at which each phase after the first starts, as the keyframes must say. */
function phaseStarts(pattern: typeof PATTERN_478) {
  const total = cycleSeconds(pattern);
  let elapsed = 0;
  return pattern.phases.slice(0, -1).map((phase) => {
    elapsed += phase.counts;
    return `${Number(((elapsed / total) * 100).toFixed(2))}%`;
  });
}

describe("breathing patterns", () => {
  it("4-7-8 is in for 4, hold for 7, out for 8: a 19-second breath", () => {
    expect(PATTERN_478.phases.map((phase) => [phase.word, phase.counts])).toEqual([
      ["Breathe in", 4],
      ["Hold", 7],
      ["Breathe out", 8],
    ]);
    expect(cycleSeconds(PATTERN_478)).toBe(19);
  });

  it("box breathing is four phases of 4", () => {
    expect(PATTERN_BOX.phases.map((phase) => phase.counts)).toEqual([4, 4, 4, 4]);
  });

  it("the keyframes change phase where the counts say", () => {
    for (const pattern of [PATTERN_478, PATTERN_BOX]) {
      const block = css.slice(css.indexOf(`@keyframes pacer-${pattern.id}-circle`));
      for (const start of phaseStarts(pattern)) expect(block).toContain(start);
      pattern.phases.forEach((_, index) =>
        expect(css).toContain(`@keyframes pacer-${pattern.id}-${index} `),
      );
    }
  });

  it("the 4-7-8 and box-breathing resource pages get their pacer; other resources do not", () => {
    expect(pacerFor("4-7-8-breath")).toBe(PATTERN_478);
    expect(pacerFor("4-7-8-breath-anxiety")).toBe(PATTERN_478);
    expect(pacerFor("box-breathing")).toBe(PATTERN_BOX);
    expect(pacerFor("headspace")).toBeUndefined();
  });

  it("every pacer belongs to an exercise in the catalogue, and each pattern shows somewhere", () => {
    const paced = resources.filter((resource) => pacerFor(resource.id) !== undefined);
    expect(paced.map((resource) => resource.id)).toEqual([
      "4-7-8-breath",
      "4-7-8-breath-anxiety",
      "box-breathing",
    ]);
    for (const resource of paced) expect(resource.type, resource.id).toBe("exercise");
    for (const pattern of [PATTERN_478, PATTERN_BOX]) {
      expect(
        paced.some((resource) => pacerFor(resource.id) === pattern),
        pattern.id,
      ).toBe(true);
    }
  });
});
