import { describe, expect, test } from "vitest";
import { pagesIn, SITE_PAGES, sitePage } from "./site-pages";

describe("the page registry", () => {
  test("paths are unique and well formed", () => {
    const paths = SITE_PAGES.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path).toMatch(/^\/([a-z0-9-]+(\/[a-z0-9-]+)*)?$/);
  });

  test("every page has a title and a description of a useful length", () => {
    for (const page of SITE_PAGES) {
      expect(page.title.length, page.path).toBeGreaterThan(2);
      expect(page.description.length, page.path).toBeGreaterThanOrEqual(50);
      expect(page.description.length, page.path).toBeLessThanOrEqual(200);
    }
  });

  test("route modules are under routes/", () => {
    for (const page of SITE_PAGES) expect(page.file).toMatch(/^routes\/.+\.tsx?$/);
  });

  test("looks a page up by path and refuses an unknown one", () => {
    expect(sitePage("/about").title).toBe("About");
    expect(() => sitePage("/nowhere")).toThrow(/No page \/nowhere/);
  });

  test("design previews stay out of the sitemap and search", () => {
    for (const page of pagesIn("preview")) {
      expect(page.sitemap).toBe(false);
      expect(page.search).toBe(false);
    }
  });
});
