import type { Request, Response } from "express";
import {
  isDatabaseUnavailable,
  UNAVAILABLE_MESSAGE,
  UNAVAILABLE_RETRY_AFTER_SECONDS,
} from "~/db/unavailable.server";
import { safeError } from "./logging";

/**
 * The answer to an error nothing closer handled, as `{message}` JSON: a 503 with Retry-After
 * while the database is unavailable (logged as a warning), else a 500 (logged as an error, as
 * `what`). Either way once, with the request id; a stack never reaches the client.
 */
export function answerServerError(error: unknown, req: Request, res: Response, what: string) {
  if (isDatabaseUnavailable(error)) {
    req.log.warn({ err: safeError(error) }, "the database is unavailable: answered 503");
    res.setHeader("Retry-After", String(UNAVAILABLE_RETRY_AFTER_SECONDS));
    res.status(503).json({ message: UNAVAILABLE_MESSAGE });
    return;
  }
  req.log.error({ err: safeError(error) }, what);
  res.status(500).json({ message: "Something went wrong on our side. Please try again." });
}
