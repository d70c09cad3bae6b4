import { eq, max, sql } from "drizzle-orm";
import { CuratorProfileSchema, type CuratorProfile, curatorSeed } from "../content/curator";
import type { Database } from "../db/client.server";
import {
  articleReviews,
  catalogueEntries,
  curatorPhotos,
  curatorProfiles,
  pageReviews,
  resourceReviews,
  users,
} from "../db/schema";
import { buildReviews, type CountedReview, type PublicProfile, type Reviews } from "./reviews";

/** Where a curator's photo is served, by the hash of its version (server/app.ts answers it). */
export const PHOTO_PATH_PREFIX = "/photos/";

export function photoPaths(hash: string): { webp: string; avif: string } {
  return { webp: `${PHOTO_PATH_PREFIX}${hash}.webp`, avif: `${PHOTO_PATH_PREFIX}${hash}.avif` };
}

type ProfileRow = typeof curatorProfiles.$inferSelect;

/** A stored profile as the site shows it. */
export function publicProfile(row: ProfileRow, photoHash: string | null): PublicProfile {
  return {
    userId: row.userId,
    name: row.name,
    credentials: row.credentials,
    licence: {
      type: row.licenceType,
      number: row.licenceNumber,
      issuer: row.licenceIssuer,
      lookupUrl: row.licenceLookupUrl,
    },
    bio: row.bio,
    languages: row.languages,
    photo: photoHash ? photoPaths(photoHash) : null,
  };
}

/** Every curator's public profile, by account. */
export async function loadProfiles(db: Database): Promise<PublicProfile[]> {
  const rows = await db
    .select({ profile: curatorProfiles, photoHash: curatorPhotos.hash })
    .from(curatorProfiles)
    .leftJoin(curatorPhotos, eq(curatorPhotos.userId, curatorProfiles.userId))
    .orderBy(curatorProfiles.userId);
  return rows.map((row) => publicProfile(row.profile, row.photoHash));
}

/**
 * Every review the site may state, from the database: each reviewer's newest review of each
 * entry, article and translated page, counted only while the reviewer's account has a profile (a
 * row without an account, from before reviews were signed or of a removed curator, never counts)
 * and, for a page, only while that profile lists the page's language (./reviews.ts).
 */
export async function loadReviews(db: Database): Promise<Reviews> {
  const [profiles, resources, articles, pages] = await Promise.all([
    loadProfiles(db),
    db
      .select({
        id: resourceReviews.resourceId,
        userId: resourceReviews.userId,
        at: max(resourceReviews.reviewedAt),
      })
      .from(resourceReviews)
      .innerJoin(curatorProfiles, eq(curatorProfiles.userId, resourceReviews.userId))
      .groupBy(resourceReviews.resourceId, resourceReviews.userId),
    db
      .select({
        id: articleReviews.slug,
        userId: articleReviews.userId,
        at: max(articleReviews.reviewedAt),
      })
      .from(articleReviews)
      .innerJoin(curatorProfiles, eq(curatorProfiles.userId, articleReviews.userId))
      .groupBy(articleReviews.slug, articleReviews.userId),
    db
      .select({
        id: pageReviews.path,
        locale: pageReviews.locale,
        userId: pageReviews.userId,
        at: max(pageReviews.reviewedAt),
      })
      .from(pageReviews)
      .innerJoin(curatorProfiles, eq(curatorProfiles.userId, pageReviews.userId))
      .groupBy(pageReviews.path, pageReviews.locale, pageReviews.userId),
  ]);
  const counted = (kind: "resource" | "article", rows: typeof resources): CountedReview[] =>
    rows.flatMap((row) =>
      row.userId !== null && row.at
        ? [{ kind, id: row.id, userId: row.userId, reviewedAt: new Date(row.at) }]
        : [],
    );
  const translated = pages.flatMap((row): CountedReview[] =>
    row.userId !== null && row.at
      ? [
          {
            kind: "page",
            id: row.id,
            locale: row.locale,
            userId: row.userId,
            reviewedAt: new Date(row.at),
          },
        ]
      : [],
  );
  return buildReviews(
    [...counted("resource", resources), ...counted("article", articles), ...translated],
    profiles,
  );
}

/** A curator's own profile, as the console's form and the API show it; undefined when none. */
export async function profileOf(db: Database, userId: number): Promise<PublicProfile | undefined> {
  const [row] = await db
    .select({ profile: curatorProfiles, photoHash: curatorPhotos.hash })
    .from(curatorProfiles)
    .leftJoin(curatorPhotos, eq(curatorPhotos.userId, curatorProfiles.userId))
    .where(eq(curatorProfiles.userId, userId))
    .limit(1);
  return row && publicProfile(row.profile, row.photoHash);
}

/** The profile's fields as stored. */
export function profileColumns(profile: CuratorProfile) {
  return {
    name: profile.name,
    credentials: profile.credentials,
    licenceType: profile.licence.type,
    licenceNumber: profile.licence.number,
    licenceIssuer: profile.licence.issuer,
    licenceLookupUrl: profile.licence.lookupUrl,
    bio: profile.bio,
    languages: profile.languages,
  };
}

/**
 * Start-up upkeep of what earlier versions stored (docs/decisions/036-who-reviewed-what.md):
 * an entry's `lastReviewed` is no longer a field of the catalogue (reviews are rows of their
 * own), so the rows that still carry one lose it. Nothing becomes a review by it. Idempotent.
 */
export async function dropRetiredFields(db: Database): Promise<number> {
  const changed = await db
    .update(catalogueEntries)
    .set({ fields: sql`${catalogueEntries.fields} - 'lastReviewed'` })
    .where(sql`${catalogueEntries.fields} ? 'lastReviewed'`)
    .returning({ id: catalogueEntries.resourceId });
  return changed.length;
}

/**
 * Puts app/content/curator.ts's seeded profile in place for its account, if there is one, the
 * account exists and has no profile yet (a curator's own edits are never overwritten). Answers
 * whether it did.
 */
export async function seedProfile(db: Database, seed = curatorSeed): Promise<boolean> {
  if (!seed) return false;
  const profile = CuratorProfileSchema.parse(seed.profile);
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, seed.username));
  if (!user) return false;
  const inserted = await db
    .insert(curatorProfiles)
    .values({ userId: user.id, ...profileColumns(profile) })
    .onConflictDoNothing()
    .returning({ userId: curatorProfiles.userId });
  return inserted.length > 0;
}

/** Whether any curator has a profile (the server warns at start-up while none has). */
export async function anyProfile(db: Database): Promise<boolean> {
  const [row] = await db.select({ userId: curatorProfiles.userId }).from(curatorProfiles).limit(1);
  return Boolean(row);
}
