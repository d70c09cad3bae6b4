import { describe, expect, test } from "vitest";
import { categories, CATEGORY_ALIASES, parentCategory } from "./categories";
import {
  pageHead,
  pagesIn,
  searchHead,
  SITE_PAGES,
  sitePage,
  twinOf,
  type PagePath,
} from "./site-pages";

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
    // @ts-expect-error: the type check refuses a path that is no page, as the lookup does
    expect(() => sitePage("/nowhere")).toThrow(/No page \/nowhere/);
  });

  test("each topic page names a subcategory of the catalogue, and no subcategory has two", () => {
    const topics = pagesIn("topic").map((page) => page.subcategory);
    for (const id of topics) expect(parentCategory(id ?? ""), id).toBeDefined();
    expect(new Set(topics).size).toBe(topics.length);
    expect(sitePage("/marriage-couples").subcategory).toBe("romantic");
  });

  test("a category alias is no category, and leads to a page of the registry", () => {
    for (const alias of CATEGORY_ALIASES) {
      expect(categories.map((category) => category.id)).not.toContain(alias.id);
      expect(sitePage(alias.page).path).toBe(alias.page);
    }
  });

  test("design previews stay out of the sitemap and search", () => {
    for (const page of pagesIn("preview")) {
      expect(page.sitemap).toBe(false);
      expect(page.search).toBe(false);
    }
  });

  test("a page's head, for its loader, is its title, description and twin, nothing else", () => {
    expect(pageHead("/about")).toEqual({
      title: sitePage("/about").title,
      description: sitePage("/about").description,
    });
    // The home page's whole <title> is written out, and it has a Spanish twin.
    expect(pageHead("/")).toEqual({
      title: sitePage("/").title,
      description: sitePage("/").description,
      fullTitle: sitePage("/").fullTitle,
      twin: "/es",
    });
    expect(sitePage("/").fullTitle).toMatch(/^Steady Ground \| /);
    expect(pageHead("/es")).toMatchObject({ twin: "/", locale: "es" });
  });

  test("a search page's twin keeps what was searched for, and nothing when nothing was", () => {
    expect(searchHead("/es/buscar", "ansiedad").twin).toBe("/search?q=ansiedad");
    expect(searchHead("/search", "quiero morir").twin).toBe("/es/buscar?q=quiero+morir");
    expect(searchHead("/search", "a&b=c").twin).toBe("/es/buscar?q=a%26b%3Dc");
    expect(searchHead("/search", "")).toEqual(pageHead("/search"));
  });

  test("each page in another language names an English twin, and the twin knows it back", () => {
    const others = SITE_PAGES.filter((page) => page.locale);
    // The pages with no English counterpart: the resources that are themselves in Spanish, and
    // the breathing exercises (in English on their resources' pages, not a page of their own).
    expect(others.filter((page) => !page.twin).map((page) => page.path)).toEqual([
      "/es/recursos",
      "/es/respirar",
    ]);
    for (const page of others.filter((other) => other.twin)) {
      expect(page.path.startsWith(`/${page.locale}`), page.path).toBe(true);
      expect(sitePage(page.twin as PagePath).locale, page.path).toBeUndefined();
      expect(twinOf(page.twin!), page.path).toBe(page.path);
    }
    expect(SITE_PAGES.filter((page) => !page.locale && page.twin)).toEqual([]);
  });

  test("a country's crisis lines are twins by their code; a page without one has none", () => {
    expect(twinOf("/get-help/us")).toBe("/es/ayuda/us");
    expect(twinOf("/es/ayuda/mx")).toBe("/get-help/mx");
    expect(twinOf("/get-help/embed")).toBeNull();
    expect(twinOf("/about")).toBeNull();
  });
});
