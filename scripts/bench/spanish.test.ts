import { describe, expect, it } from "vitest";
import type { SitePage } from "../../app/content/site-pages";
import type { LighthouseRow } from "./lighthouse";
import { compareTwins, lighthouseOrder, spanishPages, SPANISH_PAGES } from "./spanish";

const entry = (page: Partial<SitePage> & { path: string }): SitePage => ({
  file: "routes/x.tsx",
  title: "x",
  description: "x",
  group: "site",
  sitemap: true,
  search: true,
  prerender: true,
  ...page,
});

const REGISTRY = [
  entry({ path: "/" }),
  entry({ path: "/safety-plan" }),
  entry({ path: "/es", locale: "es", twin: "/" }),
  entry({ path: "/es/ayuda", locale: "es", twin: "/get-help", prerender: false }),
  entry({ path: "/es/plan-de-seguridad", locale: "es", twin: "/safety-plan" }),
  entry({ path: "/es/respirar", locale: "es" }),
];

const row = (page: string, path: string, lcpMs: number): LighthouseRow => ({
  page,
  path,
  performance: 99,
  lcpMs,
  tbtMs: 10,
  cls: 0,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
});

describe("the Spanish pages the bench audits", () => {
  it("are the registry's prerendered Spanish pages, each with its English twin", () => {
    expect(spanishPages(REGISTRY)).toEqual([
      { name: "es", path: "/es", twin: { name: "home", path: "/" } },
      {
        name: "es/plan-de-seguridad",
        path: "/es/plan-de-seguridad",
        twin: { name: "safety-plan", path: "/safety-plan" },
      },
      { name: "es/respirar", path: "/es/respirar" },
    ]);
    // The site's own registry: every one is under /es, and /es itself is there.
    expect(SPANISH_PAGES.every((page) => page.path.startsWith("/es"))).toBe(true);
    expect(SPANISH_PAGES.find((page) => page.path === "/es")?.twin?.path).toBe("/");
  });

  it("come after the English pages, each right after its twin, and no page is audited twice", () => {
    const first = [
      { name: "bare", path: "/bench-bare" },
      { name: "get-help", path: "/get-help/gb" },
      { name: "home", path: "/" },
    ];
    expect(lighthouseOrder(first, spanishPages(REGISTRY)).map((page) => page.name)).toEqual([
      "bare",
      "get-help",
      "home",
      "es",
      "safety-plan",
      "es/plan-de-seguridad",
      "es/respirar",
    ]);
    // Every English page given is kept, in its place.
    expect(lighthouseOrder(first, []).map((page) => page.name)).toEqual([
      "bare",
      "get-help",
      "home",
    ]);
  });

  it("are compared with their twins by LCP ÷ the bare page's of the same run", () => {
    const rows = [
      row("bare", "/bench-bare", 500),
      row("home", "/", 1000),
      row("es", "/es", 750),
      row("es/respirar", "/es/respirar", 600),
    ];
    expect(compareTwins(rows, spanishPages(REGISTRY))).toEqual([
      {
        page: "es",
        path: "/es",
        lcpRatio: 1.5,
        performance: 99,
        tbtMs: 10,
        // The twin keeps the name the English list gave it.
        twin: { page: "home", path: "/", lcpRatio: 2, performance: 99, tbtMs: 10 },
      },
      // Lighthouse measured neither this page nor its twin (it ran out of time): no figures.
      {
        page: "es/plan-de-seguridad",
        path: "/es/plan-de-seguridad",
        lcpRatio: NaN,
        performance: NaN,
        tbtMs: NaN,
        twin: {
          page: "safety-plan",
          path: "/safety-plan",
          lcpRatio: NaN,
          performance: NaN,
          tbtMs: NaN,
        },
      },
      { page: "es/respirar", path: "/es/respirar", lcpRatio: 1.2, performance: 99, tbtMs: 10 },
    ]);
    // Without the bare page there is no ratio.
    expect(compareTwins(rows.slice(1), spanishPages(REGISTRY))[0]!.lcpRatio).toBeNaN();
  });
});
