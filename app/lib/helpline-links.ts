import type { Contact, Country, Helpline } from "~/content/helplines.schema";

/*
 * The helpline helpers that need no data: every page's crisis bar and crisis notes use them, so
 * they stay apart from the helpline data (lib/helplines.ts), which only the help pages and a
 * visitor who chose a country load.
 */

/** Where the visitor's chosen country is kept in this browser (never sent anywhere). */
export const COUNTRY_STORAGE_KEY = "steady-ground:country";

/** The crisis line everyone sees before choosing a country: 988 serves the US and Canada. */
export const DEFAULT_LINE = { number: "988", label: "988", region: "US and Canada" } as const;

/** The country's name as it reads inside a sentence: "in the United Kingdom", "in Canada". */
export function countryInSentence(country: Pick<Country, "name" | "inSentence">): string {
  return country.inSentence ?? country.name;
}

/** The line a country's crisis bar shows: its first listed service, when it has one. */
export function mainLine(country: Country): Helpline | undefined {
  return country.services[0];
}

function digits(number: string): string {
  return number.replace(/[^0-9+]/g, "");
}

/** `tel:` with digits only (tel:116123), which every phone dialer accepts. */
export function telHref(number: string): string {
  return `tel:${digits(number)}`;
}

/**
 * `sms:` with the keyword as the message body where there is one. `?&body=` is the form both
 * iOS and Android accept.
 */
export function smsHref(number: string, keyword?: string): string {
  const base = `sms:${digits(number)}`;
  return keyword ? `${base}?&body=${encodeURIComponent(keyword)}` : base;
}

export function contactHref(contact: Contact): string {
  return contact.kind === "call"
    ? telHref(contact.number)
    : smsHref(contact.number, contact.keyword);
}

/** "Call 988, then press 1" / "Text START to 88788" / "Text 988". */
export function contactLabel(contact: Contact): string {
  if (contact.kind === "call")
    return `Call ${contact.number}${contact.then ? `, ${contact.then}` : ""}`;
  return contact.keyword
    ? `Text ${contact.keyword} to ${contact.number}`
    : `Text ${contact.number}`;
}
