import { sql } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { backends } from "../tests/setup/database";
import { postJson, VALID_SUBMISSION } from "../tests/setup/requests";
import { startTestServer } from "../tests/setup/test-server";

for (const backend of backends()) {
  describe.skipIf(backend.skip)(`/healthz on ${backend.name}`, () => {
    // Opening a database takes a while on a busy machine: the default 20 s is not enough.
    test(
      "200 while the database answers, 503 once it does not; errors carry no stack",
      { timeout: 60_000 },
      async () => {
        const database = await backend.openOwn();
        const server = await startTestServer(database);
        try {
          const healthy = await fetch(`${server.url}/healthz`);
          expect(healthy.status).toBe(200);
          expect(await healthy.json()).toEqual({ status: "ok" });

          await database.close();
          const down = await fetch(`${server.url}/healthz`);
          expect(down.status).toBe(503);
          expect(down.headers.get("cache-control")).toBe("no-store");
          expect(await down.json()).toMatchObject({ status: "unavailable" });

          // A write that fails inside the server is a plain 500 sentence, never a stack.
          const failed = await postJson(server.url, "/api/resources/submit", VALID_SUBMISSION);
          expect(failed.status).toBe(500);
          const text = await failed.text();
          expect(JSON.parse(text)).toEqual({
            message: expect.stringMatching(/^Something went wrong/),
          });
          expect(text).not.toMatch(/at .*\.(ts|js):\d+/);
        } finally {
          await server.close();
          await database.close();
        }
      },
    );
  });
}

describe("/healthz when the database answers but refuses writes", () => {
  test(
    "503 read-only, where a plain ping said 200 (a full disk looks the same)",
    { timeout: 60_000 },
    async () => {
      // PGlite has one session, so this setting covers every query the server makes.
      const database = await backends()[0]!.open();
      const server = await startTestServer(database);
      try {
        expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
        await database.db.execute(sql`set default_transaction_read_only = on`);
        expect(await database.ping()).toBe(true);
        const answer = await fetch(`${server.url}/healthz`);
        expect(answer.status).toBe(503);
        expect(await answer.json()).toMatchObject({ status: "read-only" });
      } finally {
        await server.close();
        await database.close();
      }
    },
  );
});
