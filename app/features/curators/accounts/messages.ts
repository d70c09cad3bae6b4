/** What the console says, in one place so that the pages and the tests agree. */
export const SIGN_IN_MESSAGES = {
  missing: "Please enter your username and password.",
  invalid: "That username and password don't match an account. Please check them and try again.",
  signedOut: "You have signed out.",
} as const;

export function throttledMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many failed sign-ins. To keep the account safe, signing in is paused: please try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`;
}

/** An API call without a valid session. */
export const UNAUTHENTICATED_MESSAGE = "Please sign in as a curator to see this.";
