import { describe, expect, it } from "vitest";
import { addedBy, CURATOR_PICKS, EDITOR_ADDITIONS } from "./added-by";
import { resources } from "./resources";
import { SPANISH_RESOURCES } from "./resources-es";

describe("who added each entry", () => {
  it("names every bundled entry once: the curator's list or the editors'", () => {
    const ids = [...resources, ...SPANISH_RESOURCES].map((resource) => resource.id);
    expect([...CURATOR_PICKS, ...EDITOR_ADDITIONS].sort()).toEqual([...ids].sort());
    expect(CURATOR_PICKS.filter((id) => EDITOR_ADDITIONS.includes(id))).toEqual([]);
  });

  it("holds the twenty gap entries, Box Breathing and the twelve resources in Spanish as the editors'", () => {
    expect(EDITOR_ADDITIONS).toHaveLength(21 + 12);
    for (const id of [
      "box-breathing",
      "the-trevor-project",
      "calm-harm",
      "samaritans",
      "mayo-clinic-depresion",
    ]) {
      expect(addedBy(id, true), id).toBe("editors");
    }
    expect(addedBy("feeling-good", true)).toBe("curator");
  });

  it("never says the curator chose a bundled entry on neither list", () => {
    expect(addedBy("an-entry-no-list-names", true)).toBe("editors");
  });

  it("counts an entry published from the console as the curator's choice", () => {
    expect(addedBy("published-by-a-curator", false)).toBe("curator");
  });
});
