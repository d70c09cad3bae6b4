import { request } from "node:http";
import { runLoad, type LoadResult } from "./load";
import type { Server } from "./servers";

/**
 * Prerendered pages from each server, side by side: short runs in rounds, the servers' order
 * rotating each round, so that a burst of other work on the machine hits all of them alike.
 */

export interface Page {
  name: string;
  path: string;
}

/** The English content pages the targets name, one of each kind. */
export const CONTENT_PAGES: Record<string, Page> = {
  home: { name: "home", path: "/" },
  article: { name: "article", path: "/blog/how-to-choose-a-therapist" },
  category: { name: "category", path: "/category/psychological-concerns" },
  resource: { name: "resource", path: "/resource/radical-compassion" },
  // Held to the same first-paint limit (docs/product.md "Performance targets").
  checkIn: { name: "check-in", path: "/check-in" },
  questionnaire: { name: "phq-9", path: "/check-in/phq-9" },
  // The Spanish pages, each beside its English twin: SPANISH_PAGES in ./spanish.ts.
};

/**
 * A crisis page, rendered per request (not prerendered, so not served as a static copy): held to
 * the same first-paint limit in Lighthouse, where a late re-render would show.
 */
export const CRISIS_PAGE: Page = { name: "get-help", path: "/get-help/gb" };

export interface StaticRow {
  page: string;
  path: string;
  server: string;
  /** Median over the rounds. */
  requestsPerSec: number;
  p99Ms: number;
  bytes: number;
  rounds: number[];
  /**
   * Our throughput divided by this server's, round by round (each pair measured seconds apart,
   * so a burst of other work on the machine touches both), then the median of those ratios.
   */
  oursRatio: number;
  failed: number;
}

/** The same gzip bytes from every server: Accept-Encoding names gzip alone (no brotli in nginx). */
export const ACCEPT_GZIP = { "Accept-Encoding": "gzip" };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** The size of the gzip body a server sends for a page (its Content-Length). */
function gzipBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: ACCEPT_GZIP }, (res) => {
      res.resume();
      if (res.statusCode !== 200 || res.headers["content-encoding"] !== "gzip") {
        reject(new Error(`${url}: ${res.statusCode}, ${res.headers["content-encoding"]}`));
      } else resolve(Number(res.headers["content-length"]));
    });
    req.on("error", reject);
    req.end();
  });
}

export interface StaticOptions {
  rounds: number;
  seconds: number;
  connections: number;
  log: (line: string) => void;
}

/** Measures every page on every server; `servers[0]` is ours, the others its yardsticks. */
export async function measureStatic(
  servers: Server[],
  pages: Page[],
  options: StaticOptions,
): Promise<StaticRow[]> {
  const runs = new Map<string, LoadResult[]>();
  const bytes = new Map<string, number>();
  const load = (server: Server, page: Page, seconds: number) =>
    runLoad({
      url: `${server.origin}${page.path}`,
      connections: options.connections,
      seconds,
      headers: ACCEPT_GZIP,
    });
  for (const server of servers) {
    for (const page of pages) {
      bytes.set(`${server.name} ${page.name}`, await gzipBytes(`${server.origin}${page.path}`));
    }
    await load(server, pages[0]!, 1); // warm-up: JIT, connections, caches
  }
  for (let round = 0; round < options.rounds; round++) {
    options.log(`static pages, round ${round + 1} of ${options.rounds}`);
    const order = servers.map((_, i) => servers[(i + round) % servers.length]!);
    for (const page of pages) {
      for (const server of order) {
        const key = `${server.name} ${page.name}`;
        runs.set(key, [...(runs.get(key) ?? []), await load(server, page, options.seconds)]);
      }
    }
  }
  return pages.flatMap((page) =>
    servers.map((server) => {
      const key = `${server.name} ${page.name}`;
      const results = runs.get(key) ?? [];
      const ours = runs.get(`${servers[0]!.name} ${page.name}`) ?? [];
      const ratios = results.map((result, i) => ours[i]!.requestsPerSec / result.requestsPerSec);
      return {
        page: page.name,
        path: page.path,
        server: server.name,
        requestsPerSec: median(results.map((result) => result.requestsPerSec)),
        p99Ms: median(results.map((result) => result.p99Ms)),
        bytes: bytes.get(key) ?? NaN,
        rounds: results.map((result) => Math.round(result.requestsPerSec)),
        oursRatio: median(ratios),
        failed: results.reduce((sum, result) => sum + result.failed, 0),
      };
    }),
  );
}
