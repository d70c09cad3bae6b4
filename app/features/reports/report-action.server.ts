import { data } from "react-router";
import type { Database } from "~/db/client.server";
import { isDatabaseUnavailable, UNAVAILABLE_RETRY_AFTER_SECONDS } from "~/db/unavailable.server";
import { fileReport } from "./reports.server";
import type { ReportAnswer, ReportState } from "./messages";
import type { RequestLog } from "~/load-context";

/**
 * The report form's post (with JavaScript through a fetcher, without it as a page): the same
 * schema, store and limit as `POST /api/resources/{id}/reports`. Nothing the visitor wrote is
 * ever logged.
 */
export async function reportFromForm(
  request: Request,
  resourceId: string,
  context: { db: Database; clientIp: string; log: RequestLog },
) {
  const form = await request.formData();
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const values = { reason: text("reason"), details: text("details") };
  const answer = (state: ReportState, status: number, errors = {}, headers = {}) =>
    data<ReportAnswer>(
      { state, errors, values: state === "received" ? { reason: "", details: "" } : values },
      { status, headers },
    );
  try {
    const outcome = await fileReport(
      context.db,
      resourceId,
      { reason: values.reason, details: values.details },
      context.clientIp,
    );
    if (outcome.ok) return answer("received", 201);
    if ("errors" in outcome) return answer("invalid", 400, outcome.errors);
    return answer("limited", 429, {}, { "Retry-After": String(outcome.retryAfterSeconds) });
  } catch (error) {
    const unavailable = isDatabaseUnavailable(error);
    context.log.warn({ resourceId, unavailable }, "a problem report could not be stored");
    return unavailable
      ? answer("failed", 503, {}, { "Retry-After": String(UNAVAILABLE_RETRY_AFTER_SECONDS) })
      : answer("failed", 500);
  }
}
