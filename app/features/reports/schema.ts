import { z } from "zod";
import { REPORT_DETAILS_MAX_LENGTH, REPORT_REASONS } from "~/domain/report-reasons";
import { REPORT_MESSAGES, type ReportErrors } from "./messages";

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
