import { describe, expect, it } from "vitest";
import { SPANISH_RESOURCES } from "./resources-es";
import { temaDe } from "./temas-es";

describe("temaDe", () => {
  it("names every topic of the entries in Spanish in Spanish", () => {
    for (const resource of SPANISH_RESOURCES) {
      expect(temaDe(resource).english, resource.id).toBe(false);
    }
  });

  it("takes the category when an entry has no subcategory", () => {
    expect(temaDe({ category: "psychological-concerns" })).toEqual({
      id: "psychological-concerns",
      name: "Salud mental",
      english: false,
    });
  });

  it("keeps a topic's English name, marked, when none is written in Spanish", () => {
    expect(temaDe({ category: "psychological-concerns", subcategory: "trauma" })).toMatchObject({
      id: "trauma",
      english: true,
    });
    expect(temaDe({ category: "psychological-concerns", subcategory: "trauma" }).name).not.toBe(
      "trauma",
    );
  });
});
