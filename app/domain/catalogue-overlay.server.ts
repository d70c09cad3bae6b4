import { asc } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { catalogueEntries } from "~/db/schema";
import type { OverlayRow } from "./catalogue-snapshot";

/**
 * The catalogue's database layer as it stands: every row the curator's edits, hides and
 * published entries left, oldest first, for `buildSnapshot` to lay over the bundle.
 */
export async function loadOverlayRows(db: Database): Promise<OverlayRow[]> {
  return db
    .select({
      resourceId: catalogueEntries.resourceId,
      origin: catalogueEntries.origin,
      fields: catalogueEntries.fields,
      hiddenReason: catalogueEntries.hiddenReason,
      hiddenAt: catalogueEntries.hiddenAt,
    })
    .from(catalogueEntries)
    .orderBy(asc(catalogueEntries.createdAt), asc(catalogueEntries.resourceId));
}
