import { fieldId } from "./form-fields";
import {
  FAILED_FALLBACK,
  FAILED_TITLE,
  FIELD_LABELS,
  INVALID_TITLE,
  RATE_LIMITED_DESCRIPTION,
  RATE_LIMITED_TITLE,
  SUBMITTED_DESCRIPTION,
  SUBMITTED_TITLE,
} from "./messages";
import { SUBMISSION_FIELDS, type SubmissionErrors } from "./schema";

export type SubmitState = "submitted" | "invalid" | "rate-limited" | "failed";

/**
 * The answer to a form POST made without JavaScript, shown above the form (with JavaScript the
 * same news arrives as a toast). Problems are listed with links to their fields.
 */
export function SubmitStatus({ state, errors }: { state: SubmitState; errors: SubmissionErrors }) {
  if (state === "submitted") {
    return (
      <div role="status" className="mt-6 rounded-xl border-2 border-brand bg-brand-soft p-4">
        <p className="font-semibold text-ink">{SUBMITTED_TITLE}</p>
        <p className="mt-1 text-ink">{SUBMITTED_DESCRIPTION}</p>
      </div>
    );
  }
  const [title, description] =
    state === "rate-limited"
      ? [RATE_LIMITED_TITLE, RATE_LIMITED_DESCRIPTION]
      : state === "failed"
        ? [FAILED_TITLE, FAILED_FALLBACK]
        : [INVALID_TITLE, "Please correct the fields below; everything you typed is still there."];
  const wrong = SUBMISSION_FIELDS.filter((field) => errors[field]);
  return (
    <div role="alert" className="mt-6 rounded-xl border-2 border-danger bg-danger-soft p-4">
      <p className="font-semibold text-danger">{title}</p>
      <p className="mt-1 text-ink">{description}</p>
      {wrong.length > 0 ? (
        <ul className="mt-2 list-disc pl-5">
          {wrong.map((field) => (
            <li key={field}>
              <a href={`#${fieldId(field)}`} className="text-ink underline">
                {FIELD_LABELS[field]}: {errors[field]}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
