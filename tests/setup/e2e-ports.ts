import getPort from "get-port";

/**
 * The browser tests' ports: the site's (E2E_PORT, or one the OS has free) and the local fake
 * site's that the link monitor checks (E2E_FAKE_SITE_PORT, or one the OS has free), so parallel
 * runs never reach for the same port. playwright.config.ts chooses them once in the runner and
 * keeps them in its environment; the test workers inherit that environment and load the config
 * again, so every process agrees.
 */
export async function chooseE2ePorts(): Promise<{ site: number; fakeSite: number }> {
  process.env.E2E_PORT ||= String(await getPort());
  const site = Number(process.env.E2E_PORT);
  process.env.E2E_FAKE_SITE_PORT ||= String(await getPort({ exclude: [site] }));
  return { site, fakeSite: e2eFakeSitePort() };
}

/** The fake site's port, as chosen for this run (tests/e2e/upkeep.spec.ts listens on it). */
export function e2eFakeSitePort(): number {
  const port = Number(process.env.E2E_FAKE_SITE_PORT);
  if (!port) throw new Error("E2E_FAKE_SITE_PORT is unset: run the browser tests with Playwright");
  return port;
}
