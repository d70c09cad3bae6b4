import type { SubmitterRelation } from "~/domain/submitter-relation";

/** What the submit page says, in one place for the page and its tests. */
export const SUBMITTED_TITLE = "Resource Submitted Successfully!";
export const SUBMITTED_DESCRIPTION =
  "Thank you for your submission. We will review it and get back to you.";
export const FAILED_TITLE = "Submission Failed";
export const FAILED_FALLBACK = "There was an error submitting your resource. Please try again.";

export const REVIEW_NOTE = [
  "Every submission is read and reviewed before anything is added to the site.",
  "If your suggestion is approved, we will credit it to your name and title, if you give them.",
  "We may edit submissions for clarity and length.",
];

/** Each field's visible label (docs/product.md, Submissions, names the required ones). */
export const FIELD_LABELS = {
  submitterName: "Your Name",
  submitterTitle: "Your Title",
  submitterLocation: "Your Location",
  submitterEmail: "Your Email",
  resourceType: "Resource Type",
  resourceCategory: "Category",
  resourceTitle: "Resource Title",
  resourceAuthor: "Author / Creator",
  resourceUrl: "Resource URL",
  resourceDescription: "Description & Why You Recommend It",
  submitterRelation: "Your connection to this resource",
} as const;

/** Why the form asks for an address, shown under the field. */
export const EMAIL_PURPOSE =
  "Only if you would like a reply: the curator may write to you about this suggestion. It is never added to a mailing list, and it is deleted 90 days after your suggestion is reviewed.";

/** The connection field's choices, in the submitter's own words; empty is not saying. */
export const RELATION_CHOICES: Record<SubmitterRelation, string> = {
  none: "None: I have no tie to it",
  "author-or-creator": "I wrote or made it",
  "works-for-publisher": "I work for its publisher or maker",
  "paid-or-sponsored": "I am paid or sponsored to promote it",
  other: "Another connection (please say in the description)",
};
export const RELATION_NOT_SAYING = "Prefer not to say";

/** Why the form asks, shown under the connection field. */
export const RELATION_PURPOSE =
  "We ask so that we can be open with our readers. A connection does not rule a suggestion out: every one is judged by the same standards. If we add a resource suggested by its author, its publisher or someone paid to promote it, its page says so.";

export const INVALID_TITLE = "Some fields need another look";
export const RATE_LIMITED_TITLE = "Please wait a few minutes";
export const RATE_LIMITED_DESCRIPTION =
  "You have sent several submissions in a short time. Please try again in a few minutes: what you typed is still here.";

/** A 503: the server is busy (or its database slow) and stored nothing; trying again is safe. */
export const BUSY_TITLE = "We're busy right now";
export const BUSY_DESCRIPTION =
  "Nothing was sent yet. Please try again in a moment: what you typed is still here.";
