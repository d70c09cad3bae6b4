/**
 * What the console's step-up form needs (no server code here: the page reads it too). The
 * server side is ./step-up.server.ts.
 */

/** The step-up form's code field, named apart from any field of the form it stands in for. */
export const STEP_UP_FIELD = "stepUpCode";
/** The password field of the step-up form, when the change needs the password too. */
export const STEP_UP_PASSWORD_FIELD = "stepUpPassword";

export interface StepUpRequest {
  /** What is being done: "Delete the submission “…”". */
  what: string;
  /** Every field of the original post, sent back with the code. */
  fields: Array<[string, string]>;
  /** Why the last code was refused, when it was. */
  message?: string;
  /** The curator has a passkey that works here: offered beside the code, with JavaScript. */
  passkeys: boolean;
  /** The change needs the password as well (a change to how the curator signs in). */
  password?: boolean;
  /** False when only the password is asked (a factor was given in the last 10 minutes). */
  code?: boolean;
}
