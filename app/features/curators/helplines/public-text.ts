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
