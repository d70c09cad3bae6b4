import express, { type RequestHandler } from "express";
import type { Database } from "~/db/client.server";
import { subscribe } from "~/features/newsletter/subscribe.server";
import { CURATOR_PATHS } from "./curator";
import { apiErrorHandler, JSON_BODY_LIMIT_BYTES } from "./json-body";

/** Form posts are read in full by React Router; refuse the oversized ones before that. */
const FORM_BODY_LIMIT_BYTES = JSON_BODY_LIMIT_BYTES;

const limitFormBody: RequestHandler = (req, res, next) => {
  const length = Number(req.headers["content-length"]);
  if (!req.headers["content-length"] && req.headers["transfer-encoding"]) {
    res.status(411).type("text/plain").send("Please send the form again from the page.");
  } else if (length > FORM_BODY_LIMIT_BYTES) {
    res.status(413).type("text/plain").send("That form is more than we can accept at once.");
  } else {
    next();
  }
};

/** Where the newsletter form may send the visitor back to: a plain path on this site. */
export function safeReturnPath(value: unknown): string {
  return typeof value === "string" && /^\/(?!\/)[A-Za-z0-9/_-]*$/.test(value) ? value : "/blog";
}

interface FormOptions {
  db: Database;
  /** The shared limiter and its mark-only switch (./rate-limit.ts). */
  limiter: { limit: RequestHandler; markOnly: RequestHandler };
}

/**
 * The forms that work without JavaScript. POST /submit goes on to the React Router action,
 * only counted (and marked when over the limit). POST /newsletter is answered here with a
 * redirect back to the page, whose newsletter box reads `?newsletter=` to say what happened
 * (the one form post answered outside React Router: docs/decisions/013-one-way-to-handle-a-form.md).
 */
export function createFormRouter({ db, limiter }: FormOptions): express.Router {
  const router = express.Router();
  // `.data` is how React Router's client posts to an action: it must not bypass the count.
  router.post(["/submit", "/submit.data"], limitFormBody, limiter.markOnly, limiter.limit);
  // The console's forms (sign-in, reviews) are small; refuse big bodies before they are read.
  router.post(CURATOR_PATHS, limitFormBody);
  const newsletter = express.Router();
  newsletter.post(
    "/",
    limitFormBody,
    limiter.markOnly,
    limiter.limit,
    express.urlencoded({ extended: false, limit: FORM_BODY_LIMIT_BYTES }),
    (async (req, res) => {
      const form = (req.body ?? {}) as Record<string, unknown>;
      const notice = res.locals.rateLimited
        ? "limited"
        : await subscribe(db, { email: form.email });
      res.redirect(303, `${safeReturnPath(form.returnTo)}?newsletter=${notice}#newsletter`);
    }) satisfies RequestHandler,
  );
  newsletter.use(apiErrorHandler);
  router.use("/newsletter", newsletter);
  return router;
}
