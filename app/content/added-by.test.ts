import { describe, expect, it } from "vitest";
import { addedBy, CURATOR_PICKS, EDITOR_ADDITIONS } from "./added-by";
import { resources } from "./resources";

describe("who added each entry", () => {
  it("names every bundled entry once: the curator's list or the editors'", () => {
    const ids = resources.map((resource) => resource.id);
    expect([...CURATOR_PICKS, ...EDITOR_ADDITIONS].sort()).toEqual([...ids].sort());
    expect(CURATOR_PICKS.filter((id) => EDITOR_ADDITIONS.includes(id))).toEqual([]);
  });

  it("holds the twenty gap entries and Box Breathing as the editors'", () => {
    expect(EDITOR_ADDITIONS).toHaveLength(21);
    for (const id of ["box-breathing", "the-trevor-project", "calm-harm", "samaritans"]) {
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
