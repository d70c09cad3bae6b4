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
}

/** schema.org Article data for one blog article; every URL in it is absolute. */
export function articleJsonLd({ post, wordCount, siteUrl }: ArticleJsonLdInput) {
  const organization = { "@type": "Organization", name: SITE_NAME, url: siteUrl };
  const url = `${siteUrl}${postPath(post)}`;
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: post.title,
    description: post.description,
    author: organization,
    publisher: organization,
    datePublished: post.date,
    dateModified: post.dateModified ?? post.date,
    about: { "@type": "Thing", name: post.about },
    articleSection: "Mental Health",
    keywords: post.category,
    wordCount,
    image: {
      "@type": "ImageObject",
      url: `${siteUrl}${shareImagePath(postPath(post))}`,
      ...SHARE_IMAGE_SIZE,
    },
    inLanguage: "en-US",
    isPartOf: { "@type": "Blog", name: `${SITE_NAME} blog`, url: `${siteUrl}/blog` },
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    url,
  };
}
