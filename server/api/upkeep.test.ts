import { Writable } from "node:stream";
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { linkChecks, limitCounters, resourceReports } from "~/db/schema";
import type { CuratorAuth } from "~/features/curators/accounts/auth.server";
import { REPORT_RATE_LIMIT } from "~/features/reports/reports.server";
import { getAllResources } from "~/features/directory/catalogue.server";
import { REPORT_DETAILS_MAX_LENGTH } from "~/domain/report-reasons";
import {
  createTestCurator,
  signedInCookie,
  TEST_SESSION_SECRET,
  testAuth,
} from "../../tests/setup/curators";
import { backends, truncateAll } from "../../tests/setup/database";
import { startFakeSite, type FakeSite } from "../../tests/setup/fake-sites";
import { postJson } from "../../tests/setup/requests";
import { startTestServer, type TestServer } from "../../tests/setup/test-server";
import { createLogger } from "../logging";

const RESOURCE = "unwinding-anxiety";
const withLinks = getAllResources().filter((resource) => resource.url);

for (const backend of backends()) {
  describe.skipIf(backend.skip)(`problem reports and the link monitor on ${backend.name}`, () => {
    let database: DatabaseHandle;
    let server: TestServer;
    let auth: CuratorAuth;
    let site: FakeSite;
    let cookie: string;
    const logLines: string[] = [];

    beforeAll(async () => {
      site = await startFakeSite(0, {
        [`/${RESOURCE}`]: "missing",
        "/rain-exercise": "away",
        "/headspace": "silent",
      });
      database = await backend.open();
      await truncateAll(database.db);
      await createTestCurator(database.db);
      const stream = new Writable({
        write(chunk: Buffer, _encoding, done) {
          logLines.push(chunk.toString());
          done();
        },
      });
      server = await startTestServer(
        database,
        {
          SESSION_SECRET: TEST_SESSION_SECRET,
          LINK_CHECK_ALLOW_PRIVATE: "1",
          LINK_CHECK_TEST_BASE_URL: `${site.url}/`,
          LINK_CHECK_TIMEOUT_MS: "300",
        },
        createLogger("debug", stream),
      );
      auth = testAuth(database.db);
      cookie = await signedInCookie(auth);
    });
    afterAll(async () => {
      await server?.close();
      await database?.close();
      await site?.close();
    });
    beforeEach(async () => {
      await database.db.delete(resourceReports);
      await database.db.delete(linkChecks);
      await database.db.delete(limitCounters);
    });

    const report = (body: unknown, id = RESOURCE) =>
      postJson(server.url, `/api/resources/${id}/reports`, body);
    const curatorGet = (path: string, withCookie = true) =>
      fetch(`${server.url}${path}`, { headers: withCookie ? { cookie } : {} });
    const check = (body?: unknown, headers: Record<string, string> = {}) =>
      fetch(`${server.url}/api/curator/links/check`, {
        method: "POST",
        headers: {
          cookie,
          origin: server.url,
          ...(body === undefined ? {} : { "content-type": "application/json" }),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });

    describe("POST /api/resources/{id}/reports", () => {
      test("201 with the stored report; the details never reach the log", async () => {
        const details = "The page says the book is out of print now. secret-marker-7f3";
        const response = await report({ reason: "outdated", details: `  ${details} ` });
        expect(response.status).toBe(201);
        expect(await response.json()).toEqual({
          id: expect.any(Number),
          resourceId: RESOURCE,
          reason: "outdated",
          details,
          reportedAt: expect.any(String),
          closedAt: null,
          closedBy: null,
        });
        const rows = await database.db.select().from(resourceReports);
        expect(rows).toHaveLength(1);
        expect(rows[0]!.details).toBe(details);
        expect(logLines.join("")).not.toContain("secret-marker-7f3");
      });

      test("details are optional", async () => {
        expect((await report({ reason: "broken-link" })).status).toBe(201);
      });

      test("404 for a resource that is not listed", async () => {
        const response = await report({ reason: "other" }, "no-such-resource");
        expect(response.status).toBe(404);
        expect(await response.json()).toEqual({ message: expect.stringMatching(/couldn't find/) });
        expect(await database.db.select().from(resourceReports)).toEqual([]);
      });

      test("400 with field errors for a bad reason or details too long; 2000 characters pass", async () => {
        for (const body of [{}, { reason: "spam" }, { reason: 3 }]) {
          const response = await report(body);
          expect(response.status, JSON.stringify(body)).toBe(400);
          const answer = (await response.json()) as { errors: Record<string, string> };
          expect(answer.errors.reason).toBe("Please choose what the problem is.");
        }
        const tooLong = await report({
          reason: "other",
          details: "x".repeat(REPORT_DETAILS_MAX_LENGTH + 1),
        });
        expect(tooLong.status).toBe(400);
        expect(((await tooLong.json()) as { errors: object }).errors).toHaveProperty("details");
        const exact = await report({
          reason: "other",
          details: "x".repeat(REPORT_DETAILS_MAX_LENGTH),
        });
        expect(exact.status).toBe(201);
      });

      test(`429 with Retry-After past ${REPORT_RATE_LIMIT} reports an hour; refusals cost nothing`, async () => {
        // Invalid reports do not count against the limit.
        for (let i = 0; i < REPORT_RATE_LIMIT; i++) {
          expect((await report({ reason: "nope" })).status).toBe(400);
        }
        for (let i = 0; i < REPORT_RATE_LIMIT; i++) {
          expect((await report({ reason: "other" })).status, `report ${i + 1}`).toBe(201);
        }
        const limited = await report({ reason: "other" });
        expect(limited.status).toBe(429);
        expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(3500);
        expect(Number(limited.headers.get("retry-after"))).toBeLessThanOrEqual(3600);
        expect(await database.db.select().from(resourceReports)).toHaveLength(REPORT_RATE_LIMIT);
      });

      test("415 for a body that is not JSON", async () => {
        const response = await fetch(`${server.url}/api/resources/${RESOURCE}/reports`, {
          method: "POST",
          headers: { "content-type": "text/plain" },
          body: "reason=other",
        });
        expect(response.status).toBe(415);
      });
    });

    describe("GET /api/curator/reports", () => {
      test("401 without a session", async () => {
        expect((await curatorGet("/api/curator/reports", false)).status).toBe(401);
      });

      test("200: every report, newest first", async () => {
        await report({ reason: "broken-link" });
        await report({ reason: "harmful", details: "second" }, "rain-exercise");
        const response = await curatorGet("/api/curator/reports");
        expect(response.status).toBe(200);
        const reports = (await response.json()) as { resourceId: string; reason: string }[];
        expect(reports.map((r) => [r.resourceId, r.reason])).toEqual([
          ["rain-exercise", "harmful"],
          [RESOURCE, "broken-link"],
        ]);
      });
    });

    describe("the link monitor", () => {
      test("401 without a session; 403 from another site", async () => {
        expect((await curatorGet("/api/curator/links", false)).status).toBe(401);
        const noSession = await fetch(`${server.url}/api/curator/links/check`, {
          method: "POST",
          headers: { origin: server.url },
        });
        expect(noSession.status).toBe(401);
        const crossSite = await check(undefined, { origin: "https://elsewhere.example" });
        expect(crossSite.status).toBe(403);
        expect(await database.db.select().from(linkChecks)).toEqual([]);
      });

      test("with `only`: 200 with each result, worst first, and stored", async () => {
        const response = await check({ only: ["rain-exercise", RESOURCE, "headspace"] });
        expect(response.status).toBe(200);
        const results = (await response.json()) as Record<string, unknown>[];
        expect(results).toEqual([
          {
            resourceId: RESOURCE,
            url: `${site.url}/${RESOURCE}`,
            status: "broken",
            httpStatus: 404,
            checkedAt: expect.any(String),
            failures: 1,
          },
          {
            resourceId: "headspace",
            url: `${site.url}/headspace`,
            status: "unreachable",
            detail: "timed out",
            checkedAt: expect.any(String),
            failures: 1,
          },
          {
            resourceId: "rain-exercise",
            url: `${site.url}/rain-exercise`,
            status: "moved",
            httpStatus: 200,
            finalUrl: `${site.otherHostUrl}/ok`,
            checkedAt: expect.any(String),
            failures: 1,
          },
        ]);
        const listed = await (await curatorGet("/api/curator/links")).json();
        expect(listed).toEqual(results);
      });

      test("consecutive failures count up, and a good check resets them", async () => {
        await check({ only: [RESOURCE] });
        const again = (await (await check({ only: [RESOURCE] })).json()) as { failures: number }[];
        expect(again[0]!.failures).toBe(2);
        const good = "radical-compassion";
        const ok = (await (await check({ only: [good] })).json()) as Record<string, unknown>[];
        expect(ok[0]).toMatchObject({ status: "ok", failures: 0 });
      });

      test("400 for more than 20 ids or an empty list; 404 for an unknown id", async () => {
        const ids = withLinks.slice(0, 21).map((resource) => resource.id);
        const tooMany = await check({ only: ids });
        expect(tooMany.status).toBe(400);
        expect(((await tooMany.json()) as { message: string }).message).toMatch(/at most 20/);
        expect((await check({ only: ids.slice(0, 20) })).status).toBe(200);
        expect((await check({ only: [] })).status).toBe(400);
        expect((await check({ only: ["no-such-resource"] })).status).toBe(404);
      });

      test("without `only`: 202, and every listed link is checked in the server", async () => {
        const response = await check();
        expect(response.status).toBe(202);
        const second = await check({});
        expect(second.status).toBe(202);
        expect(((await second.json()) as { message: string }).message).toMatch(/already/);
        const results = await vi.waitFor(
          async () => {
            const listed = (await (await curatorGet("/api/curator/links")).json()) as unknown[];
            expect(listed).toHaveLength(withLinks.length);
            return listed;
          },
          { timeout: 20_000, interval: 200 },
        );
        expect((results[0] as { status: string }).status).toBe("broken");
      });
    });
  });
}
