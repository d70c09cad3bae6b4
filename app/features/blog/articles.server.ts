import { fillHelplines } from "~/domain/helplines/prose.server";
import { renderMarkdown, type Heading } from "~/lib/markdown.server";
import type { BlogPostListItem, Post } from "./post-schema";
import { findPost, newestFirst, postPath, POSTS } from "./posts";
import { publishedLength, readTimeLabel } from "./reading-time";

// The article bodies, bundled into the server build at build time.
const SOURCES = import.meta.glob<string>("../../content/blog/*.md", {
  query: "?raw",
  import: "default",
  eager: true,
});

export interface Article {
  post: Post;
  html: string;
  /** The article's sections (its h2 headings), for the table of contents. */
  sections: Heading[];
  /** The published length, worked out from the text, as the structured data states it. */
  wordCount: number;
  /** Words counted in the text as it renders now. */
  countedWords: number;
  readTime: string;
}

const cache = new Map<string, Article>();

function render(post: Post): Article {
  const source = SOURCES[`../../content/blog/${post.slug}.md`];
  if (source === undefined) throw new Error(`No article text for ${post.slug}`);
  const { html, headings, wordCount } = renderMarkdown(source);
  return {
    post,
    html,
    sections: headings.filter((heading) => heading.depth === 2),
    wordCount: publishedLength(wordCount),
    countedWords: wordCount,
    readTime: readTimeLabel(post.readMinutes),
  };
}

/**
 * One article, rendered once per process, its crisis lines filled in from the registry as it
 * reads now; undefined for a slug we never wrote.
 */
export function getArticle(slug: string): Article | undefined {
  let article = cache.get(slug);
  if (!article) {
    const post = findPost(slug);
    if (!post) return undefined;
    article = render(post);
    cache.set(slug, article);
  }
  return { ...article, html: fillHelplines(article.html) };
}

/** The blog index's list, newest first. */
export function listPosts(): BlogPostListItem[] {
  return newestFirst(POSTS).map((post) => ({
    id: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    date: post.date,
    readTime: getArticle(post.slug)!.readTime,
    category: post.category,
    href: postPath(post),
  }));
}
