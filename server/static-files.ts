import { readFile } from "node:fs/promises";
import path from "node:path";
import type { RequestHandler } from "express";
import { contentSecurityPolicy, type HeaderMode } from "./security-headers";
import {
  ENCODING_SUFFIX,
  STATIC_MANIFEST_FILE,
  type Encoding,
  type StaticManifest,
} from "./static-manifest";

const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  // React Router's prerendered loader data (turbo-stream).
  ".data": "text/x-script; charset=utf-8",
  ".svg": "image/svg+xml; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
};

export const CACHE_IMMUTABLE = "public, max-age=31536000, immutable";
export const CACHE_REVALIDATE = "public, max-age=0, must-revalidate";
const CACHE_SHORT = "public, max-age=3600";

interface Variant {
  body: Buffer;
  etag: string;
}

interface StaticFile {
  /** A prerendered page or its data: its content may depend on the query string. */
  page: boolean;
  headers: [string, string][];
  variants: Partial<Record<Encoding | "identity", Variant>>;
}

export type StaticFiles = Map<string, StaticFile>;

function contentType(file: string): string {
  // The blog's feed is an .xml file; readers look for the RSS type.
  if (file.endsWith("rss.xml")) return "application/rss+xml; charset=utf-8";
  return CONTENT_TYPES[path.extname(file)] ?? "application/octet-stream";
}

function cacheControl(urlPath: string, file: string): string {
  if (urlPath.startsWith("/assets/")) return CACHE_IMMUTABLE; // names carry a content hash
  if (file.endsWith(".html") || file.endsWith(".data")) return CACHE_REVALIDATE;
  return CACHE_SHORT;
}

/** Reads the whole client build into memory, with its precompressed variants. */
export async function loadStaticFiles(
  clientDir: string,
  mode: HeaderMode,
  baseHeaders: Record<string, string>,
): Promise<StaticFiles> {
  const manifestText = await readFile(path.join(clientDir, "..", STATIC_MANIFEST_FILE), "utf8");
  const manifest = JSON.parse(manifestText) as StaticManifest;
  const files: StaticFiles = new Map();
  for (const [urlPath, entry] of Object.entries(manifest)) {
    const source = path.join(clientDir, entry.file);
    const variants: StaticFile["variants"] = {
      identity: { body: await readFile(source), etag: entry.etag },
    };
    for (const encoding of entry.encodings) {
      variants[encoding] = {
        body: await readFile(source + ENCODING_SUFFIX[encoding]),
        etag: `${entry.etag.slice(0, -1)}-${encoding}"`,
      };
    }
    const headers: Record<string, string> = {
      ...baseHeaders,
      "Content-Type": contentType(entry.file),
      "Cache-Control": cacheControl(urlPath, entry.file),
      "Content-Security-Policy": contentSecurityPolicy(entry.scriptHashes ?? [], mode),
    };
    if (entry.encodings.length > 0) headers.Vary = "Accept-Encoding";
    const page = entry.file.endsWith(".html") || entry.file.endsWith(".data");
    files.set(urlPath, { page, headers: Object.entries(headers), variants });
  }
  return files;
}

/** Picks the smallest variant the client accepts: brotli, then gzip, then the plain bytes. */
export function chooseEncoding(
  acceptEncoding: string | undefined,
  available: StaticFile["variants"],
): Encoding | "identity" {
  const accepted = (acceptEncoding ?? "")
    .split(",")
    .map((part) => part.trim().split(";"))
    .filter(([, q]) => !q || !/^\s*q\s*=\s*0(\.0*)?\s*$/.test(q))
    .map(([name]) => name?.trim().toLowerCase());
  if (available.br && accepted.includes("br")) return "br";
  if (available.gzip && accepted.includes("gzip")) return "gzip";
  return "identity";
}

function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  return ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}

/**
 * Answers GET and HEAD for every file of the build straight from memory. Anything it does not
 * hold goes on to the next handler.
 */
export function serveStaticFiles(files: StaticFiles): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const file = files.get(req.path);
    // A page with a query (?type=book, React Router's ?_routes=) is rendered for that query.
    if (!file || (file.page && req.url.includes("?"))) return next();
    const encoding = chooseEncoding(req.headers["accept-encoding"], file.variants);
    const variant = file.variants[encoding] ?? file.variants.identity;
    if (!variant) return next();
    for (const [name, value] of file.headers) res.setHeader(name, value);
    res.setHeader("ETag", variant.etag);
    if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
    if (matchesEtag(req.headers["if-none-match"], variant.etag)) {
      res.statusCode = 304;
      res.end();
      return;
    }
    res.setHeader("Content-Length", variant.body.length);
    res.statusCode = 200;
    res.end(req.method === "HEAD" ? undefined : variant.body);
  };
}
