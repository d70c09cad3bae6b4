import { z } from "zod";
import { REPORT_DETAILS_MAX_LENGTH, REPORT_REASONS } from "~/lib/report-reasons";

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

/** A visitor's problem report: the form and `POST /api/resources/{id}/reports` both use it. */
export const ReportSchema = z.object({
  reason: z.enum(REPORT_REASONS, { error: REPORT_MESSAGES.reason }),
  details: z
    .string({ error: REPORT_MESSAGES.details })
    .trim()
    .max(REPORT_DETAILS_MAX_LENGTH, REPORT_MESSAGES.details)
    .optional()
    .default(""),
});
export type Report = z.infer<typeof ReportSchema>;

export type ReportErrors = Partial<Record<keyof Report, string>>;

/** The first message of each field that failed. */
export function reportErrors(error: z.ZodError): ReportErrors {
  const errors: ReportErrors = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if ((field === "reason" || field === "details") && !errors[field]) {
      errors[field] = issue.message;
    }
  }
  return errors;
}

/** How a report went, for the form that sent it (with or without JavaScript). */
export type ReportState = "received" | "invalid" | "limited" | "failed";

export interface ReportAnswer {
  state: ReportState;
  errors: ReportErrors;
  /** What the visitor sent, given back on a failure so nothing typed is lost. */
  values: { reason: string; details: string };
}
