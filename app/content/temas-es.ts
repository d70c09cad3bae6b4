import { categories } from "./categories";
import type { Resource } from "./schema";

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

/** A category's or subcategory's English name, by id (app/content/categories.ts). */
function englishName(id: string): string | undefined {
  for (const category of categories) {
    if (category.id === id) return category.name;
    const subcategory = category.subcategories.find((candidate) => candidate.id === id);
    if (subcategory) return subcategory.name;
  }
  return undefined;
}

/** An entry's topic, in Spanish where one is written here, else in English. */
export function temaDe(resource: Pick<Resource, "category" | "subcategory">): Tema {
  const id = resource.subcategory ?? resource.category;
  const name = TEMAS[id];
  return name ? { id, name, english: false } : { id, name: englishName(id) ?? id, english: true };
}
