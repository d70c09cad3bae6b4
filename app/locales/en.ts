import { DISCLAIMER, NO_COMPENSATION } from "~/lib/site";

/**
 * The English message catalogue: every string the site's frame (header, menus, footer, crisis
 * bar, quick exit, skip link, not-found page) and the Spanish-twinned pages read through the i18n
 * library (docs/decisions/042-i18n-with-lingui.md). Messages are ICU MessageFormat: `{name}` for a
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
  "crisis.phrasePlaces":
    "{texts, select, yes {call or text} other {call}} <call>{number}</call> in {places}",
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
  "safetyPlan.warningSigns.title": "1. My warning signs",
  "safetyPlan.warningSigns.hint":
    "Thoughts, feelings, moods or situations that tell me a hard time may be starting.",
  "safetyPlan.copingAlone.title": "2. Things I can do on my own",
  "safetyPlan.copingAlone.hint":
    "Small things that help me feel a little calmer or take my mind off things, such as a walk, music or a shower.",
  "safetyPlan.distractions.title": "3. People and places that take my mind off things",
  "safetyPlan.distractions.hint":
    "People I can be around, and places I can go, without having to talk about how I feel.",
  "safetyPlan.peopleToAsk.title": "4. People I can ask for help",
  "safetyPlan.peopleToAsk.hint":
    "Names and phone numbers of people I trust to talk to when I’m struggling.",
  "safetyPlan.professionals.title": "5. Professionals and crisis lines I can contact",
  "safetyPlan.professionals.hint":
    "My doctor, therapist or counselor and their numbers. The crisis lines for my country are printed below.",
  "safetyPlan.safeEnvironment.title": "6. Making my surroundings safer",
  "safetyPlan.safeEnvironment.hint":
    "What I can put away, lock up or give to someone else to keep, and who can help me do it.",
  "safetyPlan.reasons.title": "7. My reasons for living",
  "safetyPlan.reasons.hint": "The people, hopes and things that matter most to me.",
  "safetyPlan.saved": "Saved on this device only.",
  "safetyPlan.deleted": "Your plan was deleted from this device.",
  "safetyPlan.failedTitle": "This browser is not letting us save your plan.",
  "safetyPlan.failedText":
    "Its storage may be full or turned off (some private windows do this). What you typed is still here on screen: print it, or copy it somewhere safe, before you close this page.",
  "safetyPlan.print": "Print my plan",
  "safetyPlan.confirmDelete": "Yes, delete my plan",
  "safetyPlan.keep": "Keep it",
  "safetyPlan.delete": "Delete my plan",
  "safetyPlan.printBlank":
    "To print a blank plan to fill in by hand, use your browser’s Print command.",
  // The search page in Spanish (/es/buscar) reads these; the English /search writes its own.
  "search.label": "Search resources and pages",
  "search.placeholder": "Try “sleep” or “anxiety”",
  "search.topic": "Topic",
  "search.allTopics": "All topics",
  "search.submit": "Search",
  "search.searching": "Searching…",
  "search.count": "{count, plural, one {# resource} other {# resources}}",
  "search.countFor": "{count, plural, one {# result} other {# results}} for “{q}”",
  "search.noResults": "No results found",
  "search.noResultsHint":
    "Try a shorter or more general word, check the spelling, or choose another topic. You can also see <link>every resource in Spanish</link>.",
  "search.resources": "Resources",
  "search.pages": "Pages",
  "search.english":
    "Looking for resources in English? <link>Search in English</link> (most of them are in English only).",
} as const satisfies Record<string, string>;

/** A message's key: the English catalogue names every one. */
export type MessageKey = keyof typeof en;

/** A language's catalogue: every key the English one has, each a message in that language. */
export type Catalogue = Record<MessageKey, string>;
