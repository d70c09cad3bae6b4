import { describe, expect, it } from "vitest";
import { placeOf } from "./catalogue-places";

describe("placeOf", () => {
  it("finds a category, and a subcategory within its category", () => {
    expect(placeOf("lifestyle")).toEqual({ category: "lifestyle" });
    expect(placeOf("trauma")).toEqual({
      category: "psychological-concerns",
      subcategory: "trauma",
    });
    expect(placeOf("romantic")).toEqual({ category: "relationships", subcategory: "romantic" });
  });

  it("knows nothing of an id the categories do not list", () => {
    expect(placeOf("other")).toBeUndefined();
    expect(placeOf("screen-time")).toBeUndefined();
  });
});
