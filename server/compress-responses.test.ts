import { randomBytes } from "node:crypto";
import { request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { setImmediate } from "node:timers/promises";
import { brotliDecompressSync } from "node:zlib";
import { writeReadableStreamToWritable } from "@react-router/node";
import express from "express";
import { afterAll, beforeAll, expect, test } from "vitest";
import { compressResponses } from "./compress-responses";

// Random bytes do not compress, so every 16 KB chunk fills the Brotli stream's buffer and the
// writer has to wait for a drain: 128 waits, well past Node's warning at ten listeners.
const CHUNK_BYTES = 16 * 1024;
const BODY = randomBytes(128 * CHUNK_BYTES);

let server: Server;
let url: URL;

beforeAll(async () => {
  const app = express();
  app.use(compressResponses());
  // Written the way React Router's Express adapter writes a streamed page.
  app.get("/page", (_req, res) => {
    res.setHeader("content-type", "text/html");
    let offset = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (offset >= BODY.length) return controller.close();
        controller.enqueue(BODY.subarray(offset, offset + CHUNK_BYTES));
        offset += CHUNK_BYTES;
      },
    });
    void writeReadableStreamToWritable(body, res);
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  url = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}/page`);
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

function get(acceptEncoding: string) {
  return new Promise<{ encoding?: string; body: Buffer }>((resolve, reject) => {
    const req = request(url, { headers: { "accept-encoding": acceptEncoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ encoding: response.headers["content-encoding"], body: Buffer.concat(chunks) }),
      );
      response.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

/** The leak warnings Node gives while `run` goes on, and on the ticks right after it. */
async function leakWarnings(run: () => Promise<unknown>) {
  const warnings: string[] = [];
  const onWarning = (warning: Error) => {
    if (warning.name === "MaxListenersExceededWarning") warnings.push(warning.message);
  };
  process.on("warning", onWarning);
  try {
    await run();
    // Node emits a warning on a later tick than the one that caused it.
    await setImmediate();
  } finally {
    process.off("warning", onWarning);
  }
  return warnings;
}

test("a streamed page that meets backpressure arrives whole, without a listener leak", async () => {
  let answer: Awaited<ReturnType<typeof get>> | undefined;
  const warnings = await leakWarnings(async () => {
    answer = await get("br");
  });
  expect(warnings).toEqual([]);
  expect(answer?.encoding).toBe("br");
  expect(brotliDecompressSync(answer!.body).equals(BODY)).toBe(true);
});

test("a client that takes no compression gets the same bytes as they are", async () => {
  let answer: Awaited<ReturnType<typeof get>> | undefined;
  const warnings = await leakWarnings(async () => {
    answer = await get("identity");
  });
  expect(warnings).toEqual([]);
  expect(answer?.encoding).toBeUndefined();
  expect(answer!.body.equals(BODY)).toBe(true);
});
