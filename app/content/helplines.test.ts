import { describe, expect, it } from "vitest";
import { HELPLINE_DATA } from "./helplines";
import { HelplineDataSchema } from "./helplines.schema";

const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/** Every dated check in the file, named so a failure says which entry to re-check. */
function checks(): Array<{ what: string; lastChecked: string }> {
  return HELPLINE_DATA.flatMap((country) => [
    { what: `${country.code} emergency number`, lastChecked: country.emergency.lastChecked },
    ...country.services.map((service) => ({
      what: `${country.code} ${service.id}`,
      lastChecked: service.lastChecked,
    })),
  ]);
}

describe("helpline data", () => {
  it("matches its schema", () => {
    const result = HelplineDataSchema.safeParse(HELPLINE_DATA);
    expect(result.error?.issues ?? []).toEqual([]);
  });

  it("lists the seven countries the site promises (India waits, see the comment)", () => {
    const codes = HELPLINE_DATA.map((country) => country.code);
    // India waits for a line we can check against its own page: docs/decisions/016-helpline-data.md.
    const promised = ["us", "ca", "gb", "ie", "au", "nz", "za"];
    expect(promised.filter((code) => !codes.includes(code))).toEqual([]);
  });

  it("was checked against its sources within the last year (re-check any entry named here)", () => {
    const now = Date.now();
    const stale = checks().filter(({ lastChecked }) => now - Date.parse(lastChecked) > ONE_YEAR_MS);
    expect(stale).toEqual([]);
  });

  it("has no check dated in the future", () => {
    const tomorrow = Date.now() + 24 * 60 * 60 * 1000;
    expect(checks().filter(({ lastChecked }) => Date.parse(lastChecked) > tomorrow)).toEqual([]);
  });

  it("gives each service a unique id", () => {
    const ids = HELPLINE_DATA.flatMap((country) => country.services.map((s) => s.id));
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe("the schema", () => {
  const valid = HELPLINE_DATA[0]!;
  const service = valid.services[0]!;

  it("refuses a number with letters in it", () => {
    const broken = [
      {
        ...valid,
        services: [{ ...valid.services[0], contacts: [{ kind: "call", number: "1-800-HELP" }] }],
      },
    ];
    expect(HelplineDataSchema.safeParse(broken).success).toBe(false);
  });

  it("refuses an entry without a source or a check date", () => {
    const { source: _source, ...noSource } = service;
    expect(HelplineDataSchema.safeParse([{ ...valid, services: [noSource] }]).success).toBe(false);
    const undated = { ...service, lastChecked: "recently" };
    expect(HelplineDataSchema.safeParse([{ ...valid, services: [undated] }]).success).toBe(false);
  });

  it("refuses an uppercase or three-letter country code, and duplicates", () => {
    expect(HelplineDataSchema.safeParse([{ ...valid, code: "US" }]).success).toBe(false);
    expect(HelplineDataSchema.safeParse([{ ...valid, code: "usa" }]).success).toBe(false);
    expect(HelplineDataSchema.safeParse([valid, valid]).success).toBe(false);
  });
});
