import { describe, expect, it } from "vitest";
import { HELPLINE_SEED } from "~/content/helpline-seed";
import { chooserTarget, countryByCode, countryChoices, helpPaths } from "./helplines.server";

describe("chooserTarget", () => {
  it("sends a two-letter code, in any case, to its country page", () => {
    expect(chooserTarget("gb")).toBe("/get-help/gb");
    expect(chooserTarget("NZ")).toBe("/get-help/nz");
  });

  it("sends anything that is not two letters back to /get-help", () => {
    for (const value of ["", "g", "gbr", "g1", "../x", "united kingdom"]) {
      expect(chooserTarget(value)).toBe("/get-help");
    }
  });
});

describe("the help pages' countries (the registry before the database is read: the seed)", () => {
  it("lists a page for every country, and finds a country by its code", () => {
    expect(helpPaths()).toEqual([
      "/get-help",
      ...HELPLINE_SEED.map((country) => `/get-help/${country.code}`),
    ]);
    expect(countryByCode("au")?.emergency.numbers).toEqual(
      HELPLINE_SEED.find((country) => country.code === "au")!.emergency.numbers,
    );
    expect(countryByCode("IE")?.name).toBe("Ireland");
    expect(countryByCode("xx")).toBeUndefined();
  });

  it("offers the countries by name in the chooser", () => {
    const names = countryChoices().map((choice) => choice.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en")));
    expect(names).toHaveLength(HELPLINE_SEED.length);
  });
});
