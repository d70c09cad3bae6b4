import { useEffect, useRef } from "react";
import { cn } from "~/lib/cn";
import { fieldId } from "./form-fields";
import {
  BUSY_DESCRIPTION,
  BUSY_TITLE,
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

export type SubmitState = "submitted" | "invalid" | "rate-limited" | "busy" | "failed";

/**
 * How a submission went, shown above the form, after a POST without JavaScript and after the
 * JavaScript form's own check or request. Problems are listed with links to their fields (an
 * error summary, as the GOV.UK Design System has it). Each new `attempt` (a number that grows
 * with every try) moves focus to the box, so keyboard and screen-reader users land on the news
 * rather than hunt for it; fixing a field only shortens the list.
 */
export function SubmitStatus({
  state,
  errors,
  attempt,
}: {
  state: SubmitState;
  errors: SubmissionErrors;
  attempt?: number;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (attempt !== undefined) box.current?.focus();
  }, [attempt]);

  if (state === "submitted") {
    return (
      <div
        ref={box}
        tabIndex={-1}
        role="status"
        className="mt-6 rounded-xl border-2 border-brand bg-brand-soft p-4"
      >
        <p className="font-semibold text-ink">{SUBMITTED_TITLE}</p>
        <p className="mt-1 text-ink">{SUBMITTED_DESCRIPTION}</p>
      </div>
    );
  }
  // Busy is not a mistake in what was typed: the same box, in the calm colours, not an error's.
  const calm = state === "busy";
  const [title, description] =
    state === "busy"
      ? [BUSY_TITLE, BUSY_DESCRIPTION]
      : state === "rate-limited"
        ? [RATE_LIMITED_TITLE, RATE_LIMITED_DESCRIPTION]
        : state === "failed"
          ? [FAILED_TITLE, FAILED_FALLBACK]
          : [
              INVALID_TITLE,
              "Please correct the fields below; everything you typed is still there.",
            ];
  const wrong = SUBMISSION_FIELDS.filter((field) => errors[field]);
  return (
    <div
      ref={box}
      tabIndex={-1}
      role="alert"
      aria-labelledby="submit-status-title"
      className={cn(
        "mt-6 rounded-xl border-2 p-4",
        calm ? "border-brand bg-brand-soft" : "border-danger bg-danger-soft",
      )}
    >
      <h2
        id="submit-status-title"
        className={cn("font-semibold", calm ? "text-ink" : "text-danger")}
      >
        {title}
      </h2>
      <p className="mt-1 text-ink">{description}</p>
      {wrong.length > 0 ? (
        <ul className="mt-2 list-disc pl-5">
          {wrong.map((field) => (
            <li key={field}>
              <a
                href={`#${fieldId(field)}`}
                onClick={(event) => {
                  // Focus the field itself (not only scroll to it), so typing can start at once.
                  const target = document.getElementById(fieldId(field));
                  if (!target) return;
                  event.preventDefault();
                  target.focus();
                }}
                className="text-ink underline"
              >
                {FIELD_LABELS[field]}: {errors[field]}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
