import { once } from "node:events";
import { createServer, request, Agent, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, test, vi } from "vitest";
import { BUSY_MESSAGE, BUSY_RETRY_AFTER_SECONDS, createWriteQueue } from "~/db/write-queue.server";
import { writeAdmission } from "./write-admission";

/**
 * The check server/main.ts runs before Express: a plain node:http server whose writes wait
 * until the test lets them answer, so that the queue's places stay taken.
 */
async function serve(limit: number, waitingLimit = 0, maxWaitMs?: number) {
  const queue = createWriteQueue(limit, waitingLimit, maxWaitMs);
  const admission = writeAdmission(queue, "production");
  const waiting: ServerResponse[] = [];
  const server = createServer((req, res) => {
    const path = (req.url ?? "").split("?")[0]!;
    admission.admit(req, res, path, () => {
      if (req.method === "POST") {
        req.resume();
        waiting.push(res);
      } else res.end("page");
    });
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  return {
    queue,
    waiting,
    agent,
    send(path: string, method = "POST", useAgent: Agent | false = false) {
      return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>(
        (resolve, reject) => {
          const req = request({ host: "127.0.0.1", port, path, method, agent: useAgent }, (res) => {
            let body = "";
            res.setEncoding("utf8");
            res.on("data", (chunk: string) => (body += chunk));
            res.on("end", () =>
              resolve({ status: res.statusCode ?? 0, headers: res.headers, body }),
            );
          });
          req.on("error", reject);
          req.setHeader("content-type", "application/json");
          req.end(method === "POST" ? JSON.stringify({ resourceTitle: "x".repeat(2000) }) : "");
        },
      );
    },
    /** A write whose client can go away: its answer ("gone" once aborted), and the abort. */
    sendAbortable() {
      const controller = new AbortController();
      const answer = fetch(`http://127.0.0.1:${port}/api/resources/submit`, {
        method: "POST",
        body: "{}",
        signal: controller.signal,
      }).catch(() => "gone");
      return { answer, abort: () => controller.abort() };
    },
    close: () => {
      agent.destroy();
      server.closeAllConnections();
      server.close();
    },
  };
}

/** How long a test waits for the server to reach a state it is about to reach. */
const SETTLED = { timeout: 2_000, interval: 10 };

let current: Awaited<ReturnType<typeof serve>> | undefined;
afterEach(() => current?.close());

describe("admitting public writes before Express (server/main.ts)", () => {
  test("with no line, the write past the limit is a 503 with Retry-After at once, and the connection stays usable", async () => {
    current = await serve(2);
    const held = [current.send("/api/resources/submit"), current.send("/api/newsletter")];
    await vi.waitFor(() => expect(current!.waiting).toHaveLength(2), SETTLED);

    const busy = await current.send("/api/resources/submit", "POST", current.agent);
    expect(busy.status).toBe(503);
    expect(busy.headers["retry-after"]).toBe(String(BUSY_RETRY_AFTER_SECONDS));
    expect(busy.headers["cache-control"]).toBe("no-store");
    expect(busy.headers["x-content-type-options"]).toBe("nosniff");
    expect(JSON.parse(busy.body)).toEqual({ message: BUSY_MESSAGE });
    // Its body was never read, yet the same connection answers the next request.
    expect((await current.send("/", "GET", current.agent)).body).toBe("page");
    expect(current.queue.inFlight).toBe(2);

    for (const res of current.waiting) res.end("stored");
    expect((await Promise.all(held)).map((answer) => answer.body)).toEqual(["stored", "stored"]);
    await vi.waitFor(() => expect(current!.queue.inFlight).toBe(0), SETTLED);
    const next = current.send("/api/resources/submit?x=1");
    await vi.waitFor(() => expect(current!.waiting).toHaveLength(3), SETTLED);
    current.waiting[2]!.end("stored");
    expect((await next).status).toBe(200);
  });

  test("a write past the limit waits in line with its body unread, and goes on once a place is free", async () => {
    current = await serve(1, 1);
    const first = current.send("/api/resources/submit");
    await vi.waitFor(() => expect(current!.waiting).toHaveLength(1), SETTLED);
    const second = current.send("/api/newsletter");
    await vi.waitFor(() => expect(current!.queue.waiting).toBe(1), SETTLED);
    expect(current.waiting).toHaveLength(1);
    // The line is full: the third is answered at once.
    expect((await current.send("/api/resources/submit")).status).toBe(503);

    current.waiting[0]!.end("stored");
    await vi.waitFor(() => expect(current!.waiting).toHaveLength(2), SETTLED);
    current.waiting[1]!.end("stored too");
    expect((await first).body).toBe("stored");
    expect((await second).body).toBe("stored too");
    await vi.waitFor(() => expect(current!.queue.inFlight).toBe(0), SETTLED);
  });

  test("a write whose client goes away while it waits leaves the line", async () => {
    // A wait far longer than the test's, so that only the client's going can empty the line.
    current = await serve(1, 1, 60_000);
    const held = current.send("/api/resources/submit");
    await vi.waitFor(() => expect(current!.waiting).toHaveLength(1), SETTLED);
    const gone = current.sendAbortable();
    await vi.waitFor(() => expect(current!.queue.waiting).toBe(1), SETTLED);
    gone.abort();
    expect(await gone.answer).toBe("gone");
    await vi.waitFor(() => expect(current!.queue.waiting).toBe(0), SETTLED);
    current.waiting[0]!.end("stored");
    await held;
    await vi.waitFor(() => expect(current!.queue.inFlight).toBe(0), SETTLED);
    expect(current.waiting).toHaveLength(1);
  });

  test("a write whose client goes away gives its place back", async () => {
    current = await serve(1);
    const held = current.sendAbortable();
    await vi.waitFor(() => expect(current!.waiting).toHaveLength(1), SETTLED);
    expect(current.queue.inFlight).toBe(1);
    held.abort();
    expect(await held.answer).toBe("gone");
    await vi.waitFor(() => expect(current!.queue.inFlight).toBe(0), SETTLED);
  });

  test("pages, other methods and other paths are not counted", async () => {
    current = await serve(1);
    expect((await current.send("/api/resources/submit", "GET")).body).toBe("page");
    expect((await current.send("/", "GET")).body).toBe("page");
    expect(current.queue.inFlight).toBe(0);
  });
});
