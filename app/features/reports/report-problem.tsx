import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { Textarea } from "~/components/ui/input";
import {
  REPORT_DETAILS_MAX_LENGTH,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
} from "~/domain/report-reasons";
import { REPORT_MESSAGES, type ReportAnswer } from "./messages";
import { reportPath } from "./report-link";

/**
 * The report form, on the report page. Without JavaScript it posts to that page's action, which
 * answers with the page and the outcome; with it, a fetcher posts to the same action and the
 * answer appears in place, announced, with focus moved to it.
 */
export function ReportProblem({
  resourceId,
  answer: pageAnswer,
}: {
  resourceId: string;
  /** The outcome of a post without JavaScript. */
  answer?: ReportAnswer;
}) {
  const fetcher = useFetcher<ReportAnswer>();
  const answer = fetcher.data ?? pageAnswer;
  const status = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (fetcher.data) status.current?.focus();
  }, [fetcher.data]);

  if (answer?.state === "received") {
    return (
      <p
        ref={status}
        tabIndex={-1}
        role="status"
        className="rounded-xl border-2 border-brand bg-brand-soft p-4 text-ink"
      >
        {REPORT_MESSAGES.received}
      </p>
    );
  }
  const errors = answer?.errors ?? {};
  const problem = answer && answer.state !== "invalid" ? REPORT_MESSAGES[answer.state] : null;
  const form = (
    <fetcher.Form method="post" action={reportPath(resourceId)} className="space-y-4">
      {problem || answer?.state === "invalid" ? (
        <p ref={status} tabIndex={-1} role="alert" className="font-medium text-danger">
          {problem ?? REPORT_MESSAGES.invalid}
        </p>
      ) : null}
      <fieldset aria-describedby={errors.reason ? "report-reason-error" : undefined}>
        <legend className="font-medium text-ink">What is the problem?</legend>
        <div className="mt-2 space-y-1">
          {REPORT_REASONS.map((reason) => (
            <label key={reason} className="flex min-h-11 items-center gap-3">
              <input
                type="radio"
                name="reason"
                value={reason}
                required
                defaultChecked={answer?.values.reason === reason}
                className="size-5 accent-brand"
              />
              {REPORT_REASON_LABELS[reason]}
            </label>
          ))}
        </div>
        {errors.reason ? (
          <p id="report-reason-error" className="mt-1 text-sm font-medium text-danger">
            {errors.reason}
          </p>
        ) : null}
      </fieldset>
      <div>
        <label htmlFor="report-details" className="block font-medium text-ink">
          Details (optional)
        </label>
        <p id="report-details-hint" className="mt-0.5 text-sm text-ink-muted">
          What you noticed, in a sentence or two. We can&apos;t reply to reports, so please leave
          out your name and anything personal.
        </p>
        <Textarea
          id="report-details"
          name="details"
          rows={3}
          maxLength={REPORT_DETAILS_MAX_LENGTH}
          defaultValue={answer?.values.details}
          aria-invalid={errors.details ? true : undefined}
          aria-describedby={
            errors.details ? "report-details-hint report-details-error" : "report-details-hint"
          }
          className="mt-1.5"
        />
        {errors.details ? (
          <p id="report-details-error" className="mt-1.5 text-sm font-medium text-danger">
            {errors.details}
          </p>
        ) : null}
      </div>
      <button
        type="submit"
        disabled={fetcher.state !== "idle"}
        className={buttonClasses("secondary")}
      >
        {fetcher.state === "idle" ? "Send report" : "Sending…"}
      </button>
    </fetcher.Form>
  );
  return form;
}
