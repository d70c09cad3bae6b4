import { getEnv } from "~/lib/env.server";

/**
 * Exit this page: a 303 to QUICK_EXIT_URL, read at serve time. The button links here rather
 * than to the address itself because prerendered pages are built once and a deployment should be
 * able to change where the exit goes without rebuilding (docs/decisions/017-quick-exit.md).
 */
export function loader() {
  return new Response(null, {
    status: 303,
    headers: {
      Location: getEnv().QUICK_EXIT_URL,
      "Cache-Control": "no-store",
      // The neutral site should not learn which page the visitor left.
      "Referrer-Policy": "no-referrer",
    },
  });
}
