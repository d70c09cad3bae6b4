import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { pino, type DestinationStream, type Logger } from "pino";
import { pinoHttp, type Options } from "pino-http";

/**
 * The server's one logger (docs/security.md, "Logs"). Logs never hold a cookie, a session id, a
 * password or what a visitor typed: requests are logged as method, path and id only (no headers,
 * no query string, no body), and errors as their type, code, message and stack frames with the
 * values of a failed query cut off. Every line about a request carries its id (`reqId`), which
 * is also sent back as the X-Request-Id header.
 */
export function createLogger(
  level: string,
  destination: DestinationStream = standardOutput(),
): Logger {
  return pino(
    {
      level,
      serializers: { err: safeError, error: safeError },
      // A second net, for anything logged by hand with these names.
      redact: {
        paths: [
          "password",
          "*.password",
          "cookie",
          "*.cookie",
          "*.headers.cookie",
          "*.headers.authorization",
          '*.headers["set-cookie"]',
        ],
        censor: "[redacted]",
      },
    },
    destination,
  );
}

/**
 * Standard output, written without blocking: lines logged while a write is under way are sent
 * together in the next one, instead of one blocking write per line (about a twelfth of the
 * server's busy time under a submission flood: docs/decisions/032). pino flushes what is left
 * when the process exits; only a process killed outright (SIGKILL) or a crash of the machine
 * can lose the last few lines.
 */
function standardOutput(): DestinationStream {
  return pino.destination({ dest: 1, sync: false });
}

/** Only the query's keys: a search or a form's values are things a visitor typed. */
function pathOf(url: string | undefined): string {
  if (!url) return "";
  const queryAt = url.indexOf("?");
  if (queryAt === -1) return url;
  const keys = [...new URLSearchParams(url.slice(queryAt + 1)).keys()];
  return `${url.slice(0, queryAt)}?${keys.map((key) => `${key}=…`).join("&")}`;
}

interface ErrorLike {
  name?: unknown;
  message?: unknown;
  code?: unknown;
  stack?: unknown;
  cause?: unknown;
}

/**
 * An error as a log may hold it. Drizzle puts a failed query's values in its message
 * ("params: …"): they are what the visitor typed, so they are cut; `detail` (PostgreSQL's copy of
 * a conflicting row) is left out.
 */
export function safeError(error: unknown, depth = 0): Record<string, unknown> {
  if (typeof error !== "object" || error === null) return { message: String(error) };
  const e = error as ErrorLike;
  const type = typeof e.name === "string" ? e.name : "Error";
  const message = String(e.message ?? "")
    .replace(/\nparams:[\s\S]*$/, "\nparams: [redacted]")
    .slice(0, 1000);
  const frames =
    typeof e.stack === "string"
      ? e.stack
          .split("\n")
          .filter((line) => /^\s+at /.test(line))
          .join("\n")
      : "";
  return {
    type,
    message,
    ...(typeof e.code === "string" || typeof e.code === "number" ? { code: e.code } : {}),
    ...(frames ? { stack: `${type}: ${message}\n${frames}` } : {}),
    ...(e.cause && depth < 3 ? { cause: safeError(e.cause, depth + 1) } : {}),
  };
}

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * pino-http with an id per request: the proxy's X-Request-Id when the proxy is trusted (so that
 * nginx's log and ours share it), else a new UUID.
 */
export function requestLogger(logger: Logger, trustProxy: boolean) {
  const options: Options<IncomingMessage, ServerResponse> = {
    logger,
    genReqId: (req, res) => {
      const fromProxy = req.headers["x-request-id"];
      const id =
        trustProxy && typeof fromProxy === "string" && REQUEST_ID.test(fromProxy)
          ? fromProxy
          : randomUUID();
      res.setHeader("X-Request-Id", id);
      return id;
    },
    serializers: {
      req: (req: { id?: unknown; method?: string; url?: string; originalUrl?: string }) => ({
        id: req.id,
        method: req.method,
        url: pathOf(req.originalUrl ?? req.url),
      }),
      res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
      err: safeError,
    },
    wrapSerializers: false,
    customLogLevel: (_req, res, error) =>
      error || res.statusCode >= 500 ? "error" : res.statusCode >= 400 ? "warn" : "info",
  };
  return pinoHttp(options);
}
