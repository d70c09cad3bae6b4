import { REPORT_DETAILS_MAX_LENGTH } from "~/domain/report-reasons";

/**
 * What the report form and the API say, and the shape of a form's answer: kept apart from the
 * schema so that resource pages do not load zod (docs/performance.md, the JavaScript budget).
 */
export const REPORT_MESSAGES = {
  reason: "Please choose what the problem is.",
  details: `Please keep the details under ${REPORT_DETAILS_MAX_LENGTH.toLocaleString("en-US")} characters.`,
  received:
    "Thank you. Your report has reached our curator, who reads every one and will look at this resource again.",
  invalid: "Something in the form needs another look before it can be sent.",
  limited:
    "You have sent several reports in a short time. Please try again in an hour: what you typed is still here.",
  failed: "We couldn't save your report just now. Please try again in a moment.",
  notFound: "We couldn't find that resource. It may no longer be listed.",
} as const;

/** A field's first error, by field. */
export type ReportErrors = Partial<Record<"reason" | "details", string>>;

/** How a report went, for the form that sent it (with or without JavaScript). */
export type ReportState = "received" | "invalid" | "limited" | "failed";

export interface ReportAnswer {
  state: ReportState;
  errors: ReportErrors;
  /** What the visitor sent, given back on a failure so nothing typed is lost. */
  values: { reason: string; details: string };
}
