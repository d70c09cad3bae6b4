/**
 * The link monitor from the command line: `npm run links:check [-- --json] [-- --only ID,ID]`.
 * Checks every listed resource's link (at most 4 requests at a time), stores each result in the
 * database as the console's "Check links now" does, and prints them worst first. Uses the
 * server's settings (DATA_DIR or DATABASE_URL, LINK_CHECK_*). With the embedded database, stop
 * the server first, or use the console's button instead: only one process may open DATA_DIR.
 */
import path from "node:path";
import { openDatabase } from "../app/db/client.server";
import { DataDirLockedError } from "../app/db/data-dir-lock.server";
import { checkAndStore } from "../app/features/curators/links/link-monitor.server";
import { linkCheckSettings, linkTargets } from "../app/features/curators/links/settings.server";
import { getAllResources } from "../app/features/directory/catalogue.server";
import { getEnv } from "../app/lib/env.server";
import { LINK_STATUS_LABELS } from "../app/domain/link-status";

const USAGE = `Usage: npm run links:check [-- --json] [-- --only ID,ID,...]

  --json        print the results as JSON:
                [{resourceId, url, status, httpStatus?, finalUrl?, checkedAt, failures}]
  --only IDS    check only these resources (comma-separated ids)`;

const MIGRATIONS_FOLDER = path.resolve(import.meta.dirname, "../drizzle");
/** Quiet unless something is worth saying (the embedded database's slow first start). */
const quiet = {
  info: () => {},
  warn: (...args: unknown[]) => console.warn(String(args.find((a) => typeof a === "string"))),
  error: (...args: unknown[]) => console.error(String(args.find((a) => typeof a === "string"))),
};

function parseArgs(args: string[]): { json: boolean; only?: string[] } {
  let json = false;
  let only: string[] | undefined;
  for (let i = 0; i < args.length; i++) {
    if (args[i] === "--json") json = true;
    else if (args[i] === "--only" && args[i + 1]) only = args[++i]!.split(",").filter(Boolean);
    else throw new Error(USAGE);
  }
  return { json, only };
}

async function main() {
  const { json, only } = parseArgs(process.argv.slice(2));
  const env = getEnv();
  const all = linkTargets(getAllResources(), env);
  const targets = only ? all.filter((target) => only.includes(target.resourceId)) : all;
  const missing = only?.filter((id) => !all.some((target) => target.resourceId === id)) ?? [];
  if (missing.length > 0) throw new Error(`No listed resource with a link has the id ${missing}.`);
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    migrationsFolder: MIGRATIONS_FOLDER,
    logger: quiet,
  }).catch((error: unknown) => {
    if (!(error instanceof DataDirLockedError)) throw error;
    throw new Error(
      `The embedded database in ${path.resolve(env.DATA_DIR)} is in use by a running server: ` +
        "use the console's Check links now, stop the server first, or use DATABASE_URL.",
    );
  });
  try {
    const results = await checkAndStore(database.db, targets, linkCheckSettings(env));
    if (json) {
      console.log(JSON.stringify(results, null, 2));
      return;
    }
    for (const result of results) {
      const why = [result.httpStatus, result.detail, result.finalUrl && `→ ${result.finalUrl}`]
        .filter(Boolean)
        .join(" ");
      console.log(`${LINK_STATUS_LABELS[result.status].padEnd(22)} ${result.resourceId}  ${why}`);
    }
    const failing = results.filter((result) => result.failures > 0).length;
    console.log(`\n${results.length} links checked; ${failing} failing.`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
});
