import { randomBytes, randomUUID } from "node:crypto";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type ErrorRequestHandler } from "express";
import type { Logger } from "pino";
import { pinoHttp } from "pino-http";
import type { ServerBuild } from "react-router";
import type { DatabaseHandle } from "~/db/client.server";
import { createCuratorAuth } from "~/features/curators/accounts/auth.server";
import { loadSessionSecret } from "~/features/curators/accounts/session-secret.server";
import type { Env } from "~/lib/env.server";
import { createSubmitLimiter } from "./api/rate-limit";
import { createFormRouter } from "./api/forms";
import { createApiRouter } from "./api/router";
import { curatorResponseHeaders, refuseCrossSiteCuratorWrites } from "./api/curator";
import {
  contentSecurityPolicy,
  nonceSource,
  staticSecurityHeaders,
  type HeaderMode,
} from "./security-headers";

export interface AppOptions {
  env: Env;
  logger: Logger;
  /** The open database (app/db/client.server.ts); the caller closes it. */
  database: DatabaseHandle;
  /** The React Router build, or a function that loads it afresh (development). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** Development only: Vite's middleware. */
  devMiddleware?: express.RequestHandler;
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

  // Prerendered pages and hashed assets are answered before Express (server/main.ts).
  app.use(
    pinoHttp({
      logger,
      genReqId: (req, res) => {
        const id = randomUUID();
        res.setHeader("X-Request-Id", id);
        return id;
      },
      customLogLevel: (_req, res, error) =>
        error || res.statusCode >= 500 ? "error" : res.statusCode >= 400 ? "warn" : "info",
    }),
  );

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

  app.get("/healthz", async (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    if (await options.database.ping()) {
      res.json({ status: "ok" });
    } else {
      res.status(503).json({ status: "unavailable", message: "The database is not answering." });
    }
  });

  if (options.devMiddleware) app.use(options.devMiddleware);
  // Not for the API's writes: their answers are a few bytes, and the wrapping alone cost about
  // a tenth of a submission's time under load (docs/performance.md).
  const compress = compression();
  app.use((req, res, next) =>
    req.method === "POST" && req.path.startsWith("/api/") ? next() : compress(req, res, next),
  );

  // One count per client IP across every write (server/api/rate-limit.ts). The forms that work
  // without JavaScript are only marked here; their pages explain the wait.
  const submitLimiter = createSubmitLimiter(env.SUBMIT_RATE_LIMIT, logger);
  const { db } = options.database;
  // Curator sessions; the cookie-signing key is read (or made, in DATA_DIR) on first use.
  const curatorAuth = createCuratorAuth({
    db,
    secret: () => loadSessionSecret(env),
    secureCookie: mode === "production",
  });
  app.use("/api", createApiRouter({ db, rateLimit: submitLimiter.limit, curatorAuth }));
  app.use(curatorResponseHeaders, refuseCrossSiteCuratorWrites);
  app.use(createFormRouter({ db, limiter: submitLimiter }));

  const build = options.build;
  app.all(
    "/{*splat}",
    createRequestHandler({
      build,
      mode: env.NODE_ENV,
      getLoadContext: (req, res) => ({
        cspNonce: res.locals.cspNonce as string,
        db,
        rateLimited: res.locals.rateLimited === true,
        curatorAuth,
        clientIp: req.ip,
      }),
    }),
  );

  const onError: ErrorRequestHandler = (error, req, res, _next) => {
    req.log.error({ err: error }, "unhandled error");
    if (res.headersSent) return res.end();
    res.status(500).json({ message: "Something went wrong on our side. Please try again." });
  };
  app.use(onError);
  return app;
}
