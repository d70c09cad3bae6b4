import { callHref, countryInSentence, digitsOf, mainLine, textHref, type CrisisLine } from "./dial";
import type { CheckShown, HelplineCountry, HelplineRegistry, Method } from "./types";

/*
 * How a crisis line is reached and named, wherever a page shows one in full (./dial.ts has the
 * little every page needs, and writes the `tel:` and `sms:` addresses). Every number comes from
 * the registry's data (./no-numbers-elsewhere.test.ts holds every other file to that).
 */

/** Everywhere we list no line: the international directory the site points to. */
export const FIND_A_HELPLINE_URL = "https://findahelpline.com";

/**
 * The country whose lines a page shows before the visitor chooses one (and without JavaScript):
 * the United States, as the site is written in US English for readers there first and its
 * crisis bar names 988 (docs/product.md "Crisis lines"); every such place says
 * which country it is and links to the others.
 */
export const DEFAULT_COUNTRY_CODE = "us";

export function methodHref(method: Method): string {
  if (method.kind === "call") return callHref(method.value);
  if (method.kind === "text") return textHref(method.value, method.keyword);
  return method.value;
}

/** A chat address as a reader sees it: its host, without "www.". */
export function hostOf(url: string): string {
  return new URL(url).hostname.replace(/^www\d?\./, "");
}

/** "Call 988" / "Text START to 88788" / "Text 988" / "Chat at 988lifeline.org". */
export function methodLabel(method: Method): string {
  if (method.kind === "call") return `Call ${method.value}`;
  if (method.kind === "text") {
    return method.keyword ? `Text ${method.keyword} to ${method.value}` : `Text ${method.value}`;
  }
  return `Chat at ${hostOf(method.value)}`;
}

/**
 * A method as a compact list or a printed sheet writes it, with what to do once connected:
 * "Call 988 (then press 1)", "Call 1-800-487-4889 (TTY)", "Call 09 2525 0111 (in Finnish)".
 * Every list that writes methods in one line uses this, so no list drops a note.
 */
export function methodLabelWithNote(method: Method): string {
  if (!method.note) return methodLabel(method);
  // "Then press 1" reads "then press 1" inside the brackets; "TTY" and "ASL" stay as written.
  const note = /^[A-Z][a-z]/.test(method.note)
    ? method.note[0]!.toLowerCase() + method.note.slice(1)
    : method.note;
  return `${methodLabel(method)} (${note})`;
}

/**
 * What a public page adds after "Checked DATE against HOST" (decision 040): the page's year when
 * it is old, or that the page read does not print the number. Empty when there is nothing to add.
 */
export function checkCaveat(
  check: Pick<CheckShown, "checkShowsNumber" | "checkPageYear" | "checkPageYearApprox">,
): string {
  if (!check.checkShowsNumber) {
    return ", a page that does not print the number: we could not confirm it on the service's own page";
  }
  if (check.checkPageYear !== null) {
    return `, a page from ${check.checkPageYearApprox ? "about " : ""}${check.checkPageYear}`;
  }
  return "";
}

export function findCountry(
  registry: Pick<HelplineRegistry, "countries">,
  code: string,
): HelplineCountry | undefined {
  const wanted = code.toLowerCase();
  return registry.countries.find((country) => country.code === wanted);
}

/** Countries by name, for the chooser and the all-countries page. */
export function countriesByName(registry: Pick<HelplineRegistry, "countries">): HelplineCountry[] {
  return [...registry.countries].sort((a, b) => a.name.localeCompare(b.name, "en"));
}

/** "A, B and C". */
export function listInWords(items: readonly string[], last = "and"): string {
  return items.length > 1
    ? `${items.slice(0, -1).join(", ")} ${last} ${items.at(-1)}`
    : (items[0] ?? "");
}

/**
 * The line every page names before a country is chosen: the default country's main line, by its
 * first number, with every country whose main line answers on that same number ("988 in the
 * United States and Canada"); null when the default country lists no line.
 */
export function crisisLineOf(
  registry: Pick<HelplineRegistry, "countries">,
  /** How a country is named in the sentence, and the list's last joining word (for Spanish: "y"). */
  inWords: { name: (country: HelplineCountry) => string; and: string } = {
    name: countryInSentence,
    and: "and",
  },
): CrisisLine | null {
  const home = findCountry(registry, DEFAULT_COUNTRY_CODE);
  const line = home && mainLine(home);
  const call = line?.methods.find((method) => method.kind === "call");
  if (!line || !call) return null;
  const dialled = digitsOf(call.value);
  const answersOn = (country: HelplineCountry) => {
    const main = mainLine(country);
    return main?.methods.some((m) => m.kind === "call" && digitsOf(m.value) === dialled);
  };
  const places = [home, ...registry.countries.filter((c) => c !== home && answersOn(c))];
  return {
    places: places.map((place) => ({
      where: inWords.name(place),
      name: mainLine(place)!.name,
    })),
    name: line.name,
    number: call.value,
    texts: line.methods.some(
      (m) => m.kind === "text" && !m.keyword && digitsOf(m.value) === dialled,
    ),
    where: listInWords(places.map(inWords.name), inWords.and),
  };
}
