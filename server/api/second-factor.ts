import express from "express";
import type { Database } from "~/db/client.server";
import type { CuratorAuth } from "~/features/curators/accounts/auth.server";
import { CODE_MESSAGES } from "~/features/curators/accounts/messages";
import { startTotpEnrolment } from "~/features/curators/accounts/second-factor.server";
import type { CuratorSession } from "~/features/curators/accounts/sessions.server";
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
  const fieldsOf = (body: unknown) =>
    typeof body === "object" && body !== null
      ? (body as { code?: unknown; password?: unknown })
      : {};

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

  // Switching the app on changes how the curator signs in: the password again, and, when they
  // already had a factor, a fresh one (step-up) first (docs/security.md, "Changing the second
  // factor"). The new app's code itself opens no step-up window for an account that had one.
  router.post(
    "/second-factor/totp/confirm",
    session,
    sameOriginWrites,
    requireStepUp(auth),
    ...jsonBody,
    async (req, res) => {
      const curator = curatorOf(res);
      const body = fieldsOf(req.body);
      const ip = req.ip ?? "unknown";
      if (typeof body.code !== "string" || !body.code.trim()) {
        res.status(400).json({ message: CODE_MESSAGES.missing });
        return;
      }
      const password = await auth.checkPassword(curator, body.password, ip);
      const result = password.ok ? await auth.confirmApp(curator, body.code, ip) : password;
      if (!result.ok) {
        if (result.retryAfterSeconds) {
          res.setHeader("Retry-After", String(result.retryAfterSeconds));
        }
        res.status(result.status).json({ message: result.message });
        return;
      }
      res.json({ recoveryCodes: result.recoveryCodes });
    },
  );

  router.post("/step-up", session, sameOriginWrites, ...jsonBody, async (req, res) => {
    const result = await auth.stepUp(curatorOf(res), fieldsOf(req.body).code, req.ip ?? "unknown");
    if (result.ok) {
      res.status(204).end();
      return;
    }
    if (result.retryAfterSeconds) res.setHeader("Retry-After", String(result.retryAfterSeconds));
    res.status(result.status).json({ message: result.message });
  });

  return router;
}
