import { afterEach, describe, expect, it, vi } from "vitest";
import { categories } from "./categories";
import { resources } from "./resources";
import { CategorySchema, ResourceFactsSchema, ResourceSchema } from "./schema";

const categoryIds = new Set([...categories.map((category) => category.id), "healing-exercises"]);
const subcategoryIds = new Set([
  ...categories.flatMap((category) => category.subcategories.map((subcategory) => subcategory.id)),
  "screen-time", // used by resources, not listed under a category (docs/product.md, The catalogue)
]);

describe("the bundled catalogue", () => {
  it("has the three categories and their subcategories exactly as docs/product.md lists them", () => {
    expect(categories.map((category) => CategorySchema.parse(category).id)).toEqual([
      "psychological-concerns",
      "lifestyle",
      "relationships",
    ]);
    const subs = Object.fromEntries(
      categories.map((c) => [c.id, c.subcategories.map((s) => s.id)]),
    );
    expect(subs).toEqual({
      "psychological-concerns": [
        "depression",
        "anxiety",
        "trauma",
        "childhood-adversity",
        "eating-difficulties",
      ],
      lifestyle: ["habits", "sleep", "exercise", "nutrition", "stress-reduction"],
      relationships: ["boundaries", "communication", "parenting", "difficult-people", "romantic"],
    });
    expect(categories.find((c) => c.id === "relationships")?.subcategories.at(-1)?.name).toBe(
      "Marriage and Couples",
    );
  });

  it("has about 50 resources, each valid with a unique id", () => {
    expect(resources.length).toBeGreaterThanOrEqual(45);
    for (const resource of resources)
      expect(() => ResourceSchema.parse(resource), resource.id).not.toThrow();
    expect(new Set(resources.map((resource) => resource.id)).size).toBe(resources.length);
  });

  it("gives every entry all its facts: cost, audience, time, evidence with a note, and where its facts come from", () => {
    for (const resource of resources) {
      const result = ResourceFactsSchema.safeParse(resource);
      expect(
        result.success ? [] : result.error.issues.map((issue) => issue.path.join(".")),
        resource.id,
      ).toEqual([]);
    }
  });

  it("rejects an entry that lacks a fact or has an unknown value", () => {
    const [first] = resources;
    if (!first) throw new Error("empty catalogue");
    const { cost: _cost, ...withoutCost } = first;
    expect(ResourceSchema.safeParse(withoutCost).success).toBe(false);
    expect(ResourceSchema.safeParse({ ...first, audience: [] }).success).toBe(false);
    expect(ResourceSchema.safeParse({ ...first, cost: "cheap" }).success).toBe(false);
    expect(ResourceSchema.safeParse({ ...first, evidenceNote: " " }).success).toBe(false);
    // Who reviewed an entry is no field of it: only a curator's Confirm reviewed records that.
    expect(Object.keys(ResourceSchema.shape)).not.toContain("lastReviewed");
    expect(ResourceSchema.parse({ ...first, lastReviewed: "2026-11-23" })).not.toHaveProperty(
      "lastReviewed",
    );
  });

  describe("where and when the facts were checked", () => {
    afterEach(() => {
      vi.useRealTimers();
    });
    const [first] = resources;
    if (!first) throw new Error("empty catalogue");
    /** The fields an entry fails on, each once. */
    const issuesOf = (entry: unknown) => [
      ...new Set(
        (ResourceSchema.safeParse(entry).error?.issues ?? []).map((issue) => issue.path.join(".")),
      ),
    ];

    it("requires the source on every entry, and the day of a check only once there was one", () => {
      const { factsSource: _source, factsCheckedOn: _date, ...without } = first;
      expect(issuesOf(without)).toEqual(["factsSource"]);
      expect(ResourceFactsSchema.safeParse(without).success).toBe(false);
      expect(issuesOf({ ...without, factsSource: first.factsSource })).toEqual([]);
    });

    it("takes only an https address for the source", () => {
      for (const factsSource of [
        "http://example.org/book",
        "ftp://example.org/book",
        "example.org/book",
        "",
        "not a url",
      ]) {
        expect(issuesOf({ ...first, factsSource }), factsSource).toEqual(["factsSource"]);
      }
      expect(issuesOf({ ...first, factsSource: "https://example.org/book" })).toEqual([]);
    });

    it("takes only an ISO date for the day of the check", () => {
      for (const factsCheckedOn of ["26/11/2026", "2026-11-31", "2026-13-01", "yesterday", ""]) {
        expect(issuesOf({ ...first, factsCheckedOn }), factsCheckedOn).toEqual(["factsCheckedOn"]);
      }
    });

    it("refuses a day that has not begun anywhere on Earth, and takes one that has (UTC+14)", () => {
      vi.useFakeTimers({ toFake: ["Date"] });
      // 09:00 UTC is 23:00 at UTC+14: the next day has not begun anywhere yet.
      vi.setSystemTime(new Date("2026-11-26T09:00:00Z"));
      expect(issuesOf({ ...first, factsCheckedOn: "2026-11-26" })).toEqual([]);
      expect(issuesOf({ ...first, factsCheckedOn: "2026-11-27" })).toEqual(["factsCheckedOn"]);
      // 10:00 UTC is midnight at UTC+14: the 27th is today there.
      vi.setSystemTime(new Date("2026-11-26T10:00:00Z"));
      expect(issuesOf({ ...first, factsCheckedOn: "2026-11-27" })).toEqual([]);
      expect(issuesOf({ ...first, factsCheckedOn: "2026-11-28" })).toEqual(["factsCheckedOn"]);
    });
  });

  it("says for every entry which https page its facts come from, and when they were checked if they were", () => {
    for (const resource of resources) {
      expect(resource.factsSource, resource.id).toMatch(/^https:\/\/[^/\s]+\.[a-z]{2,}\//);
      if (resource.factsCheckedOn) {
        expect(resource.factsCheckedOn, resource.id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
    }
  });

  it("never shows the curator as a submitter: bundled entries are all the curator's picks", () => {
    for (const resource of resources)
      expect(resource.recommendedBy ?? "", resource.id).not.toMatch(/curat/i);
  });

  it("covers the gaps visitors noticed: LGBTQ+, perinatal, substance use, teens, grief, eating, outside the US", () => {
    const ids = new Set(resources.map((resource) => resource.id));
    for (const id of [
      "the-trevor-project",
      "postpartum-support-international",
      "rethinking-drinking",
      "seize-the-awkward",
      "its-ok-that-youre-not-ok",
      "anad",
      "samaritans",
      "find-a-helpline",
    ])
      expect(ids, id).toContain(id);
    expect(
      resources.filter((resource) => resource.audience.includes("teens")).length,
    ).toBeGreaterThan(8);
  });

  it("files the eating-disorder services under Eating Difficulties, not beside the food books", () => {
    for (const id of ["anad", "beat-eating-disorders", "feast-eating-disorders"]) {
      expect(
        resources.find((resource) => resource.id === id),
        id,
      ).toMatchObject({
        category: "psychological-concerns",
        subcategory: "eating-difficulties",
      });
    }
    const nutrition = resources.filter((resource) => resource.subcategory === "nutrition");
    for (const resource of nutrition)
      expect(resource.contentNotes ?? "", resource.id).not.toMatch(/eating disorder/i);
  });

  it("refers only to categories and subcategories that exist", () => {
    for (const resource of resources) {
      expect(categoryIds, resource.id).toContain(resource.category);
      if (resource.subcategory) expect(subcategoryIds, resource.id).toContain(resource.subcategory);
    }
  });

  it("links only to http(s) pages and hot-links no images", () => {
    for (const resource of resources) {
      if (resource.url) expect(resource.url, resource.id).toMatch(/^https?:\/\//);
      expect(resource.imageUrl, resource.id).toBeUndefined();
    }
  });

  it("has resources for every subcategory, screen-time and romantic included", () => {
    for (const id of subcategoryIds) {
      expect(
        resources.some((resource) => resource.subcategory === id),
        id,
      ).toBe(true);
    }
  });

  it("has every type, and healing-exercises holds exercises", () => {
    for (const type of ["book", "video", "app", "website", "exercise"]) {
      expect(
        resources.some((resource) => resource.type === type),
        type,
      ).toBe(true);
    }
    const healing = resources.filter((resource) => resource.category === "healing-exercises");
    expect(healing.map((resource) => resource.id)).toEqual(
      expect.arrayContaining(["rain-exercise", "rain-exercise-anxiety"]),
    );
    for (const resource of healing) expect(resource.type, resource.id).toBe("exercise");
  });

  it("includes the nine /anxiety resources and both RAIN exercises", () => {
    const ids = new Set(resources.map((resource) => resource.id));
    for (const id of [
      "radical-compassion-anxiety",
      "unwinding-anxiety",
      "unwinding-anxiety-video-1",
      "unwinding-anxiety-video-2",
      "mindful-way-depression-anxiety",
      "lost-connections-anxiety",
      "unwinding-anxiety-app",
      "rain-exercise-anxiety",
      "4-7-8-breath-anxiety",
      "rain-exercise",
    ]) {
      expect(ids, id).toContain(id);
    }
  });

  it("writes descriptions as paragraphs, some with links inside", () => {
    for (const resource of resources) {
      expect(resource.description.split("\n\n").length, resource.id).toBeGreaterThanOrEqual(2);
    }
    expect(
      resources.filter((resource) => /https?:\/\//.test(resource.description)).length,
    ).toBeGreaterThan(3);
  });
});
