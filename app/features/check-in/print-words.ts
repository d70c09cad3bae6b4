import { formatDate } from "~/lib/dates";
import type { PrintWords } from "./print-sheet";
import { ANSWERS, DIFFICULTY } from "./questionnaire";

/** The printed sheet's words in English (./print-sheet.tsx); Spanish: ./chequeo-words.ts. */
export const PRINT_WORDS: PrintWords = {
  kicker: "Steady Ground · Check in privately",
  title: (instrument) => `${instrument.name} (${instrument.about}): answers and score`,
  date: (isoDate) => `Date: ${formatDate(isoDate)}`,
  question: "Question",
  answer: "Answer",
  points: "Points",
  totalScore: "Total score",
  outOf: (score, max) => `${score} of ${max}`,
  band: (name, ranges) => `Band: ${name} (${ranges}).`,
  notAnswered: "Not answered.",
  safetyFlag: (question, firstAnswer) =>
    `Question ${question} was answered above “${firstAnswer}”.`,
  selfCheck: "A self-check, not a diagnosis.",
  answers: ANSWERS.map((answer) => answer.label),
  difficulty: DIFFICULTY,
};
