import { ResourceSchema, type Resource } from "../content/schema";
import { fallbackIllustration } from "./illustrations";
import { NO_REVIEWS, type Reviews } from "./reviews";

/**
 * One row of the catalogue's database layer (the `catalogue_entries` table): an edit or a hide
 * of a bundled entry, or a whole entry the curator published.
 */
export interface OverlayRow {
  resourceId: string;
  origin: "bundled" | "published";
  fields: Record<string, unknown>;
  hiddenReason: string | null;
  hiddenAt?: Date | null;
}

/**
 * The whole catalogue at one moment: every question a page asks is answered from one snapshot, and
 * a change makes a new snapshot rather than editing this one, so no page sees half a change.
 */
export interface CatalogueSnapshot {
  /** Listed entries in catalogue order: bundled first (in their file's order), then published. */
  readonly resources: readonly Resource[];
  readonly byId: ReadonlyMap<string, Resource>;
  /** Hidden entries, as they would read if listed: their page says they are no longer listed. */
  readonly hidden: ReadonlyMap<string, { resource: Resource; reason: string }>;
  /** Every id taken, listed or hidden: a published entry never reuses one. */
  readonly ids: ReadonlySet<string>;
  /**
   * Who reviewed which entries and articles, as the site may state it (./reviews.ts): read from
   * the database with the rows, so a page never shows a review from another moment than its facts.
   */
  readonly reviews: Reviews;
}

export interface InvalidRow {
  resourceId: string;
  message: string;
}

/**
 * Merges the bundled entries with the database's rows. Each merged entry is validated by the
 * catalogue's own schema; a row that no longer validates (the bundle changed under an edit) is
 * left out and reported through `onInvalid`, so a bad row never takes a page down.
 *
 * Every entry without a picture of its own gets the illustration drawn for its topic, type or
 * category (`fallbackIllustration`), worked out from the merged entry so an edit that moves it
 * moves its picture too. `pictures: false` leaves that out, for the curator's edits: a
 * picture worked out here must not be stored as if the curator had chosen it. `reviews` are
 * carried as given (none by default).
 */
export function buildSnapshot(
  bundled: readonly Resource[],
  rows: readonly OverlayRow[],
  onInvalid: (problem: InvalidRow) => void = () => {},
  { pictures = true, reviews = NO_REVIEWS }: { pictures?: boolean; reviews?: Reviews } = {},
): CatalogueSnapshot {
  const rowsById = new Map(rows.map((row) => [row.resourceId, row]));
  const bundledIds = new Set(bundled.map((resource) => resource.id));
  const merged: Array<{ resource: Resource; row?: OverlayRow }> = [];
  const merge = (base: Partial<Resource>, row: OverlayRow): Resource | undefined => {
    const entry: Record<string, unknown> = { ...base, ...row.fields, id: row.resourceId };
    // An edit stores a removed optional field (an author, a subcategory) as null.
    for (const [key, value] of Object.entries(entry)) if (value === null) delete entry[key];
    const parsed = ResourceSchema.safeParse(entry);
    if (parsed.success) return parsed.data;
    onInvalid({ resourceId: row.resourceId, message: parsed.error.issues[0]?.message ?? "" });
    return undefined;
  };
  for (const resource of bundled) {
    const row = rowsById.get(resource.id);
    const edited = row && row.origin === "bundled" ? merge(resource, row) : undefined;
    merged.push({ resource: edited ?? resource, row });
  }
  for (const row of rows) {
    if (row.origin !== "published" || bundledIds.has(row.resourceId)) continue;
    const resource = merge({}, row);
    if (resource) merged.push({ resource, row });
  }
  const resources: Resource[] = [];
  const hidden = new Map<string, { resource: Resource; reason: string }>();
  for (const { resource: entry, row } of merged) {
    const resource = pictures
      ? { ...entry, imageUrl: entry.imageUrl ?? fallbackIllustration(entry) }
      : entry;
    if (row?.hiddenReason != null) hidden.set(resource.id, { resource, reason: row.hiddenReason });
    else resources.push(resource);
  }
  return {
    resources,
    byId: new Map(resources.map((resource) => [resource.id, resource])),
    hidden,
    ids: new Set([...bundledIds, ...rowsById.keys()]),
    reviews,
  };
}
