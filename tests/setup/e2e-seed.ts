/**
 * Before the Playwright server starts (playwright.config.ts, webServer): the curator accounts
 * (tests/setup/e2e-curator.ts), their second factor, a session for the step-up test, and a
 * hostile submission, written straight into the server's database with the same environment
 * (DATA_DIR or DATABASE_URL). Idempotent: running it twice changes nothing.
 */
import path from "node:path";
import { eq } from "drizzle-orm";
import { openDatabase } from "~/db/client.server";
import { resourceSubmissions, sessions } from "~/db/schema";
import { findAccount } from "~/features/curators/accounts/accounts.server";
import { SESSION_IDLE_MS } from "~/features/curators/accounts/sessions.server";
import { getEnv } from "~/lib/env.server";
import { createTestCurator, giveSecondFactor } from "./curators";
import {
  E2E_CURATORS,
  E2E_NEWCOMER,
  E2E_PASSWORD,
  E2E_STALE_HELPLINES_SESSION_ID,
  E2E_STALE_SESSION_ID,
  E2E_TOTP_SECRET,
  HOSTILE_SUBMISSION,
} from "./e2e-curator";

const env = getEnv();
const quiet = { info: () => {}, warn: () => {}, error: console.error };
const { db, close } = await openDatabase({
  databaseUrl: env.DATABASE_URL,
  dataDir: env.DATA_DIR,
  migrationsFolder: path.resolve(import.meta.dirname, "../../drizzle"),
  logger: quiet,
});
try {
  // Hashed at a test's cost, not the site's (createTestCurator): signing in stays as it is.
  const ensure = async (username: string) =>
    (await findAccount(db, username)) ?? (await createTestCurator(db, username, E2E_PASSWORD));
  await Promise.all(
    Object.values(E2E_CURATORS).map(async (username) => {
      await ensure(username);
      await giveSecondFactor(db, username, E2E_TOTP_SECRET);
    }),
  );
  await ensure(E2E_NEWCOMER);

  // The step-up curators' sessions: signed in, their last code an hour ago.
  const now = Date.now();
  for (const [username, id] of [
    [E2E_CURATORS.stepUp, E2E_STALE_SESSION_ID],
    [E2E_CURATORS.helplinesStepUp, E2E_STALE_HELPLINES_SESSION_ID],
  ] as const) {
    const curator = await findAccount(db, username);
    await db.delete(sessions).where(eq(sessions.id, id));
    await db.insert(sessions).values({
      id,
      userId: curator!.id,
      createdAt: new Date(now - 60 * 60_000),
      lastSeenAt: new Date(now),
      expiresAt: new Date(now + SESSION_IDLE_MS),
      secondFactorAt: new Date(now - 60 * 60_000),
    });
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
