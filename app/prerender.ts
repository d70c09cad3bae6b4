import { blogPaths } from "./features/blog/posts";
import { directoryPaths } from "./features/directory/paths.server";
import { helpPaths } from "./features/help/helplines.server";

/**
 * Every path whose page is fully known at build time. React Router writes each to HTML (and its
 * loader data to `.data`) during `npm run build`; the server answers them from memory.
 */
const STATIC_PAGES = [
  "/",
  "/about",
  "/contact",
  "/safety-plan",
  "/privacy",
  "/browsing-safely",
  "/color-demo",
  "/sitemap.xml",
  "/robots.txt",
];

export function prerenderPaths(): string[] {
  return [...STATIC_PAGES, ...helpPaths(), ...directoryPaths(), ...blogPaths()];
}
