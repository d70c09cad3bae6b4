/**
 * What the newsletter box says after each answer, with and without JavaScript. No zod here:
 * this module ships with the blog page, where every kilobyte counts.
 */
export type NewsletterOutcome = "subscribed" | "already" | "invalid";
/**
 * An outcome, the form refused by the rate limit before it was read, or (with JavaScript) a
 * request that failed on the way or on the server.
 */
export type NewsletterNotice = NewsletterOutcome | "limited" | "failed";

export const NEWSLETTER_MESSAGES: Record<NewsletterNotice, { title: string; description: string }> =
  {
    subscribed: {
      title: "You're subscribed!",
      description: "Thank you. We will email you when a new article is published.",
    },
    already: {
      title: "You're already subscribed",
      description:
        "This address is already on our list, so there is nothing more to do. Thank you!",
    },
    invalid: {
      title: "Please check your email address",
      description: "That doesn't look like an email address. It should look like name@example.com.",
    },
    limited: {
      title: "Please wait a few minutes",
      description:
        "You have sent several requests in a short time. Please try again in a few minutes.",
    },
    failed: {
      title: "We couldn't sign you up just now",
      description:
        "Something went wrong on our side or with the connection. Please try again in a few minutes.",
    },
  };

export function isNewsletterNotice(value: unknown): value is NewsletterNotice {
  return typeof value === "string" && Object.hasOwn(NEWSLETTER_MESSAGES, value);
}

/**
 * What a failed request from the newsletter box means for the visitor, from its HTTP status
 * (none when the request never got an answer): said in words, never as a raw "429: ...".
 */
export function noticeForFailure(status: number | undefined): NewsletterNotice {
  if (status === 400) return "invalid";
  if (status === 429) return "limited";
  return "failed";
}
