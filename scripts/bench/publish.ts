import path from "node:path";
import pg from "pg";
import { openDatabase } from "../../app/db/client.server";
import { curatorTotp } from "../../app/db/schema";
import { addCurator, findAccount } from "../../app/features/curators/accounts/accounts.server";
import { totpCodeAt } from "../../app/features/curators/accounts/totp.server";

/**
 * How long a publish takes to reach visitors (docs/decisions/024-live-catalogue.md): the curator
 * publishes an approved suggestion through the JSON API, and the bench times the answer and then
 * polls, on the same process or on another one sharing the database, until the new resource page
 * answers 200 and its category page lists it. The re-rendered pages are then measured like the
 * prerendered ones (scripts/bench/static.ts), so throughput after a change is on the record too.
 */

const ROOT = path.resolve(import.meta.dirname, "../..");
const CURATOR = { username: "bench-curator", password: "bench-curator-password-1" };
/**
 * The bench curator's authenticator-app secret (base32): the console takes no curator without a
 * second factor, so the bench enrols one as it makes the account and signs in with its code.
 */
const BENCH_TOTP_SECRET = "MJSW4Y3IMN2XEYLUN5ZHAYLTON3W64TE";
/** The suggestion each run publishes; its category page is polled until it lists the entry. */
const CATEGORY = "psychological-concerns";
const FACTS = {
  cost: "free",
  audience: ["adults"],
  length: "A short read",
  evidence: "expert-experience",
  evidenceNote: "A bench entry: published and removed by `npm run bench`.",
};
/** A publish not visible after this long counts as never visible. */
const GIVE_UP_MS = 15_000;

export interface PublishRow {
  database: "pglite" | "postgres";
  /** "same": polled on the process that published; "other": on a second process. */
  viewer: "same" | "other";
  runs: number;
  /** Median time until the publish request was answered (201). */
  answerMs: number;
  /** Median time from sending the publish until the page and its category showed it. */
  visibleMs: number;
  /** Runs whose entry did not appear within GIVE_UP_MS. */
  neverVisible: number;
  /** The entries published, for cleaning up a PostgreSQL someone keeps. */
  resourceIds: string[];
}

/** A curator account in the database the server will use (before it starts, for PGlite). */
export async function seedBenchCurator(where: { dataDir: string; databaseUrl?: string }) {
  const quiet = { info: () => {}, warn: () => {}, error: () => {} };
  const { db, close } = await openDatabase({
    databaseUrl: where.databaseUrl,
    dataDir: where.dataDir,
    migrationsFolder: path.join(ROOT, "drizzle"),
    logger: quiet,
  });
  try {
    const account =
      (await findAccount(db, CURATOR.username)) ??
      (await addCurator(db, CURATOR.username, CURATOR.password));
    await db
      .insert(curatorTotp)
      .values({ userId: account.id, secret: BENCH_TOTP_SECRET, confirmedAt: new Date() })
      .onConflictDoUpdate({
        target: curatorTotp.userId,
        set: { secret: BENCH_TOTP_SECRET, lastUsedStep: null },
      });
  } finally {
    await close();
  }
}

async function signIn(origin: string): Promise<string> {
  const response = await fetch(`${origin}/curator/login`, {
    method: "POST",
    redirect: "manual",
    headers: { origin, "sec-fetch-site": "same-origin" },
    body: new URLSearchParams(CURATOR),
  });
  const pending = response.headers.get("set-cookie")?.split(";")[0];
  if (!pending) throw new Error(`the bench curator could not sign in (HTTP ${response.status})`);
  const code = await fetch(`${origin}/curator/login/code`, {
    method: "POST",
    redirect: "manual",
    headers: { cookie: pending, origin, "sec-fetch-site": "same-origin" },
    body: new URLSearchParams({ code: totpCodeAt(BENCH_TOTP_SECRET, new Date()) }),
  });
  if (code.status !== 303 || !code.headers.get("location")?.endsWith("/curator")) {
    throw new Error(`the bench curator's code was refused (HTTP ${code.status})`);
  }
  return code.headers.get("set-cookie")?.split(";")[0] ?? pending;
}

async function json(response: Response, expected: number, what: string) {
  if (response.status !== expected) {
    throw new Error(`${what}: HTTP ${response.status} ${await response.text()}`);
  }
  return response.json() as Promise<Record<string, unknown>>;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

async function shows(viewer: string, resourcePath: string, title: string): Promise<boolean> {
  const [page, category] = await Promise.all([
    fetch(`${viewer}${resourcePath}`),
    fetch(`${viewer}/category/${CATEGORY}`),
  ]);
  return page.status === 200 && (await category.text()).includes(title);
}

export async function measurePublish(
  database: PublishRow["database"],
  publisher: string,
  viewer: string,
  marker: string,
  runs = 3,
): Promise<PublishRow> {
  const cookie = await signIn(publisher);
  const curator = (method: string, route: string, body?: unknown) =>
    fetch(`${publisher}/api/curator${route}`, {
      method,
      headers: {
        cookie,
        origin: publisher,
        "sec-fetch-site": "same-origin",
        "content-type": "application/json",
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const answers: number[] = [];
  const visible: number[] = [];
  const resourceIds: string[] = [];
  let neverVisible = 0;
  for (let run = 1; run <= runs; run++) {
    const title = `${marker} ${run}`;
    const submitted = await json(
      await fetch(`${publisher}/api/resources/submit`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          submitterName: "Bench",
          submitterTitle: "Load test",
          resourceType: "website",
          resourceCategory: CATEGORY,
          resourceTitle: title,
          resourceUrl: `https://example.org/${encodeURIComponent(title)}`,
          resourceDescription: "A suggestion the bench publishes to time how fast pages change.",
        }),
      }),
      201,
      "submit",
    );
    await json(
      await curator("POST", `/submissions/${submitted.id}/status`, { status: "approved" }),
      200,
      "approve",
    );
    const started = performance.now();
    const published = await json(
      await curator("POST", `/submissions/${submitted.id}/publish`, FACTS),
      201,
      "publish",
    );
    answers.push(performance.now() - started);
    resourceIds.push(String(published.resourceId));
    let seen = false;
    while (performance.now() - started < GIVE_UP_MS) {
      if (await shows(viewer, String(published.path), title)) {
        seen = true;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    if (seen) visible.push(performance.now() - started);
    else neverVisible++;
  }
  return {
    database,
    viewer: publisher === viewer ? "same" : "other",
    runs,
    answerMs: median(answers),
    visibleMs: median(visible),
    neverVisible,
    resourceIds,
  };
}

/**
 * Takes the bench's entries out of a PostgreSQL someone may keep: their catalogue rows, audit
 * entries and submissions, then tells any process still listening that the catalogue changed.
 */
export async function deletePublishedFromPostgres(url: string, marker: string, ids: string[]) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("begin");
    await client.query("delete from catalogue_entries where resource_id = any($1)", [ids]);
    const { rows } = await client.query<{ id: number }>(
      "select id from resource_submissions where resource_title like $1",
      [`${marker} %`],
    );
    await client.query("delete from audit_log where target = any($1)", [
      [...ids.map((id) => `resource:${id}`), ...rows.map((row) => `submission:${row.id}`)],
    ]);
    await client.query("delete from resource_submissions where resource_title like $1", [
      `${marker} %`,
    ]);
    await client.query("select pg_notify('catalogue_changed', '')");
    await client.query("commit");
  } finally {
    await client.end();
  }
}
