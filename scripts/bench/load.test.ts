import { describe, expect, it } from "vitest";
import { parseWrk } from "./load";

const REPORT = `Running 5s test @ http://127.0.0.1:3899/
  1 threads and 50 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency     1.12ms  637.21us   9.55ms   88.17%
    Req/Sec    20.72k   120.35    21.91k    63.64%
  Latency Distribution
     50%    1.02ms
     75%    1.31ms
     90%    1.63ms
     99%  850.00us
  103600 requests in 5.00s, 0.94GB read
  Socket errors: connect 0, read 2, write 0, timeout 1
  Non-2xx or 3xx responses: 100
Requests/sec:  20720.00
Transfer/sec:      0.19GB
`;

describe("parseWrk", () => {
  it("reads the rate, the 99th percentile in any unit, and the failures", () => {
    expect(parseWrk(REPORT, 5)).toEqual({
      tool: "wrk",
      requestsPerSec: 20720,
      p99Ms: 0.85,
      ok: 103500,
      failed: 103,
      refused: 100,
      errors: 3,
      seconds: 5,
    });
  });

  it("counts only the accepted answers per second for a submission run", () => {
    expect(parseWrk(REPORT, 5, true).requestsPerSec).toBe(20700);
    expect(parseWrk(REPORT.replace("850.00us", "1.20s"), 5).p99Ms).toBe(1200);
  });

  it("refuses a report it cannot read", () => {
    expect(() => parseWrk("unable to connect to 127.0.0.1:1", 5)).toThrow(/could not read/);
  });
});
