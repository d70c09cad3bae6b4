import { describe, expect, test } from "vitest";
import { listStatuses, STATUS_LABELS, SUBMISSION_STATUSES } from "./submission-status";
import { SubmissionStatusSchema } from "./submission-status-schema";

describe("submission statuses", () => {
  test("every status has a label, and only those", () => {
    expect(Object.keys(STATUS_LABELS)).toEqual([...SUBMISSION_STATUSES]);
  });

  test("validation accepts each status and nothing else", () => {
    for (const status of SUBMISSION_STATUSES) {
      expect(SubmissionStatusSchema.parse(status)).toBe(status);
    }
    expect(SubmissionStatusSchema.safeParse("archived").success).toBe(false);
    expect(SubmissionStatusSchema.safeParse("").success).toBe(false);
  });

  test("messages list the values", () => {
    expect(listStatuses()).toBe("pending, approved, rejected or spam");
  });
});
