import { useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { Input, Select, Textarea } from "~/components/ui/input";
import { SUBMITTER_RELATIONS } from "~/domain/submitter-relation";
import { ApiError } from "~/lib/api";
import { Field } from "./form-fields";
import {
  EMAIL_PURPOSE,
  FIELD_LABELS,
  RELATION_CHOICES,
  RELATION_NOT_SAYING,
  RELATION_PURPOSE,
} from "./messages";
import {
  EMPTY_SUBMISSION,
  fieldErrorsOf,
  HONEYPOT_FIELD,
  SUBMISSION_CATEGORIES,
  SUBMISSION_CATEGORY_LABELS,
  RESOURCE_DESCRIPTION_MAX,
  SUBMISSION_TYPE_LABELS,
  SUBMISSION_TYPES,
  SUBMISSION_FIELDS,
  SubmissionSchema,
  type SubmissionErrors,
  type SubmissionField,
  type SubmissionValues,
} from "./schema";
import { SubmitStatus, type SubmitState } from "./submit-status";
import { useSubmitResource } from "./use-submit-resource";

const ABOUT_YOU = [
  { name: "submitterName", autoComplete: "name", placeholder: "e.g., Jane Smith" },
  {
    name: "submitterTitle",
    autoComplete: "organization-title",
    placeholder: "e.g., Therapist, teacher, parent",
  },
  { name: "submitterLocation", autoComplete: "address-level2", placeholder: "e.g., Austin, Texas" },
] as const;

function validate(values: SubmissionValues): SubmissionErrors {
  const result = SubmissionSchema.safeParse(values);
  return result.success ? {} : fieldErrorsOf(result.error);
}

export interface SubmissionFormProps {
  /** What the server sent back after a form POST without JavaScript. */
  initialValues?: SubmissionValues;
  initialErrors?: SubmissionErrors;
  /** Sent with the form, so that a retry (after a timeout, say) is stored only once. */
  idempotencyKey?: string;
}

/** A fresh key for the next suggestion (crypto.getRandomValues works on plain HTTP too). */
function freshKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * The submission form. With JavaScript it validates here and posts JSON to the API; without,
 * it is a plain POST to /submit, whose action validates with the same schema.
 */
export function SubmissionForm({
  initialValues,
  initialErrors,
  idempotencyKey,
}: SubmissionFormProps) {
  const [values, setValues] = useState<SubmissionValues>(initialValues ?? EMPTY_SUBMISSION);
  const [key, setKey] = useState(idempotencyKey);
  const [errors, setErrors] = useState<SubmissionErrors>(initialErrors ?? {});
  const honeypotRef = useRef<HTMLInputElement>(null);
  // How the last try with JavaScript went, for the box above the fields (null before any).
  const [result, setResult] = useState<{ state: SubmitState; attempt: number } | null>(null);
  const show = (state: SubmitState) =>
    setResult((last) => ({ state, attempt: (last?.attempt ?? 0) + 1 }));
  const mutation = useSubmitResource();
  const firstServerError = SUBMISSION_FIELDS.find((field) => initialErrors?.[field]);

  /** Marks the fields and shows the error summary, which takes focus and links to each one. */
  function showErrors(next: SubmissionErrors) {
    setErrors(next);
    show("invalid");
  }

  function onChange(
    event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>,
  ) {
    const name = event.target.name as SubmissionField;
    const next = { ...values, [name]: event.target.value };
    setValues(next);
    // A field already marked wrong is re-checked as the visitor fixes it.
    if (errors[name]) setErrors({ ...errors, [name]: validate(next)[name] });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (mutation.isPending) return;
    const problems = validate(values);
    if (Object.keys(problems).length > 0) return showErrors(problems);
    setErrors({});
    setResult(null);
    const body = {
      ...values,
      [HONEYPOT_FIELD]: honeypotRef.current?.value ?? "",
      idempotencyKey: key,
    };
    mutation.mutate(body, {
      onSuccess: () => {
        setValues(EMPTY_SUBMISSION);
        setKey(freshKey());
        show("submitted");
      },
      // What the visitor typed stays; the server's field messages (if any) join it.
      onError: (error) => {
        const fieldErrors = (error instanceof ApiError ? error.errors : {}) as SubmissionErrors;
        if (Object.keys(fieldErrors).length > 0) return showErrors(fieldErrors);
        const status = error instanceof ApiError ? error.status : undefined;
        show(status === 429 ? "rate-limited" : status === 503 ? "busy" : "failed");
      },
    });
  }

  const field = (name: SubmissionField) => ({
    name,
    label: FIELD_LABELS[name],
    error: errors[name],
    autoFocus: name === firstServerError,
  });
  const value = (name: SubmissionField) => ({ value: values[name], onChange });

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="space-y-8">
      {key ? <input type="hidden" name="idempotencyKey" value={key} /> : null}
      {/* The summary lists the problems still open: fixing a field takes it off the list. */}
      {result &&
      (result.state !== "invalid" || SUBMISSION_FIELDS.some((field) => errors[field])) ? (
        <SubmitStatus state={result.state} errors={errors} attempt={result.attempt} />
      ) : null}
      <fieldset className="space-y-5">
        <legend className="text-lg font-semibold text-ink">About you (optional)</legend>
        <p className="-mt-3 text-sm text-ink-muted">
          If your suggestion is added, we credit it to your name and title.
        </p>
        {ABOUT_YOU.map(({ name, autoComplete, placeholder }) => (
          <Field key={name} {...field(name)}>
            {(control) => (
              <Input
                {...control}
                {...value(name)}
                type="text"
                autoComplete={autoComplete}
                placeholder={placeholder}
              />
            )}
          </Field>
        ))}
        <Field {...field("submitterEmail")} hint={EMAIL_PURPOSE}>
          {(control) => (
            <Input
              {...control}
              {...value("submitterEmail")}
              type="email"
              autoComplete="email"
              placeholder="e.g., jane@example.org"
            />
          )}
        </Field>
      </fieldset>

      <fieldset className="space-y-5">
        <legend className="text-lg font-semibold text-ink">About the resource</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field {...field("resourceType")} required>
            {(control) => (
              <Select {...control} {...value("resourceType")}>
                <option value="">Choose a type</option>
                {SUBMISSION_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {SUBMISSION_TYPE_LABELS[type]}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field {...field("resourceCategory")} required>
            {(control) => (
              <Select {...control} {...value("resourceCategory")}>
                <option value="">Choose a category</option>
                {SUBMISSION_CATEGORIES.map((category) => (
                  <option key={category} value={category}>
                    {SUBMISSION_CATEGORY_LABELS[category]}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        </div>
        <Field {...field("resourceTitle")} required>
          {(control) => <Input {...control} {...value("resourceTitle")} type="text" />}
        </Field>
        <Field {...field("resourceAuthor")}>
          {(control) => <Input {...control} {...value("resourceAuthor")} type="text" />}
        </Field>
        <Field
          {...field("resourceUrl")}
          hint="A link where people can find it, starting with https://"
        >
          {(control) => (
            <Input
              {...control}
              {...value("resourceUrl")}
              type="url"
              inputMode="url"
              placeholder="https://"
            />
          )}
        </Field>
        <Field
          {...field("resourceDescription")}
          required
          hint={`What is it about, and how has it helped? Up to ${RESOURCE_DESCRIPTION_MAX.toLocaleString("en-US")} characters.`}
        >
          {(control) => <Textarea {...control} {...value("resourceDescription")} rows={5} />}
        </Field>
        <Field {...field("submitterRelation")} hint={RELATION_PURPOSE}>
          {(control) => (
            <Select {...control} {...value("submitterRelation")}>
              <option value="">{RELATION_NOT_SAYING}</option>
              {SUBMITTER_RELATIONS.map((relation) => (
                <option key={relation} value={relation}>
                  {RELATION_CHOICES[relation]}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </fieldset>

      {/* The honeypot: invisible, unreachable by keyboard and silent to screen readers. */}
      <div
        aria-hidden="true"
        className="absolute -left-[9999px] top-auto h-px w-px overflow-hidden"
      >
        <label htmlFor={`field-${HONEYPOT_FIELD}`}>Leave this field empty</label>
        <input
          ref={honeypotRef}
          id={`field-${HONEYPOT_FIELD}`}
          name={HONEYPOT_FIELD}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>

      <Button type="submit" disabled={mutation.isPending} className="w-full sm:w-auto">
        {mutation.isPending ? "Submitting..." : "Submit Resource for Review"}
      </Button>
    </form>
  );
}
