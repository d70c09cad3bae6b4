import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { chooseE2ePorts } from "./tests/setup/e2e-ports";
import { serverLogPath } from "./tests/e2e/server-log";
import { SITE_URL } from "./tests/e2e/site-url";
import { E2E_SESSION_SECRET } from "./tests/setup/e2e-curator";

// The site's port (E2E_PORT, or a free one) and tests/e2e/upkeep.spec.ts's stand-in for the web,
// which the link monitor checks instead of the internet (tests/setup/e2e-ports.ts).
const { site: PORT, fakeSite: FAKE_SITE_PORT } = await chooseE2ePorts();
// One throwaway database folder per run; kept in the environment, as the ports are, so that the
// workers, which load this file again, make none of their own.
process.env.E2E_DATA_DIR ||= mkdtempSync(path.join(tmpdir(), "steady-ground-e2e-"));
const DATA_DIR = process.env.E2E_DATA_DIR;

/**
 * The system Chromium; Playwright never downloads a browser here. Debian's headless shell when it
 * is installed (`chromium-headless-shell`, the same Chromium without a window's machinery, which is
 * what Playwright itself runs headless tests on), else the full browser: the shell took 30–40%
 * less time for the same tests here (docs/decisions/044-tests-on-the-headless-shell.md).
 */
const CHROMIUM_CANDIDATES = ["/usr/lib/chromium/chromium-headless-shell", "/usr/bin/chromium"];
const launchOptions = {
  executablePath:
    process.env.CHROMIUM_PATH ??
    CHROMIUM_CANDIDATES.find((file) => existsSync(file)) ??
    "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
  ],
};

export default defineConfig({
  testDir: "tests/e2e",
  // Separate folders let several runs (on different BUILD_DIRs) go side by side.
  outputDir: `test-results/${process.env.BUILD_DIR ?? "build"}`,
  fullyParallel: true,
  // The machines (a developer's and CI's) have two cores; the server under test takes its share.
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: "list",
  // A hang still fails, but a test that takes 20 s on a quiet machine is not failed by a busy one:
  // the no-JS check-in bands took 27 s of the old 30 s here and 30 s on CI, which failed the run.
  timeout: 60_000,
  use: {
    baseURL: `http://localhost:${PORT}`,
    launchOptions,
    // Off: recording every test's trace (to keep the failing ones') cost the suite about 9% here
    // (two specs, 154 s against 140 s), and CI keeps only the log. To keep a failing test's trace,
    // run it again with `--trace retain-on-failure`.
    trace: "off",
  },
  projects: [
    {
      // Before anything else, while no review is recorded: no page may claim one
      // (tests/e2e/fresh-start.spec.ts). Every other test waits for it.
      name: "fresh-start",
      testMatch: /fresh-start\.spec\.ts$/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 900 }, launchOptions },
    },
    {
      name: "desktop",
      testIgnore: /fresh-start\.spec\.ts$/,
      dependencies: ["fresh-start"],
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 900 }, launchOptions },
    },
  ],
  webServer: {
    // The production build (made again only when its sources changed: tools/build-if-stale.ts),
    // served the way a deployment serves it, after a seed step that puts a curator account and a
    // hostile submission in its database (tests/setup/e2e-seed.ts). Its log goes to a file that
    // tests read (tests/e2e/server-log.ts).
    command: `npx tsx tools/build-if-stale.ts && npx tsx tests/setup/e2e-seed.ts && npm run serve > ${JSON.stringify(serverLogPath())}`,
    url: `http://localhost:${PORT}/healthz`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(PORT),
      DATA_DIR,
      // Every request Express sees is logged (path and id only), so tests can check the log.
      LOG_LEVEL: "info",
      SUBMIT_RATE_LIMIT: "1000",
      SITE_URL,
      GA_MEASUREMENT_ID: "",
      // The link monitor checks `<this><resourceId>` on the spec's local fake site instead of
      // each resource's real address, which is on this machine, so private addresses are allowed.
      LINK_CHECK_TEST_BASE_URL: `http://127.0.0.1:${FAKE_SITE_PORT}/`,
      LINK_CHECK_ALLOW_PRIVATE: "1",
      // Known to tests/setup/e2e-seed.ts, which makes the step-up test's session.
      SESSION_SECRET: E2E_SESSION_SECRET,
      // Passkeys are bound to the address the browser tests use, not to SITE_URL.
      PASSKEY_ORIGIN: `http://localhost:${PORT}`,
    },
  },
});
