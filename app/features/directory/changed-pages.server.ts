import { pagesIn } from "~/content/site-pages";
import type { Resource } from "~/content/schema";
import type { CatalogueSnapshot } from "~/domain/catalogue-snapshot";
import { relatedResources } from "./related";

/** Pages that show cards from across the catalogue, whatever changed. */
function listingPages(): string[] {
  return [
    "/",
    "/search",
    "/sitemap.xml",
    ...pagesIn("topic").map((page) => page.path),
    // A check-in's result lists its topic's resources.
    "/check-in/phq-9",
    "/check-in/gad-7",
  ];
}

function placePaths(resource: Resource): string[] {
  const paths = [`/category/${resource.category}`];
  if (resource.subcategory) {
    paths.push(`/category/${resource.category}/${resource.subcategory}`);
  }
  return paths;
}

function entryOf(snapshot: CatalogueSnapshot, id: string): Resource | undefined {
  return snapshot.byId.get(id) ?? snapshot.hidden.get(id)?.resource;
}

/** Ids of entries that were added, removed, hidden, unhidden or edited between two snapshots. */
export function changedIds(previous: CatalogueSnapshot, next: CatalogueSnapshot): string[] {
  const ids = new Set([...previous.byId.keys(), ...next.byId.keys()]);
  return [...ids].filter(
    (id) => JSON.stringify(previous.byId.get(id)) !== JSON.stringify(next.byId.get(id)),
  );
}

/**
 * Every page whose content may differ between two snapshots: each changed entry's own page and
 * its category and subcategory pages (before and after a move), every resource page whose
 * "related" list held it before or holds it now, and the pages that list from the whole
 * catalogue (home, topics, search, sitemap).
 */
export function changedPages(previous: CatalogueSnapshot, next: CatalogueSnapshot): string[] {
  const changed = changedIds(previous, next);
  if (changed.length === 0) return [];
  const ids = new Set(changed);
  const paths = new Set(listingPages());
  for (const id of changed) {
    paths.add(`/resource/${id}`);
    for (const snapshot of [previous, next]) {
      const entry = entryOf(snapshot, id);
      if (entry) for (const path of placePaths(entry)) paths.add(path);
    }
  }
  for (const snapshot of [previous, next]) {
    for (const resource of snapshot.resources) {
      const related = relatedResources(resource, snapshot.resources);
      if (related.some((item) => ids.has(item.id))) paths.add(`/resource/${resource.id}`);
    }
  }
  return [...paths];
}
