import { getEnv } from "~/lib/env.server";
import { buildRobots } from "~/lib/sitemap";

export function loader() {
  return new Response(buildRobots(getEnv().SITE_URL), {
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}
