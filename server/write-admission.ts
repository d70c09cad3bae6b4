import type { IncomingMessage, ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import type { Logger } from "pino";
import { BUSY_MESSAGE, BUSY_RETRY_AFTER_SECONDS, type WriteQueue } from "~/db/write-queue.server";
import { contentSecurityPolicy, staticSecurityHeaders, type HeaderMode } from "./security-headers";

/**
 * The JSON API's public writes, which a flood would aim at, pass the write queue
 * (app/db/write-queue.server.ts) before anything else is done for them: they wait their turn
 * there with their body unread, and past the line's bound they are answered 503 without
 * Express, the body parser or a log line, so that waiting costs nothing and turning one away
 * costs about what serving a page from memory does (docs/performance.md).
 * The form without JavaScript (POST /submit) takes its place in its action instead, so that it
 * can answer with the form and what was typed in it.
 */
const QUEUED_PATHS = new Set(["/api/resources/submit", "/api/newsletter"]);

/** How often a summary of the writes turned away is logged (one line, not one per request). */
const TURNED_AWAY_LOG_MS = 10_000;

const ADMITTED = Symbol("admitted to the write queue");
type Marked = IncomingMessage & { [ADMITTED]?: boolean };

export interface WriteAdmission {
  /**
   * For server/main.ts, before Express: calls `next` when the request goes on (at once, or once
   * a queued write has its place, which it holds until its answer is finished), or answers it
   * 503 when the line is full or its wait ran out. `path` is the request's path without its
   * query.
   */
  admit(req: IncomingMessage, res: ServerResponse, path: string, next: () => void): void;
  /** The same as Express middleware, after the path is canonical, for every other spelling. */
  middleware: RequestHandler;
}

/** Several may share one queue (server/main.ts's and the app's): a request is counted once. */
export function writeAdmission(
  queue: WriteQueue,
  mode: HeaderMode,
  csp: { analytics?: boolean } = {},
): WriteAdmission {
  const body = Buffer.from(JSON.stringify({ message: BUSY_MESSAGE }));
  // Built once, as the flat list writeHead takes.
  const headers = Object.entries({
    ...staticSecurityHeaders(mode),
    "Content-Security-Policy": contentSecurityPolicy([], mode, csp),
    "Content-Type": "application/json; charset=utf-8",
    "Cache-Control": "no-store",
    "Retry-After": String(BUSY_RETRY_AFTER_SECONDS),
    "Content-Length": String(body.length),
  }).flat();

  const admit: WriteAdmission["admit"] = (req, res, path, next) => {
    if (req.method !== "POST" || (req as Marked)[ADMITTED] || !QUEUED_PATHS.has(path)) {
      next();
      return;
    }
    (req as Marked)[ADMITTED] = true;
    const leave = queue.enter(
      (release) => {
        // "close" comes once the answer is finished or the connection is gone, whichever is first.
        res.once("close", release);
        if (res.destroyed) release();
        else next();
      },
      () => {
        if (res.destroyed) return;
        // The body is left unread; Node discards it, and the connection stays usable.
        res.writeHead(503, headers);
        res.end(body);
      },
    );
    // A client that goes away while its write waits leaves the line.
    if (leave) res.once("close", leave);
  };

  return { admit, middleware: (req, res, next) => admit(req, res, req.path, () => next()) };
}

/** One warning every 10 s while writes are being turned away; returns the timer to stop it. */
export function logTurnedAway(queue: WriteQueue, logger: Logger): NodeJS.Timeout {
  const summary = setInterval(() => {
    const turnedAway = queue.takeTurnedAway();
    if (turnedAway > 0) {
      logger.warn(
        { turnedAway, limit: queue.limit, seconds: TURNED_AWAY_LOG_MS / 1000 },
        "busy: public writes were turned away with 503 (WRITE_QUEUE_LIMIT)",
      );
    }
  }, TURNED_AWAY_LOG_MS);
  summary.unref();
  return summary;
}
