import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { renderMarkdown } from "~/lib/markdown.server";
import { getArticle, listPosts } from "./articles.server";
import { articleJsonLd } from "./json-ld";
import { BlogPostListItemSchema } from "./post-schema";
import { POSTS } from "./posts";
import { isPlausibleReadTime } from "./reading-time";

/** How far an article's counted words may drift from its stated length. */
const MAX_LENGTH_DRIFT = 0.03;

/** docs/product.md "Claims a reader can check": every article names at least this many sources. */
const MIN_SOURCES = 3;

/**
 * What reads as a figure: a percentage, "1 in 10", "4 times", a number in the thousands or a
 * rate per 100,000. Phone numbers (filled in from the crisis-line registry) and small counts
 * written as words are not figures.
 */
const FIGURE = /\d+(?:\.\d+)?%|\b\d+ in \d+\b|\b\d+ times\b|\b\d{1,3}(?:,\d{3})+\b|per 100,000/;

function wordsIn(slug: string): number {
  const file = path.join(import.meta.dirname, "../../content/blog", `${slug}.md`);
  return renderMarkdown(readFileSync(file, "utf8")).wordCount;
}

describe("articles", () => {
  // docs/product.md's figures, checked against what the text gives rather than typed in beside it.
  it.each([
    ["how-to-choose-a-therapist", 2000, "8 min read"],
    ["depression-in-men", 1800, "6 min read"],
  ])(
    "%s: its text gives the stated %i words (within 3 percent), shown as %s",
    (slug, stated, shown) => {
      const article = getArticle(slug)!;
      const words = wordsIn(slug);
      expect(article.countedWords).toBe(words);
      expect(article.wordCount).toBe(stated);
      expect(Math.abs(words - stated) / stated).toBeLessThanOrEqual(MAX_LENGTH_DRIFT);
      expect(article.readTime).toBe(shown);
    },
  );

  it.each(POSTS.map((post) => [post.slug, post.readMinutes]))(
    "%s: its text read in %i minutes is a plausible reading pace",
    (slug, minutes) => {
      expect(isPlausibleReadTime(getArticle(slug)!.wordCount, minutes)).toBe(true);
    },
  );

  it.each(POSTS.map((post) => [post.slug]))(
    "%s: the JSON-LD states the published wordCount and the share image",
    (slug) => {
      const article = getArticle(slug)!;
      const [data] = articleJsonLd({
        post: article.post,
        wordCount: article.wordCount,
        siteUrl: "https://steady.example",
        review: null,
      })["@graph"];
      expect(data.wordCount).toBe(article.wordCount);
      expect(data.image).toEqual({
        "@type": "ImageObject",
        url: `https://steady.example/social/blog--${slug}.png`,
        width: 1200,
        height: 630,
      });
    },
  );

  it("lists the h2 sections for the table of contents, with ids matching the HTML", () => {
    const article = getArticle("how-to-choose-a-therapist")!;
    expect(article.sections.map((section) => section.text)).toContain("Red Flags to Watch For");
    expect(article.sections.every((section) => section.depth === 2)).toBe(true);
    for (const section of article.sections) {
      expect(article.html).toContain(`<h2 id="${section.id}">`);
    }
  });

  it("knows nothing of a slug never written", () => {
    expect(getArticle("nope")).toBeUndefined();
  });
});

describe("listPosts", () => {
  it("lists every article as the index's list item, newest first", () => {
    const posts = listPosts();
    for (const post of posts) expect(() => BlogPostListItemSchema.parse(post)).not.toThrow();
    expect(posts.map((post) => [post.href, post.date, post.readTime, post.category])).toEqual([
      ["/blog/how-to-choose-a-therapist", "2025-10-10", "8 min read", "Therapy"],
      ["/blog/depression-in-men", "2025-09-09", "6 min read", "Mental Health"],
    ]);
  });
});

describe("article sources", () => {
  it.each(POSTS.map((post) => [post.slug, post] as const))(
    "%s: every [n] marker points at a listed source, and every source is cited",
    (_slug, post) => {
      const html = getArticle(post.slug)!.html;
      const cited = new Set([...html.matchAll(/href="#source-(\d+)"/g)].map((m) => Number(m[1])));
      const listed = post.sources.map((_source, index) => index + 1);
      expect([...cited].sort()).toEqual(listed);
    },
  );

  it("cites a source beside each figure in the depression article", () => {
    const html = getArticle("depression-in-men")!.html;
    const figures = [...html.matchAll(/<li>[^<]*<strong>[^<]*\d[^<]*<\/strong>[^]*?<\/li>/g)];
    expect(figures.length).toBeGreaterThanOrEqual(2);
    for (const [item] of figures) expect(item, item).toContain('href="#source-');
  });

  it.each(POSTS.map((post) => [post.slug, post] as const))(
    "%s: lists at least three primary sources, each once, and cites one beside every figure",
    (_slug, post) => {
      expect(post.sources.length).toBeGreaterThanOrEqual(MIN_SOURCES);
      expect(new Set(post.sources.map((source) => source.url)).size).toBe(post.sources.length);
      const html = getArticle(post.slug)!.html;
      const blocks = [...html.matchAll(/<(p|li)>[^]*?<\/\1>/g)].map(([block]) => block);
      const withFigures = blocks.filter((block) => FIGURE.test(block));
      expect(withFigures.length).toBeGreaterThan(0);
      for (const block of withFigures) expect(block, block).toContain('href="#source-');
    },
  );
});
