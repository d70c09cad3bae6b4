import { createServer, request } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdtemp, mkdir, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createHash } from "node:crypto";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BUILD_ORIGIN } from "~/lib/build-origin";
import { finishClientBuild } from "./build-finish";
import { chooseEncoding } from "./static-encoding";
import {
  loadStaticFiles,
  pageFromMemory,
  staticFileHandler,
  type StaticFiles,
} from "./static-files";

describe("chooseEncoding", () => {
  const all = {
    identity: { body: Buffer.from(""), etag: "" },
    br: { body: Buffer.from(""), etag: "" },
    gzip: { body: Buffer.from(""), etag: "" },
  };
  it("prefers brotli, then gzip, then the plain bytes", () => {
    expect(chooseEncoding("gzip, deflate, br", all)).toBe("br");
    expect(chooseEncoding("gzip", all)).toBe("gzip");
    expect(chooseEncoding(undefined, all)).toBe("identity");
  });
  it("honours q=0 refusals and missing variants", () => {
    expect(chooseEncoding("br;q=0, gzip", all)).toBe("gzip");
    expect(chooseEncoding("br", { identity: all.identity })).toBe("identity");
  });
});

const page = `<!doctype html><script>go()</script>${"<p>steady</p>".repeat(300)}`;

async function buildFixture(): Promise<StaticFiles> {
  const dir = await mkdtemp(path.join(tmpdir(), "sg-static-"));
  const client = path.join(dir, "client");
  await mkdir(path.join(client, "assets"), { recursive: true });
  await mkdir(path.join(client, "about"), { recursive: true });
  await writeFile(path.join(client, "about", "index.html"), page);
  await writeFile(path.join(client, "assets", "app-abc123.js"), "console.log('x');".repeat(100));
  await finishClientBuild(client);
  return loadStaticFiles(client, "production", { "X-Content-Type-Options": "nosniff" });
}

describe("the static files answered from memory", () => {
  let base = "";
  let close = () => {};

  beforeAll(async () => {
    const files = await buildFixture();
    const answer = staticFileHandler(files);
    const server = createServer((req, res) => {
      if (!answer(req, res)) res.writeHead(404).end("fallthrough");
    }).listen(0);
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close());

  it("answers a page with the encoding asked for, its CSP hash and security headers", async () => {
    const response = await fetch(`${base}/about`, { headers: { "accept-encoding": "gzip" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(response.headers.get("vary")).toBe("Accept-Encoding");
    expect(response.headers.get("content-security-policy")).toMatch(/script-src 'self' 'sha256-/);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(await response.text()).toBe(page); // fetch decompresses
  });

  it("answers 304 to a matching If-None-Match and HEAD without a body", async () => {
    const first = await fetch(`${base}/about`, { headers: { "accept-encoding": "br" } });
    const etag = first.headers.get("etag")!;
    const again = await fetch(`${base}/about`, {
      headers: { "accept-encoding": "br", "if-none-match": etag },
    });
    expect(again.status).toBe(304);
    const head = await fetch(`${base}/about`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
  });

  it("leaves a page with a query string to the renderer, but not an asset", async () => {
    expect(await (await fetch(`${base}/about?type=book`)).text()).toBe("fallthrough");
    expect((await fetch(`${base}/assets/app-abc123.js?v=1`)).status).toBe(200);
  });

  it("caches hashed assets as immutable and passes unknown paths and POSTs on", async () => {
    const asset = await fetch(`${base}/assets/app-abc123.js`);
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect((await fetch(`${base}/nothing-here`)).status).toBe(404);
    expect(await (await fetch(`${base}/about`, { method: "POST" })).text()).toBe("fallthrough");
  });
});

/** A raw request, so that the target can be written in absolute form as a proxy would. */
function rawGet(port: number, target: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>(
    (resolve, reject) => {
      const req = request({ host: "127.0.0.1", port, path: target, headers }, (res) => {
        let body = "";
        res.on("data", (chunk: Buffer) => (body += chunk.toString("latin1")));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      });
      req.on("error", reject);
      req.end();
    },
  );
}

describe("staticFileHandler (server/main.ts's path in front of Express)", () => {
  let port = 0;
  let close = () => {};

  beforeAll(async () => {
    const answer = staticFileHandler(await buildFixture());
    const server = createServer((req, res) => {
      if (!answer(req, res)) res.writeHead(404).end("fallthrough");
    });
    server.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    port = (server.address() as AddressInfo).port;
    close = () => server.close();
  });
  afterAll(() => close());

  it("answers from memory with every header, prepared once", async () => {
    const response = await rawGet(port, "/about", { "accept-encoding": "gzip, br" });
    expect(response.status).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["content-security-policy"]).toMatch(/'sha256-/);
    expect(Number(response.headers["content-length"])).toBe(response.body.length);
    const plain = await rawGet(port, "/about");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(page);
  });

  it("answers 304 without a body when the ETag matches", async () => {
    const first = await rawGet(port, "/about", { "accept-encoding": "gzip" });
    const again = await rawGet(port, "/about", {
      "accept-encoding": "gzip",
      "if-none-match": `W/${first.headers.etag as string}`,
    });
    expect(again.status).toBe(304);
    expect(again.body).toBe("");
    expect(again.headers.etag).toBe(first.headers.etag);
  });

  it("serves an absolute-form target, and leaves pages with a query to Express", async () => {
    const absolute = await rawGet(port, `http://127.0.0.1:${port}/assets/app-abc123.js?v=2`);
    expect(absolute.status).toBe(200);
    expect(absolute.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect((await rawGet(port, "/about?type=book")).body).toBe("fallthrough");
    expect((await rawGet(port, "/about/")).body).toBe("fallthrough");
  });
});

describe("pageFromMemory (a page re-rendered while the server runs)", () => {
  const SITE = "https://steady-ground.example";
  const script = `window.ctx={"siteUrl":"${BUILD_ORIGIN}"};`;
  const rendered = [
    `<!doctype html><html><head><link rel="canonical" href="${BUILD_ORIGIN}/resource/x"/>`,
    `<link rel="modulepreload" href="/assets/entry-abc.js"/><link rel="stylesheet" href="/assets/a.css"/>`,
    `</head><body>${"<p>steady</p>".repeat(100)}<script>${script}</script></body></html>`,
  ].join("");

  it("is made as the prerendered pages are: SITE_URL in place, module preloads gone, hashed", async () => {
    const file = await pageFromMemory(
      "/resource/x",
      "resource/x/index.html",
      Buffer.from(rendered),
      {
        mode: "production",
        baseHeaders: {},
        siteUrl: SITE,
      },
    );
    const answer = staticFileHandler(new Map([["/resource/x", file]]));
    const server = createServer((req, res) => {
      if (!answer(req, res)) res.writeHead(404).end("fallthrough");
    });
    server.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    try {
      const port = (server.address() as AddressInfo).port;
      const plain = await rawGet(port, "/resource/x");
      expect(plain.status).toBe(200);
      expect(plain.body).not.toContain(BUILD_ORIGIN);
      expect(plain.body).toContain(`<link rel="canonical" href="${SITE}/resource/x"/>`);
      expect(plain.body).not.toContain("modulepreload");
      expect(plain.body).toContain(`<link rel="stylesheet" href="/assets/a.css"/>`);
      // The CSP allows the script as it is sent, with SITE_URL in it.
      const sent = script.replaceAll(BUILD_ORIGIN, SITE);
      const hash = createHash("sha256").update(sent, "utf8").digest("base64");
      expect(plain.headers["content-security-policy"]).toContain(`'sha256-${hash}'`);
      const zipped = await rawGet(port, "/resource/x", { "accept-encoding": "gzip" });
      expect(zipped.headers["content-encoding"]).toBe("gzip");
      expect(zipped.headers.etag).not.toBe(plain.headers.etag);
      expect(gunzipSync(Buffer.from(zipped.body, "latin1")).toString("latin1")).toBe(plain.body);
    } finally {
      server.close();
    }
  });
});
