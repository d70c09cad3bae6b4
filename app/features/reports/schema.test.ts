import { describe, expect, test } from "vitest";
import { REPORT_DETAILS_MAX_LENGTH } from "~/domain/report-reasons";
import { REPORT_MESSAGES } from "./messages";
import { reportErrors, ReportSchema } from "./schema";

describe("ReportSchema", () => {
  test("takes each reason, trims the details and fills them in when left out", () => {
    expect(ReportSchema.parse({ reason: "harmful", details: "  a note \n" })).toEqual({
      reason: "harmful",
      details: "a note",
    });
    expect(ReportSchema.parse({ reason: "broken-link" })).toEqual({
      reason: "broken-link",
      details: "",
    });
  });

  test(`details of ${REPORT_DETAILS_MAX_LENGTH} characters pass; one more is refused`, () => {
    const exact = "é".repeat(REPORT_DETAILS_MAX_LENGTH);
    expect(ReportSchema.safeParse({ reason: "other", details: exact }).success).toBe(true);
    const result = ReportSchema.safeParse({ reason: "other", details: `${exact}x` });
    expect(result.success).toBe(false);
    expect(reportErrors(result.error!)).toEqual({ details: REPORT_MESSAGES.details });
  });

  test("an unknown or missing reason names the field", () => {
    for (const body of [{}, { reason: "" }, { reason: "spam" }]) {
      const result = ReportSchema.safeParse(body);
      expect(reportErrors(result.error!)).toEqual({ reason: REPORT_MESSAGES.reason });
    }
  });
});
