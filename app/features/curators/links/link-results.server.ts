import { inArray, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { linkChecks } from "~/db/schema";
import { FAILING_LINK_STATUSES, LINK_STATUSES, type LinkStatus } from "~/domain/link-status";
import type { LinkResult } from "./check-link.server";

/** A resource's address, as the catalogue lists it. */
export interface LinkTarget {
  resourceId: string;
  url: string;
}

/** One stored result: the shape of `GET /api/curator/links` and `links:check --json`. */
export interface StoredLinkResult extends LinkResult {
  resourceId: string;
  url: string;
  checkedAt: string;
  failures: number;
}

type Row = typeof linkChecks.$inferSelect;

function toResult(row: Row): StoredLinkResult {
  return {
    resourceId: row.resourceId,
    url: row.url,
    status: row.status,
    ...(row.httpStatus === null ? {} : { httpStatus: row.httpStatus }),
    ...(row.finalUrl === null ? {} : { finalUrl: row.finalUrl }),
    ...(row.detail === null ? {} : { detail: row.detail }),
    checkedAt: row.checkedAt.toISOString(),
    failures: row.failures,
  };
}

const FAILING_SQL = sql.raw([...FAILING_LINK_STATUSES].map((status) => `'${status}'`).join(", "));

/**
 * Saves a check as the resource's latest result. Consecutive failures are counted in the same
 * statement, so two processes checking at once never lose a count.
 */
export async function storeResult(
  db: Database,
  target: LinkTarget,
  result: LinkResult,
  checkedAt = new Date(),
): Promise<StoredLinkResult> {
  const values = {
    resourceId: target.resourceId,
    url: target.url,
    status: result.status,
    httpStatus: result.httpStatus ?? null,
    finalUrl: result.finalUrl ?? null,
    detail: result.detail ?? null,
    checkedAt,
    failures: FAILING_LINK_STATUSES.has(result.status) ? 1 : 0,
  };
  const [row] = await db
    .insert(linkChecks)
    .values(values)
    .onConflictDoUpdate({
      target: linkChecks.resourceId,
      set: {
        url: values.url,
        status: values.status,
        httpStatus: values.httpStatus,
        finalUrl: values.finalUrl,
        detail: values.detail,
        checkedAt: values.checkedAt,
        failures: sql`case when excluded.status in (${FAILING_SQL})
          then ${linkChecks.failures} + 1 else 0 end`,
      },
    })
    .returning();
  return toResult(row!);
}

const rank = (status: LinkStatus) => LINK_STATUSES.indexOf(status);

/** Worst first: by status (broken, unreachable, moved, redirected, ok), then most failures. */
export function worstFirst(a: StoredLinkResult, b: StoredLinkResult): number {
  return (
    rank(a.status) - rank(b.status) ||
    b.failures - a.failures ||
    a.resourceId.localeCompare(b.resourceId)
  );
}

/** The latest result of each of these resources (those never checked are absent), worst first. */
export async function latestResults(
  db: Database,
  resourceIds: readonly string[],
): Promise<StoredLinkResult[]> {
  if (resourceIds.length === 0) return [];
  const rows = await db
    .select()
    .from(linkChecks)
    .where(inArray(linkChecks.resourceId, [...resourceIds]));
  return rows.map(toResult).sort(worstFirst);
}
