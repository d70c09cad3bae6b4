import { existsSync } from "node:fs";

/**
 * Lighthouse's mobile audit (its default: a mid-range phone on a slow 4G link, simulated) of
 * each page, in the system Chromium; never a downloaded browser.
 */

export interface LighthouseRow {
  page: string;
  path: string;
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
}

/**
 * The time Lighthouse is given per page (and once more for its warm-up pass), counted from its
 * start, so that every page it is given is audited: one audit took 10–62 s here on 2 cores
 * shared with other work (load average 7–17). A run that still goes past it stops with a note.
 */
export const LIGHTHOUSE_MS_PER_PAGE = 45_000;

/** When a Lighthouse run of `pages` pages that starts at `start` must stop (epoch ms). */
export function lighthouseDeadline(start: number, pages: number): number {
  return start + (pages + 1) * LIGHTHOUSE_MS_PER_PAGE;
}

const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
];

interface Lhr {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
  runtimeError?: { message: string };
}

const score = (lhr: Lhr, category: string) =>
  Math.round((lhr.categories[category]?.score ?? 0) * 100);
const value = (lhr: Lhr, audit: string) => lhr.audits[audit]?.numericValue ?? NaN;

/**
 * Audits each page in turn (one Chromium for all), stopping early when `deadline` passes.
 * Returns the rows, or why Lighthouse could not run here.
 */
export async function runLighthouse(
  origin: string,
  pages: { name: string; path: string }[],
  deadline: number,
  log: (line: string) => void,
): Promise<{ rows: LighthouseRow[]; note?: string }> {
  const chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  if (!existsSync(chromePath)) {
    return { rows: [], note: `no Chromium at ${chromePath} (set CHROMIUM_PATH)` };
  }
  const [{ launch }, { default: lighthouse }] = await Promise.all([
    import("chrome-launcher"),
    import("lighthouse"),
  ]);
  const chrome = await launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: "silent" });
  const rows: LighthouseRow[] = [];
  const notes: string[] = [];
  const audit = async (url: string, onlyAudits?: string[]) => {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      ...(onlyAudits
        ? { onlyAudits }
        : { onlyCategories: ["performance", "accessibility", "best-practices", "seo"] }),
    });
    return result?.lhr as Lhr | undefined;
  };
  try {
    // The first page Chromium loads pays for its own start-up (it showed as blocking time): a
    // one-audit pass on another page takes that, and is not counted.
    log("lighthouse warm-up");
    await audit(`${origin}${pages.at(-1)?.path ?? "/"}`, ["document-title"]);
    for (const page of pages) {
      if (Date.now() > deadline) {
        notes.push("stopped early: the bench's time budget ran out");
        break;
      }
      log(`lighthouse ${page.name}`);
      // Lighthouse sometimes loses a trace (NO_NAVSTART); a second try usually has it.
      let lhr = await audit(`${origin}${page.path}`);
      if (!lhr || lhr.runtimeError) lhr = await audit(`${origin}${page.path}`);
      if (!lhr || lhr.runtimeError) {
        notes.push(`failed on ${page.path}: ${lhr?.runtimeError?.message ?? "no result"}`);
        continue;
      }
      rows.push(rowOf(page, lhr));
    }
  } finally {
    chrome.kill();
  }
  return { rows, note: notes.join("; ") || undefined };
}

function rowOf(page: { name: string; path: string }, lhr: Lhr): LighthouseRow {
  return {
    page: page.name,
    path: page.path,
    performance: score(lhr, "performance"),
    lcpMs: value(lhr, "largest-contentful-paint"),
    tbtMs: value(lhr, "total-blocking-time"),
    cls: value(lhr, "cumulative-layout-shift"),
    accessibility: score(lhr, "accessibility"),
    bestPractices: score(lhr, "best-practices"),
    seo: score(lhr, "seo"),
  };
}
