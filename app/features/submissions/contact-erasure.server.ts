import { and, isNotNull, lt, ne, or, sql, type SQL } from "drizzle-orm";
import { recordAction } from "~/db/audit.server";
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

/** Who the audit log names for an erasure the server makes on its own schedule. */
const RETENTION_ACTOR = "retention";

/** What an erasure blanks: the submitter's name, title, location and address. */
const ERASED = {
  submitterName: "",
  submitterTitle: "",
  submitterLocation: "",
  submitterEmail: null,
};

const holdsSubmitterData = or(
  ne(resourceSubmissions.submitterName, ""),
  ne(resourceSubmissions.submitterTitle, ""),
  ne(resourceSubmissions.submitterLocation, ""),
  isNotNull(resourceSubmissions.submitterEmail),
);

/** Erases the submitter's details of the submissions `where` selects, each audited; answers the ids. */
async function eraseSubmitters(
  db: Database,
  where: SQL | undefined,
  by: string,
  detail: string,
): Promise<number[]> {
  return db.transaction(async (tx) => {
    const erased = await tx
      .update(resourceSubmissions)
      .set(ERASED)
      .where(and(holdsSubmitterData, where))
      .returning({ id: resourceSubmissions.id });
    for (const { id } of erased) {
      await recordAction(tx, {
        curator: by,
        action: "erase-submitter",
        target: `submission:${id}`,
        detail,
      });
    }
    return erased.map((row) => row.id);
  });
}

/**
 * Erases the submitter's name, title, location and address from every submission decided more
 * than `days` days ago (SUBMITTER_DATA_DAYS; /privacy says so), keeping the submission itself.
 * Run at start-up and with the server's periodic sweep; answers how many.
 */
export async function eraseExpiredSubmitters(
  db: Database,
  days: number,
  now = new Date(),
): Promise<number> {
  const cutoff = new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
  const erased = await eraseSubmitters(
    db,
    lt(resourceSubmissions.reviewedAt, cutoff),
    RETENTION_ACTOR,
    `${days} days after the decision`,
  );
  return erased.length;
}

/** On the submitter's request: erases their details from every submission sent with `email`. */
export async function eraseSubmitterNow(db: Database, email: string): Promise<number[]> {
  return eraseSubmitters(
    db,
    sql`lower(${resourceSubmissions.submitterEmail}) = ${email.trim().toLowerCase()}`,
    "command line",
    "on the submitter's request",
  );
}
