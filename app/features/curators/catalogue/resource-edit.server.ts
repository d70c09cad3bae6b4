import { categories } from "~/content/categories";
import { resources as bundledResources } from "~/content/resources";
import { FieldProblems, ResourceSchema, type Resource } from "~/content/schema";

/**
 * What the curator may change on an entry, by the console's forms and the JSON API, and how an
 * edit is checked: merged with the entry, then validated by the catalogue's own schema (the same
 * one the bundled file passes), plus the catalogue's places. The fields, which of them an entry
 * may go without, and what to say of each come from that schema (app/content/schema.ts).
 */
const SHAPE = ResourceSchema.shape;

/** Every field of an entry but its id (it names the page) and its picture (worked out). */
export type EditableField = Exclude<keyof typeof SHAPE, "id" | "imageUrl">;
export const EDITABLE_FIELDS = (Object.keys(SHAPE) as Array<keyof typeof SHAPE>).filter(
  (field): field is EditableField => field !== "id" && field !== "imageUrl",
);

/** Fields an entry may go without (optional in the schema): an empty value removes them. */
const OPTIONAL = new Set(
  EDITABLE_FIELDS.filter((field) => SHAPE[field].safeParse(undefined).success),
);

/** What to say when a field does not pass: the sentence its schema carries. */
const FIELD_PROBLEMS = Object.fromEntries(
  EDITABLE_FIELDS.map((field) => {
    const problem = FieldProblems.get(SHAPE[field])?.problem;
    if (!problem) throw new Error(`ResourceSchema's ${field} says nothing when it fails`);
    return [field, problem];
  }),
) as Record<EditableField, string>;

export type FieldErrors = Partial<Record<EditableField, string>>;

/**
 * The places an entry may sit: each category with its listed subcategories, and every category
 * and subcategory the bundled entries use besides (the exercises' `healing-exercises`, the
 * `screen-time` topic), so that every bundled entry can be edited where it is.
 */
const PLACES = new Map<string, Set<string>>(
  categories.map((category) => [
    category.id,
    new Set(category.subcategories.map((subcategory) => subcategory.id)),
  ]),
);
for (const resource of bundledResources) {
  const places = PLACES.get(resource.category) ?? new Set<string>();
  if (resource.subcategory) places.add(resource.subcategory);
  PLACES.set(resource.category, places);
}

/** Every place an entry may sit, by category id, for the form's choices. */
export function editablePlaces(): Array<{ category: string; subcategories: string[] }> {
  return [...PLACES].map(([category, subcategories]) => ({
    category,
    subcategories: [...subcategories],
  }));
}

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
  const { category, subcategory } = merged as Partial<Resource>;
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
