import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { count } from "drizzle-orm";
import type { DatabaseHandle } from "~/db/client.server";
import { resourceSubmissions } from "~/db/schema";
import { backends, truncateAll } from "../../tests/setup/database";
import { postJson, VALID_SUBMISSION } from "../../tests/setup/requests";
import { startTestServer } from "../../tests/setup/test-server";
import { SUBMIT_WINDOW_MS } from "./rate-limit";

// The counts live in the database; server/multi-process.test.ts checks them on PostgreSQL.
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
      // Changed on purpose: a refused request (400) no longer counts, so a visitor fixing a
      // typo keeps every attempt.
      for (let i = 0; i < 5; i++) {
        expect((await postJson(server.url, "/api/resources/submit", {})).status).toBe(400);
        expect((await postJson(server.url, "/api/newsletter", { email: "x" })).status).toBe(400);
      }
      expect((await submit()).status).toBe(201);

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
      expect(n).toBe(2);
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

  test("the limit holds whatever the path's spelling: /API/Resources//submit/ and %-escapes", async () => {
    await truncateAll(database.db);
    const server = await startTestServer(database, { SUBMIT_RATE_LIMIT: "2" });
    try {
      const paths = ["/api/resources/submit", "/API/Resources//submit/", "/api/resources/%73ubmit"];
      const statuses = [];
      for (const path of paths) {
        statuses.push((await postJson(server.url, path, VALID_SUBMISSION)).status);
      }
      expect(statuses).toEqual([201, 201, 429]);
    } finally {
      await server.close();
    }
  });

  test("20 valid submissions at once against a limit of 10: exactly 10 stored", async () => {
    await truncateAll(database.db);
    const server = await startTestServer(database, { SUBMIT_RATE_LIMIT: "10" });
    try {
      const responses = await Promise.all(
        Array.from({ length: 20 }, () =>
          postJson(server.url, "/api/resources/submit", VALID_SUBMISSION),
        ),
      );
      const statuses = responses.map((response) => response.status).sort();
      expect(statuses.filter((status) => status === 201)).toHaveLength(10);
      expect(statuses.filter((status) => status === 429)).toHaveLength(10);
      const [{ n }] = (await database.db.select({ n: count() }).from(resourceSubmissions)) as [
        { n: number },
      ];
      expect(n).toBe(10);
    } finally {
      await server.close();
    }
  });
});
