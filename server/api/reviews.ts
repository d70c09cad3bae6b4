import express, { type RequestHandler, type Response } from "express";
import type { Database } from "~/db/client.server";
import { profileOf } from "~/domain/reviews.server";
import type { CuratorSession } from "~/features/curators/accounts/sessions.server";
import {
  confirmReview,
  listStoredReviews,
  type ReviewSubject,
} from "~/features/curators/needs-review/reviews.server";
import { profileJson, saveProfile } from "~/features/curators/profile/profile.server";
import { findPost } from "~/features/blog/posts";
import { getResourceById } from "~/features/directory/catalogue.server";
import { closeReportsOf } from "~/features/reports/reports.server";
import { jsonBody, optionalJsonBody } from "./json-body";

interface ReviewsOptions {
  db: Database;
  /** Puts a committed change live in this process before the answer goes out. */
  catalogueChanged: () => Promise<void>;
}

const NO_PROFILE_YET = "You have no public profile yet: PUT /api/curator/profile to make one.";

/**
 * The curator's profile and reviews in the JSON API (docs/product.md "The JSON API";
 * docs/product.md, The JSON API): the console's profile page and Confirm reviewed, for scripts.
 * Mounted behind the curator's session and the cross-site check (./router.ts).
 */
export function createReviewsRouter(options: ReviewsOptions): express.Router {
  const { db, catalogueChanged } = options;
  const router = express.Router();
  const curatorOf = (res: Response) => res.locals.curator as CuratorSession;

  router.get("/profile", async (_req, res) => {
    const profile = await profileOf(db, curatorOf(res).userId);
    if (!profile) {
      res.status(404).json({ message: NO_PROFILE_YET });
      return;
    }
    res.json(profileJson(profile));
  });

  router.put("/profile", ...jsonBody, async (req, res) => {
    const outcome = await saveProfile(db, curatorOf(res), req.body);
    if (!outcome.ok) {
      res.status(400).json({ message: outcome.message, errors: outcome.errors });
      return;
    }
    await catalogueChanged();
    res.json(profileJson(outcome.profile));
  });

  const review =
    (kind: ReviewSubject["kind"]): RequestHandler =>
    async (req, res) => {
      const id = String(req.params.id);
      const subject: ReviewSubject = { kind, id };
      const known = kind === "article" ? findPost(id) : getResourceById(id);
      if (!known) {
        res.status(404).json({
          message:
            kind === "article"
              ? "There is no article with that slug."
              : "There is no listed resource with that id.",
        });
        return;
      }
      const curator = curatorOf(res);
      const { note } = (req.body ?? {}) as { note?: unknown };
      const outcome = await confirmReview(db, subject, curator, {
        note,
        alongside:
          kind === "resource"
            ? async (tx) => void (await closeReportsOf(tx, [id], curator.username))
            : undefined,
      });
      if (!outcome.ok) {
        res.status(outcome.status).json({ message: outcome.message });
        return;
      }
      await catalogueChanged();
      res.json(outcome.review);
    };
  router.post("/resources/:id/review", optionalJsonBody, review("resource"));
  router.post("/articles/:id/review", optionalJsonBody, review("article"));

  router.get("/reviews", async (_req, res) => {
    res.json(await listStoredReviews(db));
  });

  return router;
}
