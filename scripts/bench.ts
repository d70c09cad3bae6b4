/**
 * `npm run bench`: the performance targets (docs/product.md), measured side by side in one run on this
 * machine, loopback only; each part is bounded in time, Lighthouse by its number of pages
 * (docs/performance.md, "Running it", has how long). Prints one table and writes
 * bench/results.json. docs/performance.md explains the figures; bench/README.md the knobs.
 */
import { mkdir, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { benchBuild, BARE_PATH, ensureBuild } from "./bench/build";
import { lighthouseDeadline, runLighthouse } from "./bench/lighthouse";
import { loadGenerator, runLoad, STRONG_LOAD_GENERATOR } from "./bench/load";
import { formatReport, type BenchResults } from "./bench/report";
import { countAndDeletePostgresRows, countPgliteRows } from "./bench/rows";
import { tempDir } from "./bench/processes";
import { startBufferServer, startNginx, startSteadyGround, type Server } from "./bench/servers";
import { deletePublishedFromPostgres, measurePublish, seedBenchCurator } from "./bench/publish";
import { ACCEPT_GZIP, CONTENT_PAGES, CRISIS_PAGE, measureStatic } from "./bench/static";
import { measureFlood, measureSubmissions, type SubmissionRow } from "./bench/submissions";
import { compareTwins, lighthouseOrder, SPANISH_PAGES } from "./bench/spanish";
import { checkTargets, LCP_TARGET } from "./bench/targets";
import { measureBackup } from "./bench/backups";

const ROOT = path.resolve(import.meta.dirname, "..");
const STARTED = Date.now();
/**
 * With DATABASE_URL, the time PostgreSQL's part (submissions, a publish seen by a second
 * process) needs after the embedded database's, added to the run's bound below.
 */
const POSTGRES_RESERVE = process.env.DATABASE_URL ? 45_000 : 0;
const RUN = `bench-${STARTED.toString(36)}`;

const PAGES = CONTENT_PAGES;
/**
 * Lighthouse's pages: the bare page, the crisis page before the content pages (if Lighthouse's
 * time runs out, the last are left out), then each Spanish page after its English twin.
 */
const LIGHTHOUSE_PAGES = lighthouseOrder(
  [{ name: "bare", path: BARE_PATH }, CRISIS_PAGE, ...Object.values(PAGES)],
  SPANISH_PAGES,
);
/**
 * The time the parts before Lighthouse (load runs, submissions, a publish) are given in the run's
 * bound: what the whole run was given before Lighthouse had a budget of its own.
 */
const BEFORE_LIGHTHOUSE_MS = 172_000;
/**
 * The whole run's bound: the parts before Lighthouse, Lighthouse's own budget (by its number of
 * pages, scripts/bench/lighthouse.ts) and the reserve. PostgreSQL's part is skipped past it.
 */
const DEADLINE =
  lighthouseDeadline(STARTED + BEFORE_LIGHTHOUSE_MS, LIGHTHOUSE_PAGES.length) + POSTGRES_RESERVE;

const log = (line: string) =>
  process.stderr.write(
    `[bench ${((Date.now() - STARTED) / 1000).toFixed(0).padStart(3)} s] ${line}\n`,
  );
const left = () => (DEADLINE - Date.now()) / 1000;

const results: BenchResults = {
  startedAt: new Date(STARTED).toISOString(),
  seconds: 0,
  machine: {
    node: process.version,
    cpus: os.cpus().length,
    cpu: os.cpus()[0]?.model.trim() ?? "unknown",
    loadBefore: os.loadavg(),
    loadAfter: [],
  },
  loadGenerator: loadGenerator(),
  servers: {},
  static: [],
  submissions: [],
  flood: [],
  lighthouse: [],
  publish: [],
  targets: [],
  notes: [],
};

async function benchEmbedded(buildDir: string, clientDir: string) {
  const dataDir = await tempDir("data");
  await seedBenchCurator({ dataDir });
  const servers: Server[] = [];
  const ours = await startSteadyGround({ buildDir, dataDir });
  servers.push(ours);
  try {
    const nginx = await startNginx(clientDir);
    if (typeof nginx === "string") results.notes.push(`nginx skipped: ${nginx}`);
    else servers.push(nginx);
    const pages = [PAGES.home!, PAGES.article!];
    servers.push(
      await startBufferServer(
        clientDir,
        pages.map((page) => page.path),
      ),
    );
    for (const server of servers) results.servers[server.name] = server.description;
    log("prerendered pages");
    results.static = await measureStatic(servers, pages, {
      // autocannon starts a process per run and cannot push nginx anyway: fewer rounds.
      rounds: STRONG_LOAD_GENERATOR ? 4 : 3,
      seconds: 2,
      connections: 50,
      log,
    });
    await Promise.all(servers.slice(1).map((server) => server.process.stop()));

    for (const clients of [1, 16]) {
      log(`submissions, ${clients} client(s), embedded database`);
      const marker = `${RUN}-pglite-${clients}`;
      results.submissions.push(await measureSubmissions(ours.origin, "pglite", marker, clients, 4));
    }
    log("a page under a submission flood");
    results.flood.push(await measureFlood(ours.origin, PAGES.article!, `${RUN}-flood`, 4));
    log("a page under a flood paced at 500 submissions/s");
    results.flood.push(await measureFlood(ours.origin, PAGES.article!, `${RUN}-paced`, 4, 500));

    log("a publish, until its pages show it");
    const category = PAGES.category!;
    const served = async () =>
      (
        await runLoad({
          url: `${ours.origin}${category.path}`,
          connections: 50,
          seconds: 2,
          headers: ACCEPT_GZIP,
        })
      ).requestsPerSec;
    const before = await served();
    results.publish.push(
      await measurePublish("pglite", ours.origin, ours.origin, `${RUN}-publish`),
    );
    results.afterPublish = { path: category.path, before, after: await served() };

    // Lighthouse checks the canonical link's host: use the name the build was made for.
    const origin = ours.origin.replace("127.0.0.1", "localhost");
    // Lighthouse failing (no Chromium, a browser it cannot drive) is reported, not fatal.
    const { rows, note } = await runLighthouse(
      origin,
      LIGHTHOUSE_PAGES,
      lighthouseDeadline(Date.now(), LIGHTHOUSE_PAGES.length),
      log,
    ).catch((error: unknown) => ({ rows: [], note: `could not run: ${(error as Error).message}` }));
    results.lighthouse = rows;
    results.spanish = compareTwins(rows, SPANISH_PAGES);
    if (note) results.notes.push(`Lighthouse: ${note}`);
  } finally {
    await Promise.all(servers.map((server) => server.process.stop()));
  }
  await countRows(dataDir);
  results.backups = [await measureBackup(dataDir, path.join(ROOT, "drizzle"))];
}

async function countRows(dataDir: string) {
  const rows = [...results.submissions, ...results.flood.map((flood) => flood.submissions)];
  const embedded = rows.filter((row) => row.database === "pglite");
  const counts = await countPgliteRows(
    dataDir,
    embedded.map((row) => row.marker),
  );
  for (const row of embedded) row.rows = counts.get(row.marker);
}

async function benchPostgres(buildDir: string, databaseUrl: string) {
  const dataDir = await tempDir("pg");
  await seedBenchCurator({ dataDir, databaseUrl });
  const server = await startSteadyGround({ buildDir, dataDir, databaseUrl, name: "postgres" });
  const rows: SubmissionRow[] = [];
  const publishMarker = `${RUN}-publish-pg`;
  try {
    for (const clients of [1, 16]) {
      log(`submissions, ${clients} client(s), PostgreSQL`);
      const marker = `${RUN}-postgres-${clients}`;
      rows.push(await measureSubmissions(server.origin, "postgres", marker, clients, 4));
    }
    log("a publish on one process, until another shows it (PostgreSQL)");
    const other = await startSteadyGround({
      buildDir,
      dataDir: await tempDir("pg-2"),
      databaseUrl,
      name: "postgres-2",
    });
    try {
      const publish = await measurePublish("postgres", server.origin, other.origin, publishMarker);
      results.publish.push(publish);
      await deletePublishedFromPostgres(databaseUrl, publishMarker, publish.resourceIds);
    } finally {
      await other.process.stop();
    }
  } finally {
    await server.process.stop();
  }
  const counts = await countAndDeletePostgresRows(
    databaseUrl,
    rows.map((row) => row.marker),
  );
  for (const row of rows) row.rows = counts.get(row.marker);
  results.submissions.push(...rows);
  results.notes.push("PostgreSQL: the bench's rows were counted, then deleted");
}

async function main() {
  const buildDir = path.resolve(ROOT, process.env.BUILD_DIR ?? "build");
  await ensureBuild(buildDir, log);
  const copy = await benchBuild(buildDir, await tempDir("build"));
  await benchEmbedded(copy, path.join(copy, "client"));
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) results.notes.push("PostgreSQL skipped: DATABASE_URL is not set");
  else if (left() < 20) results.notes.push("PostgreSQL skipped: the time budget ran out");
  else await benchPostgres(copy, databaseUrl);
  results.machine.loadAfter = os.loadavg();
  results.seconds = Math.round((Date.now() - STARTED) / 1000);
  results.targets = checkTargets(
    results.static,
    results.submissions,
    results.flood,
    results.lighthouse,
    results.publish,
    STRONG_LOAD_GENERATOR,
  );
  if (results.targets.some((target) => target.target === LCP_TARGET && target.met === false)) {
    results.notes.push(
      "LCP: why it misses, and what the first paint waits on: docs/decisions/033-first-paint-what-is-left.md; measure it with npm run bench:lcp",
    );
  }
  await mkdir(path.join(ROOT, "bench"), { recursive: true });
  await writeFile(
    path.join(ROOT, "bench", "results.json"),
    `${JSON.stringify(results, null, 2)}\n`,
  );
  process.stdout.write(`\n${formatReport(results)}\n\n(written to bench/results.json)\n`);
}

await main();
