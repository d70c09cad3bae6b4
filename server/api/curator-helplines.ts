import type express from "express";
import type { Response } from "express";
import type { CuratorAuth } from "~/features/curators/accounts/auth.server";
import { STEP_UP_MESSAGE } from "~/features/curators/accounts/messages";
import type { CuratorSession } from "~/features/curators/accounts/sessions.server";
import { needsStepUp } from "~/features/curators/accounts/step-up.server";
import {
  addService,
  curatorRegistry,
  editEmergency,
  editService,
  verifyEmergency,
  verifyService,
  type HelplineRefusal,
} from "~/domain/helplines/store.server";
import type { Database } from "~/db/client.server";
import { jsonBody } from "./json-body";

/*
 * The crisis-line registry for a signed-in curator (CONTRACT.md "JSON API for the third wave"),
 * behind the curation API's session and cross-site checks (./curation.ts):
 *
 * - `GET /api/curator/helplines`: every country and service, removed ones too, with its log;
 * - `POST /api/curator/helplines/{serviceId}/verify` `{sourceUrl, note?}`: 200 the service;
 * - `PATCH /api/curator/helplines/{serviceId}`: any field, `position`, `removed`; a change of
 *   where a method sends a visitor, or of `removed`, is 401 `{"stepUp": true}` without a second
 *   factor in the last 10 minutes;
 * - `POST /api/curator/helplines/countries/{code}/services`: adds a line (fields and `check`);
 *   step-up as for a number change;
 * - `PATCH /api/curator/helplines/countries/{code}/emergency` and `POST …/emergency/verify`.
 *
 * Every change is audited and live on every process within seconds (server/live-catalogue.ts).
 */

interface Options {
  db: Database;
  curatorAuth: CuratorAuth;
  /** Puts a committed change live in this process before the answer goes out. */
  changed: () => Promise<void>;
}

function refuse(res: Response, refusal: HelplineRefusal) {
  if (refusal.status === 401) {
    // As every step-up refusal of the API words it (./curator.ts, requireStepUp).
    res.status(401).json({ stepUp: true, message: STEP_UP_MESSAGE });
    return;
  }
  res
    .status(refusal.status)
    .json({ message: refusal.message, ...(refusal.errors ? { errors: refusal.errors } : {}) });
}

export function addHelplineRoutes(router: express.Router, options: Options): void {
  const { db, curatorAuth, changed } = options;
  const curatorOf = (res: Response) => res.locals.curator as CuratorSession;
  const stepUpGiven = (res: Response) => !needsStepUp(curatorOf(res), curatorAuth.clock());
  const now = () => curatorAuth.clock();

  router.get("/helplines", async (_req, res) => {
    res.json({ countries: await curatorRegistry(db) });
  });

  const writing = (res: Response) => ({ stepUpGiven: stepUpGiven(res), now: now() });
  /** A registry write's answer: its refusal as the API words it, or the change live, then the row. */
  async function answer<T extends { ok: true }>(
    res: Response,
    outcome: T | HelplineRefusal,
    body: (done: T) => unknown,
    status = 200,
  ) {
    if (!outcome.ok) return refuse(res, outcome);
    await changed();
    res.status(status).json(body(outcome));
  }

  router.post("/helplines/countries/:code/services", ...jsonBody, async (req, res) => {
    const { username } = curatorOf(res);
    const code = String(req.params.code);
    const outcome = await addService(db, code, req.body, username, writing(res));
    await answer(res, outcome, (done) => done.service, 201);
  });

  router.patch("/helplines/countries/:code/emergency", ...jsonBody, async (req, res) => {
    const { username } = curatorOf(res);
    const code = String(req.params.code);
    const outcome = await editEmergency(db, code, req.body, username, writing(res));
    await answer(res, outcome, (done) => done.country);
  });

  router.post("/helplines/countries/:code/emergency/verify", ...jsonBody, async (req, res) => {
    const { username } = curatorOf(res);
    const code = String(req.params.code);
    const outcome = await verifyEmergency(db, code, req.body, username, now());
    await answer(res, outcome, (done) => done.country);
  });

  router.post("/helplines/:serviceId/verify", ...jsonBody, async (req, res) => {
    const { username } = curatorOf(res);
    const id = String(req.params.serviceId);
    const outcome = await verifyService(db, id, req.body, username, now());
    await answer(res, outcome, (done) => done.service);
  });

  router.patch("/helplines/:serviceId", ...jsonBody, async (req, res) => {
    const { username } = curatorOf(res);
    const id = String(req.params.serviceId);
    const outcome = await editService(db, id, req.body, username, writing(res));
    await answer(res, outcome, (done) => done.service);
  });
}
