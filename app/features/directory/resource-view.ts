import type { Resource } from "~/content/schema";

/** The resource types that have their own badge colour and filter; others get the grey badge. */
export const RESOURCE_TYPE_LABELS = {
  book: { singular: "Book", plural: "Books" },
  video: { singular: "Video", plural: "Videos" },
  app: { singular: "App", plural: "Apps" },
  website: { singular: "Website", plural: "Websites" },
  exercise: { singular: "Exercise", plural: "Exercises" },
} as const;

export type KnownType = keyof typeof RESOURCE_TYPE_LABELS;

export function isKnownType(type: string): type is KnownType {
  return Object.hasOwn(RESOURCE_TYPE_LABELS, type);
}

export function typeLabel(type: string): string {
  return isKnownType(type) ? RESOURCE_TYPE_LABELS[type].singular : humanize(type);
}

/** Ids are shown with hyphens as spaces: `childhood-adversity` → `childhood adversity`. */
export function humanize(id: string): string {
  return id.replace(/-/g, " ");
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
  type: string;
  category: string;
  hasUrl: boolean;
  recommendedBy?: string;
}

const SUMMARY_MAX = 260;

export function toCard(resource: Resource): ResourceCardData {
  const first = resource.description.split(/\n\s*\n/)[0]?.trim() ?? "";
  const summary =
    first.length > SUMMARY_MAX ? `${first.slice(0, SUMMARY_MAX).replace(/\s+\S*$/, "")}…` : first;
  return {
    id: resource.id,
    title: resource.title,
    ...(resource.author ? { author: resource.author } : {}),
    summary,
    type: resource.type,
    category: resource.category,
    hasUrl: Boolean(resource.url),
    ...(resource.recommendedBy ? { recommendedBy: resource.recommendedBy } : {}),
  };
}

/** Keeps resources of one type when the filter names a known type; otherwise all. */
export function filterByType<T extends { type: string }>(items: T[], type: string | null): T[] {
  return type && isKnownType(type) ? items.filter((item) => item.type === type) : items;
}
