import express, { type Response } from "express";
import type { Database } from "~/db/client.server";
import type { CuratorAuth } from "~/features/curators/accounts/auth.server";
import { duplicatesOf, listSubmissions } from "~/features/curators/review/review.server";
import { getEveryEntry } from "~/features/directory/catalogue.server";
import { listStatuses } from "~/domain/submission-status";
import { SubmissionStatusSchema } from "~/domain/submission-status-schema";
import { NEWSLETTER_MESSAGES } from "~/features/newsletter/messages";
import { subscribe } from "~/features/newsletter/subscribe.server";
import {
  BAD_IDEMPOTENCY_KEY_MESSAGE,
  isValidIdempotencyKey,
  submitResource,
} from "~/features/submissions/submit.server";
import { requireCuratorSession } from "./curator";
import { createCurationRouter, sameOriginWrites } from "./curation";
import { createOpenHelplinesRouter } from "./helplines";
import { createReviewsRouter } from "./reviews";
import { createSecondFactorRouter } from "./second-factor";
import { apiErrorHandler, jsonBody } from "./json-body";
import { RATE_LIMITED_MESSAGE, type SubmitAllowances } from "./rate-limit";
import { createUpkeepRouter, type UpkeepOptions } from "./upkeep";

interface ApiOptions {
  db: Database;
  /** The shared submission rate limit (./rate-limit.ts), per client IP. */
  allowances: SubmitAllowances;
  /** Curator sessions, for the endpoints behind sign-in. */
  curatorAuth: CuratorAuth;
  /** Problem reports and the link monitor (./upkeep.ts). */
  upkeep: Omit<UpkeepOptions, "db" | "curatorAuth">;
  /** Puts a committed catalogue change live in this process (server/live-catalogue.ts). */
  catalogueChanged: () => Promise<void>;
  /** The public origin, for the open data's attribution. */
  siteUrl: string;
}

function onlyPost(router: express.Router, path: string, ...handlers: express.RequestHandler[]) {
  router.post(path, ...handlers);
  router.all(path, (_req, res) => {
    res.setHeader("Allow", "POST");
    res.status(405).json({ message: "This address only accepts POST." });
  });
}

function rateLimited(res: Response, retryAfterSeconds: number) {
  res.setHeader("Retry-After", String(retryAfterSeconds));
  res.status(429).json({ message: RATE_LIMITED_MESSAGE });
}

/** The idempotency key of a submission: the Idempotency-Key header, else the form's field. */
function idempotencyKeyOf(header: string | undefined, body: unknown): unknown {
  if (header !== undefined) return header;
  return typeof body === "object" && body !== null
    ? (body as Record<string, unknown>).idempotencyKey
    : undefined;
}

/** The JSON API under /api (docs/product.md, The JSON API; docs/security.md, what each refuses). */
export function createApiRouter(options: ApiOptions): express.Router {
  const { db, allowances, curatorAuth, catalogueChanged } = options;
  const router = express.Router();
  router.use((_req, res, next) => {
    res.setHeader("Cache-Control", "no-store");
    next();
  });

  onlyPost(router, "/resources/submit", ...jsonBody, async (req, res) => {
    const key = idempotencyKeyOf(req.get("idempotency-key"), req.body);
    if (key !== undefined && key !== "" && !isValidIdempotencyKey(key)) {
      res.status(400).json({ message: BAD_IDEMPOTENCY_KEY_MESSAGE });
      return;
    }
    const allowance = allowances(req.ip);
    const outcome = await submitResource(db, req.body, {
      allow: allowance.take,
      refund: allowance.refund,
      idempotencyKey: key || undefined,
    });
    if (outcome.ok) {
      res.status(201).json(outcome.receipt);
    } else if ("limited" in outcome) {
      rateLimited(res, outcome.retryAfterSeconds);
    } else {
      const hasErrors = Object.keys(outcome.errors).length > 0;
      res
        .status(400)
        .json({ message: outcome.message, ...(hasErrors ? { errors: outcome.errors } : {}) });
    }
  });

  onlyPost(router, "/newsletter", ...jsonBody, async (req, res) => {
    const outcome = await subscribe(db, req.body, allowances(req.ip));
    if (typeof outcome === "object") return rateLimited(res, outcome.retryAfterSeconds);
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
    const [rows, duplicates] = await Promise.all([
      listSubmissions(db, parsed.data),
      duplicatesOf(db, getEveryEntry()),
    ]);
    res.json(rows.map((row) => ({ ...row, duplicateOf: duplicates.get(row.id) ?? null })));
  });
  router.all("/resources/submissions", (_req, res) => {
    res.setHeader("Allow", "GET, HEAD");
    res.status(405).json({ message: "This address only answers GET." });
  });

  // The crisis lines as open data: cacheable, readable from any origin (./helplines.ts).
  router.use(createOpenHelplinesRouter(options.siteUrl));
  router.use("/curator", createSecondFactorRouter({ db, curatorAuth }));
  // Everything else under /curator: a finished sign-in, and the console's cross-site check.
  const curatorApi = express.Router();
  curatorApi.use(requireCuratorSession(curatorAuth), sameOriginWrites);
  curatorApi.use(createCurationRouter({ db, curatorAuth, catalogueChanged }));
  curatorApi.use(createReviewsRouter({ db, catalogueChanged }));
  router.use("/curator", curatorApi);
  router.use(createUpkeepRouter({ db, curatorAuth, ...options.upkeep }));

  router.use((_req, res) => {
    res.status(404).json({ message: "There is nothing at this address." });
  });
  router.use(apiErrorHandler);
  return router;
}
