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

describe("buildSitemap with twins", () => {
  it("names both languages and the English default for a page with a twin, and none for others", () => {
    const twins = (path: string) => (path === "/es" ? { en: "/", es: "/es" } : null);
    const xml = buildSitemap("https://steady.example", ["/es", "/about"], twins);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml).toContain(
      '<url><loc>https://steady.example/es</loc><xhtml:link rel="alternate" hreflang="en" href="https://steady.example/"/><xhtml:link rel="alternate" hreflang="es" href="https://steady.example/es"/><xhtml:link rel="alternate" hreflang="x-default" href="https://steady.example/"/></url>',
    );
    expect(xml).toContain("<url><loc>https://steady.example/about</loc></url>");
  });
});
