import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { inject } from "vitest";
import { openDatabase, type Database, type DatabaseHandle } from "~/db/client.server";
import { catalogueEntries, curatorProfiles, resourceReviews, users } from "~/db/schema";
import { MIGRATIONS_FOLDER, silentLogger } from "../../tests/setup/database";
import { dropRetiredFields, loadReviews } from "./reviews.server";

/**
 * What a database from before signed reviews holds, brought up to date (docs/decisions/036):
 * its confirmations stay as history with no account, never becoming a review, even once a
 * curator of the same name has a profile; entries lose their hand-set `lastReviewed`.
 */

/** The migration that added signed reviews; the database is made with the ones before it. */
const SIGNED_REVIEWS = "0007_signed_reviews_and_profiles";

/** A copy of drizzle/ that stops before SIGNED_REVIEWS. */
function migrationsBefore(tag: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), "steady-ground-old-migrations-"));
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalPath = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as {
    entries: Array<{ tag: string }>;
  };
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  if (at < 0) throw new Error(`no migration ${tag}`);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

/** What the console stored before: a confirmation by username, and an edit's lastReviewed. */
async function storeOldRows(db: Database) {
  await db.execute(sql`insert into users (username, password) values ('ana', 'x')`);
  await db.execute(
    sql`insert into resource_reviews (resource_id, reviewed_at, curator) values ('headspace', '2026-11-01T10:00:00Z', 'ana')`,
  );
  await db.execute(
    sql`insert into catalogue_entries (resource_id, origin, fields) values ('headspace', 'bundled', '{"lastReviewed": "2026-11-01", "length": "Ten minutes a day"}'::jsonb)`,
  );
}

interface Place {
  name: string;
  skip: string | false;
  /** Opens the same database again, with the migrations of `folder`. */
  open(folder: string): Promise<DatabaseHandle>;
  cleanUp(): Promise<void>;
}

function places(): Place[] {
  const dataDir = mkdtempSync(path.join(tmpdir(), "steady-ground-old-db-"));
  const postgres = inject("postgres");
  const name = `steady_ground_migrate_${process.env.VITEST_POOL_ID ?? "1"}`;
  const url = postgres.url ? new URL(postgres.url) : undefined;
  if (url) url.pathname = `/${name}`;
  const admin = async (statement: string) => {
    const handle = await openDatabase({
      databaseUrl: postgres.url!,
      migrationsFolder: MIGRATIONS_FOLDER,
      logger: silentLogger,
    });
    try {
      await handle.db.execute(sql.raw(statement));
    } finally {
      await handle.close();
    }
  };
  return [
    {
      name: "PGlite",
      skip: false,
      open: (folder) => openDatabase({ dataDir, migrationsFolder: folder, logger: silentLogger }),
      cleanUp: async () => rmSync(dataDir, { recursive: true, force: true }),
    },
    {
      name: postgres.url ? "PostgreSQL" : `PostgreSQL (skipped: ${postgres.reason})`,
      skip: postgres.url ? false : postgres.reason,
      open: async (folder) => {
        if (folder !== MIGRATIONS_FOLDER) {
          await admin(`drop database if exists "${name}"`);
          await admin(`create database "${name}"`);
        }
        return openDatabase({
          databaseUrl: url!.toString(),
          migrationsFolder: folder,
          logger: silentLogger,
        });
      },
      cleanUp: () => admin(`drop database if exists "${name}"`),
    },
  ];
}

for (const place of places()) {
  describe.skipIf(place.skip)(`a database from before signed reviews, on ${place.name}`, () => {
    let database: DatabaseHandle;
    let oldMigrations: string;

    beforeAll(async () => {
      oldMigrations = migrationsBefore(SIGNED_REVIEWS);
      const old = await place.open(oldMigrations);
      await storeOldRows(old.db);
      await old.close();
      database = await place.open(MIGRATIONS_FOLDER);
    }, 60_000);
    afterAll(async () => {
      await database?.close();
      await place.cleanUp();
      rmSync(oldMigrations, { recursive: true, force: true });
    });

    test("keeps the old confirmation as history, with no account, and claims no review by it", async () => {
      expect(await database.db.select().from(resourceReviews)).toEqual([
        expect.objectContaining({
          resourceId: "headspace",
          curator: "ana",
          userId: null,
          note: null,
        }),
      ]);
      expect((await loadReviews(database.db)).resources.size).toBe(0);
    });

    test("a profile made later for the same username does not turn it into a review", async () => {
      const [ana] = await database.db.select().from(users).where(eq(users.username, "ana"));
      await database.db.insert(curatorProfiles).values({ userId: ana!.id, name: "Ana Ruiz" });
      const reviews = await loadReviews(database.db);
      expect(reviews.resources.size).toBe(0);
      expect(reviews.lead).toBeNull();
    });

    test("drops an entry's hand-set lastReviewed and keeps its other edits; a second run changes nothing", async () => {
      expect(await dropRetiredFields(database.db)).toBe(1);
      const [row] = await database.db.select().from(catalogueEntries);
      expect(row!.fields).toEqual({ length: "Ten minutes a day" });
      expect(await dropRetiredFields(database.db)).toBe(0);
    });

    test("a review by a curator whose account is later removed stops naming them", async () => {
      const [ana] = await database.db.select().from(users).where(eq(users.username, "ana"));
      await database.db
        .insert(resourceReviews)
        .values({ resourceId: "calm-harm", curator: "ana", userId: ana!.id });
      expect((await loadReviews(database.db)).resources.get("calm-harm")?.reviewer.name).toBe(
        "Ana Ruiz",
      );
      await database.db.delete(users).where(eq(users.id, ana!.id));
      expect((await loadReviews(database.db)).resources.size).toBe(0);
      // The row stays, as history: who confirmed it, and when.
      expect(await database.db.select().from(resourceReviews)).toHaveLength(2);
    });
  });
}
