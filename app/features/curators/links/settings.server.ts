import type { Resource } from "~/content/schema";
import type { Env } from "~/lib/env.server";
import { SITE_NAME } from "~/lib/site";
import type { CheckSettings } from "./check-link.server";
import type { LinkTarget } from "./link-results.server";

/** The monitor's settings from the environment (README, Configuration). */
export function linkCheckSettings(env: Env): CheckSettings {
  return {
    allowPrivate: env.LINK_CHECK_ALLOW_PRIVATE === "1",
    timeoutMs: env.LINK_CHECK_TIMEOUT_MS,
    // Honest: says who is asking and where to read why, so a site's owner can reach us.
    userAgent: `SteadyGroundLinkCheck/1.0 (+${env.SITE_URL}/about; link checker for ${SITE_NAME})`,
  };
}

/**
 * The address to check for each listed resource that has one. LINK_CHECK_TEST_BASE_URL (tests
 * only) swaps each address for `<base><resourceId>`, answered by the tests' own fake server.
 */
export function linkTargets(resources: readonly Resource[], env: Env): LinkTarget[] {
  const base = env.LINK_CHECK_TEST_BASE_URL;
  return resources.flatMap((resource) =>
    resource.url
      ? [{ resourceId: resource.id, url: base ? `${base}${resource.id}` : resource.url }]
      : [],
  );
}
