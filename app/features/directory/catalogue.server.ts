import { categories as bundledCategories } from "../../content/categories";
import { resources as bundledResources } from "../../content/resources";
import type { Category, Resource, Subcategory } from "../../content/schema";
import { fallbackIllustration, illustrationUrl } from "./illustrations";
import { relatedResources } from "./related";

// Every category, topic and resource carries the path of its picture in `imageUrl`: its own
// when the catalogue gives one, else the illustration drawn for it (./illustrations.ts).
const categories: Category[] = bundledCategories.map((category) => ({
  ...category,
  imageUrl: category.imageUrl ?? illustrationUrl(category.id),
  subcategories: category.subcategories.map((subcategory) => ({
    ...subcategory,
    imageUrl: subcategory.imageUrl ?? illustrationUrl(subcategory.id),
  })),
}));
const resources: Resource[] = bundledResources.map((resource) => ({
  ...resource,
  imageUrl: resource.imageUrl ?? fallbackIllustration(resource),
}));

/** How many resources the home page features: the first ones of the catalogue (docs/product.md, Home). */
export const FEATURED_COUNT = 6;

/** The /anxiety page's fixed list, in its order; ids missing from the catalogue are dropped. */
export const ANXIETY_PAGE_IDS = [
  "radical-compassion-anxiety",
  "unwinding-anxiety",
  "unwinding-anxiety-video-1",
  "unwinding-anxiety-video-2",
  "mindful-way-depression-anxiety",
  "lost-connections-anxiety",
  "unwinding-anxiety-app",
  "rain-exercise-anxiety",
  "4-7-8-breath-anxiety",
] as const;

/**
 * The footer links to /category/trauma, and the category screen has special content for it (docs/product.md, Category screen)
 * for it, but the bundled categories have trauma only as a subcategory. So `trauma` resolves to
 * a category made from that subcategory (docs/decisions/003-trauma-category.md).
 */
const TRAUMA_ALIAS = "trauma";

export function getCategories(): Category[] {
  return categories;
}

export function getCategory(id: string): Category | undefined {
  const category = categories.find((candidate) => candidate.id === id);
  if (category || id !== TRAUMA_ALIAS) return category;
  const subcategory = getSubcategory(TRAUMA_ALIAS);
  return subcategory && { ...subcategory, subcategories: [] };
}

export function getSubcategory(id: string): Subcategory | undefined {
  for (const category of categories) {
    const found = category.subcategories.find((subcategory) => subcategory.id === id);
    if (found) return found;
  }
  return undefined;
}

/** Resources of a category, keeping the first of any resources that share a title. */
export function getResourcesByCategory(categoryId: string): Resource[] {
  if (categoryId === TRAUMA_ALIAS && !categories.some((category) => category.id === categoryId)) {
    return getResourcesBySubcategory(TRAUMA_ALIAS);
  }
  const seen = new Set<string>();
  return resources.filter((resource) => {
    if (resource.category !== categoryId) return false;
    const key = resource.title.trim().toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export function getResourcesBySubcategory(subcategoryId: string): Resource[] {
  return resources.filter((resource) => resource.subcategory === subcategoryId);
}

export function getResourceById(id: string): Resource | undefined {
  return resources.find((resource) => resource.id === id);
}

export function getResourcesByIds(ids: readonly string[]): Resource[] {
  return ids
    .map(getResourceById)
    .filter((resource): resource is Resource => resource !== undefined);
}

export function getFeaturedResources(): Resource[] {
  return resources.slice(0, FEATURED_COUNT);
}

export function getAllResources(): Resource[] {
  return resources;
}

/** Up to three resources to offer beside one: same topic first, then same approach. */
export function getRelatedResources(resource: Resource): Resource[] {
  return relatedResources(resource, resources);
}
