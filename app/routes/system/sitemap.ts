import { blogPaths, RSS_PATH } from "~/features/blog/posts";
import { directoryPaths } from "~/features/directory/paths.server";
import { getEnv } from "~/lib/env.server";
import { buildSitemap } from "~/lib/sitemap";

/** Public pages that are not part of the directory or the blog. */
const SITE_PAGES = ["/", "/about", "/accessibility", "/contact", "/submit", "/get-help"];

export function loader() {
  const paths = [
    ...SITE_PAGES,
    ...directoryPaths(),
    ...blogPaths().filter((path) => path !== RSS_PATH),
  ];
  return new Response(buildSitemap(getEnv().SITE_URL, paths), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
