import { href } from "react-router";
import { HELPLINE_DATA } from "../../content/helplines";
import { HelplineDataSchema, type Country } from "../../content/helplines.schema";

let validated: readonly Country[] | undefined;

/**
 * The helpline data, checked against its schema on first use: a bad entry stops the build
 * (every help page is prerendered) rather than showing a broken number.
 */
export function helplineData(): readonly Country[] {
  validated ??= HelplineDataSchema.parse(HELPLINE_DATA);
  return validated;
}

export function countryByCode(code: string): Country | undefined {
  return helplineData().find((country) => country.code === code);
}

/** Paths of every country page, for prerendering and the sitemap. */
export function helpPaths(): string[] {
  return [
    href("/get-help"),
    ...HELPLINE_DATA.map((country) => href("/get-help/:code", { code: country.code })),
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
