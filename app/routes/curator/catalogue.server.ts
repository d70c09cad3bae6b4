import { data } from "react-router";
import type { Resource } from "~/content/schema";
import { activeCatalogue } from "~/domain/catalogue-now.server";
import { getResourceById } from "~/features/directory/catalogue.server";
import {
  EDITABLE_FIELDS,
  editablePlaces,
} from "~/features/curators/catalogue/resource-edit.server";
import type { PlaceChoice } from "~/features/curators/catalogue/resource-form";
import { placeName } from "~/features/directory/resource-view";
import { RESOURCE_TYPE_LABELS } from "~/content/resource-terms";

/** The catalogue's types for the form's choice, by id. */
export function typeChoices(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(RESOURCE_TYPE_LABELS).map(([id, label]) => [id, label.singular]),
  );
}

/**
 * Where an entry may sit, by the names visitors see, for the form's choices: every category and
 * its subcategories, and the places the bundled entries use besides (the healing exercises).
 */
export function placeChoices(): PlaceChoice[] {
  return editablePlaces().map(({ category, subcategories }) => ({
    id: category,
    name: placeName(category),
    subcategories: subcategories.map((id) => ({ id, name: placeName(id) })),
  }));
}

/** The editable fields the console's form posted: text, and every audience ticked. */
export function changesFromForm(form: FormData): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  for (const field of EDITABLE_FIELDS) {
    changes[field] =
      field === "audience" ? form.getAll(field).map(String) : String(form.get(field) ?? "");
  }
  return changes;
}

/** An entry as the form shows it. */
export function formValuesOf(resource: Partial<Resource>): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = {};
  for (const field of EDITABLE_FIELDS) {
    const value = resource[field];
    if (value !== undefined) values[field] = value;
  }
  return values;
}

/** An entry as this process serves it now, listed or hidden, or a 404. */
export function entryOr404(id: string) {
  const listed = getResourceById(id);
  if (listed) return { resource: listed, hiddenReason: null };
  const hidden = activeCatalogue().hidden.get(id);
  if (hidden) return { resource: hidden.resource, hiddenReason: hidden.reason };
  throw data("There is no resource with that id.", { status: 404 });
}

/** Every entry for the console's list: listed ones in catalogue order, then the hidden ones. */
export function listEntries() {
  const snapshot = activeCatalogue();
  const row = (resource: Resource, hidden: boolean) => ({
    id: resource.id,
    title: resource.title,
    /** Where visitors find it, by the names they see ("Psychological Concerns › Anxiety"). */
    place: [resource.category, resource.subcategory]
      .flatMap((id) => (id ? [placeName(id)] : []))
      .join(" › "),
    hidden,
  });
  return [
    ...snapshot.resources.map((resource) => row(resource, false)),
    ...[...snapshot.hidden.values()].map(({ resource }) => row(resource, true)),
  ];
}
