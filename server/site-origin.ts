import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { BUILD_ORIGIN } from "~/lib/build-origin";
import { etagOf, inlineScriptHashes } from "./build-finish";
import type { Encoding, StaticEntry } from "./static-manifest";

/**
 * Prerendered files are written with BUILD_ORIGIN in place of the site's address; the server
 * puts SITE_URL there as it loads them (docs/decisions/020-site-url-at-serve-time.md). What
 * depends on the bytes (the ETag, the CSP hashes of inline scripts, the compressed variants) is
 * worked out again for the new bytes.
 */

/** Files that can hold the origin: pages, their loader data, the feed, sitemap and robots.txt. */
const MAY_HOLD_ORIGIN = /\.(html|data|xml|txt|json|webmanifest)$/;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export interface Rewritten {
  body: Buffer;
  etag: string;
  scriptHashes?: string[];
  variants: Partial<Record<Encoding, Buffer>>;
  /**
   * The brotli variant, made when first asked for (./static-files.ts): at the build's quality it
   * took about 25 s of one core for the site's 262 pages, which start-up waited for.
   */
  brotliLater?: () => Promise<Buffer>;
}

/**
 * A file's text with SITE_URL in place of the build origin, when it is a kind of file that can
 * hold it. For pages rendered while the server runs (server/live-pages.ts), which take SITE_URL
 * from the environment already: this keeps the build origin out of them whatever rendered it.
 */
export function withSiteOriginText(file: string, text: string, siteUrl: string): string {
  return MAY_HOLD_ORIGIN.test(file) ? text.replaceAll(BUILD_ORIGIN, siteUrl) : text;
}

/**
 * The file with SITE_URL in place of the build origin, or undefined when it holds none (then the
 * build's own variants stand). SITE_URL is an origin of plain characters (app/lib/env.server.ts),
 * so it goes into HTML, JSON and XML alike without escaping.
 */
export async function withSiteOrigin(
  entry: StaticEntry,
  body: Buffer,
  siteUrl: string,
): Promise<Rewritten | undefined> {
  if (!MAY_HOLD_ORIGIN.test(entry.file)) return undefined;
  const text = body.toString("utf8");
  if (!text.includes(BUILD_ORIGIN)) return undefined;
  const rewrittenText = text.replaceAll(BUILD_ORIGIN, siteUrl);
  const rewritten = Buffer.from(rewrittenText, "utf8");
  const variants: Rewritten["variants"] = {};
  // The same encodings the build chose for this file, at the build's quality: gzip at once (the
  // whole set in well under a second), brotli when a client first asks for it (docs/decisions/020).
  if (entry.encodings.includes("gzip")) {
    variants.gzip = await gzipAsync(rewritten, { level: constants.Z_BEST_COMPRESSION });
  }
  const brotliLater = entry.encodings.includes("br")
    ? () =>
        brotli(rewritten, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: rewritten.length,
          },
        })
    : undefined;
  return {
    body: rewritten,
    etag: etagOf(rewritten),
    ...(entry.file.endsWith(".html") ? { scriptHashes: inlineScriptHashes(rewrittenText) } : {}),
    variants,
    ...(brotliLater ? { brotliLater } : {}),
  };
}
