import type { AnswerValue } from "./questionnaire";

/*
 * The Spanish PHQ-9's answers and closing question, word for word as the official form prints
 * them (./instruments-es.ts says where they were checked). A module of their own: the page's
 * form needs only these in the browser, not the questionnaire (which travels as loader data).
 */

/** The four answers, scored 0 to 3, as the Spanish PHQ-9 form heads its columns. */
export const ANSWERS_ES = [
  { value: 0, label: "Ningún día" },
  { value: 1, label: "Varios días" },
  { value: 2, label: "Más de la mitad de los días" },
  { value: 3, label: "Casi todos los días" },
] as const satisfies ReadonlyArray<{ value: AnswerValue; label: string }>;

/** The Spanish PHQ-9's closing question: asked, never scored. */
export const DIFFICULTY_ES = {
  question:
    "Si marcó cualquiera de los problemas, ¿qué tanta dificultad le han dado estos problemas para hacer su trabajo, encargarse de las tareas del hogar, o llevarse bien con otras personas?",
  answers: ["No ha sido difícil", "Un poco difícil", "Muy difícil", "Extremadamente difícil"],
} as const;
