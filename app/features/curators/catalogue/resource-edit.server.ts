import { categories } from "~/content/categories";
import { RESOURCE_TYPE_LABELS } from "~/content/resource-terms";
import { resources as bundledResources } from "~/content/resources";
import { ResourceSchema, type Resource } from "~/content/schema";

/**
 * What the curator may change on an entry, by the console's forms and the JSON API, and how an
 * edit is checked: merged with the entry, then validated by the catalogue's own schema (the same
 * one the bundled file passes), plus the catalogue's places and types.
 */
export const EDITABLE_FIELDS = [
  "title",
  "author",
  "type",
  "category",
  "subcategory",
  "url",
  "description",
  "cost",
  "audience",
  "length",
  "approach",
  "evidence",
  "evidenceNote",
  "contentNotes",
  "lastReviewed",
  "recommendedBy",
] as const;
export type EditableField = (typeof EDITABLE_FIELDS)[number];

/** Fields an entry may go without: an empty value removes them. */
const OPTIONAL = new Set<EditableField>([
  "author",
  "subcategory",
  "url",
  "approach",
  "contentNotes",
  "recommendedBy",
]);

/** What to say when a field does not pass, one sentence each. */
export const FIELD_PROBLEMS: Record<EditableField, string> = {
  title: "Please enter a title.",
  author: "Please enter the author as text, or leave it empty.",
  type: `Please choose a type: ${Object.keys(RESOURCE_TYPE_LABELS).join(", ")}.`,
  category: `Please choose a category: ${categories.map((category) => category.id).join(", ")}.`,
  subcategory: "Please choose a subcategory of the chosen category, or leave it empty.",
  url: "Please enter a full web address starting with http:// or https://, or leave it empty.",
  description: "Please enter a description.",
  cost: "Please choose what it costs: free, free-with-paid-options or paid.",
  audience: "Please choose who it is for: at least one audience, each once.",
  length: "Please say what it asks of the reader, such as “A book; read at your own pace”.",
  approach: "Please name the approach as text, or leave it empty.",
  evidence:
    "Please choose the evidence: research-tested, evidence-based-approach or expert-experience.",
  evidenceNote: "Please give one sentence on what the evidence rests on.",
  contentNotes: "Please write the content note as text, or leave it empty.",
  lastReviewed: "Please give the date of the last review as YYYY-MM-DD.",
  recommendedBy: "Please enter who recommended it as text, or leave it empty.",
};

export type FieldErrors = Partial<Record<EditableField, string>>;

/** Subcategories each category's entries use, the listed ones and the bundle's own. */
const PLACES = new Map<string, Set<string>>(
  categories.map((category) => [
    category.id,
    new Set([
      ...category.subcategories.map((subcategory) => subcategory.id),
      ...bundledResources
        .filter((resource) => resource.category === category.id && resource.subcategory)
        .map((resource) => resource.subcategory!),
    ]),
  ]),
);

export type ResourceChanges = Partial<Record<EditableField, unknown>>;

/**
 * Reads a change set: only editable fields; `null` or an empty string removes an optional field.
 * Answers the cleaned changes, or the names of fields it does not know.
 */
export function readChanges(
  body: unknown,
): { ok: true; changes: ResourceChanges } | { ok: false; unknown: string[] } {
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    return { ok: false, unknown: [] };
  }
  const unknown = Object.keys(body).filter(
    (key) => !(EDITABLE_FIELDS as readonly string[]).includes(key),
  );
  if (unknown.length > 0) return { ok: false, unknown };
  const changes: ResourceChanges = {};
  for (const [key, value] of Object.entries(body)) {
    changes[key as EditableField] = typeof value === "string" ? value.trim() : value;
  }
  return { ok: true, changes };
}

/** The entry with `changes` applied, checked; or the problems, one sentence per field. */
export function applyChanges(
  base: Partial<Resource> & { id: string },
  changes: ResourceChanges,
): { ok: true; resource: Resource } | { ok: false; errors: FieldErrors } {
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === "") delete merged[key];
    else merged[key] = value;
  }
  const errors: FieldErrors = {};
  const parsed = ResourceSchema.safeParse(merged);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as EditableField;
      if (field in FIELD_PROBLEMS) errors[field] ??= FIELD_PROBLEMS[field];
    }
  }
  const { type, category, subcategory } = merged as Partial<Resource>;
  if (type !== undefined && !Object.hasOwn(RESOURCE_TYPE_LABELS, type)) {
    errors.type ??= FIELD_PROBLEMS.type;
  }
  const places = category === undefined ? undefined : PLACES.get(category);
  if (category !== undefined && !places) errors.category ??= FIELD_PROBLEMS.category;
  else if (subcategory !== undefined && places && !places.has(subcategory)) {
    errors.subcategory ??= FIELD_PROBLEMS.subcategory;
  }
  for (const field of Object.keys(changes) as EditableField[]) {
    if (!OPTIONAL.has(field) && (changes[field] === null || changes[field] === "")) {
      errors[field] ??= FIELD_PROBLEMS[field];
    }
  }
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, resource: parsed.data };
}

/** The fields of `edited` that differ from `original` (`null` where one was removed). */
export function changedFields(original: Resource, edited: Resource): Record<string, unknown> {
  const changed: Record<string, unknown> = {};
  for (const field of EDITABLE_FIELDS) {
    const before = original[field];
    const after = edited[field];
    if (JSON.stringify(before) !== JSON.stringify(after)) changed[field] = after ?? null;
  }
  return changed;
}
