import type { APIRequestContext, Page } from "@playwright/test";
import { SITE_PAGES } from "~/content/site-pages";
import { expect, test } from "./fixtures";
import { metaContent, serverHtml } from "./server-html";
import { SITE_URL } from "./site-url";

/** The build machine's address and the origin prerendered pages are written with. */
const FORBIDDEN_ORIGINS = ["localhost", "127.0.0.1", "build-origin.steady-ground.invalid"];

async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get("/sitemap.xml")).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

/**
 * Every public page: each one the page registry lists (including those rendered per request and
 * those kept out of the sitemap), and the sitemap's pages with a parameter in their address
 * (categories, resources, articles, crisis lines by country).
 */
async function publicPaths(request: APIRequestContext): Promise<string[]> {
  return [...new Set([...SITE_PAGES.map((page) => page.path), ...(await sitemapPaths(request))])];
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(body: Buffer): { width: number; height: number } {
  expect(body.subarray(1, 4).toString("latin1")).toBe("PNG");
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

/** How long one picture may take to load once it is on screen. */
const PICTURE_LOAD_MS = 10_000;

/**
 * Scrolls through the page so that lazy pictures load, then checks every one of them: sized as
 * announced, with alt text, loaded, and one of the rendered AVIF or WebP files. The pictures are
 * read in the page in one round trip (a card page holds dozens).
 */
async function expectPicturesLoaded(page: Page) {
  const pictures = await page.evaluate(async (loadMs) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (let y = 0; y < document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      // A frame at each step: the browser sees each picture come near and starts loading it.
      await frame();
    }
    const all = [...document.querySelectorAll<HTMLImageElement>("main picture img")];
    for (const img of all) {
      if (img.complete) continue;
      img.scrollIntoView({ block: "center" });
      await new Promise((resolve) => {
        img.addEventListener("load", resolve, { once: true });
        img.addEventListener("error", resolve, { once: true });
        setTimeout(resolve, loadMs);
      });
    }
    return all.map((img) => ({
      src: img.getAttribute("src"),
      width: img.getAttribute("width"),
      height: img.getAttribute("height"),
      alt: img.getAttribute("alt"),
      loaded: img.complete && img.naturalWidth > 0,
      currentSrc: img.currentSrc,
    }));
  }, PICTURE_LOAD_MS);
  expect(pictures.length).toBeGreaterThan(0);
  for (const picture of pictures) {
    const { src, ...seen } = picture;
    expect(seen, `${page.url()}: ${src}`).toEqual({
      width: "640",
      height: "360",
      alt: expect.any(String),
      loaded: true,
      // The browser chose one of the rendered AVIF or WebP files, not a failed or missing one.
      currentSrc: expect.stringMatching(
        /\/images\/illustrations\/[a-z0-9-]+-(420|840)\.(avif|webp)$/,
      ),
    });
  }
  return pictures.length;
}

test("every category and topic page shows its own picture first, and every card's loads", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000); // eighteen pages, each scrolled through
  const paths = (await sitemapPaths(request)).filter((path) => path.startsWith("/category/"));
  expect(paths.length).toBe(3 + 15);
  const heroes = new Set<string>();
  for (const path of paths) {
    await page.goto(path);
    const hero = page.locator("main picture img").first();
    await expect(hero, path).toHaveAttribute("fetchpriority", "high");
    await expect(hero, path).toHaveAttribute("loading", "eager");
    expect((await hero.getAttribute("alt"))?.length, path).toBeGreaterThan(20);
    heroes.add((await hero.getAttribute("src"))!);
    await expectPicturesLoaded(page);
    // Cards further down wait until they are near the screen.
    const cards = page.locator("main article picture img");
    if ((await cards.count()) > 0) {
      await expect(cards.first()).toHaveAttribute("loading", "lazy");
      await expect(cards.first()).toHaveAttribute("alt", "");
    }
  }
  expect(heroes.size, "each category and topic has a picture of its own").toBe(paths.length);
});

test("the home page's categories, featured cards and a resource page show their pictures", async ({
  page,
}) => {
  await page.goto("/");
  expect(await expectPicturesLoaded(page)).toBe(3 + 6);
  await page.goto("/resource/the-body-keeps-the-score");
  await expectPicturesLoaded(page);
  await expect(page.locator("main picture img").first()).toHaveAttribute(
    "src",
    "/images/illustrations/trauma-840.webp",
  );
});

test("pictures come as AVIF and WebP at two widths, cached and sized as announced", async ({
  request,
}) => {
  for (const format of ["avif", "webp"]) {
    for (const width of [420, 840]) {
      const response = await request.get(`/images/illustrations/sleep-${width}.${format}`);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toBe(`image/${format}`);
      expect((await response.body()).length).toBeLessThan(40_000);
    }
  }
});

test("every public page has a 1200x630 share image, its alt text and a large card", async ({
  request,
}) => {
  const seen = new Set<string>();
  for (const path of await publicPaths(request)) {
    const { document } = await serverHtml(request, path);
    const image = metaContent(document, "og:image");
    expect(image, path).toMatch(new RegExp(`^${SITE_URL}/social/[a-z0-9-]+\\.png$`));
    expect(metaContent(document, "og:image:alt")?.length, path).toBeGreaterThan(10);
    expect(metaContent(document, "og:image:width"), path).toBe("1200");
    expect(metaContent(document, "og:image:height"), path).toBe("630");
    expect(metaContent(document, "twitter:card"), path).toBe("summary_large_image");
    const imagePath = new URL(image!).pathname;
    if (seen.has(imagePath)) continue;
    seen.add(imagePath);
    const response = await request.get(imagePath);
    expect(response.status(), imagePath).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/png");
    expect(pngSize(await response.body()), imagePath).toEqual({ width: 1200, height: 630 });
  }
  expect(seen.size).toBeGreaterThan(80);
});

test("an article's structured data names its share image and published length", async ({
  request,
}) => {
  const { document } = await serverHtml(request, "/blog/depression-in-men");
  const json = document.querySelector('script[type="application/ld+json"]')?.textContent;
  const { "@graph": graph } = JSON.parse(json!) as {
    "@graph": Array<{ "@type": string; image?: { url: string }; wordCount?: number }>;
  };
  const data = graph.find((node) => node["@type"] === "BlogPosting")!;
  expect(data.image?.url).toBe(`${SITE_URL}/social/blog--depression-in-men.png`);
  expect(data.wordCount).toBe(1800);
});

test("the favicon set and the web manifest are served", async ({ request }) => {
  const { document } = await serverHtml(request, "/");
  const linked = [...document.head.querySelectorAll("link[href]")].map((link) =>
    link.getAttribute("href"),
  );
  for (const href of [
    "/favicon.ico",
    "/favicon.svg",
    "/apple-touch-icon.png",
    "/manifest.webmanifest",
  ]) {
    expect(linked, href).toContain(href);
    expect((await request.get(href)).status(), href).toBe(200);
  }
  const manifest = (await (await request.get("/manifest.webmanifest")).json()) as {
    icons: Array<{ src: string; sizes: string }>;
  };
  for (const icon of manifest.icons.filter((entry) => entry.src.endsWith(".png"))) {
    const [width, height] = icon.sizes.split("x").map(Number);
    expect(pngSize(await (await request.get(icon.src)).body())).toEqual({ width, height });
  }
});

test("no page, feed or data file carries the build machine's address when SITE_URL is set", async ({
  request,
}) => {
  const paths = await publicPaths(request);
  const targets = [
    ...paths,
    // React Router's data for client navigation, rendered at build time like the pages.
    ...paths
      .filter((path) => path !== "/search")
      .map((path) => (path === "/" ? "/_root.data" : `${path}.data`)),
    "/sitemap.xml",
    "/robots.txt",
    "/blog/rss.xml",
    "/submit",
    "/no-such-page",
    "/category/lifestyle?type=book",
  ];
  for (const target of targets) {
    const response = await request.get(target);
    const body = await response.text();
    for (const origin of FORBIDDEN_ORIGINS)
      expect(body, `${target} names ${origin}`).not.toContain(origin);
  }
  const home = await (await request.get("/")).text();
  expect(home).toContain(`<link rel="canonical" href="${SITE_URL}/"/>`);
  expect(home).toContain(`<meta property="og:url" content="${SITE_URL}/"/>`);
  const feed = await (await request.get("/blog/rss.xml")).text();
  expect(feed).toContain(`<link>${SITE_URL}/blog</link>`);
});
