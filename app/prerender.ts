import { SITE_PAGES } from "./content/site-pages";
import { blogPaths } from "./features/blog/posts";
import { directoryPaths } from "./features/directory/paths.server";
import { helpPaths } from "./features/help/helplines.server";

/**
 * Every path whose page is fully known at build time. React Router writes each to HTML (and its
 * loader data to `.data`) during `npm run build`; the server answers them from memory.
 */
export function prerenderPaths(): string[] {
  const pages = SITE_PAGES.filter((page) => page.prerender).map((page) => page.path);
  return [
    ...new Set([
      ...pages,
      "/sitemap.xml",
      "/robots.txt",
      ...helpPaths(),
      ...directoryPaths(),
      ...blogPaths(),
    ]),
  ];
}
