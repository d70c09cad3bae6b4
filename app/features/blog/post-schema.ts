import { z } from "zod";

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be a lowercase slug");
const isoDate = z.iso.date();

export const BLOG_CATEGORIES = ["Therapy", "Mental Health"] as const;

export const RelatedLinkSchema = z.object({
  href: z.string().startsWith("/"),
  title: z.string().min(1),
  description: z.string().min(1),
});

/** One primary source behind a figure in an article; listed, numbered, under "Sources". */
export const SourceSchema = z.object({
  /** Who published it, e.g. "CDC, National Center for Health Statistics". */
  publisher: z.string().min(1),
  title: z.string().min(1),
  /** Year of publication, or of the data on a page that is kept up to date. */
  year: z.number().int().min(1900).max(2100).optional(),
  url: z.url({ protocol: /^https$/ }),
  /** The figure it supports, in a few words. */
  supports: z.string().min(1),
});

/** What we write about each article; its body lives in app/content/blog/{slug}.md. */
export const PostSchema = z.object({
  slug,
  /** The article's one h1, and the feed item's title. */
  title: z.string().min(1),
  /** The `<title>` when it should differ from the h1 (search results favor shorter ones). */
  metaTitle: z.string().min(1).optional(),
  /** For search engines and social cards. */
  description: z.string().min(40).max(200),
  /** Shown on the blog index and in the feed. */
  excerpt: z.string().min(1),
  date: isoDate,
  /** Set when an article is revised after publication; otherwise `date`. */
  dateModified: isoDate.optional(),
  category: z.enum(BLOG_CATEGORIES),
  /**
   * The reading time shown beside it, in whole minutes. Stated, not worked out: docs/product.md's
   * figures (8 minutes for 2000 words, 6 for 1800) are 250 and 300 words a minute, which no one
   * speed gives; a test keeps each inside a plausible pace of the article's counted words.
   */
  readMinutes: z.number().int().positive(),
  /** What the article is about, for its structured data. */
  about: z.string().min(1),
  /** Health topics are marked up as a medical web page; guides as plain articles. */
  medical: z.boolean(),
  /**
   * The byline: who wrote it. Never a person who did not. Who reviewed it, and when, is not
   * written here: only a curator's Confirm reviewed records that (app/domain/reviews.ts).
   */
  author: z.string().min(1),
  /** Numbered in this order; the text cites them as [1], [2] linking to #source-1, #source-2. */
  sources: z.array(SourceSchema),
  related: z.array(RelatedLinkSchema).min(1),
  /**
   * The illustration (a name in app/features/directory/illustrations.ts) its share card borrows,
   * as an article shows none of its own (tools/share-cards.ts).
   */
  cardArt: z.string().min(1).optional(),
});

export type Post = z.infer<typeof PostSchema>;
export type Source = z.infer<typeof SourceSchema>;
export type RelatedLink = z.infer<typeof RelatedLinkSchema>;

/** A blog post list item: what the index shows of each article (docs/product.md, Blog). */
export const BlogPostListItemSchema = z.object({
  id: slug,
  title: z.string().min(1),
  excerpt: z.string().min(1),
  date: isoDate,
  readTime: z.string().regex(/^\d+ min read$/),
  category: z.enum(BLOG_CATEGORIES),
  href: z.string().regex(/^\/blog\/[a-z0-9-]+$/),
});

export type BlogPostListItem = z.infer<typeof BlogPostListItemSchema>;
