import { and, isNotNull, lt } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { resourceSubmissions } from "~/db/schema";

/** How long a submitter's address is kept once their suggestion is reviewed. */
export const CONTACT_KEPT_DAYS = 90;

/**
 * Erases the contact address of every submission reviewed more than 90 days ago (the form
 * promises it). Run at start-up and with the server's periodic sweep; answers how many.
 */
export async function eraseExpiredContacts(db: Database, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - CONTACT_KEPT_DAYS * 24 * 60 * 60 * 1000);
  const erased = await db
    .update(resourceSubmissions)
    .set({ submitterEmail: null })
    .where(
      and(
        isNotNull(resourceSubmissions.submitterEmail),
        lt(resourceSubmissions.reviewedAt, cutoff),
      ),
    )
    .returning({ id: resourceSubmissions.id });
  return erased.length;
}
