import type { Resource } from "~/content/schema";

/** How many related resources a resource page offers. */
export const RELATED_LIMIT = 3;

type Relatable = Pick<Resource, "id" | "title" | "subcategory" | "approach">;

/**
 * Resources to offer beside `resource`: first those on the same topic (subcategory), then those
 * built on the same approach, in catalogue order. Another copy of the same title (the catalogue
 * lists some books under two topics) is never offered as "related" to itself.
 */
export function relatedResources<T extends Relatable>(
  resource: Relatable,
  all: readonly T[],
  limit = RELATED_LIMIT,
): T[] {
  const titleKey = (item: Relatable) => item.title.trim().toLowerCase();
  const seen = new Set([titleKey(resource)]);
  const picked: T[] = [];
  const take = (match: (item: T) => boolean) => {
    for (const item of all) {
      if (picked.length >= limit) return;
      if (!match(item) || seen.has(titleKey(item))) continue;
      seen.add(titleKey(item));
      picked.push(item);
    }
  };
  if (resource.subcategory) take((item) => item.subcategory === resource.subcategory);
  if (resource.approach) take((item) => item.approach === resource.approach);
  return picked;
}
