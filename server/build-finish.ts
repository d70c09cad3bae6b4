import { createHash } from "node:crypto";
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from "node:zlib";
import {
  ENCODING_SUFFIX,
  STATIC_MANIFEST_FILE,
  urlPathOf,
  type Encoding,
  type StaticManifest,
} from "./static-manifest";

/** Files worth compressing; images and fonts are compressed by their own formats. */
const COMPRESSIBLE = /\.(html|js|mjs|css|json|data|svg|xml|txt|map|webmanifest)$/;
/** Below this, a compressed variant saves less than its header costs. */
export const MIN_COMPRESS_BYTES = 512;

/**
 * A prerendered page without its `<link rel="modulepreload">` tags. On a slow link they compete
 * with the stylesheet and the page itself for the first paint, for code the first paint does not
 * need (the page works before its JavaScript runs); the module script still imports the same
 * files, a little later. Measured in docs/decisions/027-first-paint-before-scripts.md.
 */
export function withoutModulePreloads(html: string): string {
  return html.replace(/<link rel="modulepreload"[^>]*>/g, "");
}

/** sha256 CSP sources of every inline, executable script in an HTML page. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = "", body = ""] = match;
    if (
      /\bsrc\s*=/.test(attributes) ||
      /type\s*=\s*["']?application\/(ld\+)?json/i.test(attributes)
    ) {
      continue;
    }
    hashes.push(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...new Set(hashes)];
}

async function listFiles(dir: string, prefix = ""): Promise<string[]> {
  const entries = await readdir(path.join(dir, prefix), { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const relative = path.posix.join(prefix, entry.name);
      return entry.isDirectory() ? listFiles(dir, relative) : Promise.resolve([relative]);
    }),
  );
  return nested.flat();
}

function compress(body: Buffer, encoding: Encoding): Buffer {
  return encoding === "br"
    ? brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipSync(body, { level: constants.Z_BEST_COMPRESSION });
}

/** A strong validator of a file's bytes. */
export function etagOf(body: Buffer): string {
  return `"${createHash("sha256").update(body).digest("base64url").slice(0, 22)}"`;
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Both compressed variants of a page rendered while the server runs, off the main thread (zlib's
 * pool) and at middling levels: the build's maximum brotli level would hold a change up for
 * seconds, for a few percent fewer bytes.
 */
export async function compressBoth(body: Buffer): Promise<Partial<Record<Encoding, Buffer>>> {
  const [br, gz] = await Promise.all([
    brotliAsync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 9,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipAsync(body, { level: 6 }),
  ]);
  return { br, gzip: gz };
}

/**
 * Precompresses the client build (brotli and gzip, once, at build time) and writes the manifest
 * the server loads into memory at start-up, with each page's inline-script hashes for its CSP.
 */
export async function finishClientBuild(clientDir: string): Promise<StaticManifest> {
  const files = (await listFiles(clientDir)).filter((file) => !/\.(br|gz)$/.test(file));
  const manifest: StaticManifest = {};
  for (const file of files.sort()) {
    if (file.startsWith(".vite/")) continue;
    let body = await readFile(path.join(clientDir, file));
    if (file.endsWith(".html")) {
      body = Buffer.from(withoutModulePreloads(body.toString("utf8")));
      await writeFile(path.join(clientDir, file), body);
    }
    const etag = etagOf(body);
    const encodings: Encoding[] = [];
    if (COMPRESSIBLE.test(file) && body.length >= MIN_COMPRESS_BYTES) {
      for (const encoding of ["br", "gzip"] as const) {
        const packed = compress(body, encoding);
        if (packed.length < body.length) {
          await writeFile(path.join(clientDir, file + ENCODING_SUFFIX[encoding]), packed);
          encodings.push(encoding);
        }
      }
    }
    manifest[urlPathOf(file)] = {
      file,
      etag,
      encodings,
      ...(file.endsWith(".html")
        ? { scriptHashes: inlineScriptHashes(body.toString("utf8")) }
        : {}),
    };
  }
  await writeFile(
    path.join(clientDir, "..", STATIC_MANIFEST_FILE),
    JSON.stringify(manifest, null, 1),
  );
  return manifest;
}
