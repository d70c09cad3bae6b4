import { describe, expect, it } from "vitest";
import { buildRobots, buildSitemap } from "./sitemap";

describe("buildSitemap", () => {
  it("lists each path once as an absolute, escaped URL", () => {
    const xml = buildSitemap("https://steady.example", ["/", "/about", "/about", "/search?q=a&b"]);
    expect(xml.match(/<loc>/g)).toHaveLength(3);
    expect(xml).toContain("<loc>https://steady.example/about</loc>");
    expect(xml).toContain("<loc>https://steady.example/search?q=a&amp;b</loc>");
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });
});

describe("buildRobots", () => {
  it("keeps crawlers out of the console and API and names the sitemap", () => {
    const robots = buildRobots("https://steady.example");
    expect(robots).toContain("Disallow: /curator");
    expect(robots).toContain("Disallow: /api");
    expect(robots).toContain("Sitemap: https://steady.example/sitemap.xml");
  });
});
