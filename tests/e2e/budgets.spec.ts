import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { SITE_PAGES } from "../../app/content/site-pages";

/** The budgets for content pages, in gzipped bytes (docs/product.md, Performance targets). */
const JS_BUDGET = 125 * 1024;
const HOME_HTML_BUDGET = 60 * 1024;
/** Pictures a content page asks for at 2x (a phone's screen), AVIF: a slow connection's worth. */
const IMAGE_BUDGET = 150 * 1024;

const CLIENT = path.resolve(process.env.BUILD_DIR ?? "build", "client");
/**
 * Every kind of content page, each by one example: the JavaScript a page loads depends on its
 * route module, not on which category or resource it shows. All are prerendered but /search,
 * which is rendered per request and read from the running server.
 */
const PAGES = {
  home: "/",
  category: "/category/psychological-concerns",
  subcategory: "/category/psychological-concerns/depression",
  topic: "/depression",
  resource: "/resource/radical-compassion",
  article: "/blog/how-to-choose-a-therapist",
  blog: "/blog",
  understanding: "/understanding-depression",
  about: "/about",
  "get-help": "/get-help",
  "get-help/us": "/get-help/us",
  "safety-plan": "/safety-plan",
  "check-in": "/check-in",
  "phq-9": "/check-in/phq-9",
  "gad-7": "/check-in/gad-7",
  search: "/search",
  // The Spanish pages, held to the same budgets (docs/decisions/042-i18n-with-lingui.md): every
  // one in the page registry (/es/respirar among them), and a country's crisis lines.
  ...Object.fromEntries(
    SITE_PAGES.filter((page) => page.locale === "es").map((page) => [
      page.path.slice(1),
      page.path,
    ]),
  ),
  "es/ayuda/us": "/es/ayuda/us",
};

const gzipped = (bytes: Buffer) => gzipSync(bytes, { level: 9 }).length;
const htmlFile = (urlPath: string) =>
  path.join(CLIENT, urlPath === "/" ? "index.html" : `${urlPath}/index.html`);

/** A page's HTML: the prerendered file, or the server's answer for a page rendered per request. */
async function htmlOf(request: APIRequestContext, urlPath: string): Promise<Buffer> {
  if (existsSync(htmlFile(urlPath))) return readFileSync(htmlFile(urlPath));
  const response = await request.get(urlPath);
  expect(response.status(), urlPath).toBe(200);
  return response.body();
}

/**
 * The illustrations a page shows, and the AVIF bytes a browser fetches for them at 1x and at 2x
 * (the widths it picks from srcset). Lazy ones are counted too: scrolling fetches them. A picture
 * shown twice (two cards of one type) is fetched once, so it counts once.
 */
function imagesOf(html: string): { count: number; avif1x: number; avif2x: number } {
  const keys = [
    ...new Set(
      [...html.matchAll(/<img[^>]+src="\/images\/illustrations\/([a-z0-9-]+)-840\.webp"/g)].map(
        (match) => match[1]!,
      ),
    ),
  ];
  const size = (key: string, width: number) =>
    statSync(path.join(CLIENT, "images", "illustrations", `${key}-${width}.avif`)).size;
  return {
    count: keys.length,
    avif1x: keys.reduce((sum, key) => sum + size(key, 420), 0),
    avif2x: keys.reduce((sum, key) => sum + size(key, 840), 0),
  };
}

/** Static imports of a built module (`import … from "./x.js"`, `import "./x.js"`); not `import()`. */
const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*["'](\.{1,2}\/[^"']+\.js)["']/g;

/**
 * The JavaScript a page makes the browser load before it is interactive: the scripts and module
 * preloads its HTML names, the modules its inline script imports, and everything those import in
 * turn. Prerendered pages no longer list module preloads (docs/decisions/027), so the imports are
 * followed through the built files themselves. Lazy `import()` chunks are not counted.
 */
function scriptsOf(html: string): string[] {
  const roots = [
    ...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g),
    ...html.matchAll(/<script[^>]+src="([^"]+)"/g),
    ...html.matchAll(/import\s*(?:[^"']*from\s*)?["'](\/assets\/[^"']+\.js)["']/g),
    // React Router's client entry, which the inline script starts once the route modules load.
    ...html.matchAll(/"entry":\s*\{\s*"module":\s*"([^"]+)"/g),
  ]
    .map((match) => match[1]!)
    .filter((href) => href.startsWith("/assets/"));
  const seen = new Set<string>();
  const visit = (href: string) => {
    if (seen.has(href)) return;
    seen.add(href);
    const code = readFileSync(path.join(CLIENT, href), "utf8");
    for (const [, relative] of code.matchAll(STATIC_IMPORT)) {
      visit(path.posix.join(path.posix.dirname(href), relative!));
    }
  };
  roots.forEach(visit);
  return [...seen];
}

// Reads the build the web server was started from (and asks the server for /search); no browser.
test("content pages stay within the JavaScript, HTML and picture budgets", async ({ request }) => {
  const pages = await Promise.all(
    Object.entries(PAGES).map(async ([name, urlPath]) => ({
      name,
      urlPath,
      html: await htmlOf(request, urlPath),
    })),
  );
  const rows = pages.map(({ name, urlPath, html }) => {
    const scripts = scriptsOf(html.toString("utf8"));
    // The count follows the imports from React Router's client entry: if the build stops
    // naming it where scriptsOf looks, the budget would quietly measure next to nothing.
    expect(
      scripts.some((href) => /\/entry\.client-[^/]+\.js$/.test(href)),
      urlPath,
    ).toBe(true);
    const js = scripts.reduce(
      (sum, href) => sum + gzipped(readFileSync(path.join(CLIENT, href))),
      0,
    );
    const images = imagesOf(html.toString("utf8"));
    return {
      name,
      urlPath,
      scripts: scripts.length,
      jsGzip: js,
      htmlGzip: gzipped(html),
      ...images,
    };
  });
  const kb = (bytes: number, width: number) => `${(bytes / 1024).toFixed(1).padStart(width)} KB`;
  console.log(
    "\npage          path                                         scripts  JS (gzip)   HTML (gzip)  images  AVIF 1x     AVIF 2x",
  );
  for (const row of rows) {
    console.log(
      `${row.name.padEnd(13)} ${row.urlPath.padEnd(44)} ${String(row.scripts).padStart(7)} ${kb(row.jsGzip, 8)} ${kb(row.htmlGzip, 9)} ${String(row.count).padStart(7)} ${kb(row.avif1x, 7)} ${kb(row.avif2x, 8)}`,
    );
  }
  for (const row of rows) {
    expect(row.scripts, `${row.name} loads no JavaScript?`).toBeGreaterThan(0);
    expect(row.jsGzip, `${row.name} JavaScript`).toBeLessThanOrEqual(JS_BUDGET);
    expect(row.avif2x, `${row.name} pictures at 2x`).toBeLessThanOrEqual(IMAGE_BUDGET);
  }
  expect(rows.find((row) => row.name === "home")!.htmlGzip, "home HTML").toBeLessThanOrEqual(
    HOME_HTML_BUDGET,
  );
});
