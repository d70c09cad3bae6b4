import { categories } from "../content/categories";

/**
 * Where an id sits in the catalogue's categories (content/categories.ts): a category of its own,
 * or a subcategory within its category; undefined for an id that is neither ("other").
 */
export function placeOf(id: string): { category: string; subcategory?: string } | undefined {
  for (const category of categories) {
    if (category.id === id) return { category: id };
    if (category.subcategories.some((subcategory) => subcategory.id === id)) {
      return { category: category.id, subcategory: id };
    }
  }
  return undefined;
}
