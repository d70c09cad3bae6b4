import { eq } from "drizzle-orm";
import { resources as bundledResources } from "~/content/resources";
import { isResourceType } from "~/content/resource-terms";
import type { Resource } from "~/content/schema";
import { announceCatalogueChange, recordAction } from "~/db/audit.server";
import type { Database } from "~/db/client.server";
import { catalogueEntries, resourceSubmissions } from "~/db/schema";
import { placeOf } from "~/domain/catalogue-places";
import { creditOf } from "./credit";
import { lockEntry, type Refusal } from "./curation.server";
import { applyChanges, readChanges } from "./resource-edit.server";

/** An id from a title: lowercase words joined by hyphens, at most 60 characters. */
export function slugOf(title: string): string {
  const slug = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, 60)
    .replace(/^-+|-+$/g, "");
  return slug || "resource";
}

type SubmissionRow = typeof resourceSubmissions.$inferSelect;

/** What the submission itself says, as a catalogue entry's fields. */
function fromSubmission(row: SubmissionRow): Partial<Resource> {
  // The form's "other" type and category leave the choice to the curator.
  const entry: Partial<Resource> = {
    title: row.resourceTitle,
    type: isResourceType(row.resourceType) ? row.resourceType : undefined,
    ...placeOf(row.resourceCategory),
    description: row.resourceDescription,
  };
  if (row.resourceAuthor) entry.author = row.resourceAuthor;
  if (row.resourceUrl) entry.url = row.resourceUrl;
  // The page the facts come from: the submitted address when it is https, for the curator to
  // confirm or change. The day of a facts check is left for the curator to give once they have
  // checked: a date here would claim a check no one made.
  if (row.resourceUrl.startsWith("https://")) entry.factsSource = row.resourceUrl;
  const credit = creditOf({
    name: row.submitterName,
    title: row.submitterTitle,
    relation: row.submitterRelation,
    type: row.resourceType,
  });
  if (credit) entry.recommendedBy = credit;
  return entry;
}

const NO_SUCH_SUBMISSION = "There is no submission with that id.";

/** A submission as the publish form starts from it, or undefined when there is none. */
export async function publishDraft(db: Database, submissionId: number) {
  const [row] = await db
    .select()
    .from(resourceSubmissions)
    .where(eq(resourceSubmissions.id, submissionId))
    .limit(1);
  if (!row) return undefined;
  return {
    submission: {
      id: row.id,
      title: row.resourceTitle,
      status: row.status,
      publishedResourceId: row.publishedResourceId,
      relation: row.submitterRelation,
    },
    draft: fromSubmission(row),
  };
}

/**
 * Publishes an approved submission as a new catalogue entry, with the curator's `body` laid over
 * what the submitter sent. The entry, the submission's link to it and the audit entry commit
 * together.
 */
export async function publishSubmission(
  db: Database,
  submissionId: number,
  body: unknown,
  curator: string,
): Promise<{ ok: true; resourceId: string; path: string } | Refusal> {
  const read = readChanges(body ?? {});
  if (!read.ok) {
    const names = read.unknown.join(", ");
    const message = names
      ? `These fields cannot be set: ${names}.`
      : "Please send the changes as a JSON object.";
    return { ok: false, status: 400, message };
  }
  return db.transaction(async (tx) => {
    // One publish at a time, so that two never take the same new id.
    await lockEntry(tx, "publish");
    const [row] = await tx
      .select()
      .from(resourceSubmissions)
      .where(eq(resourceSubmissions.id, submissionId))
      .for("update");
    if (!row) return { ok: false, status: 404, message: NO_SUCH_SUBMISSION } as const;
    if (row.status !== "approved") {
      const message = `This submission is ${row.status}: approve it before publishing it.`;
      return { ok: false, status: 409, message } as const;
    }
    if (row.publishedResourceId) {
      const message = `This submission is already published, at /resource/${row.publishedResourceId}.`;
      return { ok: false, status: 409, message } as const;
    }
    const taken = new Set([
      ...bundledResources.map((resource) => resource.id),
      ...(await tx.select({ id: catalogueEntries.resourceId }).from(catalogueEntries)).map(
        (entry) => entry.id,
      ),
    ]);
    const draft = { ...fromSubmission(row), id: "draft" };
    const applied = applyChanges(draft, read.changes);
    if (!applied.ok) {
      const message = "Some fields need another look before this can be published.";
      return { ok: false, status: 400, message, errors: applied.errors } as const;
    }
    const base = slugOf(applied.resource.title);
    let resourceId = base;
    for (let n = 2; taken.has(resourceId); n += 1) resourceId = `${base}-${n}`;
    const { id: _draft, ...fields } = applied.resource;
    await tx
      .insert(catalogueEntries)
      .values({ resourceId, origin: "published", fields, submissionId });
    await tx
      .update(resourceSubmissions)
      .set({ publishedResourceId: resourceId })
      .where(eq(resourceSubmissions.id, submissionId));
    await recordAction(tx, { curator, action: "publish", target: `resource:${resourceId}` });
    await announceCatalogueChange(tx);
    return { ok: true, resourceId, path: `/resource/${resourceId}` } as const;
  });
}
