import { describe, expect, it } from "vitest";
import { resources } from "~/content/resources";
import { pagesIn } from "~/content/site-pages";
import { buildSnapshot } from "~/domain/catalogue-snapshot";
import { changedPages } from "./changed-pages.server";
import { relatedResources } from "./related";

const bundle = buildSnapshot(resources, []);
const target = resources.find((resource) => resource.subcategory === "trauma")!;

describe("changedPages: what a catalogue change re-renders", () => {
  it("is nothing when nothing changed", () => {
    expect(changedPages(bundle, buildSnapshot(resources, []))).toEqual([]);
  });

  it("a hide: the entry, its places, listings (the trauma page among them), and pages relating to it", () => {
    const next = buildSnapshot(resources, [
      { resourceId: target.id, origin: "bundled", fields: {}, hiddenReason: "x" },
    ]);
    const pages = changedPages(bundle, next);
    expect(pages).toEqual(
      expect.arrayContaining([
        `/resource/${target.id}`,
        `/category/${target.category}`,
        `/category/${target.category}/trauma`,
        "/trauma",
        "/",
        "/search",
        "/sitemap.xml",
        ...pagesIn("topic").map((page) => page.path),
        "/check-in/phq-9",
        "/check-in/gad-7",
      ]),
    );
    const relating = resources.filter((resource) =>
      relatedResources(resource, resources).some((item) => item.id === target.id),
    );
    expect(relating.length).toBeGreaterThan(0);
    for (const resource of relating) expect(pages).toContain(`/resource/${resource.id}`);
    // An unrelated entry's page is left alone.
    const untouched = resources.filter(
      (resource) =>
        resource.category !== target.category && !pages.includes(`/resource/${resource.id}`),
    );
    expect(untouched.length).toBeGreaterThan(0);
  });

  it("a move: the old and the new category pages", () => {
    const next = buildSnapshot(resources, [
      {
        resourceId: target.id,
        origin: "bundled",
        fields: { category: "lifestyle", subcategory: "sleep" },
        hiddenReason: null,
      },
    ]);
    expect(changedPages(bundle, next)).toEqual(
      expect.arrayContaining([
        `/category/${target.category}`,
        "/category/lifestyle",
        "/category/lifestyle/sleep",
      ]),
    );
  });
});
