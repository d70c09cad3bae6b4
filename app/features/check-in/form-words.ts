import { ANSWERS, DIFFICULTY } from "./questionnaire";

/**
 * The form's own words: English here, Spanish in ./check-in-words-es.ts; each page passes its
 * own (./check-in-words.ts). The questionnaire's words come with `instrument`.
 */
export interface FormWords {
  answers: readonly string[];
  difficulty: { question: string; answers: readonly string[] };
  answerEvery: string;
  questionOf: (index: number, count: number) => string;
  chooseHowOften: string;
  optionalDifficulty: string;
  submit: string;
  scoredHere: string;
  sentOnce: string;
  /** The error summary's heading, by how many questions are unanswered. */
  needAnswer: (count: number) => string;
  scoredOnceAll: string;
  othersStillHere: string;
  questionLink: (index: number, item: string) => string;
  /** What the form's polite live region says, once, when Get help now first appears. */
  helpNowAnnouncement: string;
}

export const FORM_WORDS: FormWords = {
  answers: ANSWERS.map((answer) => answer.label),
  difficulty: DIFFICULTY,
  answerEvery: "Please answer every question.",
  questionOf: (index, count) => `Question ${index + 1} of ${count}`,
  chooseHowOften: "Choose how often this has bothered you.",
  optionalDifficulty:
    "Optional. This answer is not part of the score; it is printed for your clinician.",
  submit: "See my result",
  scoredHere: "Your answers are scored on this device and are not sent anywhere.",
  sentOnce: "Your answers are sent once to work out your score; nothing is saved or logged.",
  needAnswer: (count) =>
    count === 1 ? "One question needs an answer" : `${count} questions need an answer`,
  scoredOnceAll: "Your score is worked out once every question is answered.",
  othersStillHere: " Your other answers are still here.",
  questionLink: (index, item) => `Question ${index + 1}: ${item}`,
  helpNowAnnouncement:
    "Get help now: crisis lines and the emergency number are shown after question 9.",
};
