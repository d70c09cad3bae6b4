import express, { type Response } from "express";
import { listAudit } from "~/db/audit.server";
import type { Database } from "~/db/client.server";
import type { CuratorAuth } from "~/features/curators/accounts/auth.server";
import { CROSS_SITE_MESSAGE } from "~/features/curators/accounts/same-origin";
import { REVIEW_INTENTS, type ReviewIntent } from "~/features/curators/review/review-actions";
import {
  deleteSubmission,
  reviewSubmission,
  ReviewSchema,
} from "~/features/curators/review/review.server";
import { statedReview } from "~/domain/catalogue-now.server";
import { getHiddenResource, getResourceById } from "~/features/directory/catalogue.server";
import {
  editResource,
  NO_SUCH_RESOURCE,
  setHidden,
  type Refusal,
} from "~/features/curators/catalogue/curation.server";
import { publishSubmission } from "~/features/curators/catalogue/publish.server";
import { listStatuses, type SubmissionStatus } from "~/domain/submission-status";
import { SubmissionStatusSchema } from "~/domain/submission-status-schema";
import { refuseCrossSiteWrites, requireStepUp } from "./curator";
import { addHelplineRoutes } from "./curator-helplines";
import { jsonBody } from "./json-body";

interface CurationOptions {
  db: Database;
  curatorAuth: CuratorAuth;
  /**
   * Puts a committed change of the catalogue or the crisis lines live in this process before
   * the answer goes out.
   */
  catalogueChanged: () => Promise<void>;
}

const INTENT_OF = Object.fromEntries(
  Object.entries(REVIEW_INTENTS).map(([intent, { status }]) => [status, intent]),
) as Record<SubmissionStatus, ReviewIntent>;

const NO_SUCH_SUBMISSION = "There is no submission with that id.";

/** The same cross-site check as the console's forms, answered as JSON. */
export const sameOriginWrites = refuseCrossSiteWrites((res) => {
  res.status(403).json({ message: CROSS_SITE_MESSAGE });
});

function submissionIdOf(raw: string | undefined): number | undefined {
  const id = Number(raw);
  return raw && /^\d{1,9}$/.test(raw) && id > 0 ? id : undefined;
}

function refuse(res: Response, refusal: Refusal) {
  const { status, message, errors } = refusal;
  res.status(status).json({ message, ...(errors ? { errors } : {}) });
}

/**
 * The curator's JSON API (docs/product.md, The JSON API): the console's actions, for scripts.
 * Mounted behind the curator's session and the cross-site check (./router.ts).
 */
export function createCurationRouter(options: CurationOptions): express.Router {
  const { db, catalogueChanged } = options;
  const router = express.Router();
  const curatorOf = (res: Response) => (res.locals.curator as { username: string }).username;

  router.post("/submissions/:id/status", ...jsonBody, async (req, res) => {
    const id = submissionIdOf(String(req.params.id));
    if (!id) return refuse(res, { ok: false, status: 404, message: NO_SUCH_SUBMISSION });
    const body = (req.body ?? {}) as { status?: unknown; reviewNotes?: unknown };
    const status = SubmissionStatusSchema.safeParse(body.status);
    if (!status.success) {
      const message = `Please send a status: ${listStatuses()}.`;
      return refuse(res, { ok: false, status: 400, message, errors: {} });
    }
    const review = ReviewSchema.safeParse({
      id,
      intent: INTENT_OF[status.data],
      notes: body.reviewNotes ?? "",
    });
    if (!review.success) {
      const message = review.error.issues[0]?.message ?? "Please send the notes as text.";
      return refuse(res, { ok: false, status: 400, message });
    }
    const updated = await reviewSubmission(db, review.data, curatorOf(res));
    if (!updated) return refuse(res, { ok: false, status: 404, message: NO_SUCH_SUBMISSION });
    res.json(updated);
  });

  router.post("/submissions/:id/publish", ...jsonBody, async (req, res) => {
    const id = submissionIdOf(String(req.params.id));
    if (!id) return refuse(res, { ok: false, status: 404, message: NO_SUCH_SUBMISSION });
    const outcome = await publishSubmission(db, id, req.body, curatorOf(res));
    if (!outcome.ok) return refuse(res, outcome);
    await catalogueChanged();
    res.status(201).json({ resourceId: outcome.resourceId, path: outcome.path });
  });

  // Cannot be undone: asks for a fresh second factor (step-up).
  router.delete("/submissions/:id", requireStepUp(options.curatorAuth), async (req, res) => {
    const id = submissionIdOf(String(req.params.id));
    if (!id || !(await deleteSubmission(db, id, curatorOf(res)))) {
      return refuse(res, { ok: false, status: 404, message: NO_SUCH_SUBMISSION });
    }
    res.status(204).end();
  });

  // What this process serves now: listed, hidden (with its page's 410), or unknown; and the review
  // its page states.
  router.get("/resources/:id", (req, res) => {
    const listed = getResourceById(String(req.params.id));
    const hidden = listed ? undefined : getHiddenResource(String(req.params.id));
    if (!listed && !hidden)
      return refuse(res, { ok: false, status: 404, message: NO_SUCH_RESOURCE });
    const review = statedReview("resource", String(req.params.id));
    res.json({
      resource: listed ?? hidden,
      hidden: Boolean(hidden),
      // The review its page states, or null (docs/decisions/036-who-reviewed-what.md).
      review: review && {
        lastReviewed: review.reviewedOn,
        nextReview: review.nextReview,
        reviewedBy: { name: review.reviewer.name, credentials: review.reviewer.credentials },
      },
    });
  });

  router.patch("/resources/:id", ...jsonBody, async (req, res) => {
    const outcome = await editResource(db, String(req.params.id), req.body, curatorOf(res));
    if (!outcome.ok) return refuse(res, outcome);
    await catalogueChanged();
    res.json(outcome.resource);
  });

  router.post("/resources/:id/hide", ...jsonBody, async (req, res) => {
    const { reason } = (req.body ?? {}) as { reason?: unknown };
    const hide = { reason: typeof reason === "string" ? reason : "" };
    const outcome = await setHidden(db, String(req.params.id), hide, curatorOf(res));
    if (!outcome.ok) return refuse(res, outcome);
    await catalogueChanged();
    res.json({ resource: outcome.resource, hidden: true, reason: hide.reason.trim() });
  });

  router.post("/resources/:id/unhide", async (req, res) => {
    const outcome = await setHidden(db, String(req.params.id), false, curatorOf(res));
    if (!outcome.ok) return refuse(res, outcome);
    await catalogueChanged();
    res.json({ resource: outcome.resource, hidden: false });
  });

  router.get("/audit", async (_req, res) => {
    const entries = await listAudit(db);
    res.json(entries.map((entry) => ({ ...entry, at: entry.at.toISOString() })));
  });

  // The crisis-line registry (./curator-helplines.ts).
  addHelplineRoutes(router, {
    db,
    curatorAuth: options.curatorAuth,
    changed: catalogueChanged,
  });

  return router;
}
