import { z } from "zod";

/** What a resource costs; each value has one visitor-facing label (never the raw id). */
export const COST_LABELS = {
  free: "Free",
  "free-with-paid-options": "Free with paid options",
  paid: "Paid",
} as const;
export const COSTS = Object.keys(COST_LABELS) as Array<keyof typeof COST_LABELS>;

/** Who a resource is written for. */
export const AUDIENCE_LABELS = {
  adults: "Adults",
  teens: "Teens",
  children: "Children",
  parents: "Parents",
  couples: "Couples",
  professionals: "Professionals",
} as const;
export const AUDIENCES = Object.keys(AUDIENCE_LABELS) as Array<keyof typeof AUDIENCE_LABELS>;

/**
 * How much research stands behind a resource, strongest first:
 * studied itself in trials; built on a method that was; or the author's expertise and experience.
 */
export const EVIDENCE_LABELS = {
  "research-tested": "Research-tested",
  "evidence-based-approach": "Built on an evidence-based approach",
  "expert-experience": "Expert experience",
} as const;
export const EVIDENCE_LEVELS = Object.keys(EVIDENCE_LABELS) as Array<keyof typeof EVIDENCE_LABELS>;

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be a lowercase slug");
const httpUrl = z.url({ protocol: /^https?$/ });
const sentence = z.string().trim().min(1);

export const SubcategorySchema = z.object({
  id: slug,
  name: z.string().min(1),
  description: z.string().min(1),
  imageUrl: z.string().optional(),
});

export const CategorySchema = z.object({
  id: slug,
  name: z.string().min(1),
  description: z.string().min(1),
  subcategories: z.array(SubcategorySchema),
  imageUrl: z.string().optional(),
});

export const CostSchema = z.enum(COSTS);
export const AudienceSchema = z.enum(AUDIENCES);
export const EvidenceSchema = z.enum(EVIDENCE_LEVELS);

/** What every entry tells the visitor besides its title and description (see docs/decisions/018). */
export const ResourceFactsSchema = z.object({
  cost: CostSchema,
  /** Who it is for: at least one, no repeats. */
  audience: z
    .array(AudienceSchema)
    .min(1)
    .refine((list) => new Set(list).size === list.length, "lists an audience twice"),
  /** What it asks of the visitor, in words ("A book; read at your own pace"). */
  length: sentence,
  /** The method it is built on, when it has one (CBT, mindfulness, …). */
  approach: sentence.optional(),
  evidence: EvidenceSchema,
  /** One sentence naming the basis for `evidence`. */
  evidenceNote: sentence,
  /** Shown before the description, e.g. "Describes abuse and violence". */
  contentNotes: sentence.optional(),
  /** ISO date (YYYY-MM-DD) the curator last checked the entry. */
  lastReviewed: z.iso.date(),
});

export const ResourceSchema = z
  .object({
    id: slug,
    title: z.string().min(1),
    author: z.string().min(1).optional(),
    /** Paragraphs separated by a blank line; bare http(s) URLs become links. */
    description: z.string().min(1),
    type: z.string().min(1),
    category: slug,
    subcategory: slug.optional(),
    url: httpUrl.optional(),
    imageUrl: z.string().optional(),
    /** Credits whoever suggested it (a submitter); every bundled entry is the curator's pick. */
    recommendedBy: z.string().min(1).optional(),
  })
  .extend(ResourceFactsSchema.shape);

export type Subcategory = z.infer<typeof SubcategorySchema>;
export type Category = z.infer<typeof CategorySchema>;
export type Cost = z.infer<typeof CostSchema>;
export type Audience = z.infer<typeof AudienceSchema>;
export type Evidence = z.infer<typeof EvidenceSchema>;
export type ResourceFacts = z.infer<typeof ResourceFactsSchema>;
export type Resource = z.infer<typeof ResourceSchema>;
