/*
 * What a crisis line's own words may hold (docs/product.md, "Crisis lines" under the curator
 * console; docs/security.md, finding M2). A crisis line's free text must never send a visitor to a
 * number or a site the line's own page does not give, so every registry write checks:
 *
 * - numbers: a phone-number-like run of digits in its text must be one of the line's own
 *   numbers (or the country's emergency numbers), or already be in its text before the change;
 * - addresses: its source, its chat addresses and the page a check was made against must be on
 *   one of the line's own recorded sites (`domains`), so a look-alike host cannot slip in.
 *
 * Pure functions, the same for the console's forms and the JSON API.
 */

import type { ServiceFields } from "~/content/helpline-seed.schema";
import { CHECK_LABELS, FIELD_LABELS, type CheckInput, type FieldErrors } from "./service-change";

/** The fewest digits a run needs to be read as a phone number: short codes have three. */
export const PHONE_LIKE_MIN_DIGITS = 3;

/**
 * A run of digits, possibly after a "+", joined by at most three spaces, dots, dashes or
 * parentheses between any two digits: "555", "1-900-555-0100", "(0)20 7946 0000", "1.800.555".
 * Anything else ends a run: letters, commas, slashes and colons ("24/7", "09:00" and "1,100" are
 * runs of one or two digits each).
 */
const RUN = /\+?\(?\d(?:[\s.()\u2010-\u2015-]{0,3}\d)*/gu;

const digitsOf = (text: string) => text.replace(/\D/g, "");

/** The letters of a phone keypad, for numbers printed as words ("1-800-555-HOPE"). */
const KEYPAD: Record<string, string> = Object.fromEntries(
  ["abc", "def", "ghi", "jkl", "mno", "pqrs", "tuv", "wxyz"].flatMap((letters, i) =>
    [...letters].map((letter) => [letter, String(i + 2)]),
  ),
);

export interface PhoneLikeRun {
  /** As written. */
  text: string;
  digits: string;
  /** The letters right after it, as a keypad dials them ("HOPE" after "1.800.555." → "4673"). */
  spelled: string;
}

/** Every phone-number-like run in `text`: at least PHONE_LIKE_MIN_DIGITS digits. */
export function phoneLikeRuns(text: string): PhoneLikeRun[] {
  return [...text.matchAll(RUN)]
    .map((match) => {
      const after = text.slice(match.index + match[0].length);
      const letters = /^[.\s-]?([A-Za-z]+)/.exec(after)?.[1] ?? "";
      const spelled = [...letters.toLowerCase()].map((letter) => KEYPAD[letter]).join("");
      return { text: match[0], digits: digitsOf(match[0]), spelled };
    })
    .filter((run) => run.digits.length >= PHONE_LIKE_MIN_DIGITS);
}

/** The numbers a line's text may name, and what was already in it before this change. */
export interface AllowedNumbers {
  /** As printed: the line's own call and text numbers, the country's emergency numbers. */
  numbers: readonly string[];
  /** Text already on the site before this change: its runs stay allowed. */
  before?: readonly string[];
  /** A year from 1900 to 2099 standing alone ("checked 12 May 2025"): only in check notes. */
  years?: boolean;
}

/** True when a run names an allowed number, or was already there. */
function allowed(run: PhoneLikeRun, rules: AllowedNumbers, shown: ReadonlySet<string>): boolean {
  if (shown.has(run.digits)) return true;
  if (rules.years && /^(?:19|20)\d\d$/.test(run.text)) return true;
  return rules.numbers.map(digitsOf).some((number) => {
    if (number === run.digits) return true;
    // A number printed with words: its digits, then the letters, dial the line's own number.
    const dialled = run.digits + run.spelled;
    return run.spelled !== "" && dialled.startsWith(number) && number.startsWith(run.digits);
  });
}

/**
 * The first run in `text` that is not allowed, as written, or undefined when there is none.
 */
export function strayNumber(text: string, rules: AllowedNumbers): string | undefined {
  const shown = new Set((rules.before ?? []).flatMap(phoneLikeRuns).map((run) => run.digits));
  return phoneLikeRuns(text).find((run) => !allowed(run, rules, shown))?.text;
}

/**
 * What a field's message says about a stray number: which one, and which are allowed
 * (`whose`: "this line's own numbers", "the emergency numbers").
 */
export function strayNumberMessage(
  label: string,
  run: string,
  whose: string,
  numbers: readonly string[],
) {
  return `${label}: “${run.trim()}” looks like a phone number, and it is not one of ${whose} (${numbers.join(", ")}). Please leave it out: a new number is added as a number of its own, checked on its own page, and a year or a count reads as well in words.`;
}

/** True when `url`'s host is one of `domains` or a subdomain of one ("www.example.org"). */
export function onOwnSite(url: string, domains: readonly string[]): boolean {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return false;
  }
  return domains.some((domain) => host === domain || host.endsWith(`.${domain}`));
}

export function offSiteMessage(label: string, url: string, domains: readonly string[]) {
  let host = url;
  try {
    host = new URL(url).hostname;
  } catch {
    // Shown as typed.
  }
  return `${label}: ${host} is not one of this line's own sites (${domains.join(", ")}). Please use an address on one of them.`;
}

// ---------------------------------------------------------------------------------------------
// A line's text and addresses, field by field
// ---------------------------------------------------------------------------------------------

/** Each piece of a service's free text the public reads, with the field it is reported under. */
function textsOf(
  fields: Partial<ServiceFields>,
): Array<{ field: string; label: string; text: string }> {
  const texts = [
    { field: "name", label: FIELD_LABELS.name, text: fields.name ?? "" },
    { field: "description", label: FIELD_LABELS.description, text: fields.description ?? "" },
    { field: "cost", label: FIELD_LABELS.cost, text: fields.cost ?? "" },
    ...(fields.languages ?? []).map((text) => ({
      field: "languages",
      label: FIELD_LABELS.languages,
      text,
    })),
    ...(fields.hours?.kind === "unknown"
      ? [{ field: "hours", label: "Hours (note)", text: fields.hours.note }]
      : []),
    ...(fields.methods ?? []).flatMap((method, i) => [
      {
        field: "methods",
        label: `${FIELD_LABELS.methods} (#${i + 1} note)`,
        text: method.note ?? "",
      },
      ...(method.kind === "text" && method.keyword
        ? [
            {
              field: "methods",
              label: `${FIELD_LABELS.methods} (#${i + 1} keyword)`,
              text: method.keyword,
            },
          ]
        : []),
    ]),
  ];
  return texts.filter((entry) => entry.text);
}

/** The numbers a service's text may name: its own (calls and texts) and its country's. */
export function numbersOf(fields: ServiceFields, emergency: readonly string[]): string[] {
  const own = fields.methods.filter((method) => method.kind !== "chat").map((m) => m.value);
  return [...new Set([...own, ...emergency])];
}

export const LINE_NUMBERS = "this line's own numbers or the country's emergency numbers";

/**
 * A service's problems beyond its shape: a number in its text that is not its own (nor already
 * there before), a source or chat address off its own sites.
 */
export function serviceProblems(
  fields: ServiceFields,
  emergency: readonly string[],
  before?: Partial<ServiceFields>,
): FieldErrors {
  const errors: FieldErrors = {};
  const numbers = numbersOf(fields, emergency);
  const rules: AllowedNumbers = {
    numbers,
    before: before ? textsOf(before).map((t) => t.text) : [],
  };
  for (const { field, label, text } of textsOf(fields)) {
    const stray = strayNumber(text, rules);
    if (stray) errors[field] ??= strayNumberMessage(label, stray, LINE_NUMBERS, numbers);
  }
  if (!onOwnSite(fields.source, fields.domains)) {
    errors.source ??= offSiteMessage(FIELD_LABELS.source, fields.source, fields.domains);
  }
  fields.methods.forEach((method, i) => {
    if (method.kind === "chat" && !onOwnSite(method.value, fields.domains)) {
      errors.methods ??= offSiteMessage(
        `${FIELD_LABELS.methods} (#${i + 1})`,
        method.value,
        fields.domains,
      );
    }
  });
  return errors;
}

/** A check of a service: read on its own sites, its note naming only its numbers (or years). */
export function checkProblems(
  check: CheckInput,
  fields: ServiceFields,
  emergency: readonly string[],
) {
  const errors: FieldErrors = {};
  if (!onOwnSite(check.sourceUrl, fields.domains)) {
    errors.sourceUrl = offSiteMessage(CHECK_LABELS.sourceUrl, check.sourceUrl, fields.domains);
  }
  const numbers = numbersOf(fields, emergency);
  const before = textsOf(fields).map((t) => t.text);
  const stray = strayNumber(check.note, { numbers, before, years: true });
  if (stray) errors.note = strayNumberMessage(CHECK_LABELS.note, stray, LINE_NUMBERS, numbers);
  return errors;
}
