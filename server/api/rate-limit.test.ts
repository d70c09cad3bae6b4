import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { count } from "drizzle-orm";
import type { DatabaseHandle } from "~/db/client.server";
import { resourceSubmissions } from "~/db/schema";
import { backends, truncateAll } from "../../tests/setup/database";
import { postJson, VALID_SUBMISSION } from "../../tests/setup/requests";
import { startTestServer } from "../../tests/setup/test-server";
import { SUBMIT_WINDOW_MS } from "./rate-limit";

// The limiter keeps its counts in memory, whatever the database: PGlite is enough here.
const pglite = backends()[0]!;

describe("SUBMIT_RATE_LIMIT", () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await pglite.open();
  });
  afterAll(() => database?.close());

  test("past the limit per IP, submissions and newsletter sign-ups are a 429 with Retry-After", async () => {
    await truncateAll(database.db);
    const server = await startTestServer(database, { SUBMIT_RATE_LIMIT: "3" });
    try {
      const submit = () => postJson(server.url, "/api/resources/submit", VALID_SUBMISSION);
      const subscribe = (n: number) =>
        postJson(server.url, "/api/newsletter", { email: `p${n}@example.org` });
      expect((await submit()).status).toBe(201);
      expect((await subscribe(1)).status).toBe(201);
      // An invalid request counts too: it still costs the server work.
      expect((await postJson(server.url, "/api/resources/submit", {})).status).toBe(400);

      for (const response of [await submit(), await subscribe(2)]) {
        expect(response.status).toBe(429);
        const retryAfter = Number(response.headers.get("retry-after"));
        expect(retryAfter).toBeGreaterThan(0);
        expect(retryAfter).toBeLessThanOrEqual(SUBMIT_WINDOW_MS / 1000);
        expect(await response.json()).toEqual({ message: expect.stringMatching(/wait/) });
      }
      const [{ n }] = (await database.db.select({ n: count() }).from(resourceSubmissions)) as [
        { n: number },
      ];
      expect(n).toBe(1);
    } finally {
      await server.close();
    }
  });

  test("0 turns the limit off", async () => {
    await truncateAll(database.db);
    const server = await startTestServer(database, { SUBMIT_RATE_LIMIT: "0" });
    try {
      for (let i = 0; i < 15; i++) {
        const response = await postJson(server.url, "/api/resources/submit", VALID_SUBMISSION);
        expect(response.status).toBe(201);
        expect(response.headers.get("ratelimit")).toBeNull();
      }
    } finally {
      await server.close();
    }
  });
});
