/**
 * Vitest globalSetup: one migrated embedded database, written once to a file, from which every
 * test's in-memory PGlite starts (tests/setup/database.ts). Making PostgreSQL's files from nothing
 * and migrating them took about 5 s per database, and the integration tests open well over a
 * hundred; starting from the copy takes about 1 s. The `db` and `processes` projects share the one
 * copy (./shared-setup.ts).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "~/db/client.server";
import { MIGRATIONS_FOLDER, silentLogger } from "./database";
import { sharedAcrossProjects } from "./shared-setup";

declare module "vitest" {
  export interface ProvidedContext {
    /** The file holding the migrated database's copy (PGlite's dump of its data directory). */
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const { value, release } = await sharedAcrossProjects("pglite-template", writeTemplate);
  project.provide("pgliteTemplate", value);
  return release;
}

async function writeTemplate(): Promise<{ value: string; stop: () => void }> {
  const folder = mkdtempSync(path.join(tmpdir(), "steady-ground-pglite-template-"));
  const file = path.join(folder, "migrated.tar.gz");
  const database = await openDatabase({
    migrationsFolder: MIGRATIONS_FOLDER,
    logger: silentLogger,
  });
  try {
    await database.dump(file);
  } finally {
    await database.close();
  }
  return { value: file, stop: () => rmSync(folder, { recursive: true, force: true }) };
}
