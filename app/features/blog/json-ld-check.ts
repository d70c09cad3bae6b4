import { z } from "zod";

/**
 * What an article's JSON-LD must hold (docs/product.md, Blog; docs/product.md "Claims a reader can check"): a `BlogPosting` with every field docs/product.md names, absolute addresses, and beside it
 * its page, which names a reviewer (a `Person`) only with the date of a recorded review. The unit
 * test (./json-ld.test.ts) and the browser tests of the served pages (tests/e2e/) check with it;
 * the site itself never loads it.
 */
const absolute = z.url({ protocol: /^https?$/ });
const isoDate = z.iso.date();
const organization = z.looseObject({
  "@type": z.literal("Organization"),
  name: z.string().min(1),
  url: absolute,
});

export const BlogPostingSchema = z.looseObject({
  "@type": z.literal("BlogPosting"),
  headline: z.string().min(1).max(110),
  description: z.string().min(1),
  author: organization,
  publisher: organization.extend({
    logo: z.looseObject({ "@type": z.literal("ImageObject"), url: absolute }),
  }),
  datePublished: isoDate,
  dateModified: isoDate,
  about: z.looseObject({ "@type": z.string().min(1), name: z.string().min(1) }),
  articleSection: z.literal("Mental Health"),
  wordCount: z.number().int().positive(),
  inLanguage: z.literal("en-US"),
  isPartOf: z.looseObject({ "@type": z.literal("Blog"), url: absolute }),
  mainEntityOfPage: z.looseObject({ "@id": absolute }),
  image: z.looseObject({
    "@type": z.literal("ImageObject"),
    url: absolute,
    width: z.number(),
    height: z.number(),
  }),
  // The review is the page's (schema.org: WebPage), never the posting's.
  reviewedBy: z.never().optional(),
  lastReviewed: z.never().optional(),
});

const PersonSchema = z.looseObject({ "@type": z.literal("Person"), name: z.string().min(1) });

export const ArticlePageSchema = z
  .looseObject({
    "@type": z.enum(["WebPage", "MedicalWebPage"]),
    "@id": absolute,
    reviewedBy: PersonSchema.optional(),
    lastReviewed: isoDate.optional(),
  })
  .refine(
    (page) => (page.reviewedBy === undefined) === (page.lastReviewed === undefined),
    "a reviewer goes with the date of the review, and a date with its reviewer",
  );

export const ArticleJsonLdSchema = z.looseObject({
  "@context": z.literal("https://schema.org"),
  "@graph": z.tuple([BlogPostingSchema.loose(), ArticlePageSchema]),
});

/** The article's JSON-LD, checked: its BlogPosting and its page, or the first problem found. */
export function checkArticleJsonLd(data: unknown) {
  const parsed = ArticleJsonLdSchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`JSON-LD: ${issue.path.join(".")}: ${issue.message}`);
  }
  const [posting, page] = parsed.data["@graph"];
  if (posting.mainEntityOfPage["@id"] !== page["@id"]) {
    throw new Error("JSON-LD: the BlogPosting's mainEntityOfPage is not the page beside it");
  }
  return { posting, page };
}
