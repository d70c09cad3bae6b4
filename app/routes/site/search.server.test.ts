import { describe, expect, it } from "vitest";
import { SPANISH_RESOURCES } from "~/content/resources-es";
import { rankedHits, readFilters, searchSite } from "./search.server";

const SPANISH_IDS = new Set(SPANISH_RESOURCES.map((resource) => resource.id));

const run = (query: string) => searchSite(readFilters(new URL(`http://x/search?${query}`)));

describe("site search over the real catalogue and articles", () => {
  it("finds anxiety resources despite the typo 'anxeity'", () => {
    const { resources } = run("q=anxeity");
    expect(resources.length).toBeGreaterThan(3);
    expect(resources.slice(0, 5).some((resource) => /anxiety/i.test(resource.title))).toBe(true);
  });

  it("puts a resource titled with the word first", () => {
    expect(run("q=radical%20compassion").resources[0]?.title).toBe("Radical Compassion");
  });

  it("finds articles by their text", () => {
    expect(run("q=therapist").articles.map((article) => article.href)).toContain(
      "/blog/how-to-choose-a-therapist",
    );
  });

  it("filters by type and category, and ignores unknown filter values", () => {
    const books = run("q=anxiety&type=book").resources;
    expect(books.length).toBeGreaterThan(0);
    expect(books.every((resource) => resource.type === "book")).toBe(true);
    const lifestyle = run("category=lifestyle").resources;
    expect(lifestyle.every((resource) => resource.category === "lifestyle")).toBe(true);
    expect(run("type=nonsense&category=nope")).toMatchObject({
      type: null,
      cost: null,
      audience: null,
      category: null,
    });
  });

  it("lists every resource for an empty query, and nothing for gibberish", () => {
    expect(run("q=").resources.length).toBeGreaterThan(40);
    const none = run("q=zzzqqxv");
    expect(none.resources).toEqual([]);
    expect(none.articles).toEqual([]);
  });

  it("filters by cost and audience too, with counts that match the results", () => {
    const all = run("q=");
    const free = run("cost=free");
    expect(free.resources.length).toBeGreaterThan(10);
    expect(free.resources.every((resource) => resource.cost === "free")).toBe(true);
    const freeOption = all.filterGroups
      .find((group) => group.key === "cost")
      ?.options.find((option) => option.value === "free");
    expect(freeOption?.count).toBe(free.resources.length);
    expect(freeOption?.href).toBe("/search?cost=free");

    const teensFree = run("q=help&cost=free&audience=teens");
    expect(teensFree.resources.length).toBeGreaterThan(0);
    expect(teensFree.articles).toEqual([]);
    expect(teensFree.clearHref).toBe("/search?q=help");
    const teens = teensFree.filterGroups
      .find((group) => group.key === "audience")
      ?.options.find((option) => option.value === "teens");
    expect(teens).toMatchObject({ selected: true, count: teensFree.resources.length });
  });

  it("finds the registry's searchable pages by title, and not the others", () => {
    const paths = run("q=understanding%20depression").pages.map((page) => page.href);
    expect(paths).toContain("/understanding-depression");
    expect(run("q=navigation%20colour").pages).toEqual([]);
    expect(run("q=depression&type=book").pages).toEqual([]);
    expect(run("q=zzzqqxv").pages).toEqual([]);
  });

  it("finds the help pages by the words people in crisis use", () => {
    const paths = (q: string) =>
      searchSite({ q, type: null, cost: null, audience: null, category: null }).pages.map(
        (page) => page.href,
      );
    expect(paths("crisis line")).toContain("/get-help");
    expect(paths("suicide")).toContain("/get-help");
    expect(paths("safety plan")).toContain("/safety-plan");
  });

  it("flags crisis queries, and only those", () => {
    expect(
      searchSite({
        q: "I want to kill myself",
        type: null,
        cost: null,
        audience: null,
        category: null,
      }).crisis,
    ).toBe(true);
    expect(
      searchSite({ q: "sucide", type: null, cost: null, audience: null, category: null }).crisis,
    ).toBe(true);
    expect(
      searchSite({ q: "sleep", type: null, cost: null, audience: null, category: null }).crisis,
    ).toBe(false);
    expect(
      searchSite({ q: "", type: null, cost: null, audience: null, category: null }).crisis,
    ).toBe(false);
  });

  /**
   * The words people use when they look for help, and the page each should lead to. Every one
   * must put a help page first among all results, and first in the page's Pages list.
   */
  const HELP_QUERIES: Array<[query: string, first: string]> = [
    ["helpline", "/get-help"],
    ["helplines", "/get-help"],
    ["hotline", "/get-help"],
    ["hot line", "/get-help"],
    ["crisis line", "/get-help"],
    ["crisis lines", "/get-help"],
    ["suicide line", "/get-help"],
    ["suicide hotline", "/get-help"],
    ["suicide", "/get-help"],
    ["someone to talk to", "/get-help"],
    ["I just need someone to talk to", "/get-help"],
    ["talk to someone", "/get-help"],
    ["emergency", "/get-help"],
    ["emergency number", "/get-help"],
    ["urgent help", "/get-help"],
    ["I need help", "/get-help"],
    ["988", "/get-help"],
    ["911", "/get-help"],
    ["text line", "/get-help"],
    ["Samaritans", "/get-help/gb"],
    ["help UK", "/get-help/gb"],
    ["help in the United Kingdom", "/get-help/gb"],
    ["emergency number UK", "/get-help/gb"],
    ["999", "/get-help/gb"],
    ["help in Canada", "/get-help/ca"],
    ["Canada help", "/get-help/ca"],
    ["Kids Help Phone", "/get-help/ca"],
    ["help in America", "/get-help/us"],
    ["help USA", "/get-help/us"],
    ["help Ireland", "/get-help/ie"],
    ["crisis line Australia", "/get-help/au"],
    ["helpline New Zealand", "/get-help/nz"],
    ["help South Africa", "/get-help/za"],
    ["safety plan", "/safety-plan"],
    ["crisis plan", "/safety-plan"],
    ["quick exit", "/browsing-safely"],
    ["incognito", "/browsing-safely"],
  ];

  it.each(HELP_QUERIES)("%s: leads to %s, above every resource and article", (query, first) => {
    expect(rankedHits(query)[0]).toMatchObject({ kind: "page", id: first });
    expect(run(`q=${encodeURIComponent(query)}`).pages[0]?.href).toBe(first);
  });
});

describe("a search for a self-check", () => {
  it.each([
    ["test", "/check-in"],
    ["quiz", "/check-in"],
    ["am I depressed", "/check-in/phq-9"],
    ["depression test", "/check-in/phq-9"],
    ["phq-9", "/check-in/phq-9"],
    ["anxiety test", "/check-in/gad-7"],
    ["gad-7", "/check-in/gad-7"],
  ])("“%s” lists %s first", (query, path) => {
    const result = run(`q=${encodeURIComponent(query)}`);
    expect(result.pages[0]?.href).toBe(path);
    expect(result.pages.filter((page) => page.href === path)).toHaveLength(1);
  });

  it("keeps Get help now above everything for a search that is also about a crisis", () => {
    const result = run(`q=${encodeURIComponent("suicide test")}`);
    expect(result.crisis).toBe(true);
    expect(result.pages[0]?.href).toBe("/check-in");
  });

  it("finds the check-in pages by their own words too", () => {
    expect(run("q=questionnaire").pages.map((page) => page.href)).toEqual(
      expect.arrayContaining(["/check-in"]),
    );
  });
});

describe("?lang=es: the same search over the entries and pages in Spanish", () => {
  it("without it, the English search finds no entry and no page in Spanish", () => {
    for (const query of ["q=ansiedad", "q=depresion", "q=ayuda", "q=plan%20de%20seguridad", "q="]) {
      const result = run(query);
      expect(result.spanish, query).toEqual([]);
      expect(result.ayuda, query).toBeNull();
      expect(
        result.pages.filter((page) => page.href.startsWith("/es")),
        query,
      ).toEqual([]);
      expect(
        result.resources.filter((resource) => SPANISH_IDS.has(resource.id)),
        query,
      ).toEqual([]);
    }
  });

  it("lists only the entries in Spanish, linking to their own sites", () => {
    const all = run("lang=es");
    expect(all.lang).toBe("es");
    expect(all.resources).toEqual([]);
    expect(all.articles).toEqual([]);
    expect(all.spanish.map((result) => result.id).sort()).toEqual([...SPANISH_IDS].sort());
    const anxiety = run("lang=es&q=ansiedad");
    expect(anxiety.spanish.length).toBeGreaterThan(0);
    expect(anxiety.spanish.length).toBeLessThan(SPANISH_IDS.size);
    expect(anxiety.spanish.every((result) => result.url?.startsWith("https://"))).toBe(true);
    expect(run("lang=es&q=anxiety").spanish).toEqual([]);
  });

  it("finds the Spanish pages, and keeps lang=es in its filter links", () => {
    expect(run("lang=es&q=plan%20de%20seguridad").pages[0]?.href).toBe("/es/plan-de-seguridad");
    const free = run("lang=es&q=ansiedad")
      .filterGroups.find((group) => group.key === "cost")
      ?.options.find((option) => option.value === "free");
    expect(free?.href).toBe("/search?q=ansiedad&lang=es&cost=free");
    const chosen = run("lang=es&q=ansiedad&cost=free");
    expect(chosen.clearHref).toBe("/search?q=ansiedad&lang=es");
    expect(chosen.pages).toEqual([]);
    const lifestyle = run("lang=es&category=lifestyle").spanish;
    expect(lifestyle.length).toBeGreaterThan(0);
    expect(lifestyle.length).toBeLessThan(SPANISH_IDS.size);
  });

  it("pins Obtén ayuda ahora for Spanish crisis words, and ignores an unknown lang", () => {
    for (const query of ["quiero morir", "hacerme daño", "SUICIDIO", "ayuda"]) {
      const result = run(`lang=es&q=${encodeURIComponent(query)}`);
      expect(result.crisis, query).toBe(true);
      expect(result.ayuda?.countryPage, query).toBe("/es/ayuda/us");
    }
    expect(run("lang=es&q=ayudante").ayuda).toBeNull();
    // English keeps its own help: "suicide" pins Get help now, not the Spanish block.
    expect(run("q=suicide")).toMatchObject({ crisis: true, ayuda: null });
    expect(run("q=quiero%20morir").ayuda).toBeNull();
    expect(run("lang=fr&q=ansiedad")).toMatchObject({ lang: null, spanish: [] });
  });
});
