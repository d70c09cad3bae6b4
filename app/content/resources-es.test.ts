import { describe, expect, it } from "vitest";
import { resources } from "./resources";
import { SPANISH_RESOURCES } from "./resources-es";
import { ResourceSchema } from "./schema";

/** Words common in English prose that no Spanish description or note here should hold. */
const ENGLISH = /\b(the|and|you|your|with|this|that|for|about|help|book|page)\b/i;

describe("the resources in Spanish", () => {
  it("are at least twelve valid entries, each marked as Spanish", () => {
    expect(SPANISH_RESOURCES.length).toBeGreaterThanOrEqual(12);
    for (const resource of SPANISH_RESOURCES) {
      expect(() => ResourceSchema.parse(resource), resource.id).not.toThrow();
      expect(resource.language, resource.id).toBe("es");
    }
  });

  it("stay out of the English catalogue: /es/recursos lists them on its own", () => {
    const ids = new Set(resources.map((resource) => resource.id));
    expect(SPANISH_RESOURCES.filter(({ id }) => ids.has(id))).toEqual([]);
  });

  it("take their facts from the resource's own page, on the site it links to", () => {
    for (const resource of SPANISH_RESOURCES) {
      expect(resource.url, resource.id).toBeDefined();
      expect(new URL(resource.factsSource).host, resource.id).toBe(
        new URL(resource.url ?? "").host,
      );
    }
  });

  it("are described in Spanish, with no English sentence left in what the reader sees", () => {
    // The check can fail: an English entry trips it.
    const [english] = resources;
    expect(ENGLISH.test(english?.description ?? "")).toBe(true);
    for (const resource of SPANISH_RESOURCES) {
      for (const text of [
        resource.description,
        resource.length,
        resource.evidenceNote,
        resource.approach ?? "",
        resource.contentNotes ?? "",
      ]) {
        expect(text, resource.id).not.toMatch(ENGLISH);
      }
    }
  });
});
