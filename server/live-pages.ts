import { createRequestHandler, type ServerBuild } from "react-router";
import type { CatalogueSnapshot } from "~/domain/catalogue-snapshot";
import { withCatalogue } from "~/domain/catalogue-now.server";
import { changesPrerenderedPages, withRegistry } from "~/domain/helplines/registry.server";
import type { HelplineRegistry } from "~/domain/helplines/types";
import { reviewedPages } from "~/domain/reviews";
import { changedPages } from "~/features/directory/changed-pages.server";
import { pageFromMemory, type FileHeaderOptions, type StaticFiles } from "./static-files";

/** What changed: the catalogue and the crisis-line registry, each as [live, next]. */
export interface SiteChange {
  catalogue: [CatalogueSnapshot, CatalogueSnapshot];
  registry: [HelplineRegistry, HelplineRegistry];
}

/**
 * Renders the prerendered pages a change touches, into a new copy of the in-memory page map,
 * exactly as the build renders them (an HTML page and its loader data), but reading the new
 * catalogue and registry while every request still reads the live ones. The caller swaps the
 * map and the snapshots in together (server/live-catalogue.ts, docs/decisions/024 and 037).
 * A catalogue change touches its entries' pages (changedPages), a review or a reviewer's
 * profile the pages that show it (reviewedPages); a change of the crisis line every page names,
 * or of the default country's lines, touches every page.
 */
export interface PageRenderer {
  render(change: SiteChange, files: StaticFiles): Promise<StaticFiles>;
}

/** Every HTML page served from memory (not its loader data, not the sitemap or feeds). */
function htmlPages(files: StaticFiles): string[] {
  return [...files.entries()]
    .filter(([path, file]) => file.page && !path.endsWith(".data"))
    .map(([path]) => path);
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
  const fetchPage = async (change: SiteChange, path: string) => {
    const response = await withCatalogue(change.catalogue[1], () =>
      withRegistry(change.registry[1], () =>
        handler(new Request(new URL(path, "http://localhost"))),
      ),
    );
    return { status: response.status, body: Buffer.from(await response.arrayBuffer()) };
  };

  return {
    async render(change, current) {
      const files: StaticFiles = new Map(current);
      const [previous, next] = change.catalogue;
      const paths = new Set([
        ...changedPages(previous, next),
        ...reviewedPages(previous.reviews, next.reviews),
      ]);
      if (changesPrerenderedPages(...change.registry)) {
        for (const path of htmlPages(current)) paths.add(path);
      }
      for (const path of paths) {
        // Only pages served from memory are kept there; a resource page may be new.
        if (!current.has(path) && !path.startsWith("/resource/")) continue;
        if (RAW.test(path)) {
          const page = await fetchPage(change, path);
          if (page.status === 200) {
            files.set(path, await pageFromMemory(path, path.slice(1), page.body, headers));
          }
          continue;
        }
        const dataPath = dataPathOf(path);
        const [html, loaderData] = await Promise.all([
          fetchPage(change, path),
          fetchPage(change, dataPath),
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
