/**
 * What the console's step-up form needs (no server code here: the page reads it too). The
 * server side is ./step-up.server.ts.
 */

/** The step-up form's code field, named apart from any field of the form it stands in for. */
export const STEP_UP_FIELD = "stepUpCode";

export interface StepUpRequest {
  /** What is being done: "Delete the submission “…”". */
  what: string;
  /** Every field of the original post, sent back with the code. */
  fields: Array<[string, string]>;
  /** Why the last code was refused, when it was. */
  message?: string;
  /** The curator has a passkey that works here: offered beside the code, with JavaScript. */
  passkeys: boolean;
}
