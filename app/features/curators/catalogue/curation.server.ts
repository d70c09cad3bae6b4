import { eq, sql } from "drizzle-orm";
import { resources as bundledResources } from "~/content/resources";
import type { Resource } from "~/content/schema";
import { announceCatalogueChange, recordAction, type Transaction } from "~/db/audit.server";
import type { Database } from "~/db/client.server";
import { catalogueEntries } from "~/db/schema";
import { buildSnapshot, type OverlayRow } from "~/domain/catalogue-snapshot";
import { applyChanges, changedFields, readChanges, type FieldErrors } from "./resource-edit.server";

/**
 * The curator's changes to the catalogue: edit, hide and unhide any entry. Each writes its row,
 * its audit entry and the change announcement in one transaction (nothing half-written), and
 * reads the entry inside that transaction, so two processes never edit from stale copies.
 */

const bundledById = new Map(bundledResources.map((resource) => [resource.id, resource]));

/** The longest reason a hide keeps, in characters. */
export const HIDE_REASON_MAX = 500;

export type Refusal = { ok: false; status: 400 | 404 | 409; message: string; errors?: FieldErrors };

export const NO_SUCH_RESOURCE = "There is no resource with that id.";

/** Holds one entry's changes in line until the transaction ends (PGlite and PostgreSQL alike). */
export async function lockEntry(tx: Transaction, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`catalogue:${key}`}))`);
}

interface Entry {
  resource: Resource;
  row: OverlayRow | undefined;
  hiddenReason: string | null;
}

async function readEntry(tx: Transaction, id: string): Promise<Entry | undefined> {
  const [row] = await tx
    .select()
    .from(catalogueEntries)
    .where(eq(catalogueEntries.resourceId, id))
    .limit(1);
  const bundled = bundledById.get(id);
  // As stored, without worked-out pictures: an edit saves only what the curator changed.
  const snapshot = buildSnapshot(bundled ? [bundled] : [], row ? [row] : [], undefined, {
    pictures: false,
  });
  const resource = snapshot.byId.get(id) ?? snapshot.hidden.get(id)?.resource;
  return resource && { resource, row, hiddenReason: row?.hiddenReason ?? null };
}

async function finish(tx: Transaction, curator: string, action: string, id: string) {
  await recordAction(tx, { curator, action, target: `resource:${id}` });
  await announceCatalogueChange(tx);
}

/**
 * Applies `body` (some editable fields) to a bundled or published entry. `action` names it in
 * the audit log; `alongside` writes what goes with it in the same transaction (a confirmed
 * review records itself and closes the entry's reports).
 */
export async function editResource(
  db: Database,
  id: string,
  body: unknown,
  curator: string,
  {
    action = "edit",
    alongside,
  }: { action?: string; alongside?: (tx: Transaction) => Promise<void> } = {},
): Promise<{ ok: true; resource: Resource } | Refusal> {
  const read = readChanges(body);
  if (!read.ok) {
    const names = read.unknown.join(", ");
    return {
      ok: false,
      status: 400,
      message: names
        ? `These fields cannot be edited: ${names}.`
        : "Please send the changes as a JSON object.",
    };
  }
  return db.transaction(async (tx) => {
    await lockEntry(tx, id);
    const entry = await readEntry(tx, id);
    if (!entry) return { ok: false, status: 404, message: NO_SUCH_RESOURCE } as const;
    const applied = applyChanges(entry.resource, read.changes);
    if (!applied.ok) {
      return {
        ok: false,
        status: 400,
        message: "Some fields need another look.",
        errors: applied.errors,
      } as const;
    }
    const bundled = bundledById.get(id);
    const { id: _id, ...whole } = applied.resource;
    const fields = bundled ? changedFields(bundled, applied.resource) : whole;
    await tx
      .insert(catalogueEntries)
      .values({ resourceId: id, origin: bundled ? "bundled" : "published", fields })
      .onConflictDoUpdate({
        target: catalogueEntries.resourceId,
        set: { fields, updatedAt: new Date() },
      });
    await alongside?.(tx);
    await finish(tx, curator, action, id);
    return { ok: true, resource: applied.resource } as const;
  });
}

/** Hides an entry (with the curator's reason) or lists it again. */
export async function setHidden(
  db: Database,
  id: string,
  hide: { reason: string } | false,
  curator: string,
): Promise<{ ok: true; resource: Resource; hidden: boolean } | Refusal> {
  if (hide && (hide.reason.trim() === "" || hide.reason.length > HIDE_REASON_MAX)) {
    const message = `Please give a reason for hiding it, in ${HIDE_REASON_MAX} characters or fewer.`;
    return { ok: false, status: 400, message, errors: {} };
  }
  return db.transaction(async (tx) => {
    await lockEntry(tx, id);
    const entry = await readEntry(tx, id);
    if (!entry) return { ok: false, status: 404, message: NO_SUCH_RESOURCE } as const;
    const hiddenReason = hide ? hide.reason.trim() : null;
    const hiddenAt = hide ? new Date() : null;
    await tx
      .insert(catalogueEntries)
      .values({ resourceId: id, origin: "bundled", fields: {}, hiddenReason, hiddenAt })
      .onConflictDoUpdate({
        target: catalogueEntries.resourceId,
        set: { hiddenReason, hiddenAt, updatedAt: new Date() },
      });
    await finish(tx, curator, hide ? "hide" : "unhide", id);
    return { ok: true, resource: entry.resource, hidden: Boolean(hide) } as const;
  });
}
