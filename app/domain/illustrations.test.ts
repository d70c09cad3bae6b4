import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { categories } from "~/content/categories";
import {
  fallbackIllustration,
  gridPictures,
  ILLUSTRATIONS,
  illustrationAlt,
  illustrationKeyOf,
  illustrationUrl,
  typeIllustration,
} from "./illustrations";
import { RESOURCE_TYPE_LABELS } from "~/content/resource-terms";

const SOURCES = path.resolve("app/content/illustrations");
const svgFiles = readdirSync(SOURCES).filter((file) => file.endsWith(".svg"));

describe("the illustrations", () => {
  it("has one drawing per listed key and no drawing that is not listed", () => {
    expect(svgFiles.map((file) => file.replace(/\.svg$/, "")).sort()).toEqual(
      Object.keys(ILLUSTRATIONS).sort(),
    );
  });

  it("draws every category, topic (screen-time too) and resource type", () => {
    const needed = [
      ...categories.flatMap((category) => [
        category.id,
        ...category.subcategories.map((subcategory) => subcategory.id),
      ]),
      "screen-time",
      ...Object.keys(RESOURCE_TYPE_LABELS).map((type) => `type-${type}`),
    ];
    expect(needed).toHaveLength(3 + 15 + 1 + 5);
    for (const key of needed) expect(ILLUSTRATIONS, key).toHaveProperty(key);
  });

  it("gives each drawing a 640x360 canvas and the alt text as its <title>", () => {
    for (const file of svgFiles) {
      const svg = readFileSync(path.join(SOURCES, file), "utf8");
      expect(svg, file).toContain('viewBox="0 0 640 360"');
      const title = /<title>([^<]+)<\/title>/.exec(svg)?.[1];
      expect(title, file).toBe(ILLUSTRATIONS[file.replace(/\.svg$/, "")]);
    }
  });

  it("reads an imageUrl back to its drawing and alt text, and nothing else", () => {
    const url = illustrationUrl("sleep");
    expect(url).toBe("/images/illustrations/sleep-840.webp");
    expect(illustrationKeyOf(url)).toBe("sleep");
    expect(illustrationAlt(url)).toMatch(/sleeping/);
    expect(illustrationAlt("/images/illustrations/unknown-840.webp")).toBe("");
    expect(illustrationKeyOf("https://example.org/cover.webp")).toBeUndefined();
    expect(illustrationAlt("https://example.org/cover.webp")).toBe("");
  });

  it("falls back from topic to type to category", () => {
    expect(
      fallbackIllustration({ type: "book", category: "lifestyle", subcategory: "sleep" }),
    ).toBe(illustrationUrl("sleep"));
    expect(fallbackIllustration({ type: "video", category: "healing-exercises" })).toBe(
      illustrationUrl("type-video"),
    );
    expect(fallbackIllustration({ type: "podcast", category: "relationships" })).toBe(
      illustrationUrl("relationships"),
    );
  });

  it("keeps a grid's cards from repeating the banner or their neighbour", () => {
    const sleep = illustrationUrl("sleep");
    const cards = [
      { imageUrl: sleep, typeImageUrl: typeIllustration("book") },
      { imageUrl: illustrationUrl("habits"), typeImageUrl: typeIllustration("app") },
      { imageUrl: illustrationUrl("habits"), typeImageUrl: typeIllustration("video") },
      { imageUrl: sleep, typeImageUrl: typeIllustration("podcast") },
    ];
    expect(gridPictures(cards, sleep)).toEqual([
      illustrationUrl("type-book"),
      illustrationUrl("habits"),
      illustrationUrl("type-video"),
      sleep, // no picture for an unknown type: its own stands
    ]);
    expect(gridPictures(cards)[0]).toBe(sleep);
  });
});
