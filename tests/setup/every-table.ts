/**
 * A row in every table, as the site writes them (accounts, a second factor, sessions, a profile
 * with its photo, the crisis-line seed with its log, submissions, reviews, audit…), and every
 * row of every table read back: the restore drill compares the two (app/db/backup.server.test.ts).
 */
import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { rowsOf } from "~/db/rows.server";
import * as schema from "~/db/schema";
import { seedHelplines } from "~/domain/helplines/store.server";
import { createTestCurator, giveSecondFactor, signedInCookie, testAuth } from "./curators";
import { VALID_SUBMISSION } from "./requests";

export async function fillEveryTable(db: Database): Promise<void> {
  const { id: userId } = await createTestCurator(db);
  await giveSecondFactor(db);
  await signedInCookie(testAuth(db));
  await seedHelplines(db);
  const [submission] = await db
    .insert(schema.resourceSubmissions)
    .values([
      { ...VALID_SUBMISSION, submitterEmail: "dana@example.org", idempotencyKey: "k-1" },
      {
        ...VALID_SUBMISSION,
        resourceTitle: "Reviewed",
        status: "approved",
        reviewedAt: new Date(),
      },
    ])
    .returning({ id: schema.resourceSubmissions.id });
  await db.insert(schema.passkeys).values({
    userId,
    name: "Laptop",
    credentialId: "cred-1",
    publicKey: "key",
    transports: ["internal"],
  });
  await db.insert(schema.newsletterSubscribers).values({ email: "reader@example.org" });
  await db
    .insert(schema.limitCounters)
    .values({ key: "submit:127.0.0.1", hits: 2, windowEndsAt: new Date() });
  await db.insert(schema.healthProbe).values({ id: 1, checkedAt: new Date() });
  await db.insert(schema.catalogueEntries).values({
    resourceId: "published-1",
    origin: "published",
    fields: { title: "A published entry", tags: ["sleep"] },
    submissionId: submission!.id,
  });
  await db.insert(schema.auditLog).values({ curator: "ana", action: "publish", target: "x" });
  await db.insert(schema.linkChecks).values({
    resourceId: "published-1",
    url: "https://example.org/",
    status: "ok",
    httpStatus: 200,
    checkedAt: new Date(),
  });
  await db
    .insert(schema.resourceReports)
    .values({ resourceId: "published-1", reason: "broken-link", details: "It 404s" });
  await db
    .insert(schema.resourceReviews)
    .values({ resourceId: "published-1", curator: "ana", userId });
  await db.insert(schema.articleReviews).values({ slug: "a-post", curator: "ana", userId });
  await db
    .insert(schema.pageReviews)
    .values({ path: "/es/plan-de-seguridad", locale: "es", curator: "ana", userId });
  await db
    .insert(schema.curatorProfiles)
    .values({ userId, name: "Ana Ruiz", bio: "Adults.", languages: ["en", "es"] });
  await db.insert(schema.curatorPhotos).values({
    userId,
    hash: "0123456789abcdef",
    webp: Buffer.from([0x52, 0x49, 0x46, 0x46, 0x00, 0xff]),
    avif: Buffer.from([0x00, 0x00, 0x00, 0x20, 0x66, 0x74]),
  });
}

/** Every table outside PostgreSQL's own schemas (migrations' bookkeeping included), by name. */
export async function everyTable(db: Database): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    db,
    sql`select table_schema || '.' || table_name as name from information_schema.tables
      where table_schema not in ('pg_catalog', 'information_schema')
        and table_type = 'BASE TABLE' order by 1`,
  );
  return rows.map((row) => row.name);
}

/** Every row of every table, each as its JSON text, in a stable order. */
export async function everyRow(db: Database): Promise<Record<string, string[]>> {
  const snapshot: Record<string, string[]> = {};
  for (const name of await everyTable(db)) {
    const [schemaName, table] = name.split(".") as [string, string];
    const rows = await rowsOf<{ row: string }>(
      db,
      sql`select to_jsonb(t)::text as row from ${sql.identifier(schemaName)}.${sql.identifier(table)} t order by 1`,
    );
    snapshot[name] = rows.map((row) => row.row);
  }
  return snapshot;
}
