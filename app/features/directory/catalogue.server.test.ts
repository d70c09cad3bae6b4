import { describe, expect, it } from "vitest";
import { resources } from "~/content/resources";
import {
  ANXIETY_PAGE_IDS,
  getAllResources,
  getCategories,
  getCategory,
  getFeaturedResources,
  getResourceById,
  getResourcesByCategory,
  getResourcesByIds,
  getResourcesBySubcategory,
} from "./catalogue.server";
import { ILLUSTRATIONS } from "~/domain/illustrations";

describe("catalogue look-ups", () => {
  it("finds a resource by id, and nothing for an unknown id", () => {
    expect(getResourceById("rain-exercise")?.title).toBe("The RAIN Practice");
    expect(getResourceById("no-such-thing")).toBeUndefined();
  });

  it("lists a category's resources with duplicate titles removed, keeping the first", () => {
    const all = resources.filter((resource) => resource.category === "psychological-concerns");
    const listed = getResourcesByCategory("psychological-concerns");
    const titles = listed.map((resource) => resource.title.toLowerCase());
    expect(new Set(titles).size).toBe(titles.length);
    expect(all.length).toBeGreaterThan(listed.length); // the catalogue does repeat titles here
    const lost = all.filter((resource) => resource.title === "Lost Connections");
    expect(lost.length).toBeGreaterThan(1);
    expect(
      listed.filter((resource) => resource.title === "Lost Connections").map(({ id }) => id),
    ).toEqual([lost[0]!.id]);
  });

  it("lists a subcategory's resources across categories, duplicates kept", () => {
    const anxiety = getResourcesBySubcategory("anxiety");
    expect(anxiety.map((resource) => resource.id)).toEqual(
      expect.arrayContaining(["unwinding-anxiety", "rain-exercise-anxiety"]),
    );
    expect(anxiety.every((resource) => resource.subcategory === "anxiety")).toBe(true);
    expect(getResourcesBySubcategory("no-such-topic")).toEqual([]);
  });

  it("features the first six resources of the catalogue", () => {
    expect(getFeaturedResources().map(({ id }) => id)).toEqual(
      resources.slice(0, 6).map(({ id }) => id),
    );
  });

  it("keeps the /anxiety list's order and drops ids that are missing", () => {
    expect(getResourcesByIds([...ANXIETY_PAGE_IDS, "gone"]).map((resource) => resource.id)).toEqual(
      [...ANXIETY_PAGE_IDS],
    );
  });

  it("knows only the catalogue's categories: the footer's trauma link is a redirect, not one", () => {
    expect(getCategory("lifestyle")?.name).toBe("Healthy Lifestyle");
    expect(getCategory("trauma")).toBeUndefined();
    expect(getCategory("nope")).toBeUndefined();
  });

  it("gives every category, topic and resource a picture: its own, its topic's or its type's", () => {
    for (const category of getCategories()) {
      expect(category.imageUrl).toBe(`/images/illustrations/${category.id}-840.webp`);
      for (const subcategory of category.subcategories) {
        expect(subcategory.imageUrl).toBe(`/images/illustrations/${subcategory.id}-840.webp`);
      }
    }
    expect(getResourceById("rain-exercise")?.imageUrl).toMatch(/illustrations\/[a-z-]+-840\.webp$/);
    for (const resource of getAllResources()) {
      const own = resource.subcategory ?? `type-${resource.type}`;
      expect(resource.imageUrl, resource.id).toMatch(
        /^\/images\/illustrations\/[a-z-]+-840\.webp$/,
      );
      if (ILLUSTRATIONS[own]) expect(resource.imageUrl).toContain(`/${own}-840.webp`);
    }
  });
});
