import type { Logger } from "pino";
import type { Database } from "~/db/client.server";
import { getAllResources } from "~/features/directory/catalogue.server";
import { createLinkMonitor } from "~/features/curators/links/link-monitor.server";
import { linkCheckSettings, linkTargets } from "~/features/curators/links/settings.server";
import type { Env } from "~/lib/env.server";

/**
 * This process's link monitor over every listed resource of the catalogue, with the settings
 * of the environment; a full check every LINK_CHECK_EVERY_HOURS when that is set.
 */
export function startLinkMonitor(db: Database, env: Env, logger: Logger) {
  const targets = () => linkTargets(getAllResources(), env);
  const monitor = createLinkMonitor({ db, settings: linkCheckSettings(env), targets, logger });
  if (env.LINK_CHECK_EVERY_HOURS) monitor.schedule(env.LINK_CHECK_EVERY_HOURS);
  return { monitor, linkTargets: targets };
}
