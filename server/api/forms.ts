import express, { type RequestHandler } from "express";
import type { Database } from "~/db/client.server";
import { subscribe } from "~/features/newsletter/subscribe.server";
import { apiErrorHandler, JSON_BODY_LIMIT_BYTES } from "./json-body";
import type { SubmitAllowances } from "./rate-limit";

/** Where the newsletter form may send the visitor back to: a plain path on this site. */
export function safeReturnPath(value: unknown): string {
  return typeof value === "string" && /^\/(?!\/)[A-Za-z0-9/_-]*$/.test(value) ? value : "/blog";
}

interface FormOptions {
  db: Database;
  /** The shared rate limit (./rate-limit.ts). */
  allowances: SubmitAllowances;
}

/**
 * The newsletter form without JavaScript: answered here with a redirect back to the page, whose
 * newsletter box reads `?newsletter=` to say what happened (the one form post answered outside
 * React Router: docs/decisions/013-one-way-to-handle-a-form.md). POST /submit goes on to its
 * React Router action, which takes from the same allowance; ../request-guards.ts has already
 * refused bodies that are too big, not form fields, or not UTF-8, on every path.
 */
export function createFormRouter({ db, allowances }: FormOptions): express.Router {
  const router = express.Router();
  const newsletter = express.Router();
  newsletter.post(
    "/",
    express.urlencoded({ extended: false, limit: JSON_BODY_LIMIT_BYTES }),
    (async (req, res) => {
      const form = (req.body ?? {}) as Record<string, unknown>;
      const outcome = await subscribe(db, { email: form.email }, allowances(req.ip));
      const notice = typeof outcome === "object" ? "limited" : outcome;
      res.redirect(303, `${safeReturnPath(form.returnTo)}?newsletter=${notice}#newsletter`);
    }) satisfies RequestHandler,
  );
  newsletter.use(apiErrorHandler);
  router.use("/newsletter", newsletter);
  return router;
}
