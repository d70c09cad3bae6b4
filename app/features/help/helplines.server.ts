import { href } from "react-router";
import { countriesByName, findCountry } from "../../domain/helplines/links";
import { activeRegistry } from "../../domain/helplines/registry.server";
import type { HelplineCountry } from "../../domain/helplines/types";

/** A country's lines from the live registry, or undefined for a code it does not hold. */
export function countryByCode(code: string): HelplineCountry | undefined {
  return findCountry(activeRegistry(), code);
}

/** The chooser's options: every country, by name. */
export function countryChoices(): Array<{ code: string; name: string }> {
  return countriesByName(activeRegistry()).map(({ code, name }) => ({ code, name }));
}

/** Paths of the help pages (/get-help and every country's), for the sitemap. */
export function helpPaths(): string[] {
  return [
    href("/get-help"),
    ...activeRegistry().countries.map((country) => href("/get-help/:code", { code: country.code })),
  ];
}

const TWO_LETTERS = /^[a-z]{2}$/i;

/**
 * Where the country chooser's `?country=` goes: a two-letter code to its page (which answers
 * 404 when the code is not one we list), anything else back to /get-help.
 */
export function chooserTarget(value: string): string {
  const code = value.trim();
  return TWO_LETTERS.test(code)
    ? href("/get-help/:code", { code: code.toLowerCase() })
    : href("/get-help");
}
