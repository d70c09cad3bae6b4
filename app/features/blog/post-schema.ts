import { z } from "zod";

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be a lowercase slug");
const isoDate = z.iso.date();

export const BLOG_CATEGORIES = ["Therapy", "Mental Health"] as const;

export const RelatedLinkSchema = z.object({
  href: z.string().startsWith("/"),
  title: z.string().min(1),
  description: z.string().min(1),
});

/** What we write about each article; its body lives in app/content/blog/{slug}.md. */
export const PostSchema = z.object({
  slug,
  /** The article's one h1, and the feed item's title. */
  title: z.string().min(1),
  /** The `<title>` when it should differ from the h1 (search results favour shorter ones). */
  metaTitle: z.string().min(1).optional(),
  /** For search engines and social cards. */
  description: z.string().min(40).max(200),
  /** Shown on the blog index and in the feed. */
  excerpt: z.string().min(1),
  date: isoDate,
  /** Set when an article is revised after publication; otherwise `date`. */
  dateModified: isoDate.optional(),
  category: z.enum(BLOG_CATEGORIES),
  /** What the article is about, for its structured data. */
  about: z.string().min(1),
  related: z.array(RelatedLinkSchema).min(1),
});

export type Post = z.infer<typeof PostSchema>;
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
