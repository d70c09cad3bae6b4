import { describe, expect, test } from "vitest";
import { backends } from "../tests/setup/database";
import { postJson, VALID_SUBMISSION } from "../tests/setup/requests";
import { startTestServer } from "../tests/setup/test-server";

for (const backend of backends()) {
  describe.skipIf(backend.skip)(`/healthz on ${backend.name}`, () => {
    test("200 while the database answers, 503 once it does not; errors carry no stack", async () => {
      const database = await backend.open();
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
    });
  });
}
