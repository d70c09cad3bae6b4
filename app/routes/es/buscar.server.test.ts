import { describe, expect, it } from "vitest";
import { SPANISH_RESOURCES } from "~/content/resources-es";
import { buscar } from "./buscar.server";

const run = (query: string) => buscar(new URL(`http://x/es/buscar?${query}`));

describe("/es/buscar", () => {
  it("lists every entry in Spanish, and no page, without a query", () => {
    const { resources, pages, ayuda } = run("");
    expect(resources.map((result) => result.id)).toEqual(SPANISH_RESOURCES.map(({ id }) => id));
    expect(pages).toEqual([]);
    expect(ayuda).toBeNull();
  });

  it("finds entries by their Spanish words, with or without accents", () => {
    for (const query of ["ansiedad", "ANSIEDAD", "ansiedád", "depresion", "depresión"]) {
      const { resources } = run(`q=${encodeURIComponent(query)}`);
      expect(resources.length, query).toBeGreaterThan(0);
    }
    const anxiety = run("q=ansiedad").resources;
    expect(anxiety.slice(0, 3).some((result) => /ansiedad/i.test(result.title))).toBe(true);
    expect(anxiety.every((result) => result.url?.startsWith("https://"))).toBe(true);
  });

  it("finds the Spanish pages by their words, and never an English page", () => {
    expect(run("q=plan%20de%20seguridad").pages[0]?.href).toBe("/es/plan-de-seguridad");
    expect(run("q=historial").pages.map((page) => page.href)).toContain("/es/salir-con-seguridad");
    for (const query of ["ansiedad", "ayuda", "plan", "sleep", "anxiety"]) {
      const { pages } = run(`q=${query}`);
      expect(
        pages.every((page) => /^\/es(\/|$)/.test(page.href)),
        query,
      ).toBe(true);
      expect(pages.map((page) => page.href)).not.toContain("/es/buscar");
    }
  });

  it("narrows by topic, and ignores a topic it does not know", () => {
    const sleep = run("tema=sleep");
    expect(sleep.tema).toBe("sleep");
    expect(sleep.resources.length).toBeGreaterThan(0);
    expect(sleep.resources.every((result) => result.tema.name === "Sueño")).toBe(true);
    expect(run("tema=nope")).toMatchObject({ tema: null });
    expect(run("tema=nope").resources).toHaveLength(SPANISH_RESOURCES.length);
  });

  it("offers every topic of the entries in Spanish, named in Spanish", () => {
    const { temas } = run("");
    expect(temas.map((tema) => tema.name)).toContain("Depresión");
    expect(temas.every((tema) => !tema.english)).toBe(true);
  });

  it("pins help, with the lines that answer in Spanish, for crisis words in Spanish or English", () => {
    for (const query of ["quiero morir", "hacerme dano", "SUICIDIO", "suicide"]) {
      const { ayuda } = run(`q=${encodeURIComponent(query)}`);
      expect(ayuda?.countryPage, query).toBe("/es/ayuda/us");
      expect(ayuda?.routes.length, query).toBeGreaterThan(0);
    }
    expect(run("q=ayudante").ayuda).toBeNull();
    // The page of every line comes first among the pages too.
    expect(run("q=quiero%20morir").pages[0]?.href).toBe("/es/ayuda");
  });

  it("answers nothing for gibberish", () => {
    expect(run("q=zzzqqxv")).toMatchObject({ resources: [], pages: [], ayuda: null });
  });
});
