import { href } from "react-router";

/** The questionnaires, by their ids (app/features/check-in/questionnaire.ts). */
type QuestionnaireId = "phq-9" | "gad-7";

/*
 * What a check-in result offers, by questionnaire and band, in one place (docs/product.md,
 * "Results by band"): at minimal and mild, free self-help with research behind it; at moderate,
 * how to choose a therapist and trusted information; at moderately severe and severe, and with
 * PHQ-9's item 9 answered above "Not at all", Get help now and the safety plan before anything
 * else, and never an entry whose own description advises against relying on it at that severity
 * (check-in-offers.test.ts reads each entry's words to hold this).
 */

/** One of the site's own pages, or a catalogue entry by its id. */
export type CheckInOffer =
  { kind: "page"; href: string; title: string; text: string } | { kind: "resource"; id: string };

const page = (path: string, title: string, text: string): CheckInOffer => ({
  kind: "page",
  href: path,
  title,
  text,
});
const resource = (id: string): CheckInOffer => ({ kind: "resource", id });

const GET_HELP = page(
  href("/get-help"),
  "Get help now",
  "Crisis lines you can call, text or chat with today, and your emergency number, by country.",
);
const SAFETY_PLAN = page(
  href("/safety-plan"),
  "Make a safety plan",
  "A few steps, in your own words, for getting through hard moments. It stays on your device.",
);
const CHOOSE_A_THERAPIST = page(
  href("/blog/:slug", { slug: "how-to-choose-a-therapist" }),
  "How to choose a therapist",
  "Our practical guide: kinds of therapy, what the letters after a name mean, what to ask, and where to look, including lower-cost options.",
);
const UNDERSTANDING_DEPRESSION = page(
  href("/understanding-depression"),
  "Understanding depression",
  "What depression is, its common signs, when to seek help and how it is treated, in plain words.",
);
const UNDERSTANDING_ANXIETY = page(
  href("/understanding-anxiety"),
  "Understanding anxiety",
  "What anxiety is, its common signs and what can cause it, in plain words.",
);

/** The key for a result with PHQ-9's item 9 answered above "Not at all", whatever its band. */
export const ITEM_9 = "item-9";

/** By questionnaire, then by band name (as in instruments.ts), plus ITEM_9 for the PHQ-9. */
export const CHECK_IN_OFFERS: Record<QuestionnaireId, Record<string, readonly CheckInOffer[]>> = {
  "phq-9": {
    Minimal: [
      resource("self-compassion-break"),
      resource("ucla-mindful-guided-meditations"),
      resource("nimh-depression"),
    ],
    Mild: [
      resource("self-compassion-break"),
      resource("ucla-mindful-guided-meditations"),
      resource("nimh-depression"),
    ],
    Moderate: [
      CHOOSE_A_THERAPIST,
      resource("nimh-depression"),
      UNDERSTANDING_DEPRESSION,
      // Studied as self-guided therapy for mild to moderate depression (its own entry).
      resource("feeling-good"),
    ],
    "Moderately severe": [GET_HELP, SAFETY_PLAN, CHOOSE_A_THERAPIST, resource("nimh-depression")],
    Severe: [GET_HELP, SAFETY_PLAN, CHOOSE_A_THERAPIST, resource("nimh-depression")],
    [ITEM_9]: [GET_HELP, SAFETY_PLAN, CHOOSE_A_THERAPIST, resource("nimh-depression")],
  },
  "gad-7": {
    Minimal: [
      resource("progressive-muscle-relaxation"),
      resource("ucla-mindful-guided-meditations"),
    ],
    Mild: [resource("progressive-muscle-relaxation"), resource("ucla-mindful-guided-meditations")],
    Moderate: [
      CHOOSE_A_THERAPIST,
      UNDERSTANDING_ANXIETY,
      resource("progressive-muscle-relaxation"),
    ],
    Severe: [GET_HELP, SAFETY_PLAN, CHOOSE_A_THERAPIST, UNDERSTANDING_ANXIETY],
  },
};

/**
 * Which offers a result takes: item 9's when PHQ-9's item 9 was answered above "Not at all",
 * else its band's (only the PHQ-9 has item 9's, and only it can have that answer).
 */
export function offersKey(band: string, safetyConcern: boolean): string {
  return safetyConcern ? ITEM_9 : band;
}
