/**
 * Before the Playwright server starts (playwright.config.ts, webServer): a curator account and a
 * hostile submission, written straight into the server's database with the same environment
 * (DATA_DIR or DATABASE_URL). Idempotent: running it twice changes nothing.
 */
import path from "node:path";
import { eq } from "drizzle-orm";
import { openDatabase } from "~/db/client.server";
import { resourceSubmissions } from "~/db/schema";
import { addCurator, findAccount } from "~/features/curators/accounts/accounts.server";
import { getEnv } from "~/lib/env.server";
import { E2E_CURATOR, HOSTILE_SUBMISSION } from "./e2e-curator";

const env = getEnv();
const quiet = { info: () => {}, warn: () => {}, error: console.error };
const { db, close } = await openDatabase({
  databaseUrl: env.DATABASE_URL,
  dataDir: env.DATA_DIR,
  migrationsFolder: path.resolve(import.meta.dirname, "../../drizzle"),
  logger: quiet,
});
try {
  if (!(await findAccount(db, E2E_CURATOR.username))) {
    await addCurator(db, E2E_CURATOR.username, E2E_CURATOR.password);
  }
  const [hostile] = await db
    .select({ id: resourceSubmissions.id })
    .from(resourceSubmissions)
    .where(eq(resourceSubmissions.resourceTitle, HOSTILE_SUBMISSION.resourceTitle))
    .limit(1);
  if (!hostile) {
    await db.insert(resourceSubmissions).values(HOSTILE_SUBMISSION);
  }
} finally {
  await close();
}
