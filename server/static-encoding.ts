import type { Encoding } from "./static-manifest";

/**
 * Content negotiation for the in-memory static files (./static-files.ts): which precompressed
 * variant a client gets, and whether its cached copy is still good. Runs on every static request.
 */

const ACCEPTS_BR = 1;
const ACCEPTS_GZIP = 2;

/** Which of our encodings an Accept-Encoding header allows, as ACCEPTS_* bits. */
function acceptedEncodings(acceptEncoding: string): number {
  let accepted = 0;
  for (const part of acceptEncoding.split(",")) {
    const [name, q] = part.trim().split(";");
    if (q && /^\s*q\s*=\s*0(\.0*)?\s*$/.test(q)) continue;
    const coding = name?.trim().toLowerCase();
    if (coding === "br") accepted |= ACCEPTS_BR;
    else if (coding === "gzip") accepted |= ACCEPTS_GZIP;
  }
  return accepted;
}

/**
 * Browsers send a handful of distinct Accept-Encoding values, so each is parsed once. The cache
 * is emptied when full, so that a client inventing values cannot make it grow.
 */
const acceptedCache = new Map<string, number>();
const ACCEPTED_CACHE_SIZE = 256;

function cachedAcceptedEncodings(acceptEncoding: string | undefined): number {
  if (!acceptEncoding) return 0;
  let accepted = acceptedCache.get(acceptEncoding);
  if (accepted === undefined) {
    accepted = acceptedEncodings(acceptEncoding);
    if (acceptedCache.size >= ACCEPTED_CACHE_SIZE) acceptedCache.clear();
    acceptedCache.set(acceptEncoding, accepted);
  }
  return accepted;
}

/** Whether the client takes brotli, whichever variants there are. */
export function acceptsBrotli(acceptEncoding: string | undefined): boolean {
  return (cachedAcceptedEncodings(acceptEncoding) & ACCEPTS_BR) !== 0;
}

/** Picks the smallest variant the client accepts: brotli, then gzip, then the plain bytes. */
export function chooseEncoding(
  acceptEncoding: string | undefined,
  available: Partial<Record<Encoding | "identity", unknown>>,
): Encoding | "identity" {
  const accepted = cachedAcceptedEncodings(acceptEncoding);
  if (available.br && accepted & ACCEPTS_BR) return "br";
  if (available.gzip && accepted & ACCEPTS_GZIP) return "gzip";
  return "identity";
}

/** Whether If-None-Match names this ETag (weak or strong), or is `*`. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  return ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}
