import { CURATOR_FALLBACK, curatorProfile, type CuratorProfile } from "~/content/curator";
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
  /** Who reviewed it; the bundled (possibly empty) curator profile unless given. */
  curator?: CuratorProfile;
}

/**
 * The reviewer as schema.org sees it: the named psychologist once the profile has a name;
 * until then the site itself, described honestly, so no invented person appears in the markup.
 */
function reviewer(curator: CuratorProfile, organization: object) {
  if (!curator.name) return { ...organization, description: `Reviewed by ${CURATOR_FALLBACK}` };
  return {
    "@type": "Person",
    name: curator.name,
    ...(curator.credentials ? { jobTitle: curator.credentials } : {}),
  };
}

/** schema.org data for one article (MedicalWebPage for health topics); every URL is absolute. */
export function articleJsonLd({
  post,
  wordCount,
  siteUrl,
  curator = curatorProfile,
}: ArticleJsonLdInput) {
  const organization = { "@type": "Organization", name: SITE_NAME, url: siteUrl };
  const url = `${siteUrl}${postPath(post)}`;
  return {
    "@context": "https://schema.org",
    "@type": post.medical ? "MedicalWebPage" : "Article",
    headline: post.title,
    description: post.description,
    author: organization,
    publisher: organization,
    reviewedBy: reviewer(curator, organization),
    datePublished: post.date,
    dateModified: post.dateModified ?? post.date,
    lastReviewed: post.lastReviewed,
    about: { "@type": post.medical ? "MedicalCondition" : "Thing", name: post.about },
    articleSection: "Mental Health",
    keywords: post.category,
    wordCount,
    image: {
      "@type": "ImageObject",
      url: `${siteUrl}${shareImagePath(postPath(post))}`,
      ...SHARE_IMAGE_SIZE,
    },
    inLanguage: "en-US",
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
    isPartOf: { "@type": "Blog", name: `${SITE_NAME} blog`, url: `${siteUrl}/blog` },
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    url,
  };
}
