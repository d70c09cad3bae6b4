import { SITE_PAGES } from "./content/site-pages";
import { blogPaths } from "./features/blog/posts";
import { directoryPaths } from "./features/directory/paths.server";

/**
 * Every path whose page is fully known at build time. React Router writes each to HTML (and its
 * loader data to `.data`) during `npm run build`; the server answers them from memory. The help
 * pages (/get-help, /get-help/{code}) are not among them: they are rendered per request, so
 * that "Open now" is right at the time (docs/decisions/037).
 */
export function prerenderPaths(): string[] {
  const pages = SITE_PAGES.filter((page) => page.prerender).map((page) => page.path);
  return [
    ...new Set([...pages, "/sitemap.xml", "/robots.txt", ...directoryPaths(), ...blogPaths()]),
  ];
}
