import { blogPaths } from "./features/blog/posts";
import { directoryPaths } from "./features/directory/paths.server";

/**
 * Every path whose page is fully known at build time. React Router writes each to HTML (and its
 * loader data to `.data`) during `npm run build`; the server answers them from memory.
 */
const STATIC_PAGES = [
  "/",
  "/about",
  "/accessibility",
  "/contact",
  "/get-help",
  "/color-demo",
  "/sitemap.xml",
  "/robots.txt",
];

export function prerenderPaths(): string[] {
  return [...STATIC_PAGES, ...directoryPaths(), ...blogPaths()];
}
