/**
 * The PHQ-9 in Spanish, word for word as the official Spanish (US) form prints it; its four
 * answers and its closing difficulty question are in ./answers-es.ts (the browser needs only
 * those). docs/product.md, "Check in privately", says where
 * each wording was checked. The official form speaks to the reader as "usted"; the rest of the
 * Spanish site says "tú", and the form is kept as printed (docs/espanol.md).
 *
 * The GAD-7 is not here: no copy of its official Spanish (US) form could be checked word for word,
 * so the Spanish check-in does not offer it (docs/product.md says what was looked for).
 *
 * Pure data, in the shape of instruments.ts: same ids, same scoring, same bands by score, same
 * item 9 (`SAFETY_ITEM`). Only the words differ.
 */

import type { Instrument } from "./questionnaire";
import { PHQ_9 } from "./instruments";

export const PHQ_9_ES: Instrument = {
  id: "phq-9",
  name: "PHQ-9",
  about: "el ánimo bajo",
  countInWords: "Nueve",
  topic: "depression",
  stem: "Durante las últimas 2 semanas, ¿qué tan seguido ha tenido molestias debido a los siguientes problemas?",
  items: [
    "Poco interés o placer en hacer cosas",
    "Se ha sentido decaído(a), deprimido(a) o sin esperanzas",
    "Ha tenido dificultad para quedarse o permanecer dormido(a), o ha dormido demasiado",
    "Se ha sentido cansado(a) o con poca energía",
    "Sin apetito o ha comido en exceso",
    "Se ha sentido mal con usted mismo(a) – o que es un fracaso o que ha quedado mal con usted mismo(a) o con su familia",
    "Ha tenido dificultad para concentrarse en ciertas actividades, tales como leer el periódico o ver la televisión",
    "¿Se ha movido o hablado tan lento que otras personas podrían haberlo notado? o lo contrario – muy inquieto(a) o agitado(a) que ha estado moviéndose mucho más de lo normal",
    "Pensamientos de que estaría mejor muerto(a) o de lastimarse de alguna manera",
  ],
  asksDifficulty: true,
  /** The English bands' scores; the names are ours (the form prints no bands). */
  bands: [
    { from: 0, name: "Mínima", next: "keep-going" },
    { from: 5, name: "Leve", next: "watch" },
    { from: 10, name: "Moderada", next: "talk" },
    { from: 15, name: "Moderadamente grave", next: "talk-soon" },
    { from: 20, name: "Grave", next: "today" },
  ],
  /** The paper that published and validated the questionnaire, as on the English page. */
  source: PHQ_9.source,
};
