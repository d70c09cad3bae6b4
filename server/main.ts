import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import type express from "express";
import type { Logger } from "pino";
import type { ServerBuild } from "react-router";
import { DataDirLockedError } from "~/db/data-dir-lock.server";
import { openDatabase, type DatabaseHandle } from "~/db/client.server";
import { getEnv, type Env } from "~/lib/env.server";
import { createApp, type AppOptions } from "./app";
import { newBackupToken, publishBackupEndpoint } from "./backup-endpoint";
import { createPageRenderer } from "./live-pages";
import { createLogger } from "./logging";
import { staticSecurityHeaders } from "./security-headers";
import { loadStaticFiles, staticFileHandler } from "./static-files";
import { writeAdmission } from "./write-admission";
import { createWriteQueue } from "~/db/write-queue.server";

export interface StartOptions {
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** Folder of the production build (holding client/ and static-manifest.json). */
  buildDir?: string;
  devMiddleware?: express.RequestHandler;
  /** The project folder, holding drizzle/ (server.js knows it); the working directory if absent. */
  root?: string;
}

/** How long in-flight requests get to finish after SIGTERM before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

/**
 * How long an idle keep-alive connection stays open. Longer than nginx keeps its idle upstream
 * connections (60 s, deploy/nginx/steady-ground.conf), so that the proxy, not this server, closes
 * them: with Node's default of 5 s, a request could be sent on a connection as this server closed
 * it, and nginx does not send a POST again.
 */
const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/** Opens the database or stops the process with a message saying why. */
async function openDatabaseOrExit(env: Env, logger: Logger, root: string): Promise<DatabaseHandle> {
  try {
    return await openDatabase({
      databaseUrl: env.DATABASE_URL,
      dataDir: env.DATA_DIR,
      migrationsFolder: path.join(root, "drizzle"),
      logger,
    });
  } catch (error) {
    if (error instanceof DataDirLockedError) logger.fatal(error.message);
    else logger.fatal({ err: error }, "the database could not be opened");
    process.exit(1);
  }
}

/** Reads the environment, builds the app and listens; closes cleanly on SIGTERM and SIGINT. */
export async function startServer(options: StartOptions): Promise<Server> {
  const env = getEnv();
  const logger = createLogger(env.LOG_LEVEL);
  if (!env.GA_MEASUREMENT_ID) {
    logger.warn("GA_MEASUREMENT_ID is not set: analytics are off and no analytics code is sent");
  }
  if (env.NODE_ENV === "production" && !env.SITE_URL_SET) {
    logger.warn(
      `SITE_URL is not set: canonical links, share images, the sitemap and the feed point at ${env.SITE_URL}`,
    );
  }
  const database = await openDatabaseOrExit(env, logger, options.root ?? process.cwd());
  const mode = env.NODE_ENV === "production" ? "production" : "development";
  const analytics = Boolean(env.GA_MEASUREMENT_ID);
  let pages: AppOptions["pages"];
  if (options.buildDir && typeof options.build !== "function") {
    const headers = {
      mode,
      baseHeaders: staticSecurityHeaders(mode),
      csp: { analytics },
      siteUrl: env.SITE_URL,
    } as const;
    const clientDir = path.join(options.buildDir, "client");
    const files = await loadStaticFiles(clientDir, mode, headers.baseHeaders, {
      ...headers.csp,
      siteUrl: headers.siteUrl,
    });
    logger.info({ files: files.size }, "static files loaded into memory");
    pages = { store: { files }, renderer: createPageRenderer(options.build, headers) };
  }
  const writeQueue = createWriteQueue(env.WRITE_QUEUE_LIMIT, env.WRITE_QUEUE_WAITING);
  // Only this server may read the embedded database: `npm run db:backup` asks it (./backup-endpoint.ts).
  const backupToken = database.kind === "pglite" ? newBackupToken() : undefined;
  const app = await createApp({
    backupToken,
    env,
    logger,
    database,
    build: options.build,
    devMiddleware: options.devMiddleware,
    pages,
    writeQueue,
  });

  // Public writes past WRITE_QUEUE_LIMIT are turned away before Express reads them, and the
  // prerendered pages and hashed assets are answered before Express sees the request: Express's
  // dispatch alone costs several times what answering from memory does (docs/performance.md).
  // Everything else goes on to the app. The pages change when the catalogue does
  // (server/live-catalogue.ts): each request reads the map current then.
  const admission = writeAdmission(writeQueue, mode, { analytics });
  const admitOrApp = (req: IncomingMessage, res: ServerResponse) => {
    const url = req.url ?? "";
    const query = url.indexOf("?");
    admission.admit(req, res, query === -1 ? url : url.slice(0, query), () => app(req, res));
  };
  let handler: (req: IncomingMessage, res: ServerResponse) => void = admitOrApp;
  if (pages) {
    const store = pages.store;
    const answerStatic = staticFileHandler(() => store.files);
    handler = (req, res) => {
      if (req.method === "POST") admitOrApp(req, res);
      else if (!answerStatic(req, res)) app(req, res);
    };
  }
  const server = createServer({ keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS }, handler);
  server.listen(env.PORT, () => {
    if (backupToken) {
      const { port } = server.address() as AddressInfo;
      publishBackupEndpoint(env.DATA_DIR, { port, token: backupToken }).catch((error: unknown) =>
        logger.warn({ err: error }, "npm run db:backup will not reach this server"),
      );
    }
    logger.info(
      { port: env.PORT, url: env.SITE_URL, mode: env.NODE_ENV },
      "Steady Ground is listening",
    );
  });
  server.on("error", (error) => {
    logger.fatal({ err: error }, "the server could not start");
    void database.close().finally(() => process.exit(1));
  });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, "shutting down");
    // Requests still running after the grace period are cut off, but the database is still
    // closed (and DATA_DIR unlocked) before the process ends.
    setTimeout(() => {
      logger.warn("requests did not finish in time; closing anyway");
      void database.close().finally(() => process.exit(1));
    }, SHUTDOWN_GRACE_MS).unref();
    server.close(async () => {
      try {
        await database.close();
        logger.info("closed cleanly");
        process.exit(0);
      } catch (error) {
        logger.error({ err: error }, "the database did not close cleanly");
        process.exit(1);
      }
    });
    server.closeIdleConnections();
  };
  process.once("SIGTERM", () => shutdown("SIGTERM"));
  process.once("SIGINT", () => shutdown("SIGINT"));
  return server;
}
