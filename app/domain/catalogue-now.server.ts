import { AsyncLocalStorage } from "node:async_hooks";
import { resources as bundledResources } from "../content/resources";
import { buildSnapshot, type CatalogueSnapshot } from "./catalogue-snapshot";
import type { PublicProfile, ReviewKind, ReviewRecord } from "./reviews";

/**
 * The catalogue every page reads: the bundled entries (app/content/resources.ts, the seed) with
 * the curator's edits, hides and published entries from the database laid over them, and who
 * reviewed what (./catalogue-snapshot.ts). The server swaps in a new snapshot when any of it
 * changes (server/live-catalogue.ts); until then this is the bundle alone, unreviewed, as at
 * build time. Here, not in a feature, because the directory, the blog and /about all read it.
 */
let current: CatalogueSnapshot = buildSnapshot(bundledResources, []);
/** A snapshot being rendered before it goes live (see `withCatalogue`). */
const pending = new AsyncLocalStorage<CatalogueSnapshot>();

/** The snapshot this request reads: the live one, or the one being rendered. */
export function activeCatalogue(): CatalogueSnapshot {
  return pending.getStore() ?? current;
}

/** The snapshot requests are answered from now. */
export function currentCatalogue(): CatalogueSnapshot {
  return current;
}

/** Makes `snapshot` the one every later request reads. */
export function setCatalogue(snapshot: CatalogueSnapshot): void {
  current = snapshot;
}

/** Runs `work` (a page render) reading `snapshot`, while every other request still reads the live one. */
export function withCatalogue<T>(snapshot: CatalogueSnapshot, work: () => T): T {
  return pending.run(snapshot, work);
}

/** The newest review of an entry or article the site may state, or null while there is none. */
export function statedReview(kind: ReviewKind, id: string): ReviewRecord | null {
  const { reviews } = activeCatalogue();
  return (kind === "resource" ? reviews.resources : reviews.articles).get(id) ?? null;
}

/** The curator /about introduces: the one with a profile who reviewed the most; null while none has. */
export function leadCurator(): PublicProfile | null {
  return activeCatalogue().reviews.lead;
}

/**
 * The newest review of a translated page's translation (a Spanish page, by its path) the site may
 * state, or null while there is none (docs/decisions/043-reviewed-translations.md).
 */
export function statedPageReview(path: string): ReviewRecord | null {
  return activeCatalogue().reviews.pages.get(path) ?? null;
}
