import { z } from "zod";
import { SUBMISSION_STATUSES } from "./submission-status";

/**
 * The status list as a zod enum, for the server's validation. Apart from submission-status.ts so
 * that the console's labels can reach the browser without zod, which every page would then load.
 */
export const SubmissionStatusSchema = z.enum(SUBMISSION_STATUSES);
