import { randomBytes } from "node:crypto";
import { createRequestHandler } from "@react-router/express";
import express, { type ErrorRequestHandler } from "express";
import type { Logger } from "pino";
import type { ServerBuild } from "react-router";
import type { Database, DatabaseHandle } from "~/db/client.server";
import {
  anyProfile,
  dropRetiredFields,
  PHOTO_PATH_PREFIX,
  seedProfile,
} from "~/domain/reviews.server";
import { photoByHash } from "~/features/curators/profile/photo.server";
import { createCuratorAuth } from "~/features/curators/accounts/auth.server";
import { loadSessionSecret } from "~/features/curators/accounts/session-secret.server";
import type { Env } from "~/lib/env.server";
import { routerContextOf, type LoadServices } from "./router-context";
import { sweepExpiredCounters } from "~/db/limits.server";
import { getResourceById } from "~/features/directory/catalogue.server";
import { createWriteQueue, type WriteQueue } from "~/db/write-queue.server";
import { eraseExpiredContacts } from "~/features/submissions/contact-erasure.server";
import { createSubmitAllowances } from "./api/rate-limit";
import { createApiRouter } from "./api/router";
import { curatorResponseHeaders, refuseCrossSiteCuratorWrites } from "./api/curator";
import {
  contentSecurityPolicy,
  nonceSource,
  staticSecurityHeaders,
  type HeaderMode,
} from "./security-headers";
import { compressResponses } from "./compress-responses";
import { embedHandler } from "./embed";
import { healthCheck } from "./health";
import { startLinkMonitor } from "./link-monitor";
import { startLiveCatalogue, type PageStore } from "./live-catalogue";
import type { PageRenderer } from "./live-pages";
import { requestLogger, safeError } from "./logging";
import { answerServerError } from "./server-error";
import { canonicalizePath, guardBodies } from "./request-guards";
import { logTurnedAway, writeAdmission } from "./write-admission";

/** How often each process deletes limit counters whose time has passed. */
const SWEEP_INTERVAL_MS = 5 * 60 * 1000;

export interface AppOptions {
  env: Env;
  logger: Logger;
  /** The open database (app/db/client.server.ts); the caller closes it. */
  database: DatabaseHandle;
  /** The React Router build, or a function that loads it afresh (development). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** Development only: Vite's middleware. */
  devMiddleware?: express.RequestHandler;
  /** The pages served from memory and how to re-render them (production builds only). */
  pages?: { store: PageStore; renderer: PageRenderer };
  /**
   * The bound on public writes (WRITE_QUEUE_LIMIT), when server/main.ts shares it with its own
   * check before Express; made here otherwise.
   */
  writeQueue?: WriteQueue;
  /** Tests: the time now for curator sign-ins (TOTP steps, step-up expiry). */
  clock?: () => Date;
}

/**
 * What start-up puts right in the database before anything is served: fields earlier versions
 * stored that no longer mean anything (an entry's hand-set `lastReviewed`), and the profile
 * app/content/curator.ts seeds, if any (docs/decisions/036-who-reviewed-what.md).
 */
async function tidyStoredData(db: Database, logger: Logger) {
  const dropped = await dropRetiredFields(db);
  if (dropped > 0) {
    logger.info(
      { entries: dropped },
      "dropped entries' old lastReviewed dates: no review is claimed by them",
    );
  }
  if (await seedProfile(db))
    logger.info("put the curator profile of app/content/curator.ts in place");
  if (!(await anyProfile(db))) {
    logger.warn(
      'no curator has a public profile yet: pages say "our curating psychologist" and name no reviewer until one fills in /curator/profile and confirms a review',
    );
  }
}

/**
 * Curators' photos from the database, by the hash of their version: the address changes with the
 * photo, so each can be cached for good. Anything else there is left to the 404 page.
 */
function servePhoto(db: Database): express.RequestHandler {
  return async (req, res, next) => {
    const match = /^([0-9a-f]{16})\.(webp|avif)$/.exec(String(req.params.file));
    if (!match) return next();
    const format = match[2] as "webp" | "avif";
    const bytes = await photoByHash(db, match[1]!, format);
    if (!bytes) return next();
    res.setHeader("Content-Type", `image/${format}`);
    res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
    res.send(bytes);
  };
}

/** The Express application: headers, static files from memory, then React Router. */
export async function createApp(options: AppOptions): Promise<express.Express> {
  const { env, logger } = options;
  const mode: HeaderMode = env.NODE_ENV === "production" ? "production" : "development";
  // Google Analytics only when configured: otherwise the CSP allows no third party at all.
  const analytics = Boolean(env.GA_MEASUREMENT_ID);
  const baseHeaders = staticSecurityHeaders(mode);
  const app = express();
  app.disable("x-powered-by");
  // Off unless configured: otherwise any client could claim any IP in X-Forwarded-For.
  app.set("trust proxy", env.TRUST_PROXY ?? false);
  // Before anything else: every later check sees the path as the router will resolve it.
  app.use(canonicalizePath, curatorResponseHeaders);
  // Past the bound, a public write is turned away before it is logged or read; server/main.ts
  // does the same before Express, and a request it let through is not counted twice.
  const writeQueue =
    options.writeQueue ?? createWriteQueue(env.WRITE_QUEUE_LIMIT, env.WRITE_QUEUE_WAITING);
  app.use(writeAdmission(writeQueue, mode, { analytics }).middleware);
  logTurnedAway(writeQueue, logger);

  // Prerendered pages and hashed assets are answered before Express (server/main.ts).
  app.use(requestLogger(logger, env.TRUST_PROXY !== undefined));
  // Bodies are refused by size, length, charset and type before any route reads them.
  app.use(guardBodies);

  app.use((_req, res, next) => {
    const nonce = randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    res.set(baseHeaders);
    res.setHeader(
      "Content-Security-Policy",
      contentSecurityPolicy([nonceSource(nonce)], mode, { analytics }),
    );
    next();
  });

  app.get("/healthz", healthCheck(options.database));

  if (options.devMiddleware) app.use(options.devMiddleware);
  // Not for the API's writes: their answers are a few bytes, and the wrapping alone cost about
  // a tenth of a submission's time under load (docs/performance.md).
  const compress = compressResponses();
  app.use((req, res, next) =>
    req.method === "POST" && req.path.startsWith("/api/") ? next() : compress(req, res, next),
  );

  const { db } = options.database;
  await tidyStoredData(db, logger);
  // The catalogue with the curator's changes, kept live on every process (server/live-catalogue.ts).
  const catalogue = await startLiveCatalogue({
    database: options.database,
    logger,
    pages: options.pages,
  });
  const catalogueChanged = () =>
    catalogue.refresh().catch((error: unknown) => {
      // The change is committed; other processes and the next refresh still pick it up.
      logger.error({ err: error }, "a catalogue change could not be put live here");
    });
  // One count per client IP across every write, kept in the database (server/api/rate-limit.ts).
  const allowances = createSubmitAllowances(db, env.SUBMIT_RATE_LIMIT);
  // Submitters' addresses are erased 90 days after review: at start-up and with each sweep.
  const eraseContacts = () =>
    eraseExpiredContacts(db).catch((error: unknown) =>
      logger.warn({ err: error }, "could not erase expired contact addresses"),
    );
  void eraseContacts();
  const sweep = setInterval(() => {
    sweepExpiredCounters(db).catch((error: unknown) =>
      logger.warn({ err: error }, "could not sweep expired limit counters"),
    );
    void eraseContacts();
  }, SWEEP_INTERVAL_MS);
  sweep.unref();
  // Curator sessions; the cookie-signing key is read (or made, in DATA_DIR) on first use.
  const curatorAuth = createCuratorAuth({
    db,
    secret: () => loadSessionSecret(env),
    secureCookie: mode === "production",
    requireSecondFactor: env.REQUIRE_SECOND_FACTOR,
    passkeyOrigin: env.PASSKEY_ORIGIN,
    clock: options.clock,
  });
  // Problem reports and the link monitor (server/api/upkeep.ts, server/link-monitor.ts).
  const links = startLinkMonitor(db, env, logger);
  const upkeep = {
    linkMonitor: links.monitor,
    linkTargets: links.linkTargets,
    listedResource: getResourceById,
  };
  app.use(
    "/api",
    createApiRouter({
      db,
      allowances,
      curatorAuth,
      upkeep,
      catalogueChanged,
      siteUrl: env.SITE_URL,
    }),
  );
  // A country's crisis lines for other sites' iframes: framable from anywhere (server/embed.ts).
  app.get("/embed/help/:code", embedHandler(env.SITE_URL));
  app.get(`${PHOTO_PATH_PREFIX}:file`, servePhoto(db));
  app.use(refuseCrossSiteCuratorWrites);

  const build = options.build;
  app.all(
    "/{*splat}",
    createRequestHandler({
      build,
      mode: env.NODE_ENV,
      getLoadContext: (req, res) =>
        routerContextOf({
          cspNonce: res.locals.cspNonce as string,
          db,
          submitAllowance: allowances(req.ip),
          admitWrite: writeQueue.admit,
          curatorAuth,
          linkMonitor: links.monitor,
          linkTargets: links.linkTargets,
          catalogueChanged,
          clientIp: req.ip ?? "unknown",
          log: req.log,
        } satisfies LoadServices),
    }),
  );

  const onError: ErrorRequestHandler = (error, req, res, _next) => {
    if (res.headersSent) {
      req.log.error({ err: safeError(error) }, "error after the answer had started");
      return res.end();
    }
    answerServerError(error, req, res, "unhandled error");
  };
  app.use(onError);
  return app;
}
