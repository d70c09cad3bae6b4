import type { RequestHandler } from "express";
import { rateLimit } from "express-rate-limit";
import type { Logger } from "pino";

/** SUBMIT_RATE_LIMIT counts requests per client IP over this window (docs/product.md, Submissions). */
export const SUBMIT_WINDOW_MS = 10 * 60 * 1000;

export const RATE_LIMITED_MESSAGE =
  "You have sent several requests in a short time. Please wait a few minutes and try again.";

/**
 * One limiter, so that one count per IP covers every way of writing to the database: the JSON
 * API and the forms that work without JavaScript. The API is answered 429 here; a form route is
 * only marked (`res.locals.rateLimited`), after `markOnly`, so its page can say so kindly.
 */
export function createSubmitLimiter(
  limit: number,
  logger: Logger,
): {
  limit: RequestHandler;
  markOnly: RequestHandler;
} {
  const markOnly: RequestHandler = (_req, res, next) => {
    res.locals.markRateLimited = true;
    next();
  };
  if (limit === 0) return { limit: (_req, _res, next) => next(), markOnly };
  const limiter = rateLimit({
    windowMs: SUBMIT_WINDOW_MS,
    limit,
    standardHeaders: "draft-8",
    legacyHeaders: false,
    handler: (_req, res, next) => {
      if (res.locals.markRateLimited) {
        res.locals.rateLimited = true;
        return next();
      }
      res.status(429).json({ message: RATE_LIMITED_MESSAGE });
    },
    logger: {
      // express-rate-limit reports configuration mistakes (for example a proxy's
      // X-Forwarded-For without TRUST_PROXY) through this.
      warn: (error, message) => logger.warn({ err: error }, message ?? "rate limiter warning"),
      error: (error, message) => logger.error({ err: error }, message ?? "rate limiter error"),
    },
  });
  return { limit: limiter, markOnly };
}
