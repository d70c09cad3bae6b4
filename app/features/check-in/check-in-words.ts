import { href } from "react-router";
import type { AboutWords } from "./about-instrument";
import { FORM_WORDS, type FormWords } from "./form-words";
import type { Instrument } from "./questionnaire";

/**
 * A questionnaire page's own words in one language, around the questionnaire's (which come with
 * `instrument`): English here, Spanish in ./check-in-words-es.ts. Each route imports its own, so
 * a page carries one language. The result's words load with the result (./result-view.tsx).
 */
export interface PageWords {
  /** The page's heading: "PHQ-9: a check-in on low mood". */
  title: (instrument: Instrument) => string;
  intro: (instrument: Instrument) => string;
  /** "Your answers stay private.", then how, with JavaScript and without. */
  private: string;
  scoredHere: string;
  sentOnce: string;
  privacy: { href: string; label: string };
  /** In the result's place while its code loads. */
  preparing: string;
  changeAnswers: string;
  /** Without JavaScript, back to an empty form. */
  answerAgain: string;
  /** Beside item 9 for the moment Get help now might still be loading. */
  helpLoading: { text: string; link: string; href: string };
  about: AboutWords;
  form: FormWords;
}

export const CHECK_IN_WORDS: PageWords = {
  title: (instrument) => `${instrument.name}: a check-in on ${instrument.about}`,
  intro: (instrument) =>
    `${instrument.countInWords} questions about how often some things have bothered you over the last two weeks. It is a self-check, not a diagnosis: a starting point for looking after yourself, or for a talk with a doctor or therapist.`,
  private: "Your answers stay private.",
  scoredHere: "They are scored here, on this device, and are not sent to us or anyone else.",
  sentOnce:
    "They are sent once to work out your score and sent straight back; nothing is saved or logged.",
  privacy: { href: href("/privacy"), label: "Privacy" },
  preparing: "Preparing your result\u2026",
  changeAnswers: "Change my answers",
  answerAgain: "Answer the questions again",
  helpLoading: {
    text: "If you are having these thoughts, you can talk to someone right now:",
    link: "Get help now",
    href: href("/get-help"),
  },
  about: {
    title: (name) => `About the ${name}`,
    text: (name, max) =>
      `The ${name} was developed by Drs. Robert L. Spitzer, Janet B.W. Williams, Kurt Kroenke and colleagues, with an educational grant from Pfizer Inc., and is free for anyone to use. The questions and answers above are its own, word for word. Each answer scores 0 (\u201cNot at all\u201d) to 3 (\u201cNearly every day\u201d), and the score is their sum, from 0 to ${max}:`,
    source: "Source:",
  },
  form: FORM_WORDS,
};
