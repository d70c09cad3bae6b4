import { runLoad, type LoadResult } from "./load";
import { ACCEPT_GZIP, type Page } from "./static";

/** Submission runs (POST /api/resources/submit), and a page's throughput while they run. */

export interface SubmissionRow {
  database: string;
  clients: number;
  /** Every row of this run carries it in its title, so that they can be counted afterwards. */
  marker: string;
  acceptedPerSec: number;
  p99Ms: number;
  accepted: number;
  failed: number;
  /** Answered, but not 2xx: turned away (503) past the write queue's line. */
  refused: number;
  /** No answer at all: socket errors and timeouts. */
  errors: number;
  /** Filled in once the server has stopped (./rows.ts). */
  rows?: number;
}

export function submissionBody(marker: string): string {
  return JSON.stringify({
    resourceType: "book",
    resourceCategory: "other",
    resourceTitle: `${marker} A book that helped`,
    resourceAuthor: "The bench",
    resourceUrl: "https://example.org/book",
    resourceDescription: "Sent by npm run bench to measure how many suggestions the site accepts.",
    submitterName: "Bench",
  });
}

function submit(origin: string, marker: string, clients: number, seconds: number, rate?: number) {
  return runLoad({
    url: `${origin}/api/resources/submit`,
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: submissionBody(marker),
    connections: clients,
    seconds,
    rate,
  });
}

export async function measureSubmissions(
  origin: string,
  database: string,
  marker: string,
  clients: number,
  seconds: number,
): Promise<SubmissionRow> {
  const result = await submit(origin, marker, clients, seconds);
  return {
    database,
    clients,
    marker,
    acceptedPerSec: result.requestsPerSec,
    p99Ms: result.p99Ms,
    accepted: result.ok,
    failed: result.failed,
    refused: result.refused,
    errors: result.errors,
  };
}

export interface FloodRow {
  page: string;
  /** "unlimited" (as fast as 16 clients can) or the flood's rate in submissions per second. */
  flood: string;
  /** The page alone, just before and just after the flood; `ratio` is against their mean. */
  idle: LoadResult;
  idleAfter: LoadResult;
  during: LoadResult;
  submissions: SubmissionRow;
  ratio: number;
}

/**
 * A page's throughput alone, then while 16 clients submit (the flood starts a second earlier
 * and ends a second later than the page's run), then alone again: on a shared machine one idle
 * run can be off by half, so the ratio is taken against the mean of the two.
 */
export async function measureFlood(
  origin: string,
  page: Page,
  marker: string,
  seconds: number,
  rate?: number,
): Promise<FloodRow> {
  const pageLoad = () =>
    runLoad({ url: `${origin}${page.path}`, connections: 50, seconds, headers: ACCEPT_GZIP });
  const idle = await pageLoad();
  const delayed = new Promise((resolve) => setTimeout(resolve, 1000)).then(pageLoad);
  const [flood, during] = await Promise.all([
    submit(origin, marker, 16, seconds + 2, rate),
    delayed,
  ]);
  const idleAfter = await pageLoad();
  return {
    page: page.name,
    flood: rate ? `${rate}/s` : "unlimited",
    idle,
    idleAfter,
    during,
    ratio: (2 * during.requestsPerSec) / (idle.requestsPerSec + idleAfter.requestsPerSec),
    submissions: {
      database: "pglite",
      clients: 16,
      marker,
      acceptedPerSec: flood.requestsPerSec,
      p99Ms: flood.p99Ms,
      accepted: flood.ok,
      failed: flood.failed,
      refused: flood.refused,
      errors: flood.errors,
    },
  };
}
