import { readFile } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { contentSecurityPolicy, type HeaderMode } from "./security-headers";
import {
  compressBoth,
  etagOf,
  inlineScriptHashes,
  MIN_COMPRESS_BYTES,
  withoutModulePreloads,
} from "./build-finish";
import { withSiteOrigin, withSiteOriginText } from "./site-origin";
import { acceptsBrotli, chooseEncoding, matchesEtag } from "./static-encoding";
import {
  ENCODING_SUFFIX,
  STATIC_MANIFEST_FILE,
  type Encoding,
  type StaticEntry,
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
  /** Every header of the 200 answer, as the flat [name, value, …] list `writeHead` takes. */
  headers: string[];
  /** The same less Content-Length, for a 304. */
  notModifiedHeaders: string[];
}

interface StaticFile {
  /** A prerendered page or its data: its content may depend on the query string. */
  page: boolean;
  variants: Partial<Record<Encoding | "identity", Variant>>;
  /**
   * A brotli variant still to make (a file that SITE_URL rewrote): the first request that takes
   * brotli starts it and gets gzip meanwhile; requests after it is done get brotli.
   */
  brotliLater?: { make: () => Promise<Buffer>; started: boolean; done: Promise<void> | undefined };
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

/** How every file's answer headers are made: the server's mode, its base headers, the CSP's options. */
export interface FileHeaderOptions {
  mode: HeaderMode;
  baseHeaders: Record<string, string>;
  csp?: { analytics?: boolean };
  /** The public origin to put in place of the build origin (./site-origin.ts). */
  siteUrl?: string;
}

function headersOf(
  urlPath: string,
  entry: Pick<StaticEntry, "file" | "scriptHashes" | "encodings">,
  options: FileHeaderOptions,
): Record<string, string> {
  const headers: Record<string, string> = {
    ...options.baseHeaders,
    "Content-Type": contentType(entry.file),
    "Cache-Control": cacheControl(urlPath, entry.file),
    "Content-Security-Policy": contentSecurityPolicy(
      entry.scriptHashes ?? [],
      options.mode,
      options.csp,
    ),
  };
  if (entry.encodings.length > 0) headers.Vary = "Accept-Encoding";
  return headers;
}

/**
 * A page rendered while the server runs (server/live-pages.ts), as the build and the start-up
 * would have made it: without module preloads and with SITE_URL for any build origin, as the
 * prerendered pages are, then its CSP hashes, ETag and compressed variants, made here in memory.
 */
export async function pageFromMemory(
  urlPath: string,
  file: string,
  rendered: Buffer,
  options: FileHeaderOptions,
): Promise<StaticFile> {
  let text = rendered.toString("utf8");
  if (file.endsWith(".html")) text = withoutModulePreloads(text);
  if (options.siteUrl) text = withSiteOriginText(file, text, options.siteUrl);
  const body = Buffer.from(text, "utf8");
  const etag = etagOf(body);
  const scriptHashes = file.endsWith(".html") ? inlineScriptHashes(text) : [];
  const packed = body.length >= MIN_COMPRESS_BYTES ? await compressBoth(body) : {};
  const encodings = (Object.keys(packed) as Encoding[]).filter(
    (encoding) => packed[encoding]!.length < body.length,
  );
  const headers = headersOf(urlPath, { file, scriptHashes, encodings }, options);
  const variants: StaticFile["variants"] = {
    identity: variantOf(body, etag, headers, "identity"),
  };
  for (const encoding of encodings) {
    variants[encoding] = variantOf(
      packed[encoding]!,
      `${etag.slice(0, -1)}-${encoding}"`,
      headers,
      encoding,
    );
  }
  return { page: true, variants };
}

export interface LoadOptions {
  /** Allow Google Analytics' hosts in the CSP. */
  analytics?: boolean;
  /** The public origin to put in place of the build origin (./site-origin.ts). */
  siteUrl?: string;
}

/** Reads the whole client build into memory, with its precompressed variants. */
export async function loadStaticFiles(
  clientDir: string,
  mode: HeaderMode,
  baseHeaders: Record<string, string>,
  { analytics, siteUrl }: LoadOptions = {},
): Promise<StaticFiles> {
  const manifestText = await readFile(path.join(clientDir, "..", STATIC_MANIFEST_FILE), "utf8");
  const manifest = JSON.parse(manifestText) as StaticManifest;
  const options: FileHeaderOptions = { mode, baseHeaders, csp: { analytics }, siteUrl };
  const loaded = await Promise.all(
    Object.entries(manifest).map(
      async ([urlPath, entry]) =>
        [urlPath, await loadFile(clientDir, urlPath, entry, options)] as const,
    ),
  );
  return new Map(loaded);
}

async function loadFile(
  clientDir: string,
  urlPath: string,
  entry: StaticEntry,
  options: FileHeaderOptions,
): Promise<StaticFile> {
  const source = path.join(clientDir, entry.file);
  const original = await readFile(source);
  const rewritten = options.siteUrl
    ? await withSiteOrigin(entry, original, options.siteUrl)
    : undefined;
  const headers = headersOf(
    urlPath,
    { ...entry, scriptHashes: rewritten?.scriptHashes ?? entry.scriptHashes },
    options,
  );
  const etag = rewritten?.etag ?? entry.etag;
  const variants: StaticFile["variants"] = {
    identity: variantOf(rewritten?.body ?? original, etag, headers, "identity"),
  };
  for (const encoding of entry.encodings) {
    // The build's own brotli file holds the build origin: the rewritten one comes later.
    if (encoding === "br" && rewritten?.brotliLater) continue;
    const body =
      rewritten?.variants[encoding] ?? (await readFile(source + ENCODING_SUFFIX[encoding]));
    variants[encoding] = variantOf(body, `${etag.slice(0, -1)}-${encoding}"`, headers, encoding);
  }
  const page = entry.file.endsWith(".html") || entry.file.endsWith(".data");
  const file: StaticFile = { page, variants };
  if (rewritten?.brotliLater) {
    const make = rewritten.brotliLater;
    file.brotliLater = {
      started: false,
      done: undefined,
      make: async () => {
        const body = await make();
        variants.br = variantOf(body, `${etag.slice(0, -1)}-br"`, headers, "br");
        return body;
      },
    };
  }
  return file;
}

/**
 * Starts making a file's brotli variant if it has one still to make; the promise settles when it
 * is in place (or failed: then the file keeps being served as gzip).
 */
export function startBrotli(file: StaticFile): Promise<void> | undefined {
  const later = file.brotliLater;
  if (!later) return undefined;
  if (!later.started) {
    later.started = true;
    later.done = later.make().then(
      () => undefined,
      () => undefined,
    );
  }
  return later.done;
}

/** One encoding of a file, with its answer headers built once so that a request only looks them up. */
function variantOf(
  body: Buffer,
  etag: string,
  common: Record<string, string>,
  encoding: Encoding | "identity",
): Variant {
  const notModifiedHeaders = [...Object.entries(common).flat(), "ETag", etag];
  if (encoding !== "identity") notModifiedHeaders.push("Content-Encoding", encoding);
  const headers = [...notModifiedHeaders, "Content-Length", String(body.length)];
  return { body, etag, headers, notModifiedHeaders };
}

/**
 * Answers GET and HEAD for a file of the build straight from memory, and returns true; returns
 * false, having done nothing, for anything else. `pathname` excludes the query string.
 */
function answer(
  files: StaticFiles,
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  hasQuery: boolean,
): boolean {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  const file = files.get(pathname);
  // A page with a query (?type=book, React Router's ?_routes=) is rendered for that query.
  if (!file || (file.page && hasQuery)) return false;
  if (file.brotliLater && !file.variants.br && acceptsBrotli(req.headers["accept-encoding"]))
    void startBrotli(file);
  const encoding = chooseEncoding(req.headers["accept-encoding"], file.variants);
  const variant = file.variants[encoding] ?? file.variants.identity;
  if (!variant) return false;
  if (matchesEtag(req.headers["if-none-match"], variant.etag)) {
    res.writeHead(304, variant.notModifiedHeaders);
    res.end();
  } else {
    res.writeHead(200, variant.headers);
    res.end(req.method === "HEAD" ? undefined : variant.body);
  }
  return true;
}

/**
 * The static files as a plain node:http handler, for server/main.ts to run before Express
 * (docs/performance.md: Express's own dispatch costs more than answering from memory). Returns
 * false when the request is not one of ours and should go on to Express.
 */
export function staticFileHandler(
  source: StaticFiles | (() => StaticFiles),
): (req: IncomingMessage, res: ServerResponse) => boolean {
  // A function when the pages change while the server runs (server/live-pages.ts): each request
  // reads the whole map current when it arrives.
  const filesNow = typeof source === "function" ? source : () => source;
  return (req, res) => {
    const files = filesNow();
    const url = req.url ?? "";
    // An absolute-form target (`GET http://host/x`, sent to proxies) is parsed the slow way.
    const target = url.startsWith("/") ? url : pathAndQueryOf(url);
    if (target === undefined) return false;
    const query = target.indexOf("?");
    return query === -1
      ? answer(files, req, res, target, false)
      : answer(files, req, res, target.slice(0, query), true);
  };
}

function pathAndQueryOf(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return parsed.pathname + parsed.search;
  } catch {
    return undefined;
  }
}
