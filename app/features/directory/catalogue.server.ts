import { categories as bundledCategories } from "../../content/categories";
import { resources as bundledResources } from "../../content/resources";
import type { Category, Resource } from "../../content/schema";
import { activeCatalogue } from "../../domain/catalogue-now.server";
import { illustrationUrl } from "../../domain/illustrations";
import { relatedResources } from "./related";

// Every category and topic carries the path of its picture in `imageUrl`: its own when the
// catalogue gives one, else the illustration drawn for it (app/domain/illustrations.ts). Resources get
// theirs as the snapshot is built (app/domain/catalogue-snapshot.ts), so a published entry has one too.
const categories: Category[] = bundledCategories.map((category) => ({
  ...category,
  imageUrl: category.imageUrl ?? illustrationUrl(category.id),
  subcategories: category.subcategories.map((subcategory) => ({
    ...subcategory,
    imageUrl: subcategory.imageUrl ?? illustrationUrl(subcategory.id),
  })),
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

export function getCategories(): Category[] {
  return categories;
}

/** A category by id; the footer's /category/trauma is no category but a redirect (category.tsx). */
export function getCategory(id: string): Category | undefined {
  return categories.find((candidate) => candidate.id === id);
}

/** Resources of a category, keeping the first of any resources that share a title. */
export function getResourcesByCategory(categoryId: string): Resource[] {
  const seen = new Set<string>();
  return activeCatalogue().resources.filter((resource) => {
    if (resource.category !== categoryId) return false;
    const key = resource.title.trim().toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export function getResourcesBySubcategory(subcategoryId: string): Resource[] {
  return activeCatalogue().resources.filter((resource) => resource.subcategory === subcategoryId);
}

export function getResourceById(id: string): Resource | undefined {
  return activeCatalogue().byId.get(id);
}

const bundledIds = new Set(bundledResources.map((resource) => resource.id));

/**
 * Whether an entry came with the build (app/content/resources.ts) rather than being published
 * from the console: only the build's entries have a share card drawn for their page.
 */
export function isBundled(id: string): boolean {
  return bundledIds.has(id);
}

/** A hidden entry, with the curator's reason: its page says it is no longer listed. */
export function getHiddenResource(id: string): Resource | undefined {
  return activeCatalogue().hidden.get(id)?.resource;
}

export function getResourcesByIds(ids: readonly string[]): Resource[] {
  return ids
    .map(getResourceById)
    .filter((resource): resource is Resource => resource !== undefined);
}

export function getFeaturedResources(): Resource[] {
  return activeCatalogue().resources.slice(0, FEATURED_COUNT);
}

export function getAllResources(): readonly Resource[] {
  return activeCatalogue().resources;
}

/** Every entry, listed or hidden: what a new suggestion may repeat. */
export function getEveryEntry(): Resource[] {
  const snapshot = activeCatalogue();
  return [...snapshot.resources, ...[...snapshot.hidden.values()].map((entry) => entry.resource)];
}

/** Up to three resources to offer beside one: same topic first, then same approach. */
export function getRelatedResources(resource: Resource): Resource[] {
  return relatedResources(resource, activeCatalogue().resources);
}
