import { defineConfig } from "vitest/config";
import { siteNavigation } from "./app/components/layout/site-navigation";

// Unit and integration tests live beside the code they test (`x.test.ts` next to `x.ts`).
export default defineConfig({
  resolve: { tsconfigPaths: true },
  // As in vite.config.ts: the header's and footer's links, worked out from the registries.
  define: { __SITE_NAVIGATION__: JSON.stringify(siteNavigation()) },
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "server/**/*.test.ts",
      "scripts/**/*.test.ts",
      "tools/**/*.test.ts",
    ],
    environment: "node",
    setupFiles: ["tests/setup/fail-on-console-error.ts"],
    // A throwaway PostgreSQL for the tests that run on both databases (tests/setup/postgres.ts).
    globalSetup: ["tests/setup/postgres.ts"],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
