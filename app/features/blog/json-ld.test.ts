import { describe, expect, it } from "vitest";
import { articleJsonLd } from "./json-ld";
import { POSTS } from "./posts";

const SITE = "https://steady.example";
const therapist = POSTS.find((post) => post.slug === "how-to-choose-a-therapist")!;

describe("articleJsonLd", () => {
  const data = articleJsonLd({ post: therapist, wordCount: 1234, siteUrl: SITE });

  it("describes the article with its headline, description, dates and word count", () => {
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Article",
      headline: therapist.title,
      description: therapist.description,
      datePublished: "2025-10-10",
      dateModified: "2025-10-10",
      articleSection: "Mental Health",
      wordCount: 1234,
      inLanguage: "en-US",
      about: { "@type": "Thing", name: therapist.about },
    });
  });

  it("credits Steady Ground as author and publisher, with the site's URL", () => {
    const organization = { "@type": "Organization", name: "Steady Ground", url: SITE };
    expect(data.author).toEqual(organization);
    expect(data.publisher).toEqual(organization);
  });

  it("names no invented reviewer while the curator profile is empty, and the review date", () => {
    expect(data.reviewedBy).toEqual({
      "@type": "Organization",
      name: "Steady Ground",
      url: SITE,
      description: "Reviewed by our curating psychologist",
    });
    expect(data.lastReviewed).toBe(therapist.lastReviewed);
    const named = articleJsonLd({
      post: therapist,
      wordCount: 1,
      siteUrl: SITE,
      curator: { name: "A. Person", credentials: "PhD" },
    });
    expect(named.reviewedBy).toEqual({ "@type": "Person", name: "A. Person", jobTitle: "PhD" });
  });

  it("marks the health article as a MedicalWebPage citing its sources", () => {
    const men = POSTS.find((post) => post.slug === "depression-in-men")!;
    const page = articleJsonLd({ post: men, wordCount: 1, siteUrl: SITE });
    expect(page["@type"]).toBe("MedicalWebPage");
    expect(page.dateModified).toBe(men.dateModified);
    expect(page.citation?.map((c) => c.url)).toEqual(men.sources.map((source) => source.url));
  });

  it("links the blog and the article's page with absolute URLs", () => {
    expect(data.isPartOf).toMatchObject({ "@type": "Blog", url: `${SITE}/blog` });
    expect(data.mainEntityOfPage).toEqual({
      "@type": "WebPage",
      "@id": `${SITE}/blog/how-to-choose-a-therapist`,
    });
  });

  it("uses the revision date as dateModified when there is one", () => {
    const revised = { ...therapist, dateModified: "2025-11-01" };
    expect(articleJsonLd({ post: revised, wordCount: 1, siteUrl: SITE }).dateModified).toBe(
      "2025-11-01",
    );
  });

  it("survives JSON serialization unchanged", () => {
    expect(JSON.parse(JSON.stringify(data))).toEqual(data);
  });
});
