import { count, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { resourceSubmissions } from "~/db/schema";
import {
  BUSY_MESSAGE,
  BUSY_RETRY_AFTER_SECONDS,
  createWriteQueue,
  WRITE_QUEUE_MAX_WAIT_MS,
  type WriteQueue,
} from "~/db/write-queue.server";
import { backends, truncateAll } from "../../tests/setup/database";
import { postJson, VALID_SUBMISSION } from "../../tests/setup/requests";
import { startTestServer, type TestServer } from "../../tests/setup/test-server";

const PATH = "/api/resources/submit";
const LIMIT = 3;
const WAITING = 1;
/** How long a test waits for the server to reach a state it is about to reach. */
const SETTLED = { timeout: 5_000, interval: 10 };

for (const backend of backends()) {
  describe.skipIf(backend.skip)(
    `WRITE_QUEUE_LIMIT and WRITE_QUEUE_WAITING at their edges, on ${backend.name}`,
    () => {
      let database: DatabaseHandle;
      let server: TestServer;
      let queue: WriteQueue;
      beforeAll(async () => {
        database = await backend.open();
        queue = createWriteQueue(LIMIT, WAITING);
        server = await startTestServer(database, {}, undefined, queue);
      });
      afterAll(async () => {
        await server?.close();
        await database?.close();
      });
      beforeEach(() => truncateAll(database.db));

      const titles = async () =>
        (await database.db.select().from(resourceSubmissions))
          .map((row) => row.resourceTitle)
          .sort();
      /**
       * Locks the submissions table (on PGlite, the whole database), then sends LIMIT writes,
       * which take every place and wait on the lock. `open` lets them through; `held` ends
       * once the lock is given back.
       */
      const takeEveryPlace = async () => {
        let open!: () => void;
        let locked!: () => void;
        const isLocked = new Promise<void>((resolve) => (locked = resolve));
        const held = database.db.transaction(async (tx) => {
          await tx.execute(sql`lock table resource_submissions in access exclusive mode`);
          locked();
          await new Promise<void>((resolve) => (open = resolve));
        });
        await isLocked;
        const accepted = Array.from({ length: LIMIT }, (_, i) =>
          postJson(server.url, PATH, { ...VALID_SUBMISSION, resourceTitle: `Accepted ${i}` }),
        );
        await vi.waitFor(() => expect(queue.inFlight).toBe(LIMIT), SETTLED);
        return { open, held, accepted };
      };

      test(
        "with the limit's writes held by the database, the next waits in line and is stored; the one past the line is a 503 with Retry-After at once and is never stored",
        { timeout: 20_000 },
        async () => {
          const { open, held, accepted } = await takeEveryPlace();
          const waited = postJson(server.url, PATH, {
            ...VALID_SUBMISSION,
            resourceTitle: "Waited",
          });
          await vi.waitFor(() => expect(queue.waiting).toBe(WAITING), SETTLED);

          const started = Date.now();
          const busy = await postJson(server.url, PATH, {
            ...VALID_SUBMISSION,
            resourceTitle: "Turned away",
          });
          expect(Date.now() - started).toBeLessThan(WRITE_QUEUE_MAX_WAIT_MS); // at once
          expect(busy.status).toBe(503);
          expect(busy.headers.get("retry-after")).toBe(String(BUSY_RETRY_AFTER_SECONDS));
          expect(await busy.json()).toEqual({ message: BUSY_MESSAGE });
          // Another spelling of the path is the same write, and is counted the same.
          const spelled = await postJson(server.url, "/API/resources//submit", VALID_SUBMISSION);
          expect(spelled.status).toBe(503);

          open();
          await held;
          const answers = await Promise.all([...accepted, waited]);
          expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201]);
          expect(await titles()).toEqual(["Accepted 0", "Accepted 1", "Accepted 2", "Waited"]);
          await vi.waitFor(() => expect(queue.inFlight).toBe(0), SETTLED);

          // The places are given back: the next write is stored.
          const after = await postJson(server.url, PATH, {
            ...VALID_SUBMISSION,
            resourceTitle: "Later",
          });
          expect(after.status).toBe(201);
          const [row] = await database.db.select({ n: count() }).from(resourceSubmissions);
          expect(Number(row?.n)).toBe(LIMIT + 2);
        },
      );

      test(
        `a write that waits in line ${WRITE_QUEUE_MAX_WAIT_MS} ms without a place is a 503, and is never stored`,
        { timeout: 20_000 },
        async () => {
          const { open, held, accepted } = await takeEveryPlace();
          const started = Date.now();
          const late = await postJson(server.url, PATH, {
            ...VALID_SUBMISSION,
            resourceTitle: "Late",
          });
          expect(late.status).toBe(503);
          expect(late.headers.get("retry-after")).toBe(String(BUSY_RETRY_AFTER_SECONDS));
          expect(Date.now() - started).toBeGreaterThanOrEqual(WRITE_QUEUE_MAX_WAIT_MS - 50);
          open();
          await held;
          expect((await Promise.all(accepted)).map((answer) => answer.status)).toEqual([
            201, 201, 201,
          ]);
          expect(await titles()).not.toContain("Late");
          expect(queue.waiting).toBe(0);
        },
      );

      test("a write refused for its content gives its place back too", async () => {
        const response = await postJson(server.url, PATH, { resourceTitle: "" });
        expect(response.status).toBe(400);
        await vi.waitFor(() => expect(queue.inFlight).toBe(0), SETTLED);
      });
    },
  );
}
