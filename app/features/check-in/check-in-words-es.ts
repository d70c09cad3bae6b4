import { href } from "react-router";
import { ANSWERS_ES, DIFFICULTY_ES } from "./answers-es";
import type { PageWords } from "./check-in-words";

/*
 * The Spanish check-in page's own words (/es/chequeo/phq-9), around the form's official wording
 * (./instruments-es.ts, which says "usted" as printed). Our own text says "tú", as the rest of
 * the Spanish site does (docs/espanol.md). The result's words: ./chequeo-words.ts.
 */

export const CHECK_IN_WORDS_ES: PageWords = {
  title: (instrument) => `${instrument.name}: un chequeo sobre ${instrument.about}`,
  intro: (instrument) =>
    `${instrument.countInWords} preguntas sobre con qué frecuencia te han molestado algunas cosas en las últimas dos semanas. Es un chequeo personal, no un diagnóstico: un punto de partida para cuidarte, o para hablar con un médico o un terapeuta.`,
  private: "Tus respuestas son privadas.",
  scoredHere:
    "Se califican aquí, en este dispositivo, y no se nos envían ni a nosotros ni a nadie.",
  sentOnce:
    "Se envían una sola vez para calcular tu puntaje y vuelven de inmediato; no se guarda ni se registra nada.",
  privacy: { href: href("/es/privacidad"), label: "Privacidad" },
  preparing: "Preparando tu resultado…",
  changeAnswers: "Cambiar mis respuestas",
  answerAgain: "Responder de nuevo",
  helpLoading: {
    text: "Si tienes estos pensamientos, puedes hablar con alguien ahora mismo:",
    link: "Obtén ayuda ahora",
    href: href("/es/ayuda"),
  },
  about: {
    title: (name) => `Acerca del ${name}`,
    text: (name, max) =>
      `El ${name} fue elaborado por los doctores Robert L. Spitzer, Janet B.W. Williams, Kurt Kroenke y colegas, mediante una subvención educativa de Pfizer Inc., y cualquiera puede usarlo. Las preguntas y respuestas de arriba son las de su versión oficial en español (Estados Unidos), palabra por palabra; por eso le hablan de «usted». Cada respuesta vale de 0 («Ningún día») a 3 («Casi todos los días»), y el puntaje es la suma, de 0 a ${max}:`,
    source: "Fuente (en inglés):",
    sourceLang: "en",
  },
  form: {
    answers: ANSWERS_ES.map((answer) => answer.label),
    difficulty: DIFFICULTY_ES,
    answerEvery: "Responde todas las preguntas, por favor.",
    questionOf: (index, count) => `Pregunta ${index + 1} de ${count}`,
    chooseHowOften: "Elige con qué frecuencia te ha molestado esto.",
    optionalDifficulty:
      "Opcional. Esta respuesta no cuenta en el puntaje; se imprime para quien te atiende.",
    submit: "Ver mi resultado",
    scoredHere: "Tus respuestas se califican en este dispositivo y no se envían a ningún lado.",
    sentOnce:
      "Tus respuestas se envían una sola vez para calcular tu puntaje; no se guarda ni se registra nada.",
    needAnswer: (count) =>
      count === 1 ? "Falta responder una pregunta" : `Falta responder ${count} preguntas`,
    scoredOnceAll: "Tu puntaje se calcula cuando todas las preguntas tienen respuesta.",
    othersStillHere: " Tus otras respuestas siguen aquí.",
    questionLink: (index, item) => `Pregunta ${index + 1}: ${item}`,
    helpNowAnnouncement:
      "Obtén ayuda ahora: las líneas de crisis y el número de emergencias aparecen después de la pregunta 9.",
  },
};
