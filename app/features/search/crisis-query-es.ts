/**
 * Whether a search in Spanish is about suicide, self-harm, overdose, abuse, wanting to die, or
 * asks for help or names a crisis: the words people type in Spanish when they are struggling. A
 * match puts "Obtén ayuda ahora" above the results (/es/buscar, /search?lang=es). As in English
 * (./crisis-query.ts), a false alarm costs little and a miss costs much more, so "ayuda" and
 * "crisis" count on their own ("ayuda para dormir", "crisis de ansiedad" show it too).
 *
 * Matching ignores case and accents ("SUICIDIO", "hacerme dano", "autolesion"), and goes by
 * whole words: "ayuda" finds "ayuda" and "ayúdame", never "ayudante" or "ayudar" (someone who
 * helps is not asking for help; "cómo ayudar a alguien" is answered by the results).
 * docs/product.md, "Search", says the same.
 */

/** Words that count in any form beginning so: "suicid" covers suicidio, suicida, suicidarme. */
const STEMS = ["suicid", "sucid", "suisid", "autolesi", "autoagre", "sobredosi", "maltrat"];

/** Whole words or phrases, compared after `normalizeEs` (no accents, lowercase). */
const PHRASES = [
  // Asking for help, or naming a crisis.
  "ayuda",
  "ayudame",
  "auxilio",
  "socorro",
  "crisis",
  // Wanting to die, in the words people use.
  "quiero morir",
  "quiero morirme",
  "me quiero morir",
  "me voy a morir",
  "ganas de morir",
  "ganas de morirme",
  "deseo morir",
  "deseos de morir",
  "prefiero morir",
  "prefiero estar muerto",
  "prefiero estar muerta",
  "mejor muerto",
  "mejor muerta",
  "morirme",
  "matarme",
  "me quiero matar",
  "me voy a matar",
  "quitarme la vida",
  "quitarse la vida",
  "acabar con mi vida",
  "terminar con mi vida",
  "acabar con todo",
  "no quiero vivir",
  "no quiero seguir viviendo",
  "no quiero seguir",
  "no quiero estar aqui",
  "no vale la pena vivir",
  "ninguna razon para vivir",
  "sin razon para vivir",
  "quiero desaparecer",
  "ahorcarme",
  // Self-harm.
  "hacerme dano",
  "hacerme danio",
  "me hago dano",
  "me hago danio",
  "lastimarme",
  "me lastimo",
  "cortarme",
  "me corto",
  "quemarme",
  // Overdose.
  "demasiadas pastillas",
  "muchas pastillas",
  // Abuse and violence.
  "abuso",
  "abusan de mi",
  "abuso sexual",
  "me pega",
  "me pegan",
  "me golpea",
  "me golpean",
  "violencia domestica",
  "violencia de pareja",
  "violencia familiar",
  "violacion",
  "me violaron",
  "agresion sexual",
];

/**
 * Lowercase, accents and the tilde dropped ("daño" → "dano", "AUTOLESIÓN" → "autolesion"),
 * apostrophes dropped, everything else not a letter or digit a space.
 */
export function normalizeEs(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[’'`]/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

const PHRASE_SET = PHRASES.map((phrase) => ` ${normalizeEs(phrase)} `);

export function isCrisisQueryEs(query: string): boolean {
  const words = normalizeEs(query);
  if (!words) return false;
  const padded = ` ${words} `;
  if (PHRASE_SET.some((phrase) => padded.includes(phrase))) return true;
  return words.split(" ").some((word) => STEMS.some((stem) => word.startsWith(stem)));
}
