import { expect, test } from "vitest";
import { REVIEW_INTENT_NAMES } from "./review-actions";
import { ReviewSchema } from "./review.server";

test("review notes with a NUL byte are refused with a sentence, not stored", () => {
  const intent = REVIEW_INTENT_NAMES[0];
  expect(ReviewSchema.safeParse({ id: "1", intent, notes: "fine" }).success).toBe(true);
  const refused = ReviewSchema.safeParse({ id: "1", intent, notes: "a\u0000b" });
  expect(refused.success).toBe(false);
  expect(refused.error?.issues[0]?.message).toMatch(/NUL/);
});
