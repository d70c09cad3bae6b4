import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import type { Plugin } from "vite";
import {
  ILLUSTRATION_FORMATS,
  ILLUSTRATION_PATH,
  ILLUSTRATION_SIZE,
  ILLUSTRATION_WIDTHS,
  type IllustrationFormat,
} from "../app/domain/illustrations";

/**
 * Renders the hand-drawn SVG illustrations to AVIF and WebP at the widths pages show them:
 * emitted into the client build by `vite build`, rendered on request by the dev server. The
 * rasters are build output, never committed.
 */

const FILE = new RegExp(`^${ILLUSTRATION_PATH}/([a-z0-9-]+)-(\\d+)\\.(avif|webp)$`);

export async function renderIllustration(
  svg: Buffer,
  width: number,
  format: IllustrationFormat,
): Promise<Buffer> {
  // Rasterise at the target size (not up-scaled from 640 px), so 2x stays crisp.
  const density = Math.ceil((72 * width) / ILLUSTRATION_SIZE.width);
  const image = sharp(svg, { density }).resize(
    width,
    Math.round((width * ILLUSTRATION_SIZE.height) / ILLUSTRATION_SIZE.width),
  );
  // Flat colour compresses well; these qualities keep edges clean at a few KB a picture. AVIF's
  // effort 2 is six times faster than its default for about 8% more bytes.
  return format === "avif"
    ? image.avif({ quality: 55, effort: 2 }).toBuffer()
    : image.webp({ quality: 80, effort: 4 }).toBuffer();
}

/** Rendered pictures are kept by content hash, so a build only renders what changed. */
const CACHE_DIR = path.join("node_modules", ".cache", "steady-ground-illustrations");
const RENDER_VERSION = "1";

async function renderCached(
  svg: Buffer,
  width: number,
  format: IllustrationFormat,
): Promise<Buffer> {
  const hash = createHash("sha256").update(svg).update(`${RENDER_VERSION}:${width}:${format}`);
  const file = path.join(CACHE_DIR, `${hash.digest("hex").slice(0, 32)}.${format}`);
  const cached = await readFile(file).catch(() => undefined);
  if (cached) return cached;
  const rendered = await renderIllustration(svg, width, format);
  await mkdir(CACHE_DIR, { recursive: true });
  await writeFile(file, rendered);
  return rendered;
}

export function illustrations(sourceDir: string): Plugin {
  return {
    name: "steady-ground-illustrations",
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const match = FILE.exec(req.url ?? "");
        if (!match) return next();
        const [, key = "", width = "", format = "webp"] = match;
        readFile(path.join(sourceDir, `${key}.svg`))
          .then((svg) => renderIllustration(svg, Number(width), format as IllustrationFormat))
          .then((body) => {
            res.setHeader("Content-Type", `image/${format}`);
            res.end(body);
          })
          .catch(() => next());
      });
    },
    async generateBundle() {
      // Once, into the client build; the server build has no use for pictures.
      if (this.environment.name !== "client") return;
      const sources = (await readdir(sourceDir)).filter((file) => file.endsWith(".svg"));
      const jobs = sources.flatMap((file) =>
        ILLUSTRATION_WIDTHS.flatMap((width) =>
          ILLUSTRATION_FORMATS.map((format) => ({ file, width, format })),
        ),
      );
      const rendered = await Promise.all(
        jobs.map(async ({ file, width, format }) => ({
          fileName: `${ILLUSTRATION_PATH.slice(1)}/${file.replace(/\.svg$/, "")}-${width}.${format}`,
          source: await renderCached(await readFile(path.join(sourceDir, file)), width, format),
        })),
      );
      for (const { fileName, source } of rendered) {
        this.emitFile({ type: "asset", fileName, source });
      }
    },
  };
}
