import type { Audience } from "~/content/helpline-terms";
import { mainLine } from "./dial";
import type { HelplineCountry, HelplineService } from "./types";

/*
 * Which lines a page about a topic shows (docs/product.md "Crisis lines"):
 * trauma and childhood-adversity pages, and entries whose content notes name abuse, show the
 * abuse and sexual-violence lines; perinatal entries the perinatal lines; eating-difficulties
 * entries the eating-disorder lines; substance-use entries the substance-use lines; and an entry
 * that names suicide or self-harm the country's crisis lines for everyone. Always in the
 * visitor's chosen country, the default one before a choice.
 */

export const ABUSE_LINES: Audience[] = ["domestic-abuse", "sexual-violence"];

/** What an entry is read by: its place, its words and its content note. */
export interface TopicSource {
  title: string;
  description: string;
  subcategory?: string;
  contentNotes?: string;
}

const NAMES_ABUSE = /\babus|sexual violence|sexual assault|\brape\b|incest/i;
const NAMES_PERINATAL = /postpartum|perinatal|pregnan|postnatal/i;
const NAMES_EATING = /eating disorder|anorexi|bulimi|binge[- ]eating/i;
const NAMES_SUBSTANCE =
  /substance use|alcohol|addiction|drug use|\bdrinking\b|opioid|recovery from/i;
const NAMES_SUICIDE =
  /suicid|self-harm|harm(?:ing)? (?:yourself|themselves|himself|herself)|not wanting to be alive|wanting to die/i;

/**
 * The lines a catalogue entry shows beside it, as groups of audiences, one panel each: the
 * entry's own topics first (abuse and sexual violence, perinatal, eating, substance use), then
 * the crisis lines for everyone when it names suicide or self-harm.
 */
export function helplineTopicsOf(entry: TopicSource): Audience[][] {
  const notes = entry.contentNotes ?? "";
  const words = `${entry.title} ${entry.description} ${notes}`;
  const groups: Audience[][] = [];
  if (NAMES_ABUSE.test(notes)) groups.push(ABUSE_LINES);
  if (NAMES_PERINATAL.test(words)) groups.push(["perinatal"]);
  if (entry.subcategory === "eating-difficulties" || NAMES_EATING.test(notes)) {
    groups.push(["eating-difficulties"]);
  }
  if (NAMES_SUBSTANCE.test(words)) groups.push(["substance-use"]);
  if (NAMES_SUICIDE.test(`${notes} ${entry.description}`)) groups.push(["everyone"]);
  return groups;
}

/** A country without its lines: what a topic panel says of where it is. */
export type CountryHeader = Omit<HelplineCountry, "services">;

/** A topic's lines in one country, ready to show. */
export interface TopicLines {
  audiences: Audience[];
  country: CountryHeader;
  /** The country's lines for the topic, in the curator's order. */
  lines: HelplineService[];
  /** When it lists none for the topic: its main line, to point to instead (or none). */
  general: HelplineService | null;
}

export function topicLinesOf(country: HelplineCountry, audiences: readonly Audience[]): TopicLines {
  const { services, ...header } = country;
  const lines = services.filter((service) =>
    service.audiences.some((audience) => audiences.includes(audience)),
  );
  return {
    audiences: [...audiences],
    country: header,
    lines,
    general: lines.length === 0 ? (mainLine(country) ?? null) : null,
  };
}

/** What a topic's lines are headed with: "Help with eating difficulties". */
export function topicHeading(audiences: readonly Audience[]): string {
  if (audiences.some((audience) => ABUSE_LINES.includes(audience))) {
    return "If someone has hurt you, or is hurting you";
  }
  if (audiences.includes("perinatal")) return "Support in pregnancy and after a birth";
  if (audiences.includes("eating-difficulties")) return "Help with eating difficulties";
  if (audiences.includes("substance-use")) return "Help with alcohol or drugs";
  return "If you are in crisis";
}

/** The topic as a sentence names it when a country has no line for it: "eating difficulties". */
export function topicInWords(audiences: readonly Audience[]): string {
  if (audiences.some((audience) => ABUSE_LINES.includes(audience))) {
    return "abuse or sexual violence";
  }
  if (audiences.includes("perinatal")) return "pregnancy and new parents";
  if (audiences.includes("eating-difficulties")) return "eating difficulties";
  if (audiences.includes("substance-use")) return "alcohol or drugs";
  return "a crisis";
}

/**
 * The services an entry is itself (the 988 Lifeline's own entry, Samaritans'): those whose
 * first listed site is the entry's address's host. Their numbers come from here, not from the
 * entry's description.
 */
export function servicesAt(
  countries: readonly HelplineCountry[],
  url: string | undefined,
): Array<{ country: CountryHeader; service: HelplineService }> {
  if (!url) return [];
  const host = new URL(url).hostname.replace(/^www\./, "");
  return countries.flatMap(({ services, ...country }) =>
    services
      .filter((service) => service.domains[0] === host)
      .map((service) => ({ country, service })),
  );
}

/**
 * The country an entry belongs to, whose lines its panels show until the visitor chooses one:
 * the country of the line the entry itself is (Samaritans: the United Kingdom, the first the
 * registry lists), else the country of its site's country-code domain (calmharm.co.uk: the
 * United Kingdom; kidshelpphone.ca: Canada), when the registry lists that country; else null
 * (the default country, DEFAULT_COUNTRY_CODE in ./links.ts).
 */
export function ownCountryOf(
  countries: readonly HelplineCountry[],
  url: string | undefined,
): HelplineCountry | null {
  if (!url) return null;
  const itself = servicesAt(countries, url)[0];
  const tld = new URL(url).hostname.split(".").at(-1) ?? "";
  const code = itself?.country.code ?? (tld === "uk" ? "gb" : tld);
  return countries.find((country) => country.code === code) ?? null;
}
