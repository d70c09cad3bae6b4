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

/** The second step of a sign-in, enrolment and step-up: what each refusal says. */
export const CODE_MESSAGES = {
  missing:
    "Please enter the 6-digit code from your authenticator app, or one of your recovery codes.",
  wrong:
    "That code didn't work. Please check it and try again with the code your app shows now (it changes every 30 seconds).",
  replayed:
    "That code has already been used. Please wait for your app to show a new one (every 30 seconds), then enter that.",
  used: "That recovery code has already been used: each one works once. Please use another.",
  signInExpired:
    "That sign-in was not finished in time, so it was stopped to keep the account safe. Please enter your password again.",
  enrolWrong:
    "That code didn't match. Please check that the app shows “Steady Ground” and enter the code it shows now.",
  enrolNotStarted: "Please start setting up the authenticator app first.",
  enrolExpired:
    "That set-up waited more than 10 minutes, so it was stopped to keep the account safe. Please scan the new QR code below and enter the code it shows.",
  paused:
    "Codes from the authenticator app are paused on this account, because too many wrong codes were entered in a row. Please use one of your recovery codes (or a passkey) instead; that opens app codes again.",
  passwordMissing: "Please enter your password: changes to how you sign in need it.",
  passwordWrong: "That password isn't right. Please check it and try again.",
} as const;

/** REQUIRE_SECOND_FACTOR is on and this curator has no second factor yet. */
export const ENROLMENT_REQUIRED_MESSAGE =
  "Please set up a second factor (an authenticator app) before using the console: go to /curator/second-factor.";

/** An action that needs a fresh second factor (step-up). */
export const STEP_UP_MESSAGE =
  "Please confirm it's you with a code from your authenticator app: this change needs one, at most every 10 minutes.";

/** An API call without a valid session. */
export const UNAUTHENTICATED_MESSAGE = "Please sign in as a curator to see this.";

/** A passkey's name is at most this long ("Work laptop", "Blue security key"). */
export const PASSKEY_NAME_MAX = 60;

export const PASSKEY_MESSAGES = {
  name: `Please give the passkey a name of at most ${PASSKEY_NAME_MAX} characters, such as “Work laptop”, so you can tell your passkeys apart.`,
  expired: "That took too long or was interrupted. Please try the passkey again.",
  failed:
    "That passkey could not be checked. Please try again, or use a code from your authenticator app.",
  unknown:
    "That passkey isn't one you added to this account. Please use another, or a code from your authenticator app.",
  cancelled: "The passkey was not used. You can try again, or enter a code instead.",
  unavailable: "This browser could not use a passkey here. Please enter a code instead.",
  appFirst: "Please set up the authenticator app first: passkeys are added beside it.",
  stepUp:
    "Please confirm it's you with a code from your authenticator app first (below), then add the passkey.",
} as const;
