import { max } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { resourceReviews } from "~/db/schema";

/** Records that `curator` looked at the resource again and it keeps its place. */
export async function recordReview(
  db: Database,
  resourceId: string,
  curator: string,
  at = new Date(),
): Promise<void> {
  await db.insert(resourceReviews).values({ resourceId, curator, reviewedAt: at });
}

/** Each resource's newest confirmation (resources never confirmed here are absent). */
export async function latestConfirmations(db: Database): Promise<Map<string, Date>> {
  const rows = await db
    .select({ resourceId: resourceReviews.resourceId, at: max(resourceReviews.reviewedAt) })
    .from(resourceReviews)
    .groupBy(resourceReviews.resourceId);
  return new Map(rows.flatMap((row) => (row.at ? [[row.resourceId, new Date(row.at)]] : [])));
}
