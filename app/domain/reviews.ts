import { href } from "react-router";

/**
 * Who reviewed what, as the site may say it (docs/product.md "Claims a reader can check";
 * docs/decisions/036-who-reviewed-what.md). A review is a curator's Confirm reviewed, recorded
 * with their account; the site names the reviewer only while that account has a public profile.
 * Everything here is worked out from the database's rows (./reviews.server.ts) and held in the
 * catalogue's snapshot, so every page reads the same answer and a change re-renders the pages
 * it touches (./catalogue-now.server.ts, server/live-catalogue.ts).
 */

/** An entry or article is due for another review this many months after its last one. */
export const REVIEW_AFTER_MONTHS = 12;

/** What a review is of: a catalogue entry (by id) or an article (by slug). */
export type ReviewKind = "resource" | "article";

export interface Licence {
  /** e.g. "Licensed Psychologist" */
  type: string;
  number: string;
  /** The body that issued it, e.g. a state board of psychology. */
  issuer: string;
  /** The issuer's public lookup, where anyone can check the licence (https), or "". */
  lookupUrl: string;
}

/** A curator's public profile, as the site shows it. Empty strings for what was left out. */
export interface PublicProfile {
  userId: number;
  name: string;
  credentials: string;
  licence: Licence;
  bio: string;
  /** The languages they review pages in (BCP 47; app/content/curator.ts REVIEW_LANGUAGES). */
  languages: readonly string[];
  /** The photo's addresses (content-hashed), when there is one. */
  photo: { webp: string; avif: string } | null;
}

/** Whoever reviewed an entry, as a line names them. */
export interface Reviewer {
  userId: number;
  name: string;
  credentials: string;
}

/** The newest review of one entry or article that the site may state. */
export interface ReviewRecord {
  /** The day of the review (YYYY-MM-DD, UTC). */
  reviewedOn: string;
  /** REVIEW_AFTER_MONTHS later. */
  nextReview: string;
  reviewer: Reviewer;
}

/** Every review the site may state, and the curator /about introduces. */
export interface Reviews {
  readonly resources: ReadonlyMap<string, ReviewRecord>;
  readonly articles: ReadonlyMap<string, ReviewRecord>;
  /**
   * Translated pages (a Spanish page, by its path) whose translation a curator listing the page's
   * language reviewed (docs/decisions/043-reviewed-translations.md).
   */
  readonly pages: ReadonlyMap<string, ReviewRecord>;
  /** The curator with a profile who reviewed the most entries and articles; null while none has. */
  readonly lead: PublicProfile | null;
}

export const NO_REVIEWS: Reviews = {
  resources: new Map(),
  articles: new Map(),
  pages: new Map(),
  lead: null,
};

/**
 * One reviewer's newest review of one subject, as ./reviews.server.ts reads it: only reviews
 * by an account that has a profile now. A translated page's review (`page`, its path as `id`)
 * carries the page's language.
 */
export type CountedReview = {
  id: string;
  userId: number;
  reviewedAt: Date;
} & ({ kind: ReviewKind } | { kind: "page"; locale: string });

/** A moment's day in UTC, as the site dates things. */
function dayOf(moment: Date): string {
  return moment.toISOString().slice(0, 10);
}

/**
 * The day a review made on `date` (YYYY-MM-DD) is due again: the same day REVIEW_AFTER_MONTHS
 * later (a 29 February gives 1 March of the year after).
 */
export function nextReviewOn(date: string): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return dayOf(new Date(Date.UTC(year, month - 1 + REVIEW_AFTER_MONTHS, day)));
}

/** "Jane Doe, PhD", or the name alone when no credentials were given. */
export function reviewerName(reviewer: Pick<Reviewer, "name" | "credentials">): string {
  return reviewer.credentials ? `${reviewer.name}, ${reviewer.credentials}` : reviewer.name;
}

/**
 * The reviews the site may state: for each subject the newest review by a curator with a
 * profile, naming them as their profile does now (a translated page's, only while that profile
 * lists the page's language); and the curator who reviewed the most entries and articles (ties:
 * the one whose latest review is newest, then the earliest account).
 */
export function buildReviews(
  reviews: readonly CountedReview[],
  profiles: readonly PublicProfile[],
): Reviews {
  const byUser = new Map(profiles.map((profile) => [profile.userId, profile]));
  const newest = {
    resource: new Map<string, CountedReview>(),
    article: new Map<string, CountedReview>(),
    page: new Map<string, CountedReview>(),
  };
  const tally = new Map<number, { subjects: Set<string>; latest: number }>();
  for (const review of reviews) {
    const profile = byUser.get(review.userId);
    if (!profile) continue;
    const seen = newest[review.kind].get(review.id);
    if (review.kind === "page") {
      if (!profile.languages.includes(review.locale)) continue;
      if (!seen || review.reviewedAt > seen.reviewedAt) newest.page.set(review.id, review);
      continue;
    }
    if (!seen || review.reviewedAt > seen.reviewedAt) newest[review.kind].set(review.id, review);
    const count = tally.get(review.userId) ?? { subjects: new Set<string>(), latest: 0 };
    count.subjects.add(`${review.kind}:${review.id}`);
    count.latest = Math.max(count.latest, review.reviewedAt.getTime());
    tally.set(review.userId, count);
  }
  const record = (review: CountedReview): ReviewRecord => {
    const profile = byUser.get(review.userId)!;
    const reviewedOn = dayOf(review.reviewedAt);
    return {
      reviewedOn,
      nextReview: nextReviewOn(reviewedOn),
      reviewer: { userId: profile.userId, name: profile.name, credentials: profile.credentials },
    };
  };
  const records = (map: Map<string, CountedReview>) =>
    new Map(
      [...map].sort(([a], [b]) => a.localeCompare(b)).map(([id, review]) => [id, record(review)]),
    );
  const [leadId] = [...tally]
    .sort(
      ([userA, a], [userB, b]) =>
        b.subjects.size - a.subjects.size || b.latest - a.latest || userA - userB,
    )
    .map(([userId]) => userId);
  return {
    resources: records(newest.resource),
    articles: records(newest.article),
    pages: records(newest.page),
    lead: leadId === undefined ? null : byUser.get(leadId)!,
  };
}

/** The pages that state a review or a reviewer, and differ between two states. */
export function reviewedPages(previous: Reviews, next: Reviews): string[] {
  const paths: string[] = [];
  const compare = (
    before: ReadonlyMap<string, ReviewRecord>,
    after: ReadonlyMap<string, ReviewRecord>,
    path: (id: string) => string,
  ) => {
    for (const id of new Set([...before.keys(), ...after.keys()])) {
      if (JSON.stringify(before.get(id)) !== JSON.stringify(after.get(id))) paths.push(path(id));
    }
  };
  compare(previous.resources, next.resources, (id) => href("/resource/:id", { id }));
  compare(previous.articles, next.articles, (slug) => href("/blog/:slug", { slug }));
  compare(previous.pages, next.pages, (path) => path);
  if (JSON.stringify(previous.lead) !== JSON.stringify(next.lead)) paths.push(href("/about"));
  return paths;
}

/** A state as plain data, to tell whether a reload changed anything. */
export function reviewsFingerprint(reviews: Reviews): string {
  return JSON.stringify([
    [...reviews.resources],
    [...reviews.articles],
    [...reviews.pages],
    reviews.lead,
  ]);
}
