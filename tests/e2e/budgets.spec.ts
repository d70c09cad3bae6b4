import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";

/** The budgets for content pages, in gzipped bytes (docs/product.md, Performance targets). */
const JS_BUDGET = 125 * 1024;
const HOME_HTML_BUDGET = 60 * 1024;

const CLIENT = path.resolve(process.env.BUILD_DIR ?? "build", "client");
const PAGES = {
  home: "/",
  category: "/category/psychological-concerns",
  resource: "/resource/radical-compassion",
  article: "/blog/how-to-choose-a-therapist",
};

const gzipped = (bytes: Buffer) => gzipSync(bytes, { level: 9 }).length;
const htmlFile = (urlPath: string) =>
  path.join(CLIENT, urlPath === "/" ? "index.html" : `${urlPath}/index.html`);

/** The JavaScript a page makes the browser load before it is interactive. */
function scriptsOf(html: string): string[] {
  const hrefs = [
    ...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g),
    ...html.matchAll(/<script[^>]+src="([^"]+)"/g),
    ...html.matchAll(/import\s*(?:[^"']*from\s*)?["'](\/assets\/[^"']+\.js)["']/g),
  ].map((match) => match[1]!);
  return [...new Set(hrefs.filter((href) => href.startsWith("/assets/")))];
}

// Reads the build the web server was started from; no browser needed.
test("content pages stay within the JavaScript and HTML budgets", () => {
  const rows = Object.entries(PAGES).map(([name, urlPath]) => {
    const html = readFileSync(htmlFile(urlPath));
    const scripts = scriptsOf(html.toString("utf8"));
    const js = scripts.reduce(
      (sum, href) => sum + gzipped(readFileSync(path.join(CLIENT, href))),
      0,
    );
    return { name, urlPath, scripts: scripts.length, jsGzip: js, htmlGzip: gzipped(html) };
  });
  console.log("\npage       path                                 scripts  JS (gzip)   HTML (gzip)");
  for (const row of rows) {
    console.log(
      `${row.name.padEnd(10)} ${row.urlPath.padEnd(36)} ${String(row.scripts).padStart(7)} ${(row.jsGzip / 1024).toFixed(1).padStart(8)} KB ${(row.htmlGzip / 1024).toFixed(1).padStart(9)} KB`,
    );
  }
  for (const row of rows) {
    expect(row.scripts, `${row.name} loads no JavaScript?`).toBeGreaterThan(0);
    expect(row.jsGzip, `${row.name} JavaScript`).toBeLessThanOrEqual(JS_BUDGET);
  }
  expect(rows.find((row) => row.name === "home")!.htmlGzip, "home HTML").toBeLessThanOrEqual(
    HOME_HTML_BUDGET,
  );
});
