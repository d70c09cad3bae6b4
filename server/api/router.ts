import express, { type RequestHandler } from "express";
import type { Database } from "~/db/client.server";
import type { CuratorAuth } from "~/features/curators/accounts/auth.server";
import { listSubmissions } from "~/features/curators/review/review.server";
import { listStatuses, SubmissionStatusSchema } from "~/lib/submission-status";
import { NEWSLETTER_MESSAGES } from "~/features/newsletter/messages";
import { subscribe } from "~/features/newsletter/subscribe.server";
import { submitResource } from "~/features/submissions/submit.server";
import { requireCuratorSession } from "./curator";
import { apiErrorHandler, jsonBody } from "./json-body";

interface ApiOptions {
  db: Database;
  /** The shared submission rate limit (./rate-limit.ts). */
  rateLimit: RequestHandler;
  /** Curator sessions, for the endpoints behind sign-in. */
  curatorAuth: CuratorAuth;
}

function onlyPost(router: express.Router, path: string, ...handlers: RequestHandler[]) {
  router.post(path, ...handlers);
  router.all(path, (_req, res) => {
    res.setHeader("Allow", "POST");
    res.status(405).json({ message: "This address only accepts POST." });
  });
}

/** The JSON API under /api (docs/product.md, The JSON API). */
export function createApiRouter({ db, rateLimit, curatorAuth }: ApiOptions): express.Router {
  const router = express.Router();
  router.use((_req, res, next) => {
    res.setHeader("Cache-Control", "no-store");
    next();
  });

  onlyPost(router, "/resources/submit", rateLimit, ...jsonBody, async (req, res) => {
    const outcome = await submitResource(db, req.body);
    if (outcome.ok) {
      res.status(201).json(outcome.receipt);
    } else {
      const hasErrors = Object.keys(outcome.errors).length > 0;
      res
        .status(400)
        .json({ message: outcome.message, ...(hasErrors ? { errors: outcome.errors } : {}) });
    }
  });

  onlyPost(router, "/newsletter", rateLimit, ...jsonBody, async (req, res) => {
    const outcome = await subscribe(db, req.body);
    const message = NEWSLETTER_MESSAGES[outcome].description;
    if (outcome === "invalid") {
      res.status(400).json({ message, errors: { email: message } });
    } else {
      res.status(outcome === "subscribed" ? 201 : 200).json({ status: outcome, message });
    }
  });

  // The review queue, for a signed-in curator: newest first, `?status=` filters.
  router.get("/resources/submissions", requireCuratorSession(curatorAuth), async (req, res) => {
    const { status } = req.query;
    const parsed = SubmissionStatusSchema.optional().safeParse(status);
    if (!parsed.success) {
      res.status(400).json({
        message: `Unknown status: use ${listStatuses()}.`,
        errors: { status: `Use ${listStatuses()}.` },
      });
      return;
    }
    res.json(await listSubmissions(db, parsed.data));
  });
  router.all("/resources/submissions", (_req, res) => {
    res.setHeader("Allow", "GET, HEAD");
    res.status(405).json({ message: "This address only answers GET." });
  });

  router.use((_req, res) => {
    res.status(404).json({ message: "There is nothing at this address." });
  });
  router.use(apiErrorHandler);
  return router;
}
