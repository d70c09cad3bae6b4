import type { ReviewRecord } from "~/domain/reviews";
import { SHARE_IMAGE_SIZE, shareImagePath } from "~/lib/meta";
import { SITE_NAME } from "~/lib/site";
import type { Post } from "./post-schema";
import { postPath } from "./posts";

interface ArticleJsonLdInput {
  post: Post;
  /** The article's published length (the post's `wordCount`). */
  wordCount: number;
  /** The site's absolute origin, without a trailing slash. */
  siteUrl: string;
  /** Its newest recorded review (app/domain/reviews.ts), or null while no curator has reviewed it. */
  review: ReviewRecord | null;
}

/** The home-screen icon the build draws (tools/icons.ts): the publisher's logo. */
const LOGO = { path: "/icon-512.png", width: 512, height: 512 };

/**
 * schema.org data for one article, every URL absolute: a `BlogPosting` with docs/product.md's article
 * metadata (headline, description, author and publisher the organisation, dates, about,
 * articleSection, wordCount, inLanguage, the blog it is part of, its page, an image), and beside
 * it the page itself (a `MedicalWebPage` for a health topic, else a `WebPage`), which names its
 * reviewer, a `Person`, and the date only when a review is recorded. No one else is named.
 */
export function articleJsonLd({ post, wordCount, siteUrl, review }: ArticleJsonLdInput) {
  const organization = { "@type": "Organization", name: SITE_NAME, url: siteUrl };
  const url = `${siteUrl}${postPath(post)}`;
  const articleId = `${url}#article`;
  const posting = {
    "@type": "BlogPosting",
    "@id": articleId,
    headline: post.title,
    description: post.description,
    author: organization,
    publisher: {
      ...organization,
      logo: {
        "@type": "ImageObject",
        url: `${siteUrl}${LOGO.path}`,
        width: LOGO.width,
        height: LOGO.height,
      },
    },
    datePublished: post.date,
    dateModified: post.dateModified ?? post.date,
    about: { "@type": post.medical ? "MedicalCondition" : "Thing", name: post.about },
    articleSection: "Mental Health",
    keywords: post.category,
    wordCount,
    inLanguage: "en-US",
    isPartOf: { "@type": "Blog", name: `${SITE_NAME} blog`, url: `${siteUrl}/blog` },
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    image: {
      "@type": "ImageObject",
      url: `${siteUrl}${shareImagePath(postPath(post))}`,
      ...SHARE_IMAGE_SIZE,
    },
    url,
    ...(post.sources.length > 0
      ? {
          citation: post.sources.map((source) => ({
            "@type": "CreativeWork",
            name: source.title,
            publisher: { "@type": "Organization", name: source.publisher },
            url: source.url,
          })),
        }
      : {}),
  };
  const page = {
    "@type": post.medical ? "MedicalWebPage" : "WebPage",
    "@id": url,
    url,
    name: post.metaTitle ?? post.title,
    inLanguage: "en-US",
    mainEntity: { "@id": articleId },
    ...(review
      ? {
          lastReviewed: review.reviewedOn,
          reviewedBy: {
            "@type": "Person",
            name: review.reviewer.name,
            ...(review.reviewer.credentials ? { jobTitle: review.reviewer.credentials } : {}),
          },
        }
      : {}),
  };
  return { "@context": "https://schema.org", "@graph": [posting, page] as const };
}
