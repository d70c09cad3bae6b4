import { writeFile } from "node:fs/promises";
import path from "node:path";
import { run, tempDir, which } from "./processes";

/**
 * One bounded load run against one URL, always from a separate process: wrk when it is
 * installed (it needs far less CPU than the servers it measures), else autocannon in a child.
 */

export interface LoadOptions {
  url: string;
  connections: number;
  seconds: number;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: string;
  /** Requests per second for all connections together; unlimited when absent (autocannon only). */
  rate?: number;
}

export interface LoadResult {
  tool: "wrk" | "autocannon";
  requestsPerSec: number;
  p99Ms: number;
  /** 2xx answers (wrk: answers that were not non-2xx/3xx). */
  ok: number;
  /** Non-2xx answers, socket errors and timeouts. */
  failed: number;
  /** Of those, the answers that were not 2xx (a submission turned away: 503). */
  refused: number;
  /** Of those, socket errors and timeouts: requests that got no answer at all. */
  errors: number;
  seconds: number;
}

/** BENCH_LOAD_GENERATOR=autocannon measures as a machine without wrk does. */
const WRK = process.env.BENCH_LOAD_GENERATOR === "autocannon" ? undefined : which("wrk");

/** Whether plain GETs can be driven harder than a Node server can answer them (wrk is here). */
export const STRONG_LOAD_GENERATOR = WRK !== undefined;

export function loadGenerator(): string {
  return WRK
    ? "wrk (1 thread), autocannon for paced runs"
    : "autocannon (one process per run; wrk is not installed)";
}

function toMs(value: string, unit: string): number {
  const factor = unit === "us" ? 0.001 : unit === "ms" ? 1 : unit === "s" ? 1000 : NaN;
  return Number(value) * factor;
}

/** Reads wrk's `--latency` report. */
export function parseWrk(output: string, seconds: number, countOkOnly = false): LoadResult {
  const rate = output.match(/Requests\/sec:\s+([\d.]+)/);
  const p99 = output.match(/^\s*99%\s+([\d.]+)(us|ms|s)\s*$/m);
  const total = output.match(/(\d+) requests in ([\d.]+)(m?s|m)\b/);
  const non2xx = Number(output.match(/Non-2xx or 3xx responses:\s+(\d+)/)?.[1] ?? 0);
  const errors = output.match(
    /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/,
  );
  if (!rate || !p99 || !total) throw new Error(`could not read wrk's report:\n${output}`);
  const socketErrors = errors ? errors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0;
  const ok = Number(total[1]) - non2xx;
  return {
    tool: "wrk",
    // Answers per second; for a POST, the accepted ones only (as autocannon-child.ts counts).
    requestsPerSec: countOkOnly ? ok / seconds : Number(rate[1]),
    p99Ms: toMs(p99[1]!, p99[2]!),
    ok,
    failed: non2xx + socketErrors,
    refused: non2xx,
    errors: socketErrors,
    seconds,
  };
}

/** wrk takes a method and a body only from a Lua script. */
async function wrkScript(options: LoadOptions): Promise<string[]> {
  if ((options.method ?? "GET") === "GET" && options.body === undefined) return [];
  const file = path.join(await tempDir("wrk"), "request.lua");
  const body = options.body ?? "";
  if (body.includes("]==]")) throw new Error("the body cannot be quoted for wrk");
  await writeFile(file, `wrk.method = "${options.method}"\nwrk.body = [==[${body}]==]\n`);
  return ["-s", file];
}

async function runWrk(wrk: string, options: LoadOptions): Promise<LoadResult> {
  const headers = Object.entries(options.headers ?? {}).flatMap(([name, value]) => [
    "-H",
    `${name}: ${value}`,
  ]);
  const args = ["-t1", `-c${options.connections}`, `-d${options.seconds}s`, "--latency"];
  const script = await wrkScript(options);
  const output = await run(wrk, [...args, ...script, ...headers, options.url], {
    timeoutMs: (options.seconds + 20) * 1000,
  });
  return parseWrk(output, options.seconds, options.method === "POST");
}

async function runAutocannon(options: LoadOptions): Promise<LoadResult> {
  const child = path.join(import.meta.dirname, "autocannon-child.ts");
  const output = await run(process.execPath, ["--import", "tsx", child, JSON.stringify(options)], {
    timeoutMs: (options.seconds + 30) * 1000,
  });
  return JSON.parse(output) as LoadResult;
}

/** wrk when installed, except for a paced run (wrk cannot pace); autocannon otherwise. */
export function runLoad(options: LoadOptions): Promise<LoadResult> {
  return WRK && !options.rate ? runWrk(WRK, options) : runAutocannon(options);
}
