import { createRequestHandler, type ServerBuild } from "react-router";
import type { CatalogueSnapshot } from "~/domain/catalogue-snapshot";
import { withCatalogue } from "~/domain/catalogue-now.server";
import { reviewedPages } from "~/domain/reviews";
import { changedPages } from "~/features/directory/changed-pages.server";
import { pageFromMemory, type FileHeaderOptions, type StaticFiles } from "./static-files";

/**
 * Renders the prerendered pages a catalogue change (or a review, or a reviewer's profile) touches, into a new copy of the in-memory
 * page map, exactly as the build renders them (an HTML page and its loader data), but reading
 * the new snapshot while every request still reads the live one. The caller swaps the map and
 * the snapshot in together (server/live-catalogue.ts, docs/decisions/024-live-catalogue.md).
 */
export interface PageRenderer {
  render(
    previous: CatalogueSnapshot,
    next: CatalogueSnapshot,
    files: StaticFiles,
  ): Promise<StaticFiles>;
}

/** React Router's address of a page's loader data (as the build names the `.data` files). */
function dataPathOf(path: string): string {
  return path === "/" ? "/_root.data" : `${path}.data`;
}

/** Pages served as they are (the sitemap), not as HTML with loader data. */
const RAW = /\.(xml|txt)$/;

export function createPageRenderer(build: ServerBuild, headers: FileHeaderOptions): PageRenderer {
  const handler = createRequestHandler(build, "production");
  // Rendered as the build renders: no request, no database, no nonce (inline scripts are hashed).
  const fetchPage = async (next: CatalogueSnapshot, path: string) => {
    const response = await withCatalogue(next, () =>
      handler(new Request(new URL(path, "http://localhost"))),
    );
    return { status: response.status, body: Buffer.from(await response.arrayBuffer()) };
  };

  return {
    async render(previous, next, current) {
      const files: StaticFiles = new Map(current);
      const paths = new Set([
        ...changedPages(previous, next),
        ...reviewedPages(previous.reviews, next.reviews),
      ]);
      for (const path of paths) {
        // Only pages served from memory are kept there; a resource page may be new.
        if (!current.has(path) && !path.startsWith("/resource/")) continue;
        if (RAW.test(path)) {
          const page = await fetchPage(next, path);
          if (page.status === 200) {
            files.set(path, await pageFromMemory(path, path.slice(1), page.body, headers));
          }
          continue;
        }
        const dataPath = dataPathOf(path);
        const [html, loaderData] = await Promise.all([
          fetchPage(next, path),
          fetchPage(next, dataPath),
        ]);
        if (html.status !== 200) {
          // Hidden or gone: answered per request from now on (410 or 404), never from memory.
          files.delete(path);
          files.delete(dataPath);
          continue;
        }
        const file = path === "/" ? "index.html" : `${path.slice(1)}/index.html`;
        files.set(path, await pageFromMemory(path, file, html.body, headers));
        files.set(
          dataPath,
          await pageFromMemory(dataPath, dataPath.slice(1), loaderData.body, headers),
        );
      }
      return files;
    },
  };
}
