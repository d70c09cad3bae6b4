import { DISCLAIMER, NO_COMPENSATION } from "~/lib/site";

/**
 * The English message catalogue: every string the site's frame (header, menus, footer, crisis
 * bar, quick exit, skip link, not-found page) and the Spanish-twinned pages read through the i18n
 * library (docs/decisions/040-i18n-with-lingui.md). Messages are ICU MessageFormat: `{name}` for a
 * value, `{count, plural, one {…} other {…}}` for plurals, `<link>…</link>` for an element the
 * caller supplies. Keys are grouped by prefix; a page's loader asks for its own prefixes only.
 *
 * This catalogue is the source: every other language's catalogue must have the same keys (its
 * type says so, and app/locales/catalogues.test.ts checks it).
 */
export const en = {
  "frame.skipLink": "Skip to content",
  "frame.languageLink": "Español",
  "frame.siteLandmark": "Site",
  "frame.searchLabel": "Search resources",
  "frame.searchPlaceholder": "Search",
  "frame.search": "Search",
  "frame.mainNav": "Main",
  "frame.menu": "Menu",
  "frame.viewAll": "View All {group}",
  "frame.submit": "Submit Resource",
  "frame.toastClose": "Close",
  "frame.toastRegion": "Notifications ({hotkey})",
  "quickExit.button": "Exit this page",
  "quickExit.hint": "Or press <key>Shift</key> 3 times",
  "quickExit.browsingSafely": "Browsing safely",
  "crisis.barIn": "In crisis in {country}? {name}: <call>{number}</call>",
  "crisis.barDanger": "In danger in {country}? Call <call>{number}</call>",
  "crisis.barDefault":
    "In crisis? {texts, select, yes {Call or text} other {Call}} <call>{number}</call> in {where}",
  "crisis.barNone": "In crisis? Free, confidential help:",
  "crisis.barOtherCountries": "Other countries: get help now",
  "crisis.barElsewhere": "Elsewhere: get help now",
  "crisis.phrase":
    "{texts, select, yes {call or text} other {call}} <call>{number}</call> (<name>{name}</name>) in {where}",
  "footer.explore": "Explore",
  "footer.categories": "Categories",
  "footer.note": "Please note",
  "footer.disclaimer": DISCLAIMER,
  "footer.noCompensation": NO_COMPENSATION,
  "footer.crisisWithLine":
    "If you are in crisis, {phrase}. Anywhere else, see <link>crisis lines by country</link>. In danger, call your local emergency number.",
  "footer.crisisNoLine":
    "If you are in crisis, see <link>crisis lines by country</link>. In danger, call your local emergency number.",
  "footer.copyright": "© 2024 {site}. Educational content only.",
  "notFound.kicker": "Lost the path?",
  "notFound.title": "404 Page Not Found",
  "notFound.message":
    "We couldn’t find the page you were looking for. It may have moved, or the link may be mistyped.",
  "notFound.home": "Return Home",
  "notFound.pageTitle": "Page not found",
  "notFound.description":
    "This page could not be found. Try the home page or browse resources by category.",
  "error.title": "Something went wrong",
  "error.message": "Sorry, this page could not be shown. Please try again in a moment.",
} as const satisfies Record<string, string>;

/** A message's key: the English catalogue names every one. */
export type MessageKey = keyof typeof en;

/** A language's catalogue: every key the English one has, each a message in that language. */
export type Catalogue = Record<MessageKey, string>;
