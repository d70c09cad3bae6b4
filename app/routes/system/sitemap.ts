import { blogPaths, RSS_PATH } from "~/features/blog/posts";
import { directoryPaths } from "~/features/directory/paths.server";
import { helpPaths } from "~/features/help/helplines.server";
import { SITE_PAGES, twinOf } from "~/content/site-pages";
import { getEnv } from "~/lib/env.server";
import { localeOf } from "~/lib/locale";
import { buildSitemap } from "~/lib/sitemap";

export function loader() {
  const paths = [
    ...SITE_PAGES.filter((page) => page.sitemap).map((page) => page.path),
    ...helpPaths(),
    // Each country's lines in Spanish, twins of the English ones.
    ...helpPaths().flatMap((path) => {
      const twin = twinOf(path);
      return twin && localeOf(twin) === "es" ? [twin] : [];
    }),
    ...directoryPaths(),
    ...blogPaths().filter((path) => path !== RSS_PATH),
  ];
  const twins = (path: string) => {
    const twin = twinOf(path);
    if (!twin) return null;
    return localeOf(path) === "en" ? { en: path, es: twin } : { en: twin, es: path };
  };
  return new Response(buildSitemap(getEnv().SITE_URL, paths, twins), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
