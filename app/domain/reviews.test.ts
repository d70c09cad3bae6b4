import { describe, expect, it } from "vitest";
import {
  buildReviews,
  nextReviewOn,
  NO_REVIEWS,
  reviewedPages,
  reviewerName,
  type CountedReview,
  type PublicProfile,
} from "./reviews";

const profile = (
  userId: number,
  name: string,
  credentials = "",
  languages: string[] = ["en"],
): PublicProfile => ({
  userId,
  name,
  credentials,
  licence: { type: "", number: "", issuer: "", lookupUrl: "" },
  bio: "",
  languages,
  photo: null,
});
const review = (
  kind: "resource" | "article",
  id: string,
  userId: number,
  at: string,
): CountedReview => ({ kind, id, userId, reviewedAt: new Date(at) });
/** A review of a translated page's translation, in `locale`. */
const pageReview = (path: string, locale: string, userId: number, at: string): CountedReview => ({
  kind: "page",
  id: path,
  locale,
  userId,
  reviewedAt: new Date(at),
});

describe("nextReviewOn", () => {
  it("is the same day twelve months later", () => {
    expect(nextReviewOn("2026-11-26")).toBe("2027-11-26");
    expect(nextReviewOn("2026-01-31")).toBe("2027-01-31");
  });

  it("takes a leap day to the first of March", () => {
    expect(nextReviewOn("2028-02-29")).toBe("2029-03-01");
  });
});

describe("reviewerName", () => {
  it("puts the credentials after the name, and leaves them out when there are none", () => {
    expect(reviewerName({ name: "A. Person", credentials: "PhD" })).toBe("A. Person, PhD");
    expect(reviewerName({ name: "A. Person", credentials: "" })).toBe("A. Person");
  });
});

describe("buildReviews", () => {
  const ana = profile(1, "Ana Ruiz", "PsyD");
  const bo = profile(2, "Bo Lind", "PhD");

  it("states each subject's newest review, dated in UTC, with the next one a year on", () => {
    const reviews = buildReviews(
      [
        review("resource", "headspace", 1, "2026-03-01T10:00:00Z"),
        review("resource", "headspace", 2, "2026-05-02T23:30:00Z"),
        review("article", "depression-in-men", 1, "2026-04-01T00:00:00Z"),
      ],
      [ana, bo],
    );
    expect(reviews.resources.get("headspace")).toEqual({
      reviewedOn: "2026-05-02",
      nextReview: "2027-05-02",
      reviewer: { userId: 2, name: "Bo Lind", credentials: "PhD" },
    });
    expect(reviews.articles.get("depression-in-men")?.reviewer.name).toBe("Ana Ruiz");
  });

  it("counts no review by an account without a profile", () => {
    const reviews = buildReviews(
      [review("resource", "headspace", 9, "2026-05-02T10:00:00Z")],
      [ana],
    );
    expect(reviews.resources.size).toBe(0);
    expect(reviews.lead).toBeNull();
  });

  it("introduces the curator who reviewed the most subjects, each counted once", () => {
    const reviews = buildReviews(
      [
        review("resource", "a", 1, "2026-01-01T00:00:00Z"),
        review("resource", "a", 1, "2026-02-01T00:00:00Z"),
        review("resource", "b", 2, "2026-01-01T00:00:00Z"),
        review("article", "a", 2, "2026-01-01T00:00:00Z"),
      ],
      [ana, bo],
    );
    expect(reviews.lead?.name).toBe("Bo Lind");
  });

  it("breaks a tie by the newest review, then by the earliest account", () => {
    const newer = buildReviews(
      [
        review("resource", "a", 1, "2026-01-01T00:00:00Z"),
        review("resource", "b", 2, "2026-03-01T00:00:00Z"),
      ],
      [ana, bo],
    );
    expect(newer.lead?.userId).toBe(2);
    const same = buildReviews(
      [
        review("resource", "a", 2, "2026-01-01T00:00:00Z"),
        review("resource", "b", 1, "2026-01-01T00:00:00Z"),
      ],
      [ana, bo],
    );
    expect(same.lead?.userId).toBe(1);
  });

  it("has no lead and no review while nobody has reviewed, even with profiles", () => {
    expect(buildReviews([], [ana, bo])).toEqual({
      resources: new Map(),
      articles: new Map(),
      pages: new Map(),
      lead: null,
    });
  });

  it("states a translated page's review only while the reviewer's profile lists its language", () => {
    const ines = profile(3, "Inés Soto", "PsyD", ["en", "es"]);
    const reviews = [pageReview("/es/plan-de-seguridad", "es", 3, "2026-11-29T23:30:00Z")];
    expect(buildReviews(reviews, [ines]).pages.get("/es/plan-de-seguridad")).toEqual({
      reviewedOn: "2026-11-29",
      nextReview: "2027-11-29",
      reviewer: { userId: 3, name: "Inés Soto", credentials: "PsyD" },
    });
    const englishOnly = buildReviews(reviews, [{ ...ines, languages: ["en"] }]);
    expect(englishOnly.pages.size).toBe(0);
  });

  it("does not count a page's review toward the curator /about introduces", () => {
    const ines = profile(3, "Inés Soto", "PsyD", ["es"]);
    const reviews = buildReviews(
      [
        pageReview("/es", "es", 3, "2026-01-01T00:00:00Z"),
        pageReview("/es/chequeo", "es", 3, "2026-01-01T00:00:00Z"),
        review("resource", "a", 1, "2026-01-01T00:00:00Z"),
      ],
      [ana, ines],
    );
    expect(reviews.lead?.name).toBe("Ana Ruiz");
  });
});

describe("reviewedPages", () => {
  const ana = profile(1, "Ana Ruiz", "PsyD");
  const before = buildReviews([review("resource", "headspace", 1, "2026-03-01T10:00:00Z")], [ana]);

  it("names nothing when nothing changed", () => {
    expect(reviewedPages(before, before)).toEqual([]);
    expect(reviewedPages(NO_REVIEWS, NO_REVIEWS)).toEqual([]);
  });

  it("names the reviewed page and /about when the first review is recorded", () => {
    expect(reviewedPages(NO_REVIEWS, before).sort()).toEqual(["/about", "/resource/headspace"]);
  });

  it("names every page that names a curator whose profile changed, and /about", () => {
    const after = buildReviews(
      [
        review("resource", "headspace", 1, "2026-03-01T10:00:00Z"),
        review("article", "depression-in-men", 1, "2026-03-01T10:00:00Z"),
      ],
      [{ ...ana, credentials: "PsyD, licensed psychologist" }],
    );
    expect(reviewedPages(before, after).sort()).toEqual([
      "/about",
      "/blog/depression-in-men",
      "/resource/headspace",
    ]);
  });

  it("names /about alone when only what /about shows changed (a photo, a bio)", () => {
    const after = buildReviews(
      [review("resource", "headspace", 1, "2026-03-01T10:00:00Z")],
      [{ ...ana, bio: "Works with adults and couples." }],
    );
    expect(reviewedPages(before, after)).toEqual(["/about"]);
  });

  it("names a translated page whose review was recorded, by its own path", () => {
    const ines = profile(3, "Inés Soto", "PsyD", ["es"]);
    const after = buildReviews(
      [
        review("resource", "headspace", 1, "2026-03-01T10:00:00Z"),
        pageReview("/es/plan-de-seguridad", "es", 3, "2026-03-02T10:00:00Z"),
      ],
      [ana, ines],
    );
    expect(reviewedPages(before, after)).toEqual(["/es/plan-de-seguridad"]);
  });
});
