import { describe, expect, it } from "vitest";
import { chooserTarget, countryByCode, helpPaths, helplineData } from "./helplines.server";

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

describe("helplineData", () => {
  it("validates and lists a page for every country", () => {
    expect(helplineData().length).toBeGreaterThan(0);
    expect(helpPaths()).toContain("/get-help/us");
    expect(countryByCode("au")?.emergency.numbers).toEqual(["000"]);
    expect(countryByCode("xx")).toBeUndefined();
  });
});
