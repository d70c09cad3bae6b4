import { desc, eq, max } from "drizzle-orm";
import { announceCatalogueChange, recordAction, type Transaction } from "~/db/audit.server";
import type { Database } from "~/db/client.server";
import { articleReviews, curatorProfiles, resourceReviews } from "~/db/schema";
import type { ReviewKind } from "~/domain/reviews";
import { isoDay } from "~/lib/dates";
import { REVIEW_NOTE_MAX } from "./review-note";

/**
 * Confirm reviewed (docs/decisions/036-who-reviewed-what.md): a curator with a public profile
 * records that they reviewed an entry or an article today. The review, its audit entry and the
 * change announcement commit together; the site names the reviewer from then on, on every
 * process (server/live-catalogue.ts).
 */

export const NO_PROFILE_MESSAGE =
  "Please fill in your public profile before confirming reviews: visitors see who reviewed each entry, so a review needs a name.";

export interface ReviewSubject {
  kind: ReviewKind;
  /** A catalogue entry's id, or an article's slug. */
  id: string;
}

/** A signed-in curator: their account and, for the audit log, their username. */
export interface Reviewing {
  userId: number;
  username: string;
}

/** What the API answers for a recorded review (docs/product.md "The JSON API"). */
export interface RecordedReview {
  id: string;
  lastReviewed: string;
  reviewedBy: { name: string; credentials: string };
}

export type ReviewOutcome =
  { ok: true; review: RecordedReview } | { ok: false; status: 400 | 409; message: string };

/** How a subject is named in the audit log: `resource:headspace`, `article:depression-in-men`. */
export function subjectTarget(subject: ReviewSubject): string {
  return `${subject.kind}:${subject.id}`;
}

/** The note a caller sent, checked: text of at most REVIEW_NOTE_MAX characters, or nothing. */
export function readNote(
  note: unknown,
): { ok: true; note: string | null } | { ok: false; message: string } {
  if (note === undefined || note === null) return { ok: true, note: null };
  if (typeof note !== "string" || note.length > REVIEW_NOTE_MAX) {
    return {
      ok: false,
      message: `Please keep the note to text of ${REVIEW_NOTE_MAX} characters or fewer.`,
    };
  }
  return { ok: true, note: note.trim() || null };
}

/**
 * Records the review of a subject the caller has found (listed entry or published article).
 * `alongside` writes what goes with it in the same transaction (closing the entry's reports).
 * 409 when the curator has no profile: a review the site could not attribute is not recorded.
 */
export async function confirmReview(
  db: Database,
  subject: ReviewSubject,
  curator: Reviewing,
  options: { note?: unknown; now?: Date; alongside?: (tx: Transaction) => Promise<void> } = {},
): Promise<ReviewOutcome> {
  const note = readNote(options.note);
  if (!note.ok) return { ok: false, status: 400, message: note.message };
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const [profile] = await tx
      .select({ name: curatorProfiles.name, credentials: curatorProfiles.credentials })
      .from(curatorProfiles)
      .where(eq(curatorProfiles.userId, curator.userId))
      .limit(1);
    if (!profile) return { ok: false, status: 409, message: NO_PROFILE_MESSAGE } as const;
    const row = {
      reviewedAt: now,
      curator: curator.username,
      userId: curator.userId,
      note: note.note,
    };
    if (subject.kind === "resource") {
      await tx.insert(resourceReviews).values({ resourceId: subject.id, ...row });
    } else {
      await tx.insert(articleReviews).values({ slug: subject.id, ...row });
    }
    await options.alongside?.(tx);
    await recordAction(tx, {
      curator: curator.username,
      action: "confirm-reviewed",
      target: subjectTarget(subject),
    });
    await announceCatalogueChange(tx);
    return {
      ok: true,
      review: {
        id: subject.id,
        lastReviewed: isoDay(now),
        reviewedBy: { name: profile.name, credentials: profile.credentials },
      },
    } as const;
  });
}

/**
 * Each subject's newest review by a curator who has a profile now (the reviews the site states),
 * for the needs-review queue; subjects never so reviewed are absent.
 */
export async function latestReviews(db: Database): Promise<Map<string, Date>> {
  const [resources, articles] = await Promise.all([
    db
      .select({ id: resourceReviews.resourceId, at: max(resourceReviews.reviewedAt) })
      .from(resourceReviews)
      .innerJoin(curatorProfiles, eq(curatorProfiles.userId, resourceReviews.userId))
      .groupBy(resourceReviews.resourceId),
    db
      .select({ id: articleReviews.slug, at: max(articleReviews.reviewedAt) })
      .from(articleReviews)
      .innerJoin(curatorProfiles, eq(curatorProfiles.userId, articleReviews.userId))
      .groupBy(articleReviews.slug),
  ]);
  const latest = new Map<string, Date>();
  for (const [kind, rows] of [
    ["resource", resources],
    ["article", articles],
  ] as const) {
    for (const row of rows)
      if (row.at) latest.set(subjectTarget({ kind, id: row.id }), new Date(row.at));
  }
  return latest;
}

/** One stored review, as `GET /api/curator/reviews` lists it. */
export interface StoredReview {
  kind: ReviewKind;
  id: string;
  reviewedAt: string;
  /** The username that confirmed it, as it was then. */
  curator: string;
  note: string | null;
  /** The reviewer as their profile names them now; null when the account has none (or is gone). */
  reviewer: { name: string; credentials: string } | null;
}

/** Every review row, newest first, with its reviewer's profile as it stands (the audit's view). */
export async function listStoredReviews(db: Database): Promise<StoredReview[]> {
  const columns = {
    reviewedAt: resourceReviews.reviewedAt,
    curator: resourceReviews.curator,
    note: resourceReviews.note,
    name: curatorProfiles.name,
    credentials: curatorProfiles.credentials,
  };
  const [resources, articles] = await Promise.all([
    db
      .select({ ...columns, id: resourceReviews.resourceId })
      .from(resourceReviews)
      .leftJoin(curatorProfiles, eq(curatorProfiles.userId, resourceReviews.userId))
      .orderBy(desc(resourceReviews.reviewedAt)),
    db
      .select({
        reviewedAt: articleReviews.reviewedAt,
        curator: articleReviews.curator,
        note: articleReviews.note,
        name: curatorProfiles.name,
        credentials: curatorProfiles.credentials,
        id: articleReviews.slug,
      })
      .from(articleReviews)
      .leftJoin(curatorProfiles, eq(curatorProfiles.userId, articleReviews.userId))
      .orderBy(desc(articleReviews.reviewedAt)),
  ]);
  const stored = (kind: ReviewKind, rows: typeof resources): StoredReview[] =>
    rows.map((row) => ({
      kind,
      id: row.id,
      reviewedAt: new Date(row.reviewedAt).toISOString(),
      curator: row.curator,
      note: row.note,
      reviewer: row.name === null ? null : { name: row.name, credentials: row.credentials ?? "" },
    }));
  return [...stored("resource", resources), ...stored("article", articles)].sort((a, b) =>
    b.reviewedAt.localeCompare(a.reviewedAt),
  );
}
