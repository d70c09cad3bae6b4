import type { RequestHandler } from "express";
import {
  PHOTO_BODY_LIMIT_BYTES,
  PHOTO_TOO_LARGE_MESSAGE,
  PHOTO_UPLOAD_PATH,
} from "~/features/curators/profile/photo";
import { JSON_BODY_LIMIT_BYTES } from "./api/json-body";

/**
 * Checks that every request gets before any route sees it (docs/security.md). They must not
 * depend on how a path is spelled: React Router matches `/%73ubmit`, `/SUBMIT` and `//submit/`
 * as /submit, so a check tied to the literal path could be walked around.
 */

const UNRESERVED = /[A-Za-z0-9\-._~]/;

/**
 * The path as the router resolves it: backslashes as slashes (as browsers and WHATWG URL do),
 * percent-escapes of unreserved characters decoded (RFC 3986 §6.2.2.2), lower case (routes match
 * regardless of case), one slash between segments, `.` and `..` resolved, no trailing slash.
 */
export function canonicalPath(rawPath: string): string {
  const decoded = rawPath
    .replace(/\\/g, "/")
    .toLowerCase()
    .replace(/%([0-9A-Fa-f]{2})/g, (escape: string, hex: string) => {
      const char = String.fromCharCode(parseInt(hex, 16));
      return UNRESERVED.test(char) ? char.toLowerCase() : escape.toUpperCase();
    });
  const segments: string[] = [];
  for (const segment of decoded.split("/")) {
    if (segment === "" || segment === ".") continue;
    if (segment === "..") segments.pop();
    else segments.push(segment);
  }
  return `/${segments.join("/")}`;
}

/** Rewrites the request's path to its canonical form, so that every later check sees that. */
export const canonicalizePath: RequestHandler = (req, _res, next) => {
  const url = req.url;
  const queryAt = url.indexOf("?");
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  // An absolute-form target (`POST http://host/submit`) is reduced to its path first.
  const pathOnly = /^[a-z][a-z0-9+.-]*:\/\//i.test(path)
    ? path.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, "") || "/"
    : path;
  const canonical = canonicalPath(pathOnly);
  if (canonical !== path) {
    req.url = canonical + (queryAt === -1 ? "" : url.slice(queryAt));
    req.originalUrl = req.url;
  }
  next();
};

/** Every body is read only up to this (the JSON API's parser counts a chunked one as it reads). */
export const BODY_LIMIT_BYTES = JSON_BODY_LIMIT_BYTES;

/**
 * The one exception: a curator's photo, posted with a plain multipart form to its own path (and
 * only there), may be up to PHOTO_BODY_LIMIT_BYTES. It still needs a Content-Length, like every
 * form, so the limit holds before a byte is read; the route reads nothing before the curator's
 * session is checked.
 */
function bodyLimitOf(path: string): { bytes: number; message: string } {
  if (path === PHOTO_UPLOAD_PATH) {
    return { bytes: PHOTO_BODY_LIMIT_BYTES, message: PHOTO_TOO_LARGE_MESSAGE };
  }
  return {
    bytes: BODY_LIMIT_BYTES,
    message: `That is more than we can accept at once: please keep it under ${BODY_LIMIT_BYTES / 1024} KiB.`,
  };
}

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

function refuse(isApi: boolean, res: Parameters<RequestHandler>[1], status: number, text: string) {
  res.status(status);
  if (isApi) res.json({ message: text });
  else res.type("text/plain").send(text);
}

/**
 * Every request that carries a body, on every path: over BODY_LIMIT_BYTES (the photo's path:
 * PHOTO_BODY_LIMIT_BYTES) is a 413 before a
 * byte is read; a body of unknown length is a 411 outside the JSON API; a charset other than
 * UTF-8 is a 415; the forms (everything outside /api) take only form encodings, uncompressed.
 */
export const guardBodies: RequestHandler = (req, res, next) => {
  const length = req.headers["content-length"];
  const chunked = req.headers["transfer-encoding"] !== undefined;
  if (length === undefined && !chunked) return next();
  const isApi = req.path === "/api" || req.path.startsWith("/api/");
  const limit = bodyLimitOf(req.path);
  if (Number(length) > limit.bytes) return refuse(isApi, res, 413, limit.message);
  if (length === undefined && !isApi) {
    return refuse(isApi, res, 411, "Please send the form again from the page.");
  }
  const contentType = req.headers["content-type"] ?? "";
  const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(contentType)?.[1]?.toLowerCase();
  if (charset !== undefined && charset !== "utf-8" && charset !== "utf8") {
    return refuse(isApi, res, 415, "Please send the body as UTF-8.");
  }
  if (isApi || length === "0") return next();
  const encoding = (req.headers["content-encoding"] ?? "identity").toLowerCase();
  const mediaType = contentType.split(";")[0]!.trim().toLowerCase();
  if (encoding !== "identity" || !FORM_TYPES.includes(mediaType)) {
    return refuse(isApi, res, 415, "Please send the form from the page (form fields, not JSON).");
  }
  next();
};
