import { decodeHTML } from "entities";
import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { Resvg } from "@resvg/resvg-js";
import satori from "satori";
import sharp from "sharp";
import { ILLUSTRATIONS } from "../app/domain/illustrations";
import { SITE_PAGES } from "../app/content/site-pages";
import { POSTS, postPath } from "../app/features/blog/posts";
import { BUILD_ORIGIN } from "../app/lib/build-origin";
import { DEFAULT_SHARE_IMAGE, SHARE_IMAGE_SIZE } from "../app/lib/meta";
import { SITE_NAME, SITE_TAGLINE } from "../app/lib/site";

/**
 * Draws each prerendered page's share card (1200x630 PNG, the size og:image announces): the
 * page's title, the site's name and the page's illustration. The title and the card's path come
 * from the page's own og:title and og:image, so a card always matches its page. Text is laid out
 * by satori with Inter from npm (no font is fetched), and drawn by resvg.
 */

const require = createRequire(import.meta.url);
const font = (weight: 400 | 700) =>
  readFile(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`));

/**
 * Pages that show no illustration of their own, and the one their card borrows: each page's and
 * article's `cardArt` (app/content/site-pages.ts, app/features/blog/posts.ts). A page not listed
 * borrows its parent's (an article without `cardArt` takes `/blog`'s).
 */
export const CARD_ART: ReadonlyMap<string, string> = new Map([
  ...SITE_PAGES.flatMap((page) => (page.cardArt ? [[page.path, page.cardArt] as const] : [])),
  ...POSTS.flatMap((post) => (post.cardArt ? [[postPath(post), post.cardArt] as const] : [])),
]);
const DEFAULT_ART = "psychological-concerns";

interface Card {
  /** Where the card is written, as a URL path (`/social/about.png`). */
  image: string;
  title: string;
  art: string;
}

const CACHE_DIR = path.join("node_modules", ".cache", "steady-ground-share-cards");
const CARD_VERSION = "4";

/** Every prerendered page under `dir`, as a path with forward slashes ("blog/index.html"). */
async function listHtml(dir: string): Promise<string[]> {
  const files = await readdir(dir, { recursive: true });
  return files
    .filter((file) => file.endsWith(".html"))
    .map((file) => file.split(path.sep).join("/"));
}

function metaContent(html: string, property: string): string | undefined {
  const match = new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html);
  return match?.[1] === undefined ? undefined : decodeHTML(match[1]);
}

/** `About | Steady Ground` → `About`; the home page's `Steady Ground | …` → `…`. */
function pageTitle(ogTitle: string): string {
  const suffix = ` | ${SITE_NAME}`;
  if (ogTitle.endsWith(suffix)) return ogTitle.slice(0, -suffix.length);
  const prefix = `${SITE_NAME} | `;
  return ogTitle.startsWith(prefix) ? ogTitle.slice(prefix.length) : ogTitle;
}

/** The card a prerendered page asks for, or undefined when it uses the site's card. */
export function cardOf(urlPath: string, html: string): Card | undefined {
  const image = metaContent(html, "og:image")?.replace(BUILD_ORIGIN, "");
  const ogTitle = metaContent(html, "og:title");
  if (!image || !ogTitle || image === DEFAULT_SHARE_IMAGE) return undefined;
  const shown = /\/images\/illustrations\/([a-z0-9-]+)-\d+\.(?:webp|avif)/.exec(html)?.[1];
  const art =
    CARD_ART.get(urlPath) ??
    CARD_ART.get(path.posix.dirname(urlPath)) ??
    (shown && ILLUSTRATIONS[shown] ? shown : DEFAULT_ART);
  return { image, title: pageTitle(ogTitle).replaceAll(" | ", " · "), art };
}

type Node = { type: string; props: Record<string, unknown> };
const h = (type: string, style: Record<string, unknown>, children?: unknown, extra = {}): Node => ({
  type,
  props: { style, children, ...extra },
});

function titleSize(title: string): number {
  if (title.length > 90) return 42;
  if (title.length > 60) return 50;
  if (title.length > 32) return 58;
  return 68;
}

export async function drawCard(card: { title: string; art: Buffer; mark: string }) {
  const tree = h(
    "div",
    {
      width: SHARE_IMAGE_SIZE.width,
      height: SHARE_IMAGE_SIZE.height,
      boxSizing: "border-box",
      display: "flex",
      alignItems: "center",
      padding: 56,
      gap: 44,
      // One flat colour: a gradient bands once the PNG is reduced to a palette.
      backgroundColor: "#0b4a44",
      fontFamily: "Inter",
      color: "#f7faf8",
    },
    [
      h(
        "div",
        {
          display: "flex",
          flexDirection: "column",
          justifyContent: "space-between",
          width: 548,
          height: SHARE_IMAGE_SIZE.height - 2 * 56,
        },
        [
          h("div", { display: "flex", alignItems: "center", gap: 16 }, [
            h("img", { width: 52, height: 52 }, undefined, {
              src: card.mark,
              width: 52,
              height: 52,
            }),
            h("div", { fontSize: 32, fontWeight: 700, color: "#dff1ec" }, SITE_NAME),
          ]),
          h(
            "div",
            { fontSize: titleSize(card.title), fontWeight: 700, lineHeight: 1.15 },
            card.title,
          ),
          h("div", { fontSize: 24, lineHeight: 1.35, color: "#bfe6dc" }, SITE_TAGLINE),
        ],
      ),
      h("img", { width: 500, height: 281, borderRadius: 24 }, undefined, {
        src: `data:image/png;base64,${card.art.toString("base64")}`,
        width: 500,
        height: 281,
      }),
    ],
  );
  const svg = await satori(tree as never, {
    ...SHARE_IMAGE_SIZE,
    fonts: [
      { name: "Inter", data: await font(400), weight: 400, style: "normal" },
      { name: "Inter", data: await font(700), weight: 700, style: "normal" },
    ],
  });
  const png = new Resvg(svg, { fitTo: { mode: "width", value: SHARE_IMAGE_SIZE.width } })
    .render()
    .asPng();
  return sharp(png).png({ compressionLevel: 9, palette: true, quality: 90, dither: 1 }).toBuffer();
}

/** Writes every prerendered page's card, and the site's own, into the client build. */
export async function writeShareCards(options: {
  clientDir: string;
  illustrationsDir: string;
  markSvg: string;
}): Promise<number> {
  const { clientDir, illustrationsDir } = options;
  const cards = new Map<string, Card>();
  for (const file of await listHtml(clientDir)) {
    const urlPath = `/${file.replace(/(^|\/)index\.html$/, "")}`.replace(/\/$/, "") || "/";
    const card = cardOf(urlPath, await readFile(path.join(clientDir, file), "utf8"));
    if (card) cards.set(card.image, card);
  }
  cards.set(DEFAULT_SHARE_IMAGE, {
    image: DEFAULT_SHARE_IMAGE,
    title: SITE_NAME,
    art: DEFAULT_ART,
  });
  const mark = `data:image/svg+xml;base64,${Buffer.from(options.markSvg).toString("base64")}`;
  const artCache = new Map<string, Promise<Buffer>>();
  const artOf = (key: string) => {
    if (!artCache.has(key)) {
      artCache.set(
        key,
        readFile(path.join(illustrationsDir, `${key}.svg`)).then((svg) =>
          sharp(svg, { density: 144 }).resize(1000, 563).png().toBuffer(),
        ),
      );
    }
    return artCache.get(key)!;
  };
  await mkdir(CACHE_DIR, { recursive: true });
  for (const card of cards.values()) {
    const art = await artOf(card.art);
    const key = createHash("sha256")
      .update(`${CARD_VERSION}\0${card.title}\0${SITE_TAGLINE}\0${options.markSvg}\0`)
      .update(art)
      .digest("hex")
      .slice(0, 32);
    const cached = path.join(CACHE_DIR, `${key}.png`);
    let png = await readFile(cached).catch(() => undefined);
    if (!png) {
      png = await drawCard({ title: card.title, art, mark });
      await writeFile(cached, png);
    }
    const target = path.join(clientDir, card.image);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, png);
  }
  return cards.size;
}
