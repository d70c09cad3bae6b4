import type { Server } from "node:http";
import path from "node:path";
import type express from "express";
import { pino } from "pino";
import type { ServerBuild } from "react-router";
import { getEnv } from "~/lib/env.server";
import { createApp } from "./app";

export interface StartOptions {
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** Folder of the production build (holding client/ and static-manifest.json). */
  buildDir?: string;
  devMiddleware?: express.RequestHandler;
}

/** How long in-flight requests get to finish after SIGTERM before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

/** Reads the environment, builds the app and listens; closes cleanly on SIGTERM and SIGINT. */
export async function startServer(options: StartOptions): Promise<Server> {
  const env = getEnv();
  const logger = pino({ level: env.LOG_LEVEL });
  if (!env.GA_MEASUREMENT_ID) {
    logger.warn("GA_MEASUREMENT_ID is not set: analytics are off and no analytics code is sent");
  }
  const app = await createApp({
    env,
    logger,
    build: options.build,
    clientDir: options.buildDir ? path.join(options.buildDir, "client") : undefined,
    devMiddleware: options.devMiddleware,
  });

  const server = app.listen(env.PORT, () => {
    logger.info(
      { port: env.PORT, url: env.SITE_URL, mode: env.NODE_ENV },
      "Steady Ground is listening",
    );
  });
  server.on("error", (error) => {
    logger.fatal({ err: error }, "the server could not start");
    process.exit(1);
  });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, "shutting down");
    setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
    server.close(() => {
      logger.info("closed cleanly");
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.once("SIGTERM", () => shutdown("SIGTERM"));
  process.once("SIGINT", () => shutdown("SIGINT"));
  return server;
}
