import type { InstrumentId, NextStep } from "./questionnaire";

/**
 * What a result means, in plain words, by instrument and band name; and what to do next. Written
 * to be read by someone who may be having a hard time: calm, direct, never a diagnosis.
 */
const MEANING: Record<InstrumentId, Record<string, string>> = {
  "phq-9": {
    Minimal: "Your answers show few or no signs of low mood over the last two weeks.",
    Mild: "Your answers show some signs of low mood over the last two weeks. Many people have stretches like this, and small steps can help.",
    Moderate:
      "Your answers show signs of low mood on many days, which may be making everyday life harder.",
    "Moderately severe":
      "Your answers show many signs of low mood, on most days of the last two weeks. That is a lot to carry, and you deserve support with it.",
    Severe:
      "Your answers show many signs of low mood, most of them on more than half the days of the last two weeks or more often. That is a lot to carry, and you deserve support with it now.",
  },
  "gad-7": {
    Minimal: "Your answers show few or no signs of anxiety over the last two weeks.",
    Mild: "Your answers show some signs of worry and anxiety over the last two weeks. Many people have stretches like this, and small steps can help.",
    Moderate:
      "Your answers show signs of worry and anxiety on many days, which may be making everyday life harder.",
    Severe:
      "Your answers show many signs of worry and anxiety, on most days of the last two weeks. That is a lot to carry, and you deserve support with it.",
  },
};

export function meaningOf(instrument: InstrumentId, band: string): string {
  return MEANING[instrument][band] ?? "";
}

/** Beside the meaning when PHQ-9's item 9 was answered above "Not at all", whatever the band. */
export const SAFETY_MEANING =
  "Whatever the total, your answer about thoughts of being better off dead or of hurting yourself matters most. Please talk about it with someone today.";

export const NEXT_STEPS: Record<NextStep, { title: string; text: string }> = {
  "keep-going": {
    title: "Keep doing what helps",
    text: "Keep up the things that help you feel well. If something changes, you can check in again at any time.",
  },
  watch: {
    title: "Look after yourself, and check in again",
    text: "Try one or two of the resources below, and check in again in two weeks. If things are not easing, or they are getting in the way of your days, talk to a doctor or therapist.",
  },
  talk: {
    title: "Talk to a doctor or therapist",
    text: "It would help to talk with a doctor or therapist about how you have been feeling. You could print this result and take it with you: it gives them a clear starting point.",
  },
  "talk-soon": {
    title: "Talk to a doctor or therapist soon",
    text: "Please talk with a doctor or therapist soon, this week if you can. You could print this result and take it with you: it gives them a clear starting point.",
  },
  today: {
    title: "Talk to someone today",
    text: "Please don’t wait with this. Talk to a crisis line now: they are there for exactly this, by phone, text or chat. And call your doctor’s office today to ask to be seen the same day. You could print this result and take it with you: it gives them a clear starting point.",
  },
};
