import { z } from "zod";
import { anyOf } from "../lib/words";
import { categories } from "./categories";
import { AUDIENCES, COSTS, EVIDENCE_LEVELS, RESOURCE_TYPES } from "./resource-terms";
import { LanguageTagSchema } from "./helpline-seed.schema";

// Functions, not shared schemas: each field gets its own, so its problem (below) is its own.
const slug = () => z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be a lowercase slug");
const httpUrl = z.url({ protocol: /^https?$/ });
const httpsUrl = () => z.url({ protocol: /^https$/ });
const sentence = () => z.string().trim().min(1);

/**
 * What to say when a field of an entry does not pass, one sentence each, kept on the field's own
 * schema: the curator's form and the JSON API answer with it
 * (app/features/curators/catalogue/resource-edit.server.ts).
 */
export const FieldProblems = z.registry<{ problem: string }>();

function said<Schema extends z.ZodType>(problem: string, schema: Schema): Schema {
  FieldProblems.add(schema, { problem });
  return schema;
}

/** The earliest time zone is UTC+14: a date later than its today is in the future everywhere. */
const EARLIEST_ZONE_MS = 14 * 60 * 60 * 1000;

/**
 * The latest date that is already today somewhere on Earth (YYYY-MM-DD), read at each check so a
 * long-running process stays right, and a curator east of UTC can record their own today.
 */
function latestTodayIso(now: number = Date.now()): string {
  return new Date(now + EARLIEST_ZONE_MS).toISOString().slice(0, 10);
}

export const SubcategorySchema = z.object({
  id: slug(),
  name: z.string().min(1),
  /** A shorter name for the header's menu, where `name` is too long for it. */
  menuLabel: z.string().min(1).optional(),
  description: z.string().min(1),
  imageUrl: z.string().optional(),
});

export const CategorySchema = z.object({
  id: slug(),
  name: z.string().min(1),
  /**
   * Its menu in the header: where it sits (1 first) and, where `name` is too long for the bar,
   * a shorter label. A category without one has no menu.
   */
  menu: z
    .object({ position: z.number().int().positive(), label: z.string().min(1).optional() })
    .optional(),
  description: z.string().min(1),
  subcategories: z.array(SubcategorySchema),
  imageUrl: z.string().optional(),
});

export const ResourceTypeSchema = z.enum(RESOURCE_TYPES);
export const CostSchema = z.enum(COSTS);
export const AudienceSchema = z.enum(AUDIENCES);
export const EvidenceSchema = z.enum(EVIDENCE_LEVELS);

/**
 * Categories entries use that have no page of their own in categories.ts: the healing exercises
 * (docs/product.md, "The catalogue": exercise entries are filed under healing-exercises).
 */
const EXERCISE_CATEGORIES = ["healing-exercises"] as const;

/** What every entry tells the visitor besides its title and description (see docs/decisions/018). */
export const ResourceFactsSchema = z.object({
  cost: said(`Please choose what it costs: ${anyOf(COSTS)}.`, CostSchema),
  /** Who it is for: at least one, no repeats. */
  audience: said(
    "Please choose who it is for: at least one audience, each once.",
    z
      .array(AudienceSchema)
      .min(1)
      .refine((list) => new Set(list).size === list.length, "lists an audience twice"),
  ),
  /** What it asks of the visitor, in words ("256-page book", "18-minute video", "5 minutes a day"). */
  length: said(
    "Please say what it asks of the reader, such as “256-page book”, “18-minute video” or “5 minutes a day”.",
    sentence(),
  ),
  /** The method it is built on, when it has one (CBT, mindfulness, …). */
  approach: said("Please name the approach as text, or leave it empty.", sentence().optional()),
  evidence: said(`Please choose the evidence: ${anyOf(EVIDENCE_LEVELS)}.`, EvidenceSchema),
  /** One sentence naming the basis for `evidence`. */
  evidenceNote: said("Please give one sentence on what the evidence rests on.", sentence()),
  /** Shown before the description, e.g. "Describes abuse and violence". */
  contentNotes: said(
    "Please write the content note as text, or leave it empty.",
    sentence().optional(),
  ),
  /**
   * The https address of the publisher's or author's own page the facts (title, author, address,
   * cost, length, publisher) were checked against (docs/product.md "Claims a reader can check").
   */
  factsSource: said(
    "Please give the https address of the publisher’s or author’s own page you checked the facts against.",
    httpsUrl(),
  ),
  /**
   * ISO date (YYYY-MM-DD) the editors checked the facts against `factsSource`; never in the
   * future. Absent until someone has really checked them there: the page then says the facts
   * come from that page and are not yet checked (docs/decisions/036-who-reviewed-what.md).
   */
  factsCheckedOn: said(
    "Please give the date you checked the facts as YYYY-MM-DD, today or earlier, or leave it empty until you have checked them.",
    z.iso
      .date()
      .refine(
        (date) => date <= latestTodayIso(),
        "is in the future: facts cannot have been checked yet",
      )
      .optional(),
  ),
});

export const ResourceSchema = z
  .object({
    id: slug(),
    title: said("Please enter a title.", z.string().min(1)),
    author: said(
      "Please enter the author as text, or leave it empty.",
      z.string().min(1).optional(),
    ),
    /** Paragraphs separated by a blank line; bare http(s) URLs become links. */
    description: said("Please enter a description.", z.string().min(1)),
    type: said(`Please choose a type: ${RESOURCE_TYPES.join(", ")}.`, ResourceTypeSchema),
    category: said(
      `Please choose a category: ${anyOf([...categories.map((category) => category.id), ...EXERCISE_CATEGORIES])}.`,
      slug(),
    ),
    subcategory: said(
      "Please choose a subcategory of the chosen category, or leave it empty.",
      slug().optional(),
    ),
    url: said(
      "Please enter a full web address starting with http:// or https://, or leave it empty.",
      httpUrl.optional(),
    ),
    imageUrl: z.string().optional(),
    /**
     * The language the resource itself is in (a BCP 47 tag: "es" for a book or site in Spanish);
     * absent means English. The Spanish pages list the entries in Spanish.
     */
    language: said(
      "Please give the resource's language as a tag such as es, or leave it empty for English.",
      LanguageTagSchema.optional(),
    ),
    /** Credits whoever suggested it (a submitter); every bundled entry is the curator's pick. */
    recommendedBy: said(
      "Please enter who recommended it as text, or leave it empty.",
      z.string().min(1).optional(),
    ),
  })
  .extend(ResourceFactsSchema.shape);

export type Subcategory = z.infer<typeof SubcategorySchema>;
export type Category = z.infer<typeof CategorySchema>;
export type Cost = z.infer<typeof CostSchema>;
export type Audience = z.infer<typeof AudienceSchema>;
export type ResourceFacts = z.infer<typeof ResourceFactsSchema>;
export type Resource = z.infer<typeof ResourceSchema>;
