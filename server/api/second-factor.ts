import express from "express";
import type { Database } from "~/db/client.server";
import type { CuratorAuth } from "~/features/curators/accounts/auth.server";
import { CODE_MESSAGES } from "~/features/curators/accounts/messages";
import {
  confirmTotpEnrolment,
  startTotpEnrolment,
} from "~/features/curators/accounts/second-factor.server";
import {
  markSecondFactor,
  type CuratorSession,
} from "~/features/curators/accounts/sessions.server";
import { sameOriginWrites } from "./curation";
import { requireCuratorSession, requireStepUp } from "./curator";
import { jsonBody } from "./json-body";

/**
 * The second factor in the JSON API (docs/product.md, The JSON API): setting up the
 * authenticator app, and the step-up that other calls ask for (401 `{"stepUp": true}`).
 * Passkeys are the console's alone: they need a browser.
 */
export function createSecondFactorRouter(options: {
  db: Database;
  curatorAuth: CuratorAuth;
}): express.Router {
  const { db, curatorAuth: auth } = options;
  const router = express.Router();
  const session = requireCuratorSession(auth, { allowWithoutSecondFactor: true });
  const curatorOf = (res: express.Response) => res.locals.curator as CuratorSession;
  const codeOf = (body: unknown) =>
    typeof body === "object" && body !== null ? (body as { code?: unknown }).code : undefined;

  // Starts (or restarts) setting up the app. Replacing one already on is a step-up change.
  router.post(
    "/second-factor/totp",
    session,
    sameOriginWrites,
    requireStepUp(auth),
    async (_req, res) => {
      const { secret, otpauthUrl } = await startTotpEnrolment(db, curatorOf(res), auth.clock());
      res.json({ secret, otpauthUrl });
    },
  );

  router.post(
    "/second-factor/totp/confirm",
    session,
    sameOriginWrites,
    ...jsonBody,
    async (req, res) => {
      const code = codeOf(req.body);
      if (typeof code !== "string" || !code.trim()) {
        res.status(400).json({ message: CODE_MESSAGES.missing });
        return;
      }
      const curator = curatorOf(res);
      const now = auth.clock();
      const result = await confirmTotpEnrolment(db, curator, code, now);
      if (!result.ok) {
        const message =
          result.reason === "wrong" ? CODE_MESSAGES.enrolWrong : CODE_MESSAGES.enrolNotStarted;
        res.status(result.reason === "wrong" ? 400 : 409).json({ message });
        return;
      }
      await markSecondFactor(db, curator.sessionId, now);
      res.json({ recoveryCodes: result.recoveryCodes });
    },
  );

  router.post("/step-up", session, sameOriginWrites, ...jsonBody, async (req, res) => {
    const result = await auth.stepUp(curatorOf(res), codeOf(req.body), req.ip ?? "unknown");
    if (result.ok) {
      res.status(204).end();
      return;
    }
    if (result.retryAfterSeconds) res.setHeader("Retry-After", String(result.retryAfterSeconds));
    res.status(result.status).json({ message: result.message });
  });

  return router;
}
