import { listPosts } from "~/features/blog/articles.server";
import { buildRss } from "~/features/blog/rss";
import { getEnv } from "~/lib/env.server";

/** The blog's RSS 2.0 feed: a resource route, prerendered at build time like the pages. */
export function loader() {
  const xml = buildRss({ siteUrl: getEnv().SITE_URL, posts: listPosts() });
  return new Response(xml, {
    headers: {
      "Content-Type": "application/rss+xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
