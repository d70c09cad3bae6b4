import { describe, expect, it } from "vitest";
import type { BlogPostListItem } from "./post-schema";
import { buildRss, escapeXml } from "./rss";

const SITE = "https://steady.example";

const posts: BlogPostListItem[] = [
  {
    id: "older",
    title: "Older",
    excerpt: "First.",
    date: "2025-09-09",
    readTime: "6 min read",
    category: "Mental Health",
    href: "/blog/older",
  },
  {
    id: "newer",
    title: 'Sleep & stress: <why> it\'s "hard"',
    excerpt: "Tips & tricks > rules.",
    date: "2025-10-10",
    readTime: "8 min read",
    category: "Therapy",
    href: "/blog/newer",
  },
];

const items = (xml: string) => xml.split("<item>").slice(1);

describe("escapeXml", () => {
  it("escapes the five XML special characters", () => {
    expect(escapeXml(`a & b < c > d "e" 'f'`)).toBe(
      "a &amp; b &lt; c &gt; d &quot;e&quot; &apos;f&apos;",
    );
  });
});

describe("buildRss", () => {
  const xml = buildRss({ siteUrl: SITE, posts });

  it("is an RSS 2.0 document with one channel", () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"')).toBe(true);
    expect(xml.match(/<channel>/g)).toHaveLength(1);
    expect(xml).toContain("<title>Steady Ground blog</title>");
    expect(xml).toContain(`<link>${SITE}/blog</link>`);
    expect(xml).toContain(`<atom:link href="${SITE}/blog/rss.xml" rel="self"`);
  });

  it("lists every post, newest first, with absolute links and RFC 822 dates", () => {
    const [first, second] = items(xml);
    expect(items(xml)).toHaveLength(2);
    expect(first).toContain(`<link>${SITE}/blog/newer</link>`);
    expect(first).toContain(`<guid isPermaLink="true">${SITE}/blog/newer</guid>`);
    expect(first).toContain("<pubDate>Fri, 10 Oct 2025 00:00:00 GMT</pubDate>");
    expect(second).toContain(`<link>${SITE}/blog/older</link>`);
    expect(xml).toContain("<lastBuildDate>Fri, 10 Oct 2025 00:00:00 GMT</lastBuildDate>");
  });

  it("escapes &, < and > in titles and excerpts", () => {
    expect(xml).toContain(
      "<title>Sleep &amp; stress: &lt;why&gt; it&apos;s &quot;hard&quot;</title>",
    );
    expect(xml).toContain("<description>Tips &amp; tricks &gt; rules.</description>");
    expect(xml).not.toContain("<why>");
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  });

  it("has no relative links", () => {
    const links = [...xml.matchAll(/<link>([^<]*)<\/link>|href="([^"]*)"/g)].map(
      (match) => match[1] ?? match[2],
    );
    expect(links.length).toBeGreaterThan(2);
    for (const link of links) expect(link).toMatch(/^https:\/\/steady\.example\//);
  });
});
