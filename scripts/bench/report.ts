import type { BackupRow } from "./backups";
import type { LighthouseRow } from "./lighthouse";
import type { PublishRow } from "./publish";
import type { TwinRow } from "./spanish";
import type { StaticRow } from "./static";
import type { FloodRow, SubmissionRow } from "./submissions";

/** What `npm run bench` found, printed as one table and written to bench/results.json. */
export interface BenchResults {
  startedAt: string;
  seconds: number;
  machine: { node: string; cpus: number; cpu: string; loadBefore: number[]; loadAfter: number[] };
  loadGenerator: string;
  servers: Record<string, string>;
  static: StaticRow[];
  submissions: SubmissionRow[];
  flood: FloodRow[];
  lighthouse: LighthouseRow[];
  /** Each Spanish page's Lighthouse figures beside its English twin's (scripts/bench/spanish.ts). */
  spanish?: TwinRow[];
  publish: PublishRow[];
  /** A page the publish re-rendered, served from memory before and after it (req/s). */
  afterPublish?: { path: string; before: number; after: number };
  /** A backup and a restore of the bench's data (scripts/bench/backups.ts). */
  backups?: BackupRow[];
  targets: Target[];
  notes: string[];
}

export interface Target {
  target: string;
  /** null: not measured in this run. */
  met: boolean | null;
  measured: string;
}

const int = (n: number) => (Number.isFinite(n) ? Math.round(n).toLocaleString("en-US") : "–");
const ms = (n: number) => (Number.isFinite(n) ? n.toFixed(n < 10 ? 1 : 0) : "–");
const ratio = (n: number) => (Number.isFinite(n) ? `${n.toFixed(2)}x` : "–");

/** Columns padded to their widest cell; numbers aligned right. */
export function formatTable(header: string[], rows: string[][]): string {
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) =>
        /^[\d.,–x%-]+$/.test(cell) ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!),
      )
      .join("  ")
      .trimEnd();
  return [line(header), ...rows.map(line)].join("\n");
}

function staticTable(rows: StaticRow[]): string {
  return formatTable(
    ["page", "server", "req/s", "p99 ms", "gzip bytes", "ours ÷ this", "rounds (req/s)"],
    rows.map((row) => [
      row.page,
      row.server,
      int(row.requestsPerSec),
      ms(row.p99Ms),
      int(row.bytes),
      ratio(row.oursRatio),
      row.rounds.map(int).join(" ") + (row.failed ? `  (${row.failed} failed)` : ""),
    ]),
  );
}

function submissionTable(rows: SubmissionRow[]): string {
  return formatTable(
    [
      "database",
      "clients",
      "accepted/s",
      "p99 ms",
      "accepted",
      "rows",
      "lost",
      "turned away",
      "no answer",
    ],
    rows.map((row) => [
      row.database,
      String(row.clients),
      int(row.acceptedPerSec),
      ms(row.p99Ms),
      int(row.accepted),
      row.rows === undefined ? "–" : int(row.rows),
      row.rows === undefined ? "–" : int(Math.max(0, row.accepted - row.rows)),
      int(row.refused),
      int(row.errors),
    ]),
  );
}

function floodTable(rows: FloodRow[]): string {
  return formatTable(
    [
      "page",
      "flood (16 clients)",
      "idle req/s (before, after)",
      "during req/s",
      "ratio",
      "accepted/s during",
      "turned away/s",
      "no answer",
    ],
    rows.map((row) => [
      row.page,
      row.flood,
      `${int(row.idle.requestsPerSec)}, ${int(row.idleAfter.requestsPerSec)}`,
      int(row.during.requestsPerSec),
      ratio(row.ratio),
      int(row.submissions.acceptedPerSec),
      int(row.submissions.refused / row.during.seconds),
      int(row.submissions.errors),
    ]),
  );
}

function publishTable(rows: PublishRow[]): string {
  return formatTable(
    ["database", "seen on", "runs", "answer ms", "visible ms", "never visible"],
    rows.map((row) => [
      row.database,
      row.viewer === "same" ? "the same process" : "another process",
      String(row.runs),
      int(row.answerMs),
      int(row.visibleMs),
      String(row.neverVisible),
    ]),
  );
}

function lighthouseTable(rows: LighthouseRow[]): string {
  const bare = rows.find((row) => row.page === "bare");
  return formatTable(
    ["page", "path", "perf", "LCP ms", "LCP ÷ bare", "TBT ms", "CLS", "a11y", "best pr.", "SEO"],
    rows.map((row) => [
      row.page,
      row.path,
      String(row.performance),
      int(row.lcpMs),
      ratio(bare ? row.lcpMs / bare.lcpMs : NaN),
      int(row.tbtMs),
      row.cls.toFixed(3),
      String(row.accessibility),
      String(row.bestPractices),
      String(row.seo),
    ]),
  );
}

/** Each Spanish page beside its English twin: performance, LCP ÷ bare, TBT, and the two ratios' quotient. */
function twinTable(rows: TwinRow[]): string {
  const num = (n: number) => (Number.isFinite(n) ? String(n) : "–");
  return formatTable(
    [
      "Spanish page",
      "perf",
      "LCP ÷ bare",
      "TBT ms",
      "English twin",
      "perf",
      "LCP ÷ bare",
      "TBT ms",
      "LCP es ÷ en",
    ],
    rows.map((row) => [
      row.path,
      num(row.performance),
      ratio(row.lcpRatio),
      int(row.tbtMs),
      row.twin?.path ?? "(none)",
      num(row.twin?.performance ?? NaN),
      ratio(row.twin?.lcpRatio ?? NaN),
      int(row.twin?.tbtMs ?? NaN),
      ratio(row.twin ? row.lcpRatio / row.twin.lcpRatio : NaN),
    ]),
  );
}

export function formatReport(results: BenchResults): string {
  const { machine } = results;
  const sections = [
    `Steady Ground bench, ${results.startedAt}: ${results.seconds} s, Node ${machine.node}, ` +
      `${machine.cpus} CPUs (${machine.cpu}), load average ${machine.loadBefore.map((n) => n.toFixed(1)).join(" ")} before, ` +
      `${machine.loadAfter.map((n) => n.toFixed(1)).join(" ")} after`,
    `load generator: ${results.loadGenerator}; loopback only`,
    ...Object.entries(results.servers).map(([name, description]) => `  ${name}: ${description}`),
    "",
    "Prerendered pages (GET, Accept-Encoding: gzip, 50 connections; medians of the rounds, and of ours ÷ this round by round)",
    results.static.length ? staticTable(results.static) : "  (not measured)",
    "",
    "Submissions (POST /api/resources/submit; rows counted afterwards; turned away: 503 past the write queue's line)",
    results.submissions.length ? submissionTable(results.submissions) : "  (not measured)",
    "",
    "A prerendered page while submissions flood in (embedded database)",
    results.flood.length ? floodTable(results.flood) : "  (not measured)",
    "",
    "A publish (approved suggestion → POST /api/curator/submissions/{id}/publish), until its page answers 200 and its category lists it; medians",
    results.publish.length ? publishTable(results.publish) : "  (not measured)",
    ...(results.afterPublish
      ? [
          `  ${results.afterPublish.path} from memory: ${int(results.afterPublish.before)} req/s before, ` +
            `${int(results.afterPublish.after)} after (${ratio(results.afterPublish.after / results.afterPublish.before)})`,
        ]
      : []),
    "",
    "Lighthouse mobile (simulated slow 4G, mid-range phone)",
    results.lighthouse.length ? lighthouseTable(results.lighthouse) : "  (not measured)",
    ...(results.spanish?.length
      ? [
          "",
          "Spanish pages beside their English twins (rows of the table above; LCP ÷ bare of the same run)",
          twinTable(results.spanish),
        ]
      : []),
    "",
    "Backup and restore of the bench's data (npm run db:backup / db:restore's code, server stopped)",
    ...(results.backups?.length
      ? results.backups.map(
          (row) =>
            `  ${row.database}: ${int(row.bytes)} bytes, backup ${row.backupSeconds.toFixed(1)} s, restore ${row.restoreSeconds.toFixed(1)} s`,
        )
      : ["  (not measured)"]),
    "",
    "targets (docs/product.md)",
    ...results.targets.map(
      (t) => `  ${t.met === null ? "?" : t.met ? "✓" : "✗"} ${t.target}: ${t.measured}`,
    ),
  ];
  if (results.notes.length) sections.push("", "Notes", ...results.notes.map((n) => `  - ${n}`));
  return sections.join("\n");
}
