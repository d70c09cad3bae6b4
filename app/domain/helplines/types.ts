import type { Audience, Slot } from "~/content/helpline-terms";

/*
 * The crisis-line registry as every page, the open API and the browser read it (docs/product.md "Crisis lines"): the database's rows (./store.server.ts) built into one
 * snapshot (./registry.server.ts). `GET /api/helplines` answers exactly these shapes, so the
 * browser, which fetches a chosen country from there, reads the same types as the server.
 */

/** When a line answers, in the service's time zone. */
export type Hours =
  | { kind: "always" }
  | { kind: "weekly"; slots: Slot[] }
  /** The service's own page states no hours; `note` says what was seen (for the curator). */
  | { kind: "unknown"; note: string };

/**
 * How to reach a line: its number (as printed locally) or its chat's https address.
 * `languages`: the BCP 47 tags this route answers in, as the service's own page in that language
 * says; absent: not stated for this route.
 */
export type Method =
  | { kind: "call"; value: string; note?: string; languages?: string[] }
  /** `keyword`: the word to send first, when the service asks for one. */
  | { kind: "text"; value: string; keyword?: string; note?: string; languages?: string[] }
  | { kind: "chat"; value: string; note?: string; languages?: string[] };

/**
 * The check a public page names for a line (registry.server.ts `shownCheck`, decision 040): the
 * latest whose page printed the line's main number or address; with none, the latest of all.
 */
export interface CheckShown {
  /** When (ISO date-time) and against what address. */
  checkedAt: string;
  checkedAgainst: string;
  /** False: no page read printed the number; the page says so ("could not confirm"). */
  checkShowsNumber: boolean;
  /** The page's own year when it is three or more years before the check; else null. */
  checkPageYear: number | null;
  /** The year is approximate ("about 2020"). */
  checkPageYearApprox: boolean;
}

export interface HelplineService extends CheckShown {
  /** Unique across every country. */
  id: string;
  name: string;
  /** Who it is for and what it offers, in our words. */
  description: string;
  methods: Method[];
  hours: Hours;
  /** The IANA zone the hours are in. */
  timeZone: string;
  /**
   * The hours in words, as the pages print them ("Friday, 9:00 am to 1:00 pm (Helsinki time)"):
   * worked out once, so a page that only prints them needs none of ./hours.ts.
   */
  hoursText: string;
  /** The languages its page says it answers in; empty: not stated. */
  languages: string[];
  audiences: Audience[];
  /** Only what its own page says; null: not stated. */
  cost: string | null;
  /** The service's own page (or an official one that runs or announces it). */
  source: string;
  /** The service's (or its operator's) own sites; the first is its main one. */
  domains: string[];
}

export interface HelplineEmergency extends CheckShown {
  numbers: string[];
  /** Which services the numbers reach, how deaf callers reach them; null: nothing to add. */
  note: string | null;
  source: string;
}

export interface HelplineCountry {
  /** ISO 3166-1 alpha-2, lowercase: the URL segment. */
  code: string;
  name: string;
  /** The name inside a sentence, where English needs "the": "the United Kingdom". */
  inSentence: string | null;
  timeZone: string;
  emergency: HelplineEmergency;
  /** In the curator's order; the first is the country's main line (the crisis bar's). */
  services: HelplineService[];
}

export interface HelplineRegistry {
  /** The latest change or check of anything in it (ISO date-time). */
  updatedAt: string;
  /** In the curator's order (the seed's first); pages sort by name where they list them all. */
  countries: HelplineCountry[];
}
