/**
 * The words a visitor sees for each resource fact. Kept apart from the zod schema (schema.ts) so
 * that cards and resource pages can show them without shipping zod to the browser.
 */

/**
 * What kind of thing a resource is, as a badge and a filter name it: the one list the catalogue's
 * schema, its filters and badges, the curator's form and the suggestion form read.
 */
export const RESOURCE_TYPE_LABELS = {
  book: { singular: "Book", plural: "Books" },
  video: { singular: "Video", plural: "Videos" },
  app: { singular: "App", plural: "Apps" },
  website: { singular: "Website", plural: "Websites" },
  exercise: { singular: "Exercise", plural: "Exercises" },
} as const;
export const RESOURCE_TYPES = Object.keys(RESOURCE_TYPE_LABELS) as Array<
  keyof typeof RESOURCE_TYPE_LABELS
>;

/** Whether text from outside (an address's `?type=`) names one of the types. */
export function isResourceType(value: string): value is ResourceType {
  return Object.hasOwn(RESOURCE_TYPE_LABELS, value);
}

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

export type ResourceType = keyof typeof RESOURCE_TYPE_LABELS;
export type Cost = keyof typeof COST_LABELS;
export type Audience = keyof typeof AUDIENCE_LABELS;
