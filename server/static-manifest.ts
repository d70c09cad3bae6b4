/** What the build step records about each file of the client build, and the server reads back. */
export type Encoding = "br" | "gzip";

export interface StaticEntry {
  /** Path of the file, relative to the client build folder. */
  file: string;
  /** Strong validator of the uncompressed bytes. */
  etag: string;
  /** Precompressed variants written beside the file (`file.br`, `file.gz`). */
  encodings: Encoding[];
  /** CSP sources (`'sha256-…'`) of the page's inline scripts, for HTML files. */
  scriptHashes?: string[];
}

/** Keyed by URL path: `/`, `/about`, `/about.data`, `/assets/root-abc123.js`. */
export type StaticManifest = Record<string, StaticEntry>;

export const STATIC_MANIFEST_FILE = "static-manifest.json";

export const ENCODING_SUFFIX: Record<Encoding, string> = { br: ".br", gzip: ".gz" };

/**
 * `about/index.html` → `/about`; `index.html` → `/`; anything else keeps its path.
 * @public build-finish.ts uses it, but knip reads that file only as the build config's import.
 */
export function urlPathOf(file: string): string {
  const posix = file.split("\\").join("/");
  if (posix === "index.html") return "/";
  if (posix.endsWith("/index.html")) return `/${posix.slice(0, -"/index.html".length)}`;
  return `/${posix}`;
}
