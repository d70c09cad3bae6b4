import { z } from "zod";
import { RESOURCE_TYPE_LABELS, RESOURCE_TYPES, type ResourceType } from "~/content/resource-terms";
import type { resourceSubmissions } from "~/db/schema";
import { listRelations, SUBMITTER_RELATIONS } from "~/domain/submitter-relation";

/**
 * What a visitor may submit: the resource_submissions table's columns less those the site sets
 * (docs/product.md, Submissions), with its bounds and options. The form and the
 * server both validate with `SubmissionSchema`, so they never disagree.
 */

/** Types the curator writes, not visitors: the catalogue's exercises. */
type CuratorsOwn = "exercise";
type SuggestedType = Exclude<ResourceType, CuratorsOwn>;

/**
 * The form's types (docs/product.md, Submissions): the catalogue's own (app/content/resource-terms.ts),
 * with their labels, less the exercises the curator writes, then "other".
 */
export const SUBMISSION_TYPES = [
  ...RESOURCE_TYPES.filter((type): type is SuggestedType => type !== "exercise"),
  "other",
] as const;
export type SubmissionType = (typeof SUBMISSION_TYPES)[number];
export const SUBMISSION_TYPE_LABELS = Object.fromEntries(
  SUBMISSION_TYPES.map((type) => [
    type,
    type === "other" ? "Other" : RESOURCE_TYPE_LABELS[type].singular,
  ]),
) as Record<SubmissionType, string>;

/**
 * The form's categories: places in the catalogue (app/content/categories.ts; a test keeps them
 * there, and publishing files a suggestion under its place), with the form's own labels, then
 * "other".
 */
export const SUBMISSION_CATEGORIES = [
  "psychological-concerns",
  "trauma",
  "relationships",
  "lifestyle",
  "other",
] as const;
export type SubmissionCategory = (typeof SUBMISSION_CATEGORIES)[number];
export const SUBMISSION_CATEGORY_LABELS: Record<SubmissionCategory, string> = {
  "psychological-concerns": "Depression & Anxiety",
  trauma: "Psychological Trauma",
  relationships: "Relationships",
  lifestyle: "Lifestyle Factors",
  other: "Other",
};

/**
 * The submitter's tie to the resource (app/domain/submitter-relation.ts holds the list): one
 * enum for the form's choice and the API. Optional: absent, or empty, means not said.
 */
export const RELATION_ERROR = `Please choose one of the listed connections (${listRelations()}), or leave it out.`;
export const SubmitterRelationSchema = z.enum(SUBMITTER_RELATIONS, { error: RELATION_ERROR });

/** Bounds, in characters after trimming (docs/product.md, Submissions). */
export const PERSON_TEXT_MAX = 200;
export const RESOURCE_TITLE_MAX = 300;
export const RESOURCE_URL_MAX = 2048;
export const RESOURCE_DESCRIPTION_MAX = 5000;
/** The longest address a mail system delivers to (RFC 5321's path limit, less its brackets). */
export const SUBMITTER_EMAIL_MAX = 254;

/** A field no person sees; bots that fill every input fill it too (see HONEYPOT_FIELD's use). */
export const HONEYPOT_FIELD = "website";

type SubmissionField = Exclude<
  keyof typeof resourceSubmissions.$inferInsert,
  | "id"
  | "status"
  | "submittedAt"
  | "reviewedAt"
  | "reviewNotes"
  | "idempotencyKey"
  | "publishedResourceId"
>;

/** How each field is named inside a sentence. */
const SUBJECT: Record<SubmissionField, string> = {
  submitterName: "your name",
  submitterTitle: "your title",
  submitterLocation: "your location",
  submitterEmail: "your email address",
  submitterRelation: "your connection to the resource",
  resourceType: "the resource type",
  resourceCategory: "the category",
  resourceTitle: "the title",
  resourceAuthor: "the author or creator",
  resourceUrl: "the web address",
  resourceDescription: "the description",
};

const REQUIRED: Partial<Record<SubmissionField, string>> = {
  resourceType: "Please choose a resource type.",
  resourceCategory: "Please choose a category.",
  resourceTitle: "Please enter the resource's title.",
  resourceDescription: "Please tell us about the resource and why you recommend it.",
};

/** Text that shows nothing: spaces, zero-width and other invisible characters only. */
const INVISIBLE_ONLY = /^[\s\p{Default_Ignorable_Code_Point}\p{Cc}]*$/u;

export function isInvisibleOnly(value: string): boolean {
  return INVISIBLE_ONLY.test(value);
}

function textOf(field: SubmissionField) {
  const required = REQUIRED[field];
  return z
    .string({
      error: (issue) =>
        issue.input === undefined && required
          ? required
          : `Please enter ${SUBJECT[field]} as text.`,
    })
    .refine(
      (value) => !value.includes("\0"),
      `Please remove the hidden control character (NUL) from ${SUBJECT[field]}.`,
    );
}

function tooLong(field: SubmissionField, max: number): string {
  return `Please shorten ${SUBJECT[field]} to ${max} characters or fewer (it has more now).`;
}

function optionalText(field: SubmissionField, max: number) {
  return textOf(field).trim().max(max, tooLong(field, max)).default("");
}

function requiredText(field: SubmissionField, max: number) {
  return textOf(field)
    .trim()
    .min(1, REQUIRED[field])
    .max(max, tooLong(field, max))
    .refine((value) => !isInvisibleOnly(value), REQUIRED[field]);
}

function choice<const T extends readonly string[]>(
  field: SubmissionField,
  values: T,
  listed: string,
) {
  return textOf(field)
    .trim()
    .min(1, REQUIRED[field])
    .pipe(z.enum(values, { error: `Please choose one of the listed ${listed}.` }));
}

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}

const shape = {
  submitterName: optionalText("submitterName", PERSON_TEXT_MAX),
  submitterTitle: optionalText("submitterTitle", PERSON_TEXT_MAX),
  submitterLocation: optionalText("submitterLocation", PERSON_TEXT_MAX),
  submitterEmail: textOf("submitterEmail")
    .trim()
    .max(SUBMITTER_EMAIL_MAX, tooLong("submitterEmail", SUBMITTER_EMAIL_MAX))
    .refine(
      (value) => value === "" || z.email().safeParse(value).success,
      "Please enter an email address such as name@example.org, or leave this empty.",
    )
    .default(""),
  resourceType: choice("resourceType", SUBMISSION_TYPES, "resource types"),
  resourceCategory: choice("resourceCategory", SUBMISSION_CATEGORIES, "categories"),
  resourceTitle: requiredText("resourceTitle", RESOURCE_TITLE_MAX),
  resourceAuthor: optionalText("resourceAuthor", PERSON_TEXT_MAX),
  resourceUrl: textOf("resourceUrl")
    .trim()
    .max(RESOURCE_URL_MAX, tooLong("resourceUrl", RESOURCE_URL_MAX))
    .refine(
      (value) => value === "" || isHttpUrl(value),
      "Please enter a full web address starting with http:// or https://, or leave this empty.",
    )
    .default(""),
  resourceDescription: requiredText("resourceDescription", RESOURCE_DESCRIPTION_MAX),
  // Last on the form: asked once the resource is named.
  submitterRelation: z
    .preprocess(
      (value) => (typeof value === "string" ? value.trim() : value),
      z.union([z.literal(""), SubmitterRelationSchema], { error: RELATION_ERROR }),
    )
    .default(""),
} satisfies Record<SubmissionField, z.ZodType>;

/** Unknown keys are dropped (zod's default), so they are never stored. */
export const SubmissionSchema = z.object(shape);
export type Submission = z.infer<typeof SubmissionSchema>;
export type SubmissionValues = Record<SubmissionField, string>;
export type SubmissionErrors = Partial<Record<SubmissionField, string>>;

export type { SubmissionField };
export const SUBMISSION_FIELDS = Object.keys(shape) as SubmissionField[];

/** What the visitor is told after a submission is stored (a 201, docs/product.md, The JSON API). */
export interface SubmissionReceipt {
  id: number;
  status: "pending";
  submittedAt: string;
}

export const EMPTY_SUBMISSION: SubmissionValues = Object.fromEntries(
  SUBMISSION_FIELDS.map((field) => [field, ""]),
) as SubmissionValues;

/** The first problem with each field, as the form shows it under the field. */
export function fieldErrorsOf(error: z.ZodError): SubmissionErrors {
  const errors: SubmissionErrors = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === "string" && field in shape && !errors[field as SubmissionField]) {
      errors[field as SubmissionField] = issue.message;
    }
  }
  return errors;
}

/** True when the honeypot holds anything: a person never sees it, so a bot filled it in. */
export function isHoneypotFilled(body: unknown): boolean {
  if (typeof body !== "object" || body === null) return false;
  const value = (body as Record<string, unknown>)[HONEYPOT_FIELD];
  if (value === undefined || value === null) return false;
  return typeof value !== "string" || value.trim() !== "";
}
