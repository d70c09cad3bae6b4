import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { HELPLINE_SEED } from "~/content/helpline-seed";

/*
 * One module owns every crisis number (STYLE.md "Crisis numbers from one source"): the registry
 * (this folder, app/domain/helplines/) reads them from the database, seeded from
 * app/content/helpline-seed.ts. Anywhere else in app/ or server/, a crisis number, a `tel:` or an
 * `sms:` address written by hand would go stale the day the curator corrects the registry, so
 * this test fails on one: Markdown names the lines by placeholder ({{crisis-line}},
 * {{emergency}}: ./prose.server.ts), components call ./dial.ts and ./links.ts with the
 * registry's data.
 */

const ROOT = path.resolve(import.meta.dirname, "../../..");
const MODULE = path.join("app", "domain", "helplines");
/** The seed and its schema and tests: the registry's data, where the numbers belong. */
const SEED = /^app\/content\/helpline-seed[.a-z]*\.ts$/;

function filesUnder(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(folder, entry.name);
    if (entry.isDirectory()) return filesUnder(relative);
    return /\.(tsx?|md|css)$/.test(entry.name) ? [relative] : [];
  });
}

/** Tests, whose made-up lines and numbers (0 000 0000) reach no page. */
const TEST = /\.test\.tsx?$/;

const files = [...filesUnder("app"), ...filesUnder("server")].filter(
  (file) =>
    !file.startsWith(MODULE) && !SEED.test(file.split(path.sep).join("/")) && !TEST.test(file),
);

/** Every number the seed holds: each service's numbers and each country's emergency numbers. */
const NUMBERS = [
  ...new Set(
    HELPLINE_SEED.flatMap((country) => [
      ...country.emergency.numbers,
      ...country.services.flatMap((service) =>
        service.methods.flatMap((method) => (method.kind === "chat" ? [] : [method.value])),
      ),
    ]),
  ),
];

/**
 * A number as it may be written: its groups as the seed prints them, with a space, dot, dash or
 * nothing between them; a North American 1-800 number also without its leading 1 and with its
 * area code in brackets. Not part of a longer number, a word, a decimal or a slug.
 */
function patternOf(number: string): RegExp {
  const groups = number.split(/[ -]/);
  const northAmerican = groups.length === 4 && groups[0] === "1";
  const body = (northAmerican ? groups.slice(1) : groups)
    .map((group, i) => (northAmerican && i === 0 ? `\\(?${group}\\)?` : group))
    .join("[ .-]?");
  const prefix = northAmerican ? "(?:1[ .-]?)?" : "";
  return new RegExp(`(?<![\\w.,:/#-])${prefix}${body}(?![\\w-]|[.,]\\d)`, "g");
}

/** The names and ids of the seed's services, which may carry a number ("988 Suicide & Crisis Lifeline", "Shout 85258"). */
const NAMES = HELPLINE_SEED.flatMap((country) =>
  country.services.flatMap((service) => [service.name, service.id]),
).sort((a, b) => b.length - a.length);

/**
 * Code that reads like a number and is not one, each with why: kept short and exact, so that
 * nothing else slips through.
 */
const NOT_NUMBERS = [
  // The longest headline an article's JSON-LD may have (app/features/blog/json-ld-check.ts).
  "max(110)",
];

function withoutNames(text: string): string {
  let rest = text;
  for (const name of [...NAMES, ...NOT_NUMBERS]) {
    rest = rest.split(name).join(" ".repeat(name.length));
  }
  return rest;
}

function lineOf(text: string, index: number): number {
  return text.slice(0, index).split("\n").length;
}

describe("crisis numbers come from the registry alone", () => {
  it("reads every file it should (the test is looking)", () => {
    expect(files.length).toBeGreaterThan(300);
    expect(files).toContain(path.join("app", "content", "resources.ts"));
    expect(files).toContain(path.join("app", "content", "blog", "depression-in-men.md"));
    expect(NUMBERS).toEqual(
      expect.arrayContaining(["988", "911", "999", "112", "116 123", "13 11 14"]),
    );
  });

  it("finds no tel: or sms: address outside app/domain/helplines/", () => {
    const found = files.flatMap((file) => {
      const text = readFileSync(path.join(ROOT, file), "utf8");
      return [...text.matchAll(/\b(?:tel|sms):/gi)].map(
        (match) => `${file}:${lineOf(text, match.index)}: ${match[0]}`,
      );
    });
    expect(found).toEqual([]);
  });

  it("finds no crisis number written outside the registry (pages and articles included)", () => {
    const found = files.flatMap((file) => {
      const text = withoutNames(readFileSync(path.join(ROOT, file), "utf8"));
      return NUMBERS.flatMap((number) =>
        [...text.matchAll(patternOf(number))].map(
          (match) =>
            `${file}:${lineOf(text, match.index)}: ${number} in "${text.slice(Math.max(0, match.index - 30), match.index + 20).replace(/\s+/g, " ")}"`,
        ),
      );
    });
    expect(found).toEqual([]);
  });

  it("would catch a number however it is spaced, and not a longer number or a date", () => {
    const finds = (number: string, text: string) => [...text.matchAll(patternOf(number))].length;
    expect(finds("988", "call or text 988 now")).toBe(1);
    expect(finds("911", "call **911** or")).toBe(1);
    expect(finds("116 123", "ring 116123 or 116-123 or 116 123")).toBe(3);
    expect(finds("1-800-273-8255", "1-800-273-8255, (800) 273-8255, 800.273.8255")).toBe(3);
    expect(finds("13 11 14", "call 13 11 14")).toBe(1);
    expect(finds("112", "2026-11-12, 1.12, 4112, 112a, 100,112")).toBe(0);
    expect(finds("000", "17,000 adults")).toBe(0);
  });
});
