import { createHash } from "node:crypto";
import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { BUILD_ORIGIN } from "~/lib/build-origin";
import { finishClientBuild } from "./build-finish";
import { loadStaticFiles } from "./static-files";

const SITE = "https://steady.example";
const script = `window.ctx={"siteUrl":"${BUILD_ORIGIN}"};`;
const page = [
  "<!doctype html>",
  `<link rel="canonical" href="${BUILD_ORIGIN}/about"/>`,
  `<script>${script}</script>`,
  "<p>steady</p>".repeat(200),
].join("");
const robots = `User-agent: *\nSitemap: ${BUILD_ORIGIN}/sitemap.xml\n`;
const asset = "console.log('no origin here');".repeat(40);

async function load(siteUrl?: string) {
  const dir = await mkdtemp(path.join(tmpdir(), "sg-origin-"));
  const client = path.join(dir, "client");
  await mkdir(path.join(client, "about"), { recursive: true });
  await mkdir(path.join(client, "assets"), { recursive: true });
  await writeFile(path.join(client, "about", "index.html"), page);
  await writeFile(path.join(client, "robots.txt"), robots);
  await writeFile(path.join(client, "assets", "app-abc.js"), asset);
  const manifest = await finishClientBuild(client);
  const files = await loadStaticFiles(client, "production", {}, { siteUrl });
  return { files, manifest };
}

const sha256 = (text: string) =>
  `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

describe("loading the build with SITE_URL", () => {
  it("puts SITE_URL in every encoding of a page, with a new ETag and CSP hash", async () => {
    const { files, manifest } = await load(SITE);
    const about = files.get("/about")!.variants;
    const expected = page.replaceAll(BUILD_ORIGIN, SITE);
    expect(about.identity!.body.toString()).toBe(expected);
    expect(brotliDecompressSync(about.br!.body).toString()).toBe(expected);
    expect(gunzipSync(about.gzip!.body).toString()).toBe(expected);
    expect(about.identity!.etag).not.toBe(manifest["/about"]!.etag);
    const headers = about.identity!.headers;
    const csp = headers[headers.indexOf("Content-Security-Policy") + 1];
    expect(csp).toContain(sha256(script.replaceAll(BUILD_ORIGIN, SITE)));
    expect(csp).not.toContain(sha256(script));
  });

  it("rewrites robots.txt and leaves files without the origin as the build wrote them", async () => {
    const { files, manifest } = await load(SITE);
    expect(files.get("/robots.txt")!.variants.identity!.body.toString()).toContain(
      `Sitemap: ${SITE}/sitemap.xml`,
    );
    const js = files.get("/assets/app-abc.js")!.variants;
    expect(js.identity!.etag).toBe(manifest["/assets/app-abc.js"]!.etag);
    expect(js.identity!.body.toString()).toBe(asset);
  });

  it("changes nothing without a SITE_URL (the build's own bytes)", async () => {
    const { files, manifest } = await load(undefined);
    expect(files.get("/about")!.variants.identity!.etag).toBe(manifest["/about"]!.etag);
  });
});
