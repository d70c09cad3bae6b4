import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/** Where the Vitest files live (`x.test.ts` beside `x.ts`). */
const TEST_ROOTS = ["app", "server", "scripts", "tools"];
const TEST_FILE = /\.test\.tsx?$/;

/** Starts a process of its own: a server, the curator command, a tiny disk. */
const STARTS_PROCESSES = /["']node:child_process["']|setup\/server-process["']/;
/** Opens a database: the test databases' setup, the client, or PGlite itself. */
const OPENS_DATABASE = /setup\/database["']|db\/client\.server["']|["']@electric-sql\/pglite["']/;

export type TestKind = "unit" | "db" | "processes";

/**
 * Which Vitest project a test file belongs to, read from what it imports, so a new test lands in
 * the right one without a list to keep: a child process makes it `processes`, a database `db`,
 * anything else is `unit` (no database, no child process: the fast inner loop).
 */
export function testKindOf(source: string): TestKind {
  if (STARTS_PROCESSES.test(source)) return "processes";
  if (OPENS_DATABASE.test(source)) return "db";
  return "unit";
}

/** Every test file under the roots, relative to `root`, sorted into the three projects. */
export function testKinds(root: string): Record<TestKind, string[]> {
  const kinds: Record<TestKind, string[]> = { unit: [], db: [], processes: [] };
  for (const dir of TEST_ROOTS) {
    const files = readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" });
    for (const file of files.filter((name) => TEST_FILE.test(name)).sort()) {
      const relative = path.join(dir, file);
      kinds[testKindOf(readFileSync(path.join(root, relative), "utf8"))].push(relative);
    }
  }
  return kinds;
}
