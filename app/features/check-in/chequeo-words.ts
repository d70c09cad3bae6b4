import { ANSWERS_ES, DIFFICULTY_ES } from "./answers-es";
import type { PrintWords } from "./print-sheet";
import type { ResultWords } from "./result-view";
import type { NextStep } from "./scoring";
import { formatDateEs } from "~/lib/dates";

/*
 * The Spanish check-in's result in its own words (/es/chequeo/phq-9), loaded with the result;
 * the page's and the form's are in ./check-in-words-es.ts. Our own text says "tú", as the rest
 * of the Spanish site does (docs/espanol.md). Same meaning, same steps, as the English
 * (./guidance.ts); written with the same safe-messaging care.
 */

/** What a PHQ-9 result means, by the Spanish band's name (../check-in/instruments-es.ts). */
const MEANING_ES: Record<string, string> = {
  Mínima: "Tus respuestas muestran pocas o ninguna señal de ánimo bajo en las últimas dos semanas.",
  Leve: "Tus respuestas muestran algunas señales de ánimo bajo en las últimas dos semanas. A muchas personas les pasan rachas así, y los pasos pequeños pueden ayudar.",
  Moderada:
    "Tus respuestas muestran señales de ánimo bajo en muchos días, y eso puede estar haciéndote más difícil el día a día.",
  "Moderadamente grave":
    "Tus respuestas muestran muchas señales de ánimo bajo, la mayoría de los días de las últimas dos semanas. Es mucho para cargar, y mereces apoyo.",
  Grave:
    "Tus respuestas muestran muchas señales de ánimo bajo, casi todos los días de las últimas dos semanas. Es mucho para cargar, y mereces apoyo.",
};

export function meaningEs(band: string): string {
  return MEANING_ES[band] ?? "";
}

/** Beside the meaning when item 9 was answered above "Ningún día", whatever the total. */
export const SAFETY_MEANING_ES =
  "Sea cual sea el total, tu respuesta sobre pensamientos de que estarías mejor muerto o muerta, o de hacerte daño, es lo más importante. Vale la pena hablarlo con alguien pronto.";

export const NEXT_STEPS_ES: Record<NextStep, { title: string; text: string }> = {
  "keep-going": {
    title: "Sigue haciendo lo que te ayuda",
    text: "Sigue con lo que te hace sentir bien. Si algo cambia, puedes volver a hacer el chequeo cuando quieras.",
  },
  watch: {
    title: "Cuídate, y vuelve a hacer el chequeo",
    text: "Vuelve a hacer el chequeo en dos semanas. Si las cosas no mejoran, o te están afectando en tu día a día, habla con un médico o un terapeuta.",
  },
  talk: {
    title: "Habla con un médico o un terapeuta",
    text: "Te ayudaría hablar con un médico o un terapeuta sobre cómo te has sentido. Puedes llevar este resultado: les da un punto de partida claro.",
  },
  "talk-soon": {
    title: "Habla pronto con un médico o un terapeuta",
    text: "Por favor, no lo dejes para después: habla con un médico o un terapeuta pronto, esta semana si puedes. Puedes llevar este resultado: les da un punto de partida claro.",
  },
  today: {
    title: "Habla hoy con alguien",
    text: "Por favor, no esperes con esto. Comunícate ahora con una línea de crisis: están ahí precisamente para esto, por teléfono, mensaje de texto o chat. Y llama hoy al consultorio de tu médico para pedir que te vean el mismo día. Puedes imprimir este resultado y llevarlo: les da un punto de partida claro.",
  },
};

/** The printed sheet for whoever treats you, in Spanish (../check-in/print-sheet.tsx). */
export const PRINT_WORDS_ES: PrintWords = {
  kicker: "Steady Ground · Un chequeo privado",
  title: (instrument) => `${instrument.name}, sobre ${instrument.about}: respuestas y puntaje`,
  date: (isoDate) => `Fecha: ${formatDateEs(isoDate)}`,
  question: "Pregunta",
  answer: "Respuesta",
  points: "Puntos",
  totalScore: "Puntaje total",
  outOf: (score, max) => `${score} de ${max}`,
  band: (name, ranges) => `Nivel: ${name} (${ranges}).`,
  notAnswered: "Sin respuesta.",
  safetyFlag: (question, firstAnswer) =>
    `La pregunta ${question} se respondió por encima de «${firstAnswer}».`,
  selfCheck: "Un chequeo personal, no un diagnóstico.",
  answers: ANSWERS_ES.map((answer) => answer.label),
  difficulty: DIFFICULTY_ES,
};

/** The result in Spanish (./result-view.tsx). */
export const RESULT_WORDS_ES: ResultWords = {
  title: (name) => `Tu resultado del ${name}`,
  score: "Puntaje:",
  outOf: "de",
  meaning: (_instrument, band) => meaningEs(band),
  safetyMeaning: SAFETY_MEANING_ES,
  notDiagnosis:
    "Es un chequeo personal, no un diagnóstico: solo un médico u otro profesional calificado puede diagnosticar la depresión. El ánimo bajo es común, y hay ayuda que le sirve a mucha gente.",
  nextSteps: NEXT_STEPS_ES,
  print: {
    title: "Imprimir para quien te atiende",
    text: "Una página con el cuestionario, la fecha de hoy, tus respuestas, tu puntaje y nivel, y líneas de crisis. Tu nombre se imprime solo si lo escribes aquí; nunca se envía ni se guarda.",
    nameLabel: "Tu nombre en la hoja (opcional)",
    namePrinted: "Nombre: ",
    placeholder: "Opcional",
    browserPrint:
      "Usa el comando Imprimir de tu navegador: este resultado se imprime en una página.",
  },
  sheet: PRINT_WORDS_ES,
};
