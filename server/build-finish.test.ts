import { createHash } from "node:crypto";
import { mkdtemp, mkdir, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { finishClientBuild, inlineScriptHashes, withoutModulePreloads } from "./build-finish";
import { urlPathOf } from "./static-manifest";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("inlineScriptHashes", () => {
  it("hashes inline scripts, and skips external and JSON-LD ones", () => {
    const html =
      '<script>window.a=1</script><script type="module">import "/x.js"</script>' +
      '<script src="/y.js"></script><script type="application/ld+json">{"a":1}</script>';
    expect(inlineScriptHashes(html)).toEqual([sha("window.a=1"), sha('import "/x.js"')]);
  });
});

describe("withoutModulePreloads", () => {
  it("drops the module preloads and keeps the stylesheet, the module script and the page", () => {
    const html =
      '<head><link rel="modulepreload" href="/assets/a.js"/><link rel="modulepreload" href="/assets/b.js"/>' +
      '<link rel="stylesheet" href="/assets/s.css"/></head><body><p>calm words</p>' +
      '<script type="module" async="">import "/assets/a.js";</script></body>';
    expect(withoutModulePreloads(html)).toBe(
      '<head><link rel="stylesheet" href="/assets/s.css"/></head><body><p>calm words</p>' +
        '<script type="module" async="">import "/assets/a.js";</script></body>',
    );
  });
});

describe("urlPathOf", () => {
  it("maps prerendered folders to their URL", () => {
    expect(urlPathOf("index.html")).toBe("/");
    expect(urlPathOf("about/index.html")).toBe("/about");
    expect(urlPathOf("about.data")).toBe("/about.data");
    expect(urlPathOf("assets/root-abc.js")).toBe("/assets/root-abc.js");
  });
});

describe("finishClientBuild", () => {
  it("writes brotli and gzip variants that decompress to the original, and a manifest", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "sg-build-"));
    const client = path.join(dir, "client");
    await mkdir(path.join(client, "about"), { recursive: true });
    const page = `<html><script>boot()</script>${"<p>calm words</p>".repeat(200)}</html>`;
    const preload = '<link rel="modulepreload" href="/assets/entry.js"/>';
    await writeFile(path.join(client, "about", "index.html"), preload + page);
    await writeFile(path.join(client, "tiny.txt"), "hi");

    const manifest = await finishClientBuild(client);

    expect(manifest["/about"]).toMatchObject({
      file: "about/index.html",
      encodings: ["br", "gzip"],
      scriptHashes: [sha("boot()")],
    });
    expect(manifest["/tiny.txt"]?.encodings).toEqual([]);
    const br = await readFile(path.join(client, "about", "index.html.br"));
    const gz = await readFile(path.join(client, "about", "index.html.gz"));
    expect(brotliDecompressSync(br).toString()).toBe(page);
    expect(gunzipSync(gz).toString()).toBe(page);
    // The page itself is rewritten too: every variant is the same page.
    expect(await readFile(path.join(client, "about", "index.html"), "utf8")).toBe(page);
    expect(JSON.parse(await readFile(path.join(dir, "static-manifest.json"), "utf8"))).toEqual(
      manifest,
    );
  });
});
