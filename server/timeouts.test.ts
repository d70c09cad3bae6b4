import { count, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { resourceSubmissions } from "~/db/schema";
import { DATABASE_DEADLINE_MS, UNAVAILABLE_RETRY_AFTER_SECONDS } from "~/db/unavailable.server";
import { backends, truncateAll } from "../tests/setup/database";
import { postJson, VALID_SUBMISSION } from "../tests/setup/requests";
import { startTestServer, type TestServer } from "../tests/setup/test-server";

const PATH = "/api/resources/submit";

for (const backend of backends()) {
  describe.skipIf(backend.skip)(`a database that stops answering, on ${backend.name}`, () => {
    let database: DatabaseHandle;
    let server: TestServer;
    beforeAll(async () => {
      database = await backend.open();
      server = await startTestServer(database, { SUBMIT_RATE_LIMIT: "5" });
    });
    afterAll(async () => {
      await server?.close();
      await database?.close();
    });
    beforeEach(() => truncateAll(database.db));

    const stored = async () => {
      const [row] = await database.db.select({ n: count() }).from(resourceSubmissions);
      return Number(row?.n);
    };

    /**
     * Holds the submissions table (and, on PGlite, the whole database) until `release()`;
     * `locked` settles once the hold has begun, `done` once it is given up.
     */
    const freeze = () => {
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      let onLocked = () => {};
      const locked = new Promise<void>((resolve) => (onLocked = resolve));
      const done = database.db.transaction(async (tx) => {
        await tx.execute(sql`lock table resource_submissions in access exclusive mode`);
        onLocked();
        await released;
      });
      return { locked, release, done };
    };
    /**
     * Settles once every statement that was waiting for the table has finished: a lock is
     * granted in the order asked (PostgreSQL's lock queue, PGlite's one connection), so this one
     * comes after theirs.
     */
    const queuedWritesFinished = () =>
      database.db.transaction(async (tx) => {
        await tx.execute(sql`lock table resource_submissions in access exclusive mode`);
      });

    test(
      "503 with Retry-After within the deadline, and the row is not stored once the database resumes",
      { timeout: 60_000 },
      async () => {
        const frozen = freeze();
        await frozen.locked;
        const started = Date.now();
        const response = await postJson(server.url, PATH, VALID_SUBMISSION, {
          "idempotency-key": "frozen-0001",
        });
        expect(response.status).toBe(503);
        expect(Date.now() - started).toBeLessThan(DATABASE_DEADLINE_MS + 1_500);
        expect(response.headers.get("retry-after")).toBe(String(UNAVAILABLE_RETRY_AFTER_SECONDS));
        expect(await response.json()).toEqual({
          message: expect.stringMatching(/nothing was stored/),
        });
        // The database resumes after the answer; the write that waited behind it stores nothing.
        frozen.release();
        await frozen.done;
        await queuedWritesFinished();
        expect(await stored()).toBe(0);

        // The client retries with the same key: stored once, the same receipt each time.
        const retries = await Promise.all(
          [1, 2, 3].map(() =>
            postJson(server.url, PATH, VALID_SUBMISSION, { "idempotency-key": "frozen-0001" }),
          ),
        );
        const receipts = await Promise.all(retries.map((retry) => retry.json()));
        expect(retries.map((retry) => retry.status)).toEqual([201, 201, 201]);
        expect(new Set(receipts.map((receipt: { id: number }) => receipt.id)).size).toBe(1);
        expect(await stored()).toBe(1);
      },
    );

    test("a retry that was answered 201 is not counted again by the rate limit", async () => {
      for (let i = 0; i < 8; i++) {
        const response = await postJson(server.url, PATH, VALID_SUBMISSION, {
          "idempotency-key": "same-key-0001",
        });
        expect(response.status).toBe(201);
      }
      expect(await stored()).toBe(1);
    });

    test("a malformed idempotency key is a 400", async () => {
      const response = await postJson(server.url, PATH, VALID_SUBMISSION, {
        "idempotency-key": "no spaces allowed here",
      });
      expect(response.status).toBe(400);
      expect(await stored()).toBe(0);
    });
  });
}
