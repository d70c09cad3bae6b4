import type { SubmissionStatus } from "~/domain/submission-status";

/**
 * The review actions, shared by the console's forms and its server code (no server imports here:
 * the console's browser code reads this too).
 */
export const REVIEW_NOTES_MAX = 2000;

/** Each action: the status it sets and its button's label, in the order the buttons appear. */
export const REVIEW_INTENTS = {
  approve: { status: "approved", label: "Approve" },
  reject: { status: "rejected", label: "Reject" },
  spam: { status: "spam", label: "Mark as spam" },
  pending: { status: "pending", label: "Back to pending" },
} as const satisfies Record<string, { status: SubmissionStatus; label: string }>;
export type ReviewIntent = keyof typeof REVIEW_INTENTS;
export const REVIEW_INTENT_NAMES = Object.keys(REVIEW_INTENTS) as [ReviewIntent, ...ReviewIntent[]];

/** The delete button's intent: the submission and everything personal in it are removed. */
export const DELETE_INTENT = "delete";
