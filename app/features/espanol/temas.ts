import type { Resource } from "~/content/schema";

/**
 * The Spanish name of each topic the entries in Spanish are filed under (by subcategory id, or
 * the category's for an entry without one). A topic without one keeps its English name, marked
 * as English where it is shown.
 */
const TEMAS: Record<string, string> = {
  depression: "Depresión",
  anxiety: "Ansiedad",
  "stress-reduction": "Estrés",
  sleep: "Sueño",
  exercise: "Actividad física",
  communication: "Comunicación",
  parenting: "Crianza",
  "psychological-concerns": "Salud mental",
};

export interface Tema {
  /** The subcategory's id, or the category's. */
  id: string;
  name: string;
  /** The name is the English one (no Spanish name written here yet). */
  english: boolean;
}

/** An entry's topic, in Spanish where one is written; `englishName` names the others. */
export function temaDe(
  resource: Pick<Resource, "category" | "subcategory">,
  englishName: (id: string) => string | undefined,
): Tema {
  const id = resource.subcategory ?? resource.category;
  const name = TEMAS[id];
  return name ? { id, name, english: false } : { id, name: englishName(id) ?? id, english: true };
}
