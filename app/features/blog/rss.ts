import { SITE_NAME, SITE_TAGLINE } from "~/lib/site";
import type { BlogPostListItem } from "./post-schema";
import { newestFirst, RSS_PATH } from "./posts";

export const FEED_TITLE = `${SITE_NAME} blog`;

/** The feed's discovery link, for the `links` export of every blog page. */
export const RSS_LINK = {
  rel: "alternate",
  type: "application/rss+xml",
  title: FEED_TITLE,
  href: RSS_PATH,
} as const;

const XML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

/** Text made safe for an XML element or attribute. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char]!);
}

/** RFC 822 date, as RSS 2.0 asks: `Fri, 10 Oct 2025 00:00:00 GMT`. */
function rfc822(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toUTCString();
}

function element(name: string, text: string): string {
  return `<${name}>${escapeXml(text)}</${name}>`;
}

interface RssInput {
  /** The site's absolute origin, without a trailing slash. */
  siteUrl: string;
  posts: readonly BlogPostListItem[];
}

/** The blog as an RSS 2.0 feed, newest article first, with absolute links. */
export function buildRss({ siteUrl, posts }: RssInput): string {
  const sorted = newestFirst(posts);
  const items = sorted.map((post) => {
    const link = `${siteUrl}${post.href}`;
    return [
      "    <item>",
      `      ${element("title", post.title)}`,
      `      ${element("link", link)}`,
      `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `      ${element("description", post.excerpt)}`,
      `      ${element("category", post.category)}`,
      `      ${element("pubDate", rfc822(post.date))}`,
      "    </item>",
    ].join("\n");
  });
  // The newest article's date, not the build time, so that an unchanged blog builds an unchanged feed.
  const lastBuildDate = sorted[0]
    ? [`    ${element("lastBuildDate", rfc822(sorted[0].date))}`]
    : [];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    "  <channel>",
    `    ${element("title", FEED_TITLE)}`,
    `    ${element("link", `${siteUrl}/blog`)}`,
    `    ${element("description", SITE_TAGLINE)}`,
    "    <language>en-us</language>",
    ...lastBuildDate,
    `    <atom:link href="${escapeXml(`${siteUrl}${RSS_PATH}`)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}
