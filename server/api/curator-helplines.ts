import type express from "express";
import type { Response } from "express";
import type { CuratorAuth } from "~/features/curators/accounts/auth.server";
import type { CuratorSession } from "~/features/curators/accounts/sessions.server";
import {
  addService,
  editEmergency,
  editService,
  refusalBody,
  verifyEmergency,
  verifyService,
  writerOf,
  type HelplineRefusal,
  type Writer,
} from "~/features/curators/helplines/writes.server";
import { curatorRegistry } from "~/domain/helplines/store.server";
import type { Database } from "~/db/client.server";
import { jsonBody } from "./json-body";

/*
 * The crisis-line registry for a signed-in curator (docs/product.md, The JSON API), behind the
 * curation API's session and cross-site checks (./curation.ts):
 *
 * - `GET /api/curator/helplines`: every country and service, removed ones too, with its log;
 * - `POST /api/curator/helplines/{serviceId}/verify` `{sourceUrl, note?}`: 200 the service;
 * - `PATCH /api/curator/helplines/{serviceId}`: any field, `position`, `removed`;
 * - `POST /api/curator/helplines/countries/{code}/services`: adds a line (fields and `check`);
 * - `PATCH /api/curator/helplines/countries/{code}/emergency` and `POST …/emergency/verify`.
 *
 * Each write is the feature's own (app/features/curators/helplines/writes.server.ts), which
 * decides step-up and refusals; this file only carries them over HTTP. Every change is audited
 * and live on every process within seconds (server/live-catalogue.ts).
 */

interface Options {
  db: Database;
  curatorAuth: CuratorAuth;
  /** Puts a committed change live in this process before the answer goes out. */
  changed: () => Promise<void>;
}

type Write<T> = (
  db: Database,
  key: string,
  body: unknown,
  writer: Writer,
) => Promise<({ ok: true } & T) | HelplineRefusal>;

export function addHelplineRoutes(router: express.Router, options: Options): void {
  const { db, curatorAuth, changed } = options;

  router.get("/helplines", async (_req, res) => {
    res.json({ countries: await curatorRegistry(db) });
  });

  /** A write's route: its refusal as the API words it, or the change live, then the row. */
  function writeRoute<T>(
    param: string,
    write: Write<T>,
    shown: (done: T) => unknown,
    status = 200,
  ) {
    return [
      ...jsonBody,
      async (req: express.Request, res: Response) => {
        const writer = writerOf(res.locals.curator as CuratorSession, curatorAuth.clock());
        const outcome = await write(db, String(req.params[param]), req.body, writer);
        if (!outcome.ok) {
          res.status(outcome.status).json(refusalBody(outcome));
          return;
        }
        await changed();
        res.status(status).json(shown(outcome));
      },
    ];
  }
  const service = (done: { service: unknown }) => done.service;
  const country = (done: { country: unknown }) => done.country;

  router.post(
    "/helplines/countries/:code/services",
    ...writeRoute("code", addService, service, 201),
  );
  router.patch(
    "/helplines/countries/:code/emergency",
    ...writeRoute("code", editEmergency, country),
  );
  router.post(
    "/helplines/countries/:code/emergency/verify",
    ...writeRoute("code", verifyEmergency, country),
  );
  router.post("/helplines/:serviceId/verify", ...writeRoute("serviceId", verifyService, service));
  router.patch("/helplines/:serviceId", ...writeRoute("serviceId", editService, service));
}
