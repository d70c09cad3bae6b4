import { callHref, countryInSentence, crisisLinePlaces, crisisLineVerb } from "./dial";
import { crisisLineOf, DEFAULT_COUNTRY_CODE, findCountry } from "./links";
import { activeRegistry } from "./registry.server";
import type { HelplineRegistry } from "./types";
import { regionName, type Locale } from "~/lib/locale";

/*
 * The crisis lines in the site's Markdown (articles, page texts): the text names them by
 * placeholder, and this fills each in from the registry when the page renders, so no number is
 * written in prose (docs/how-to-add.md, "Crisis lines in an article or page"):
 *
 * - `{{crisis-line}}`: "call or text 988 (988 Suicide & Crisis Lifeline) in the United States
 *   and Canada", the line every page names, each place with its own line's name when they differ
 *   ("in the United States (988 Suicide & Crisis Lifeline) and Canada (9-8-8: Suicide Crisis
 *   Helpline)");
 * - `{{emergency}}`: "call 911 in the United States, or your local emergency number".
 */

const escape = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const link = (number: string) => `<a href="${callHref(number)}">${escape(number)}</a>`;

function fills(registry: HelplineRegistry): Record<string, string> {
  const line = crisisLineOf(registry);
  const home = findCountry(registry, DEFAULT_COUNTRY_CODE);
  const emergency = home?.emergency.numbers[0];
  return {
    "crisis-line": line
      ? `${crisisLineVerb(line)} ${link(line.number)} ${escape(crisisLinePlaces(line))}`
      : `find the crisis line for your country on <a href="/get-help">Get help now</a>`,
    emergency:
      home && emergency
        ? `call ${link(emergency)} in ${escape(countryInSentence(home))}, or your local emergency number`
        : "call your local emergency number",
  };
}

/** The same, for a page in Spanish: "llama o envía un mensaje de texto al 988 (…) en Estados Unidos y Canadá". */
function fillsEs(registry: HelplineRegistry): Record<string, string> {
  const line = crisisLineOf(registry, { name: (c) => regionName("es", c.code), and: "y" });
  const home = findCountry(registry, DEFAULT_COUNTRY_CODE);
  const emergency = home?.emergency.numbers[0];
  const verb = line?.texts ? "llama o envía un mensaje de texto al" : "llama al";
  return {
    "crisis-line": line
      ? `${verb} ${link(line.number)} (<span lang="en">${escape(line.name)}</span>) en ${escape(line.where)}`
      : `busca la línea de crisis de tu país en <a href="/es/ayuda">Obtén ayuda ahora</a>`,
    emergency:
      home && emergency
        ? `llama al ${link(emergency)} en ${escape(regionName("es", home.code))}, o al número de emergencias de tu zona`
        : "llama al número de emergencias de tu zona",
  };
}

const PLACEHOLDER = /\{\{\s*([a-z-]+)\s*\}\}/g;

/** The placeholders `html` names that this module does not know (a test holds the content to none). */
export function unknownPlaceholders(text: string): string[] {
  const known = fills(activeRegistry());
  return [...text.matchAll(PLACEHOLDER)]
    .map((match) => match[1]!)
    .filter((name) => !(name in known));
}

/** `html` with every placeholder filled from the registry; an unknown one is an error. */
export function fillHelplines(
  html: string,
  registry: HelplineRegistry = activeRegistry(),
  locale: Locale = "en",
): string {
  const known = locale === "es" ? fillsEs(registry) : fills(registry);
  return html.replace(PLACEHOLDER, (_whole, name: string) => {
    const text = known[name];
    if (text === undefined) throw new Error(`Unknown crisis-line placeholder {{${name}}}`);
    return text;
  });
}
