/**
 * One autocannon run in its own process, so that the load generator never shares a CPU
 * queue with the bench or with another generator. Usage: node --import tsx
 * autocannon-child.ts '<LoadOptions as JSON>'; prints a LoadResult as JSON.
 */
import { createRequire } from "node:module";
import type { LoadOptions, LoadResult } from "./load";

interface AutocannonResult {
  requests: { average: number };
  latency: { p99: number };
  "2xx": number;
  non2xx: number;
  errors: number;
  timeouts: number;
  duration: number;
}

type Autocannon = (options: Record<string, unknown>) => Promise<AutocannonResult>;

// autocannon ships no types; this is the part of its API used here.
const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon;
const options = JSON.parse(process.argv[2] ?? "{}") as LoadOptions;

const result = await autocannon({
  url: options.url,
  connections: options.connections,
  duration: options.seconds,
  method: options.method ?? "GET",
  headers: options.headers,
  body: options.body,
  overallRate: options.rate,
});

const answer: LoadResult = {
  tool: "autocannon",
  // Accepted answers per second: what a submission run reports.
  requestsPerSec:
    options.method === "POST" ? result["2xx"] / result.duration : result.requests.average,
  p99Ms: result.latency.p99,
  ok: result["2xx"],
  failed: result.non2xx + result.errors + result.timeouts,
  refused: result.non2xx,
  errors: result.errors + result.timeouts,
  seconds: result.duration,
};
process.stdout.write(JSON.stringify(answer));
