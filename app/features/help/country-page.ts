import { countryInSentence } from "~/domain/helplines/dial";
import type { HelplineCountry } from "~/domain/helplines/types";

/** A country's help page as search engines and the site search show it: its title and summary. */
export function countryPageText(country: HelplineCountry): {
  title: string;
  description: string;
} {
  const where = countryInSentence(country);
  const main = country.services[0];
  const emergency = country.emergency.numbers[0];
  return {
    title: `Get help now in ${where}`,
    description: main
      ? `${main.name} and other crisis lines in ${where}, each with the page it was checked against. In danger, call ${emergency} in ${where}.`
      : `What to do in a crisis in ${where}. In danger, call ${emergency} in ${where}.`,
  };
}

/** Other names people type for a country: "help UK", "help in America". */
const OTHER_NAMES: Readonly<Record<string, readonly string[]>> = {
  us: ["USA", "US", "America", "United States of America"],
  gb: ["UK", "Britain", "Great Britain", "England", "Scotland", "Wales", "Northern Ireland"],
  nz: ["Aotearoa"],
};

/**
 * The words that find a country's help page in the site search: the country's names, its
 * emergency numbers, and its lines' names and numbers, all from the registry.
 */
export function countrySearchTerms(country: HelplineCountry): string[] {
  return [
    country.name,
    ...(OTHER_NAMES[country.code] ?? []),
    ...country.emergency.numbers,
    ...country.services.flatMap((service) => [
      service.name,
      ...service.methods.flatMap((method) => (method.kind === "chat" ? [] : [method.value])),
    ]),
  ];
}
