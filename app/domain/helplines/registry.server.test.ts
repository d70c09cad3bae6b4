import { describe, expect, it } from "vitest";
import { HELPLINE_SEED } from "~/content/helpline-seed";
import type { Check } from "~/content/helpline-seed.schema";
import { digitsOf } from "./dial";
import {
  buildRegistry,
  OLD_PAGE_YEARS,
  seedRows,
  shownCheck,
  type CheckRow,
} from "./registry.server";

const registry = buildRegistry(seedRows());
const shown = (value: string) => (/^[0-9 -]+$/.test(value) ? digitsOf(value) : value);
const shows = (check: Check, value: string) =>
  (check.shows ?? []).map(shown).includes(shown(value));

/** Every line and emergency entry as the public pages show it, beside its seed entry. */
const lines = HELPLINE_SEED.flatMap((seedCountry) => {
  const country = registry.countries.find((c) => c.code === seedCountry.code)!;
  return [
    {
      what: `${seedCountry.code} emergency`,
      main: seedCountry.emergency.numbers[0]!,
      checks: seedCountry.emergency.checks,
      public: country.emergency,
    },
    ...seedCountry.services.map((service) => ({
      what: service.id,
      main: service.methods[0]!.value,
      checks: service.checks,
      public: country.services.find((s) => s.id === service.id)!,
    })),
  ];
});

/**
 * The lines no page we could read prints the number of: each public page says so beside the
 * check ("could not confirm"). A line joins this list only on purpose.
 */
const NOT_CONFIRMED = ["childline"];

describe("the check a public page names for each line (seed and registry)", () => {
  it("is one whose page printed the line's main number or address, except where it says not", () => {
    const wrong = lines.filter(({ checks, main, public: line }) => {
      const check = checks.find((c) => c.sourceUrl === line.checkedAgainst)!;
      return line.checkShowsNumber !== shows(check, main);
    });
    expect(wrong.map((line) => line.what)).toEqual([]);
    const unconfirmed = lines.filter((line) => !line.public.checkShowsNumber);
    expect(unconfirmed.map((line) => line.what)).toEqual(NOT_CONFIRMED);
  });

  it("prints every number and address of every line on at least one page read", () => {
    const unshown = HELPLINE_SEED.flatMap((country) => [
      ...country.emergency.numbers
        .filter((number) => !country.emergency.checks.some((check) => shows(check, number)))
        .map((number) => `${country.code} emergency: ${number}`),
      ...country.services.flatMap((service) =>
        service.methods
          .filter((method) => !service.checks.some((check) => shows(check, method.value)))
          .map((method) => `${service.id}: ${method.value}`),
      ),
    ]);
    expect(unshown).toEqual(["childline: 0800 1111"]);
  });

  it("names the year of a page three or more years older than the check", () => {
    const old = lines.filter((line) => line.public.checkPageYear !== null);
    for (const line of old) {
      const check = line.checks.find((c) => c.sourceUrl === line.public.checkedAgainst)!;
      expect(check.pageYear).toBe(line.public.checkPageYear);
      expect(Number(check.on.slice(0, 4)) - check.pageYear!).toBeGreaterThanOrEqual(OLD_PAGE_YEARS);
    }
    const byId = (id: string) => lines.find((line) => line.what === id)!.public;
    expect(byId("kirkens-sos")).toMatchObject({ checkPageYear: 2021 });
    expect(byId("ncmh-crisis-hotline")).toMatchObject({ checkPageYear: 2019 });
    expect(byId("zelfmoordlijn-1813")).toMatchObject({
      checkPageYear: 2020,
      checkPageYearApprox: true,
    });
  });

  it("names the service's own page over a wire, a 2019 item, a branch elsewhere or an old Q&A", () => {
    const against = (id: string) =>
      new URL(lines.find((l) => l.what === id)!.public.checkedAgainst);
    expect(against("988-canada").hostname).toBe("www.canada.ca");
    expect(against("need-to-talk-1737").hostname).toBe("whakarongorau.nz");
    expect(against("samaritans-ireland").pathname).toContain("samaritans-ireland");
    expect(against("113-zelfmoordpreventie").pathname).toBe("/schoolopdracht");
    expect(against("kirkens-sos").hostname).toBe("www.girku-sos.no");
  });
});

describe("shownCheck", () => {
  const row = (id: number, day: string, curator: string | null = null): CheckRow => ({
    id,
    serviceId: "line",
    countryCode: null,
    checkedAt: new Date(`${day}T00:00:00.000Z`),
    sourceUrl: `https://example.org/${id}`,
    note: "",
    curator,
  });
  const facts = new Map([
    ["service:line\n2026-01-10\nhttps://example.org/1", fact(["0800 123"], 2019)],
    ["service:line\n2026-02-10\nhttps://example.org/2", fact([], null)],
    ["service:line\n2026-01-10\nhttps://example.org/3", fact(["0800123"], null)],
  ]);
  function fact(shows: string[], pageYear: number | null) {
    return { shows: new Set(shows.map(shown)), pageYear, pageYearApprox: false };
  }

  it("takes the latest check whose page printed the number, over a later one that did not", () => {
    const chosen = shownCheck([row(1, "2026-01-10"), row(2, "2026-02-10")], "0800 123", facts);
    expect(chosen).toMatchObject({ check: { id: 1 }, showsNumber: true, oldPageYear: 2019 });
  });

  it("on the same day, takes a current page before an old one", () => {
    const chosen = shownCheck([row(1, "2026-01-10"), row(3, "2026-01-10")], "0800 123", facts);
    expect(chosen).toMatchObject({ check: { id: 3 }, showsNumber: true, oldPageYear: null });
  });

  it("counts a curator's Verify as reading the number, and a page 2 years old as current", () => {
    const chosen = shownCheck([row(1, "2021-01-10"), row(9, "2026-03-01", "ana")], "x", facts);
    expect(chosen).toMatchObject({ check: { id: 9 }, showsNumber: true, oldPageYear: null });
    const recent = new Map([
      ["service:line\n2026-01-10\nhttps://example.org/1", fact(["0800 123"], 2024)],
    ]);
    expect(shownCheck([row(1, "2026-01-10")], "0800 123", recent)?.oldPageYear).toBeNull();
  });

  it("falls back to the latest check, marked as not showing the number, when none did", () => {
    const chosen = shownCheck([row(2, "2026-02-10"), row(4, "2025-01-01")], "0800 123", facts);
    expect(chosen).toMatchObject({ check: { id: 2 }, showsNumber: false });
    expect(shownCheck([], "0800 123", facts)).toBeNull();
  });
});
