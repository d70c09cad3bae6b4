import express, { type ErrorRequestHandler, type RequestHandler } from "express";
import { isDatabaseUnavailable } from "~/db/unavailable.server";
import { answerServerError } from "../server-error";

/** The largest JSON body the API reads (docs/product.md, The JSON API: 413 past 64 KiB). */
export const JSON_BODY_LIMIT_BYTES = 64 * 1024;

/** 415 for anything but JSON (../request-guards.ts refuses other charsets), then the parser. */
export const jsonBody: RequestHandler[] = [
  (req, res, next) => {
    if (req.is("application/json")) return next();
    res.status(415).json({
      message: "Please send the body as JSON, with the header Content-Type: application/json.",
    });
  },
  express.json({ limit: JSON_BODY_LIMIT_BYTES, type: "application/json" }),
];

/**
 * A POST with an empty body means "no options" (`{}`), whatever Content-Type it names; any
 * other body must be JSON.
 */
export const optionalJsonBody: RequestHandler = (req, res, next) => {
  const length = Number(req.get("content-length") ?? "0");
  if (!req.get("transfer-encoding") && length === 0) {
    req.body = {};
    return next();
  }
  const [onlyJson, parse] = jsonBody as [RequestHandler, RequestHandler];
  onlyJson(req, res, (error?: unknown) => (error ? next(error) : parse(req, res, next)));
};

interface BodyParserError {
  type?: string;
  status?: number;
}

/** Every API error is `{message}` JSON; a stack or a version never reaches the client. */
export const apiErrorHandler: ErrorRequestHandler = (error: unknown, req, res, next) => {
  if (res.headersSent) return next(error);
  const { type, status } = (error ?? {}) as BodyParserError;
  if (type === "entity.too.large") {
    res.status(413).json({
      message: `That is more than we can accept at once: please keep the body under ${JSON_BODY_LIMIT_BYTES / 1024} KiB.`,
    });
  } else if (type === "entity.parse.failed") {
    res.status(400).json({ message: "The body is not valid JSON." });
  } else if (type === "charset.unsupported" || type === "encoding.unsupported") {
    res.status(415).json({ message: "Please send the body as UTF-8 JSON, without compression." });
  } else if (type === "request.aborted" || type === "request.size.invalid") {
    res.status(400).json({ message: "The body did not arrive whole. Please try again." });
  } else if (
    !isDatabaseUnavailable(error) &&
    status !== undefined &&
    status >= 400 &&
    status < 500
  ) {
    // The parser's other refusals: a compressed body that does not decompress, for one.
    res.status(400).json({ message: "The body could not be read. Please send it as plain JSON." });
  } else {
    answerServerError(error, req, res, "unhandled API error");
  }
};
