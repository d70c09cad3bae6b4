import { createHash } from "node:crypto";
import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { BUILD_ORIGIN } from "~/lib/build-origin";
import { finishClientBuild } from "./build-finish";
import { loadStaticFiles, startBrotli, staticFileHandler } from "./static-files";

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
    expect(gunzipSync(about.gzip!.body).toString()).toBe(expected);
    // Brotli is made when first asked for (the start-up does not wait for it).
    expect(about.br).toBeUndefined();
    await startBrotli(files.get("/about")!);
    expect(brotliDecompressSync(about.br!.body).toString()).toBe(expected);
    expect(about.br!.etag).toBe(`${about.identity!.etag.slice(0, -1)}-br"`);
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

  it("answers gzip to the first request that takes brotli, then brotli once it is made", async () => {
    const { files } = await load(SITE);
    const answer = staticFileHandler(files);
    const server = createServer((req, res) => {
      if (!answer(req, res)) res.writeHead(404).end();
    }).listen(0);
    await new Promise((resolve) => server.once("listening", resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/about`;
    const expected = page.replaceAll(BUILD_ORIGIN, SITE);
    try {
      const first = await fetch(url, { headers: { "accept-encoding": "br, gzip" } });
      expect(first.headers.get("content-encoding")).toBe("gzip");
      expect(await first.text()).toBe(expected);
      await startBrotli(files.get("/about")!); // the one the first request started
      const second = await fetch(url, { headers: { "accept-encoding": "br, gzip" } });
      expect(second.headers.get("content-encoding")).toBe("br");
      expect(await second.text()).toBe(expected);
    } finally {
      server.close();
    }
  });

  it("makes no brotli for a client that takes only gzip", async () => {
    const { files } = await load(SITE);
    const answer = staticFileHandler(files);
    const server = createServer((req, res) => {
      if (!answer(req, res)) res.writeHead(404).end();
    }).listen(0);
    await new Promise((resolve) => server.once("listening", resolve));
    try {
      const port = (server.address() as AddressInfo).port;
      await fetch(`http://127.0.0.1:${port}/about`, { headers: { "accept-encoding": "gzip" } });
      expect(files.get("/about")!.brotliLater?.started).toBe(false);
    } finally {
      server.close();
    }
  });

  it("changes nothing without a SITE_URL (the build's own bytes)", async () => {
    const { files, manifest } = await load(undefined);
    expect(files.get("/about")!.variants.identity!.etag).toBe(manifest["/about"]!.etag);
  });
});
