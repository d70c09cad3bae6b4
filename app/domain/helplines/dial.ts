import type { HelplineCountry, HelplineService } from "./types";

/*
 * The part of the registry's helpers that every page needs (the crisis bar, the footer): how a
 * number is dialled and how the line every page names is said. Kept apart from ./links.ts so
 * that a page that shows no line in full downloads only this. The only place in app/ that
 * writes a `tel:` or `sms:` address (./links.ts's `methodHref` calls these).
 */

/** A number as dialled: its digits only ("116 123" → "116123"). */
export function digitsOf(number: string): string {
  return number.replace(/[^0-9]/g, "");
}

/** `tel:` with digits only (tel:116123), which every phone dialer accepts. */
export function callHref(number: string): string {
  return `tel:${digitsOf(number)}`;
}

/**
 * `sms:` with the keyword as the message body where there is one. `?&body=` is the form both
 * iOS and Android accept.
 */
export function textHref(number: string, keyword?: string): string {
  const base = `sms:${digitsOf(number)}`;
  return keyword ? `${base}?&body=${encodeURIComponent(keyword)}` : base;
}

/** The country's name as it reads inside a sentence: "in the United Kingdom", "in Canada". */
export function countryInSentence(country: Pick<HelplineCountry, "name" | "inSentence">): string {
  return country.inSentence ?? country.name;
}

/** The line a country's crisis bar shows: its first listed service, when it has one. */
export function mainLine(country: HelplineCountry): HelplineService | undefined {
  return country.services[0];
}

/**
 * The line every page names before a country is chosen (the crisis bar, the footer, crisis
 * notes): the default country's main line, by its first number, with every country whose main
 * line answers on that same number ("988 in the United States and Canada").
 */
export interface CrisisLine {
  /** The service's name: "988 Suicide & Crisis Lifeline". */
  name: string;
  number: string;
  /** Whether the number also takes texts (with no keyword). */
  texts: boolean;
  /** Where it answers, in a sentence: "the United States and Canada". */
  where: string;
  /** Each place it answers, with the name its line goes by there (Canada's is its own). */
  places?: Array<{ where: string; name: string }>;
}

/**
 * After the number: "(988 Suicide & Crisis Lifeline) in the United States and Canada" when one
 * name serves every place, else "in the United States (988 Suicide & Crisis Lifeline) and Canada
 * (9-8-8: Suicide Crisis Helpline)".
 */
export function crisisLinePlaces(line: CrisisLine): string {
  const places = line.places ?? [];
  if (places.every((place) => place.name === line.name)) return `(${line.name}) in ${line.where}`;
  const named = places.map((place) => `${place.where} (${place.name})`);
  return `in ${named.length > 1 ? `${named.slice(0, -1).join(", ")} and ${named.at(-1)}` : named[0]}`;
}

/** "Call or text 988" / "Call 988". */
export function crisisLineVerb(line: CrisisLine): string {
  return line.texts ? "call or text" : "call";
}
