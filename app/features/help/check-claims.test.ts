import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SITE_PAGES } from "~/content/site-pages";
import { checkCaveat, hostOf } from "~/domain/helplines/links";
import { buildRegistry, seedRows } from "~/domain/helplines/registry.server";
import { countryPageText } from "./country-page";
import { renderEmbed } from "./embed.server";

/*
 * What the public help pages say about how their lines were checked (decision 040): every
 * "Checked … against" names a page that printed the line's number, or says it did not, and no
 * sentence claims more of the lines than is true of every one of them.
 */

const registry = buildRegistry(seedRows());
const NOW = new Date("2026-11-28T12:00:00Z");

/** Claims about every line that the seed's checks do not bear out (some were read on a
 * ministry's, a diocese's or a partner's page, and one on no page that prints its number). */
const UNTRUE_OF_EVERY_LINE =
  /(each|every)[^.]*checked against[^.]*own page|checked and kept up to date|each service.s own page|free, confidential (lines|help)\b/i;

const ROOT = path.resolve(import.meta.dirname, "../../..");
const HELP_SOURCES = [
  "app/routes/site/get-help.tsx",
  "app/routes/site/get-help-country.tsx",
  "app/routes/site/get-help-embed.tsx",
  ...readdirSync(path.join(ROOT, "app/features/help"))
    .filter((file) => /\.tsx?$/.test(file) && !file.includes(".test."))
    .map((file) => `app/features/help/${file}`),
  "app/components/layout/helpline-card.tsx",
  "app/components/layout/topic-lines.tsx",
  "app/components/layout/crisis-line-list.tsx",
];

describe("what the help pages say about checks", () => {
  it("names, in the embed, each line's check with its caveat", () => {
    for (const country of registry.countries) {
      const html = renderEmbed(country, NOW, "https://example.org");
      for (const service of country.services) {
        const host = hostOf(service.checkedAgainst);
        const caveat = checkCaveat(service).replace(/'/g, "&#x27;");
        expect(html, service.id).toContain(`${host}</a>${caveat}.`);
      }
    }
    const gb = renderEmbed(
      registry.countries.find((c) => c.code === "gb")!,
      NOW,
      "https://x.org",
    );
    expect(gb).toMatch(/learning\.nspcc\.org\.uk<\/a>, a page that does not print the number/);
  });

  it("never says every line was checked at its own page, or is free and confidential", () => {
    const texts = [
      ...registry.countries.map((country) => renderEmbed(country, NOW, "https://example.org")),
      ...registry.countries.map((country) => countryPageText(country).description),
      ...SITE_PAGES.map((page) => `${page.title} ${page.description ?? ""}`),
      ...HELP_SOURCES.map((file) => readFileSync(path.join(ROOT, file), "utf8")),
    ];
    expect(texts.filter((text) => UNTRUE_OF_EVERY_LINE.test(text.replace(/\s+/g, " ")))).toEqual(
      [],
    );
  });
});
