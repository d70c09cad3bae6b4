import type { ReactNode } from "react";
import { Form } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { Input, Select, Textarea } from "~/components/ui/input";
import { AUDIENCE_LABELS, COST_LABELS, EVIDENCE_LABELS } from "~/content/resource-terms";

/** A category an entry may sit in, with its subcategories, by the names visitors see. */
export interface PlaceChoice {
  id: string;
  name: string;
  subcategories: Array<{ id: string; name: string }>;
}

/** A catalogue entry's fields as the form holds them: text, and the audiences as a list. */
export type ResourceFormValues = Record<string, string | string[] | undefined>;
export type ResourceFormErrors = Record<string, string | undefined>;

function Field({
  name,
  label,
  hint,
  error,
  children,
}: {
  name: string;
  label: string;
  hint?: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={`field-${name}`} className="block font-semibold text-ink">
        {label}
      </label>
      {hint ? (
        <p id={`hint-${name}`} className="text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      <div className="mt-1">{children}</div>
      {error ? (
        <p id={`error-${name}`} className="mt-1 text-sm font-semibold text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function Choices({ labels }: { labels: Record<string, string> }) {
  return Object.entries(labels).map(([value, label]) => (
    <option key={value} value={value}>
      {label}
    </option>
  ));
}

/**
 * Every field of a catalogue entry, for publishing a submission and for editing an entry. A
 * plain form: it posts and the page answers, with or without JavaScript (decision 013).
 */
export function ResourceForm({
  values,
  errors,
  types,
  places,
  intent,
  submitLabel,
}: {
  values: ResourceFormValues;
  errors: ResourceFormErrors;
  /** The catalogue's resource types and their labels. */
  types: Record<string, string>;
  /** Where an entry may sit (the route's `placeChoices()`). */
  places: PlaceChoice[];
  intent: string;
  submitLabel: string;
}) {
  const text = (name: string) => (typeof values[name] === "string" ? (values[name] as string) : "");
  const a11y = (name: string) => ({
    id: `field-${name}`,
    name,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `error-${name}` : undefined,
  });
  const audience = Array.isArray(values.audience) ? values.audience : [];
  return (
    <Form method="post" className="space-y-5" noValidate>
      <input type="hidden" name="intent" value={intent} />
      <Field name="title" label="Title" error={errors.title}>
        <Input {...a11y("title")} defaultValue={text("title")} required />
      </Field>
      <Field name="author" label="Author or creator (optional)" error={errors.author}>
        <Input {...a11y("author")} defaultValue={text("author")} />
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field name="type" label="Type" error={errors.type}>
          <Select {...a11y("type")} defaultValue={text("type")}>
            <option value="">Choose a type</option>
            <Choices labels={types} />
          </Select>
        </Field>
        <Field name="category" label="Category" error={errors.category}>
          <Select {...a11y("category")} defaultValue={text("category")}>
            <option value="">Choose a category</option>
            <Choices labels={Object.fromEntries(places.map((place) => [place.id, place.name]))} />
          </Select>
        </Field>
      </div>
      <Field
        name="subcategory"
        label="Subcategory (optional)"
        hint="It must belong to the category chosen above."
        error={errors.subcategory}
      >
        <Select {...a11y("subcategory")} defaultValue={text("subcategory")}>
          <option value="">None</option>
          {places.map((category) => (
            <optgroup key={category.id} label={category.name}>
              {category.subcategories.map((sub) => (
                <option key={sub.id} value={sub.id}>
                  {sub.name}
                </option>
              ))}
            </optgroup>
          ))}
        </Select>
      </Field>
      <Field name="url" label="Web address (optional)" error={errors.url}>
        <Input {...a11y("url")} type="url" defaultValue={text("url")} />
      </Field>
      <Field
        name="description"
        label="Description"
        hint="Paragraphs separated by a blank line, in our own words."
        error={errors.description}
      >
        <Textarea {...a11y("description")} rows={8} defaultValue={text("description")} />
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field name="cost" label="Cost" error={errors.cost}>
          <Select {...a11y("cost")} defaultValue={text("cost")}>
            <option value="">Choose the cost</option>
            <Choices labels={COST_LABELS} />
          </Select>
        </Field>
        <Field name="evidence" label="Evidence" error={errors.evidence}>
          <Select {...a11y("evidence")} defaultValue={text("evidence")}>
            <option value="">Choose the evidence</option>
            <Choices labels={EVIDENCE_LABELS} />
          </Select>
        </Field>
      </div>
      <fieldset aria-describedby={errors.audience ? "error-audience" : undefined}>
        <legend className="font-semibold text-ink">Who it is for</legend>
        <div className="mt-1 flex flex-wrap gap-x-5 gap-y-2">
          {Object.entries(AUDIENCE_LABELS).map(([value, label]) => (
            <label key={value} className="inline-flex min-h-11 items-center gap-2">
              <input
                type="checkbox"
                name="audience"
                value={value}
                defaultChecked={audience.includes(value)}
                className="size-5"
              />
              {label}
            </label>
          ))}
        </div>
        {errors.audience ? (
          <p id="error-audience" className="mt-1 text-sm font-semibold text-danger">
            {errors.audience}
          </p>
        ) : null}
      </fieldset>
      <Field
        name="length"
        label="What it asks of the reader"
        hint="For example: 256-page book, 18-minute video or 5 minutes a day; a figure only as the publisher or the talk itself gives it."
        error={errors.length}
      >
        <Input {...a11y("length")} defaultValue={text("length")} />
      </Field>
      <Field name="approach" label="Approach (optional)" error={errors.approach}>
        <Input {...a11y("approach")} defaultValue={text("approach")} />
      </Field>
      <Field name="evidenceNote" label="What the evidence rests on" error={errors.evidenceNote}>
        <Input {...a11y("evidenceNote")} defaultValue={text("evidenceNote")} />
      </Field>
      <Field
        name="contentNotes"
        label="Content note (optional)"
        hint="Shown before the description, such as “Describes abuse and violence”."
        error={errors.contentNotes}
      >
        <Input {...a11y("contentNotes")} defaultValue={text("contentNotes")} />
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          name="factsSource"
          label="Facts from"
          hint="The https address of the publisher’s or author’s own page."
          error={errors.factsSource}
        >
          <Input {...a11y("factsSource")} type="url" defaultValue={text("factsSource")} />
        </Field>
        <Field
          name="factsCheckedOn"
          label="Facts checked on (optional)"
          hint="The day you checked title, author, address, cost and length on that page. Leave it empty until you have: the page then says the facts are not yet checked."
          error={errors.factsCheckedOn}
        >
          <Input {...a11y("factsCheckedOn")} type="date" defaultValue={text("factsCheckedOn")} />
        </Field>
      </div>
      <Field name="recommendedBy" label="Recommended by (optional)" error={errors.recommendedBy}>
        <Input {...a11y("recommendedBy")} defaultValue={text("recommendedBy")} />
      </Field>
      <button type="submit" className={buttonClasses("primary")}>
        {submitLabel}
      </button>
    </Form>
  );
}
