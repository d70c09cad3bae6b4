/**
 * `npm run bench:lcp`: what a content page's first paint waits on. Lighthouse's mobile audit of
 * the bare page, the content pages and a crisis page (/get-help/gb, as served), on copies of the build rewritten four ways (as
 * built; scripts after `load`; no scripts; no scripts and the stylesheet inline: see
 * scripts/bench/page-variants.ts), each served by its own `server.js`, one after another on this
 * machine. Prints LCP and its ratio to the bare page of the same run. About four minutes on a
 * quiet machine; Lighthouse has the bench's per-page budget in each variant.
 */
import path from "node:path";
import { benchBuild, BARE_PATH, ensureBuild } from "./bench/build";
import { lighthouseDeadline, runLighthouse } from "./bench/lighthouse";
import { rewriteCopy, VARIANTS } from "./bench/page-variants";
import { tempDir } from "./bench/processes";
import { startSteadyGround } from "./bench/servers";
import { CONTENT_PAGES, CRISIS_PAGE } from "./bench/static";

const ROOT = path.resolve(import.meta.dirname, "..");
const log = (line: string) => process.stderr.write(`[bench:lcp] ${line}\n`);

const buildDir = path.resolve(ROOT, process.env.BUILD_DIR ?? "build");
await ensureBuild(buildDir, log);
const pages = Object.values(CONTENT_PAGES);
const lines: string[] = [];
for (const variant of VARIANTS) {
  log(variant);
  const copy = await benchBuild(buildDir, await tempDir("lcp"));
  const sizes = await rewriteCopy(
    copy,
    pages.map((page) => page.path),
    variant,
  );
  const server = await startSteadyGround({ buildDir: copy, dataDir: await tempDir("lcp-data") });
  try {
    // Lighthouse checks the canonical link's host: use the name the build was made for.
    const origin = server.origin.replace("127.0.0.1", "localhost");
    // The crisis page is rendered per request: served as is in every variant. It goes before
    // the content pages: if the time runs out, the last are left out.
    const audited = [{ name: "bare", path: BARE_PATH }, CRISIS_PAGE, ...pages];
    const { rows, note } = await runLighthouse(
      origin,
      audited,
      lighthouseDeadline(Date.now(), audited.length),
      log,
    );
    const bare = rows.find((row) => row.page === "bare");
    for (const row of rows) {
      const ratio = bare ? `${(row.lcpMs / bare.lcpMs).toFixed(2)}x` : "?";
      const gzip = sizes[row.path] ? sizes[row.path]!.toLocaleString("en-US") : "";
      lines.push(
        [
          variant.padEnd(23),
          row.page.padEnd(9),
          String(row.performance).padStart(4),
          Math.round(row.lcpMs).toLocaleString("en-US").padStart(7),
          ratio.padStart(6),
          Math.round(row.tbtMs).toLocaleString("en-US").padStart(7),
          gzip.padStart(9),
        ].join("  "),
      );
    }
    if (note) lines.push(`${variant}: ${note}`);
  } finally {
    await server.process.stop();
  }
}
process.stdout.write(
  [
    "",
    `Largest Contentful Paint by what the page carries (Lighthouse mobile, ${new Date().toISOString()})`,
    "variant                  page       perf   LCP ms  ÷ bare   TBT ms  HTML gzip",
    ...lines,
    "",
  ].join("\n"),
);
process.exit(0);
