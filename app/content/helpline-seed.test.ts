import { describe, expect, it } from "vitest";
import { HELPLINE_SEED } from "./helpline-seed";
import {
  HelplineSeedSchema,
  MethodSchema,
  ServiceSchema,
  slotSpans,
  type SeedService,
} from "./helpline-seed.schema";

const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;
const services = HELPLINE_SEED.flatMap((country) =>
  country.services.map((service) => ({ country: country.code, service })),
);

/** Every address the seed cites or links to, named so a failure says where it is. */
function addresses(): Array<{ where: string; url: string }> {
  return HELPLINE_SEED.flatMap((country) => [
    { where: `${country.code} emergency`, url: country.emergency.source },
    ...country.emergency.checks.map((c) => ({
      where: `${country.code} emergency check`,
      url: c.sourceUrl,
    })),
    ...country.services.flatMap((s) => [
      { where: s.id, url: s.source },
      ...s.checks.map((c) => ({ where: `${s.id} check`, url: c.sourceUrl })),
      ...s.methods.flatMap((m) =>
        m.kind === "chat" ? [{ where: `${s.id} chat`, url: m.value }] : [],
      ),
    ]),
  ]);
}

const onOwnSite = (url: string, service: SeedService) => {
  const host = new URL(url).hostname.replace(/^www\./, "");
  return service.domains.some((domain) => host === domain || host.endsWith(`.${domain}`));
};

describe("the crisis-line seed", () => {
  it("matches its schema", () => {
    const result = HelplineSeedSchema.safeParse(HELPLINE_SEED);
    expect(result.error?.issues ?? []).toEqual([]);
  });

  it("covers the eight countries the contract names, and at least 20 in all", () => {
    const codes = HELPLINE_SEED.map((country) => country.code);
    const promised = ["us", "ca", "gb", "ie", "au", "nz", "in", "za"];
    expect(promised.filter((code) => !codes.includes(code))).toEqual([]);
    expect(codes.length).toBeGreaterThanOrEqual(20);
  });

  it("gives every country and every service a unique key", () => {
    const codes = HELPLINE_SEED.map((country) => country.code);
    expect(codes.filter((code, i) => codes.indexOf(code) !== i)).toEqual([]);
    const ids = services.map(({ service }) => service.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it("cites and links only https addresses", () => {
    expect(addresses().filter(({ url }) => new URL(url).protocol !== "https:")).toEqual([]);
  });

  it("takes each service's source and chat links from the service's own sites", () => {
    const elsewhere = services.flatMap(({ service }) =>
      [service.source, ...service.methods.flatMap((m) => (m.kind === "chat" ? [m.value] : []))]
        .filter((url) => !onOwnSite(url, service))
        .map((url) => `${service.id}: ${url}`),
    );
    expect(elsewhere).toEqual([]);
  });

  it("has a checked source for every emergency number", () => {
    const unsourced = HELPLINE_SEED.filter(
      (c) => !c.emergency.source || c.emergency.checks.length === 0,
    ).map((c) => c.code);
    expect(unsourced).toEqual([]);
  });

  it("puts a line for everyone first, as the crisis bar shows the first service", () => {
    const first = HELPLINE_SEED.filter((c) => c.services.length > 0)
      .filter((c) => !c.services[0]!.audiences.includes("everyone"))
      .map((c) => c.code);
    expect(first).toEqual([]);
  });

  it("was checked within the last year and never in the future (re-check any entry named)", () => {
    const now = Date.now();
    const dates = HELPLINE_SEED.flatMap((c) => [
      ...c.emergency.checks.map((check) => ({ what: `${c.code} emergency`, on: check.on })),
      ...c.services.flatMap((s) => s.checks.map((check) => ({ what: s.id, on: check.on }))),
    ]);
    const stale = dates.filter(({ on }) => now - Date.parse(on) > ONE_YEAR_MS);
    const future = dates.filter(({ on }) => Date.parse(on) > now + 24 * 60 * 60 * 1000);
    expect({ stale, future }).toEqual({ stale: [], future: [] });
  });
});

describe("the seed's schema", () => {
  const base = services[0]!.service;
  const withHours = (hours: unknown) => ServiceSchema.safeParse({ ...base, hours }).success;

  it("refuses a number with letters, a plus sign or stray punctuation", () => {
    for (const value of ["1-800-HELP", "+44 116 123", "116  123", "(800) 273"]) {
      expect(MethodSchema.safeParse({ kind: "call", value }).success, value).toBe(false);
    }
    expect(MethodSchema.safeParse({ kind: "call", value: "0800 111 0 111" }).success).toBe(true);
  });

  it("refuses an http chat address and a lowercase text keyword", () => {
    expect(MethodSchema.safeParse({ kind: "chat", value: "http://example.org/chat" }).success).toBe(
      false,
    );
    expect(MethodSchema.safeParse({ kind: "text", value: "741741", keyword: "home" }).success).toBe(
      false,
    );
  });

  it("refuses a service without a source, without checks, or with an http source", () => {
    const { source: _source, ...noSource } = base;
    expect(ServiceSchema.safeParse(noSource).success).toBe(false);
    expect(ServiceSchema.safeParse({ ...base, checks: [] }).success).toBe(false);
    expect(ServiceSchema.safeParse({ ...base, source: "http://example.org/" }).success).toBe(false);
    const badDate = { ...base, checks: [{ ...base.checks[0], on: "last week" }] };
    expect(ServiceSchema.safeParse(badDate).success).toBe(false);
  });

  it("refuses an unknown time zone and an unknown audience", () => {
    expect(ServiceSchema.safeParse({ ...base, timeZone: "Mars/Olympus" }).success).toBe(false);
    expect(ServiceSchema.safeParse({ ...base, timeZone: "EST" }).success).toBe(false);
    expect(ServiceSchema.safeParse({ ...base, audiences: ["teens"] }).success).toBe(false);
  });

  it("accepts well-formed weekly hours, including past midnight and 24:00", () => {
    const hours = {
      kind: "weekly",
      slots: [
        { days: ["mon", "tue"], opens: "09:00", closes: "24:00" },
        { days: ["fri"], opens: "20:00", closes: "02:00" },
        { days: ["sun"], opens: "22:00", closes: "06:00" },
      ],
    };
    expect(withHours(hours)).toBe(true);
  });

  it("refuses malformed or overlapping weekly hours", () => {
    const slot = (days: string[], opens: string, closes: string) => ({ days, opens, closes });
    const bad = [
      [slot(["mon"], "9:00", "17:00")],
      [slot(["mon"], "09:00", "25:00")],
      [slot(["mon"], "09:00", "09:00")],
      [slot(["mon", "mon"], "09:00", "17:00")],
      [slot(["funday"], "09:00", "17:00")],
      [slot(["mon"], "09:00", "17:00"), slot(["mon"], "16:00", "20:00")],
      // Friday 20:00 to Saturday 02:00 overlaps Saturday from 01:00.
      [slot(["fri"], "20:00", "02:00"), slot(["sat"], "01:00", "03:00")],
      // Sunday night runs into Monday morning.
      [slot(["sun"], "22:00", "06:00"), slot(["mon"], "05:00", "07:00")],
    ];
    for (const slots of bad)
      expect(withHours({ kind: "weekly", slots }), JSON.stringify(slots)).toBe(false);
    expect(withHours({ kind: "weekly", slots: [] })).toBe(false);
  });

  it("says 'not stated' only with a note, never as a guess", () => {
    expect(withHours({ kind: "unknown" })).toBe(false);
    expect(withHours({ kind: "unknown", note: "The page gives no hours." })).toBe(true);
  });

  it("measures a past-midnight slot into the next day", () => {
    expect(slotSpans({ days: ["fri"], opens: "20:00", closes: "02:00" })).toEqual([
      [4 * 1440 + 20 * 60, 5 * 1440 + 2 * 60],
    ]);
  });
});
