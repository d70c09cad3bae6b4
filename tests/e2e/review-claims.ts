import type { APIRequestContext } from "@playwright/test";
import type { Document, Element } from "happy-dom";
import { nextReviewOn, reviewerName } from "~/domain/reviews";
import { serverHtml } from "./server-html";

/**
 * Every claim a page makes that someone reviewed something (docs/product.md "Claims a reader can check"), read from the HTML the server sends as a crawler reads it: the "Reviewed by" terms
 * of a resource's facts and an article's byline, the reviewer /about introduces, and the JSON-LD's
 * `reviewedBy` and `lastReviewed`. Wording that claims a review anywhere else ("reviewed by",
 * "last reviewed", "next review" outside those terms) is reported as stray: a claim no test
 * could check against the database.
 */

export interface ReviewClaim {
  path: string;
  where: "facts" | "byline" | "about" | "json-ld";
  /** "NAME, CREDENTIALS" as the page words it (the JSON-LD: the Person's name). */
  by: string;
  /** The day of the review (YYYY-MM-DD); /about names a reviewer without one. */
  date?: string;
}

export interface PageClaims {
  claims: ReviewClaim[];
  /** Wording that claims a review outside the places above. */
  stray: string[];
  /** Whether the page says plainly that it is not yet reviewed. */
  saysNotYetReviewed: boolean;
}

const NOT_YET = "Not yet reviewed by our curating psychologist";
const CLAIM_WORDS = /reviewed by|last reviewed|next review/gi;

const text = (element: Element | null | undefined) =>
  (element?.textContent ?? "").replace(/\s+/g, " ").trim();

/** The "Reviewed by" terms of the page's lists (the facts, the byline) and their "Next review". */
function termClaims(
  document: Document,
  path: string,
): { claims: ReviewClaim[]; problems: string[] } {
  const claims: ReviewClaim[] = [];
  const problems: string[] = [];
  for (const term of document.querySelectorAll("dt")) {
    if (text(term) !== "Reviewed by") continue;
    const value = term.nextElementSibling;
    const date = value?.querySelector("time")?.getAttribute("datetime") ?? undefined;
    const by = text(value).replace(/, on .*$/, "");
    const where = term.closest("article header") ? "byline" : "facts";
    claims.push({ path, where, by, date });
    const next = value?.nextElementSibling;
    const nextDate = next?.nextElementSibling?.querySelector("time")?.getAttribute("datetime");
    if (text(next) !== "Next review" || !date || nextDate !== nextReviewOn(date)) {
      problems.push(`${path}: "Reviewed by ${by}" without its next review a year on`);
    }
  }
  return { claims, problems };
}

/** `reviewedBy` and `lastReviewed` anywhere in the page's JSON-LD. */
function jsonLdClaims(
  document: Document,
  path: string,
): { claims: ReviewClaim[]; problems: string[] } {
  const claims: ReviewClaim[] = [];
  const problems: string[] = [];
  const visit = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (typeof node !== "object" || node === null) return;
    const record = node as Record<string, unknown>;
    if ("reviewedBy" in record || "lastReviewed" in record) {
      const person = record.reviewedBy as { "@type"?: string; name?: string } | undefined;
      if (person?.["@type"] !== "Person" || typeof record.lastReviewed !== "string") {
        problems.push(`${path}: JSON-LD states a review without a Person and its date`);
      }
      claims.push({
        path,
        where: "json-ld",
        by: person?.name ?? "",
        date: record.lastReviewed as string | undefined,
      });
    }
    Object.values(record).forEach(visit);
  };
  for (const script of document.querySelectorAll('script[type="application/ld+json"]')) {
    visit(JSON.parse(script.textContent ?? "null"));
  }
  return { claims, problems };
}

/**
 * Pages that explain the words "Reviewed by" and "Next review" to readers, naming no one: their
 * phrases are not counted, but any term, JSON-LD review or profile on them still is.
 */
const EXPLAINS_THE_TERMS = new Set(["/editorial-policy"]);

export async function reviewClaimsOf(
  request: APIRequestContext,
  path: string,
): Promise<PageClaims> {
  const { status, document } = await serverHtml(request, path);
  if (status !== 200)
    return { claims: [], stray: [`${path}: answered ${status}`], saysNotYetReviewed: false };
  const terms = termClaims(document, path);
  const jsonLd = jsonLdClaims(document, path);
  const claims = [...terms.claims, ...jsonLd.claims];
  const curator = document.querySelector('[aria-labelledby="who-reviews"] h3');
  if (curator) claims.push({ path, where: "about", by: text(curator) });

  // Every claiming phrase in the page's text must be one of the terms read above (the scripts'
  // copies of the loader data and the JSON-LD are left out: the JSON-LD is read above).
  const visible = document.body.cloneNode(true) as Element;
  for (const script of visible.querySelectorAll("script, style, template")) script.remove();
  // "Not yet reviewed by …", also inside "Added by our editors; not yet reviewed by …", claims nothing.
  const body = text(visible).replace(new RegExp(NOT_YET, "gi"), "");
  const phrases = [...body.matchAll(CLAIM_WORDS)].map((match) => match[0].toLowerCase());
  const expected = terms.claims.length * 2; // each "Reviewed by" with its "Next review"
  const stray = [...terms.problems, ...jsonLd.problems];
  if (phrases.length !== expected && !EXPLAINS_THE_TERMS.has(path)) {
    stray.push(
      `${path}: ${phrases.length} phrases claiming a review (${phrases.join(", ")}), ${expected} in the terms`,
    );
  }
  return { claims, stray, saysNotYetReviewed: text(document.body).includes(NOT_YET) };
}

/** Every page of the sitemap, by path. */
export async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const { document } = await serverHtml(request, "/sitemap.xml");
  return [...document.querySelectorAll("loc")].map((loc) => new URL(text(loc)).pathname);
}

/** One stored review, as `GET /api/curator/reviews` lists it. */
export interface StoredReview {
  kind: "resource" | "article";
  id: string;
  reviewedAt: string;
  reviewer: { name: string; credentials: string } | null;
}

/**
 * The claims among `claims` that no stored review bears out: a claim must name a curator (as
 * their profile names them now) who reviewed that very entry or article on that day; /about may
 * introduce only a curator who reviewed something.
 */
export function unheldClaims(
  claims: readonly ReviewClaim[],
  stored: readonly StoredReview[],
): ReviewClaim[] {
  const named = stored.filter((review) => review.reviewer);
  return claims.filter((claim) => {
    if (claim.where === "about") return !named.some((review) => review.reviewer!.name === claim.by);
    const [, section, id] = claim.path.split("/");
    const kind = section === "resource" ? "resource" : section === "blog" ? "article" : undefined;
    return !named.some(
      (review) =>
        review.kind === kind &&
        review.id === id &&
        review.reviewedAt.slice(0, 10) === claim.date &&
        (claim.where === "json-ld" ? review.reviewer!.name : reviewerName(review.reviewer!)) ===
          claim.by,
    );
  });
}
