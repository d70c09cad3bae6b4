import express from "express";
import { z } from "zod";
import type { Database } from "~/db/client.server";
import type { Resource } from "~/content/schema";
import type { CuratorAuth } from "~/features/curators/accounts/auth.server";
import { latestResults } from "~/features/curators/links/link-results.server";
import {
  LINK_CHECK_ONLY_MAX,
  type LinkMonitor,
} from "~/features/curators/links/link-monitor.server";
import type { LinkTarget } from "~/features/curators/links/link-results.server";
import { fileReport, listReports } from "~/features/reports/reports.server";
import { REPORT_MESSAGES } from "~/features/reports/messages";
import { requireCuratorSession } from "./curator";
import { sameOriginWrites } from "./curation";
import { jsonBody, optionalJsonBody } from "./json-body";
import { RATE_LIMITED_MESSAGE } from "./rate-limit";

export interface UpkeepOptions {
  db: Database;
  curatorAuth: CuratorAuth;
  linkMonitor: LinkMonitor;
  /** A listed resource by id, or undefined for an unknown or hidden one. */
  listedResource: (id: string) => Resource | undefined;
  /** Every listed resource's address to check. */
  linkTargets: () => LinkTarget[];
}

const CheckBodySchema = z.object({
  only: z
    .array(z.string().min(1).max(200))
    .min(1, "List at least one resource id, or leave `only` out to check every link.")
    .max(LINK_CHECK_ONLY_MAX, `Check at most ${LINK_CHECK_ONLY_MAX} resources at once.`)
    .optional(),
});

function allowOnly(router: express.Router, path: string, method: "GET" | "POST") {
  router.all(path, (_req, res) => {
    res.setHeader("Allow", method === "GET" ? "GET, HEAD" : "POST");
    res.status(405).json({ message: `This address only answers ${method}.` });
  });
}

/**
 * Keeping the catalogue healthy (docs/product.md, The JSON API): visitors' problem reports, and
 * for a signed-in curator the reports and the link monitor.
 */
export function createUpkeepRouter(options: UpkeepOptions): express.Router {
  const { db, listedResource } = options;
  const router = express.Router();
  const curator = requireCuratorSession(options.curatorAuth);

  router.post("/resources/:id/reports", ...jsonBody, async (req, res) => {
    const resource = listedResource(String(req.params.id));
    if (!resource) {
      res.status(404).json({ message: REPORT_MESSAGES.notFound });
      return;
    }
    const outcome = await fileReport(db, resource.id, req.body, req.ip);
    if (outcome.ok) {
      res.status(201).json(outcome.report);
    } else if ("errors" in outcome) {
      res.status(400).json({ message: REPORT_MESSAGES.invalid, errors: outcome.errors });
    } else {
      res.setHeader("Retry-After", String(outcome.retryAfterSeconds));
      res.status(429).json({ message: RATE_LIMITED_MESSAGE });
    }
  });
  allowOnly(router, "/resources/:id/reports", "POST");

  router.get("/curator/reports", curator, async (_req, res) => {
    res.json(await listReports(db));
  });
  allowOnly(router, "/curator/reports", "GET");

  router.get("/curator/links", curator, async (_req, res) => {
    const ids = options.linkTargets().map((target) => target.resourceId);
    res.json(await latestResults(db, ids));
  });
  allowOnly(router, "/curator/links", "GET");

  router.post(
    "/curator/links/check",
    sameOriginWrites,
    curator,
    optionalJsonBody,
    async (req, res) => {
      const parsed = CheckBodySchema.safeParse(req.body ?? {});
      if (!parsed.success) {
        const message = parsed.error.issues[0]?.message ?? "The body could not be read.";
        res.status(400).json({ message, errors: { only: message } });
        return;
      }
      const { only } = parsed.data;
      if (!only) {
        const { started } = options.linkMonitor.startFullCheck();
        res.status(202).json({
          message: started
            ? "A check of every link has started. Results appear as each link is checked."
            : "A check of every link is already under way.",
        });
        return;
      }
      const targets = options.linkTargets();
      const unknown = only.filter((id) => !targets.some((target) => target.resourceId === id));
      if (unknown.length > 0) {
        const message = `No listed resource with a link has the id ${unknown.join(", ")}.`;
        res.status(404).json({ message });
        return;
      }
      const chosen = targets.filter((target) => only.includes(target.resourceId));
      res.json(await options.linkMonitor.checkNow(chosen));
    },
  );
  allowOnly(router, "/curator/links/check", "POST");

  return router;
}
