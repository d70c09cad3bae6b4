import { categories } from "~/content/categories";
import {
  COST_LABELS,
  RESOURCE_TYPE_LABELS,
  type Cost,
  type ResourceType,
} from "~/content/resource-terms";
import type { Resource } from "~/content/schema";
import { fallbackIllustration, typeIllustration } from "~/domain/illustrations";

export function typeLabel(type: ResourceType): string {
  return RESOURCE_TYPE_LABELS[type].singular;
}

/** Ids are shown with hyphens as spaces: `childhood-adversity` → `childhood adversity`. */
export function humanize(id: string): string {
  return id.replace(/-/g, " ");
}

/** Places a resource can sit that are not in the category list, with their display names. */
const EXTRA_PLACE_NAMES: Record<string, string> = {
  "healing-exercises": "Healing Exercises",
  "screen-time": "Screen Time",
};

// Built on first use, so that the catalogue's categories stay out of the browser's bundle: only
// loaders name places, and this module is also used by components.
let placeNames: Map<string, string> | undefined;

/** The visitor-facing name of a category or subcategory id; a raw id is never shown. */
export function placeName(id: string): string {
  placeNames ??= new Map<string, string>([
    ...categories.flatMap((category) => [
      [category.id, category.name] as const,
      ...category.subcategories.map((sub) => [sub.id, sub.name] as const),
    ]),
    ...Object.entries(EXTRA_PLACE_NAMES),
  ]);
  const name = placeNames.get(id);
  if (name) return name;
  const words = humanize(id);
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function costLabel(cost: Cost): string {
  return COST_LABELS[cost];
}

/** 'N resource(s) found' with the right number. */
export function countLabel(count: number): string {
  return `${count} ${count === 1 ? "resource" : "resources"} found`;
}

/** What a card needs: the first paragraph stands in for the description (clamped to 3 lines). */
export interface ResourceCardData {
  id: string;
  title: string;
  author?: string;
  summary: string;
  type: ResourceType;
  category: string;
  categoryName: string;
  cost: Cost;
  hasUrl: boolean;
  recommendedBy?: string;
  /** The card's picture (./illustration.tsx). */
  imageUrl: string;
  /** Its type's picture, shown instead where its own would repeat its neighbour's (gridPictures). */
  typeImageUrl?: string;
}

const SUMMARY_MAX = 260;

export function toCard(resource: Resource): ResourceCardData {
  const first = resource.description.split(/\n\s*\n/)[0]?.trim() ?? "";
  const summary =
    first.length > SUMMARY_MAX ? `${first.slice(0, SUMMARY_MAX).replace(/\s+\S*$/, "")}…` : first;
  const typeImageUrl = typeIllustration(resource.type);
  return {
    id: resource.id,
    title: resource.title,
    ...(resource.author ? { author: resource.author } : {}),
    summary,
    type: resource.type,
    category: resource.category,
    categoryName: placeName(resource.category),
    cost: resource.cost,
    hasUrl: Boolean(resource.url),
    imageUrl: resource.imageUrl ?? fallbackIllustration(resource),
    ...(typeImageUrl ? { typeImageUrl } : {}),
    ...(resource.recommendedBy ? { recommendedBy: resource.recommendedBy } : {}),
  };
}
