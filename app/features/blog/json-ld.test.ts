import { describe, expect, it } from "vitest";
import type { ReviewRecord } from "~/domain/reviews";
import { checkArticleJsonLd } from "./json-ld-check";
import { articleJsonLd } from "./json-ld";
import { POSTS } from "./posts";

const SITE = "https://steady.example";
const therapist = POSTS.find((post) => post.slug === "how-to-choose-a-therapist")!;
const men = POSTS.find((post) => post.slug === "depression-in-men")!;
const REVIEW: ReviewRecord = {
  reviewedOn: "2026-11-20",
  nextReview: "2027-11-20",
  reviewer: { userId: 1, name: "A. Person", credentials: "PhD" },
};

describe("articleJsonLd", () => {
  const data = articleJsonLd({ post: therapist, wordCount: 1234, siteUrl: SITE, review: null });
  const [posting, page] = data["@graph"];

  it.each(POSTS.map((post) => [post.slug, post] as const))(
    "%s: validates as a BlogPosting with docs/product.md's fields, reviewed or not",
    (_slug, post) => {
      for (const review of [null, REVIEW]) {
        expect(() =>
          checkArticleJsonLd(articleJsonLd({ post, wordCount: 1800, siteUrl: SITE, review })),
        ).not.toThrow();
      }
    },
  );

  it("describes the article with its headline, description, dates and word count", () => {
    expect(posting).toMatchObject({
      "@type": "BlogPosting",
      headline: therapist.title,
      description: therapist.description,
      datePublished: "2025-10-10",
      dateModified: "2026-11-26",
      articleSection: "Mental Health",
      wordCount: 1234,
      inLanguage: "en-US",
      about: { "@type": "Thing", name: therapist.about },
    });
  });

  it("credits Steady Ground as author and publisher, with the site's URL and logo", () => {
    const organization = { "@type": "Organization", name: "Steady Ground", url: SITE };
    expect(posting.author).toEqual(organization);
    expect(posting.publisher).toMatchObject({
      ...organization,
      logo: { "@type": "ImageObject", url: `${SITE}/icon-512.png` },
    });
  });

  it("names no reviewer, and no review date, while no review is recorded", () => {
    expect(JSON.stringify(data)).not.toMatch(/reviewedBy|lastReviewed|Person/);
  });

  it("names the recorded reviewer as a Person, with the review's date, on the page", () => {
    const reviewed = articleJsonLd({
      post: therapist,
      wordCount: 1,
      siteUrl: SITE,
      review: REVIEW,
    });
    expect(reviewed["@graph"][1]).toMatchObject({
      reviewedBy: { "@type": "Person", name: "A. Person", jobTitle: "PhD" },
      lastReviewed: "2026-11-20",
    });
    const noCredentials = articleJsonLd({
      post: therapist,
      wordCount: 1,
      siteUrl: SITE,
      review: { ...REVIEW, reviewer: { ...REVIEW.reviewer, credentials: "" } },
    });
    expect(noCredentials["@graph"][1]).toMatchObject({
      reviewedBy: { "@type": "Person", name: "A. Person" },
    });
    expect(noCredentials["@graph"][1]).not.toHaveProperty("reviewedBy.jobTitle");
  });

  it("marks the health article's page as a MedicalWebPage, and cites its sources", () => {
    const health = articleJsonLd({ post: men, wordCount: 1, siteUrl: SITE, review: null });
    expect(health["@graph"][1]["@type"]).toBe("MedicalWebPage");
    expect(health["@graph"][0].dateModified).toBe(men.dateModified);
    expect(health["@graph"][0].citation?.map((c) => c.url)).toEqual(
      men.sources.map((source) => source.url),
    );
    expect(page["@type"]).toBe("WebPage");
  });

  it("links the blog and the article's page with absolute URLs", () => {
    expect(posting.isPartOf).toMatchObject({ "@type": "Blog", url: `${SITE}/blog` });
    expect(posting.mainEntityOfPage).toEqual({
      "@type": "WebPage",
      "@id": `${SITE}/blog/how-to-choose-a-therapist`,
    });
    expect(page["@id"]).toBe(`${SITE}/blog/how-to-choose-a-therapist`);
  });

  it("uses the revision date as dateModified when there is one", () => {
    const revised = { ...therapist, dateModified: "2025-11-01" };
    const [revisedPosting] = articleJsonLd({
      post: revised,
      wordCount: 1,
      siteUrl: SITE,
      review: null,
    })["@graph"];
    expect(revisedPosting.dateModified).toBe("2025-11-01");
  });

  it("survives JSON serialization unchanged", () => {
    expect(JSON.parse(JSON.stringify(data))).toEqual(data);
  });

  it("the validator refuses what search engines would not read", () => {
    const { ["@type"]: _type, ...untyped } = posting;
    expect(() =>
      checkArticleJsonLd({ ...data, "@graph": [{ ...untyped, "@type": "MedicalWebPage" }, page] }),
    ).toThrow(/@type/);
    const { headline: _headline, ...headless } = posting;
    expect(() => checkArticleJsonLd({ ...data, "@graph": [headless, page] })).toThrow(/headline/);
    expect(() =>
      checkArticleJsonLd({ ...data, "@graph": [posting, { ...page, lastReviewed: "2026-11-20" }] }),
    ).toThrow(/reviewer/);
  });
});
