import { defineConfig } from "vitest/config";
import { testKinds } from "./tools/test-kinds";

// Unit and integration tests live beside the code they test (`x.test.ts` next to `x.ts`), in
// three projects sorted by what each file imports (tools/test-kinds.ts), so the fast inner loop
// never waits for a database or a child process:
// - unit: pure logic and rendering, no database, no child process (`npm run test:fast`);
// - db: the integration tests, on PGlite and on a throwaway PostgreSQL (tests/setup/postgres.ts);
// - processes: tests that start server processes, the curator command or a full disk.
const kinds = testKinds(import.meta.dirname);

const shared = {
  environment: "node" as const,
  setupFiles: ["tests/setup/fail-on-console-error.ts"],
  testTimeout: 20_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    projects: [
      {
        extends: true,
        test: {
          ...shared,
          name: "unit",
          include: kinds.unit,
          // Files share a worker's modules instead of importing React, zod and the catalogue
          // afresh each: the project took 221 s here, 83 s without isolation (and passed with the
          // files shuffled). A unit test leaves nothing global behind: fake timers and stubbed
          // globals are put back in afterEach.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          ...shared,
          name: "db",
          include: kinds.db,
          setupFiles: [...shared.setupFiles, "tests/setup/live-snapshots.ts"],
          // As in unit: the files share a worker's modules instead of each starting a process that
          // imports the app afresh. The server's two live snapshots are the only state a file
          // leaves behind; tests/setup/live-snapshots.ts puts them back before each file.
          isolate: false,
          // A throwaway PostgreSQL for the tests that run on both databases, and the migrated
          // copy every in-memory PGlite starts from.
          globalSetup: ["tests/setup/postgres.ts", "tests/setup/pglite-template.ts"],
        },
      },
      {
        extends: true,
        test: {
          ...shared,
          name: "processes",
          include: kinds.processes,
          globalSetup: ["tests/setup/postgres.ts", "tests/setup/pglite-template.ts"],
        },
      },
    ],
  },
});
