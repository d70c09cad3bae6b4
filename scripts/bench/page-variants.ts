import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { etagOf, inlineScriptHashes } from "../../server/build-finish";
import { STATIC_MANIFEST_FILE, type StaticManifest } from "../../server/static-manifest";

/**
 * What `npm run bench:lcp` measures: each content page rewritten to show what its first paint
 * waits on. None of these is shipped; they are the yardsticks in docs/performance.md, round 4.
 */

export type Variant = "as built" | "scripts after load" | "no scripts" | "no scripts, CSS inline";
export const VARIANTS: Variant[] = [
  "as built",
  "scripts after load",
  "no scripts",
  "no scripts, CSS inline",
];

const MODULE_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;
const EXECUTABLE_SCRIPT = /<script(?! type="application\/ld\+json")[^>]*>[\s\S]*?<\/script>/g;
const STYLESHEET = /<link rel="stylesheet" href="[^"]+"\/>/;

/**
 * React Router's module script with its static imports made dynamic and the whole run once the
 * page's `load` event has fired: the page still hydrates, but no script is fetched before then.
 */
export function scriptsAfterLoad(html: string): string {
  return html.replace(MODULE_SCRIPT, (_, body: string) => {
    const imports: string[] = [];
    const rest = body.replace(
      /import \* as (\w+) from ("[^"]+");/g,
      (_import, name: string, source: string) => {
        imports.push(`const ${name} = await import(${source});`);
        return "";
      },
    );
    return `<script type="module">addEventListener("load", async () => {${imports.join("")}${rest}});</script>`;
  });
}

/** Every executable script gone (structured data stays): the page as it is before JavaScript. */
export function withoutScripts(html: string): string {
  return html.replace(EXECUTABLE_SCRIPT, "");
}

/** The site stylesheet's link replaced by the whole stylesheet in a `<style>` element. */
export function stylesheetInline(html: string, css: string): string {
  return html.replace(STYLESHEET, () => `<style>${css}</style>`);
}

export function rewrite(html: string, variant: Variant, css: string): string {
  switch (variant) {
    case "as built":
      return html;
    case "scripts after load":
      return scriptsAfterLoad(html);
    case "no scripts":
      return withoutScripts(html);
    case "no scripts, CSS inline":
      return stylesheetInline(withoutScripts(html), css);
  }
}

/**
 * Rewrites the given pages of a bench copy (scripts/bench/build.ts) in place, with their
 * compressed files, ETags and CSP script hashes, so that the server answers them as it would
 * have had they been built that way. Returns each page's gzip size.
 */
export async function rewriteCopy(
  copy: string,
  paths: string[],
  variant: Variant,
): Promise<Record<string, number>> {
  const assets = path.join(copy, "client", "assets");
  const cssFile = (await readdir(assets)).find((file) => /^tailwind-.*\.css$/.test(file));
  const css = cssFile ? await readFile(path.join(assets, cssFile), "utf8") : "";
  const manifestFile = path.join(copy, STATIC_MANIFEST_FILE);
  const manifest = JSON.parse(await readFile(manifestFile, "utf8")) as StaticManifest;
  const sizes: Record<string, number> = {};
  for (const page of paths) {
    const entry = manifest[page];
    if (!entry) throw new Error(`${page} is not a prerendered page of this build`);
    const file = path.join(copy, "client", entry.file);
    const html = rewrite(await readFile(file, "utf8"), variant, css);
    const body = Buffer.from(html);
    const gzip = gzipSync(body, { level: 9 });
    await writeFile(file, body);
    await writeFile(`${file}.gz`, gzip);
    await writeFile(`${file}.br`, brotliCompressSync(body));
    manifest[page] = { ...entry, etag: etagOf(body), scriptHashes: inlineScriptHashes(html) };
    sizes[page] = gzip.length;
  }
  await writeFile(manifestFile, JSON.stringify(manifest));
  return sizes;
}
