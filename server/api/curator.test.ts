import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { resourceSubmissions, sessions } from "~/db/schema";
import type { CuratorAuth } from "~/features/curators/accounts/auth.server";
import { UNAUTHENTICATED_MESSAGE } from "~/features/curators/accounts/messages";
import { signSessionId } from "~/features/curators/accounts/session-cookie.server";
import { newSessionId } from "~/features/curators/accounts/sessions.server";
import {
  createTestCurator,
  signedInCookie,
  TEST_SESSION_SECRET,
  testAuth,
} from "../../tests/setup/curators";
import { backends, truncateAll } from "../../tests/setup/database";
import { VALID_SUBMISSION } from "../../tests/setup/requests";
import { startTestServer, type TestServer } from "../../tests/setup/test-server";
import { JSON_BODY_LIMIT_BYTES } from "./json-body";

const PATH = "/api/resources/submissions";

for (const backend of backends()) {
  describe.skipIf(backend.skip)(`GET ${PATH} on ${backend.name}`, () => {
    let database: DatabaseHandle;
    let server: TestServer;
    let auth: CuratorAuth;

    beforeAll(async () => {
      database = await backend.open();
      await truncateAll(database.db);
      await createTestCurator(database.db);
      server = await startTestServer(database, { SESSION_SECRET: TEST_SESSION_SECRET });
      auth = testAuth(database.db);
    });
    afterAll(async () => {
      await server?.close();
      await database?.close();
    });
    beforeEach(async () => {
      await database.db.delete(resourceSubmissions);
      await database.db.delete(sessions);
    });

    const fetchList = (query = "", cookie?: string) =>
      fetch(`${server.url}${PATH}${query}`, { headers: cookie ? { cookie } : {} });

    async function expect401(cookie?: string, query = "") {
      const response = await fetchList(query, cookie);
      expect(response.status, cookie).toBe(401);
      expect(await response.json()).toEqual({ message: UNAUTHENTICATED_MESSAGE });
      expect(response.headers.get("cache-control")).toBe("no-store");
    }

    test("401 {message} without a valid session, whatever the cookie says", async () => {
      await expect401();
      await expect401(undefined, "?status=bogus");
      await expect401("sg_session=");
      await expect401("sg_session=not-a-session");
      // Well-formed and signed, but no such session.
      await expect401(`sg_session=${signSessionId(newSessionId(), TEST_SESSION_SECRET)}`);
      // A real session id signed with another key.
      const real = (await signedInCookie(auth)).split("=")[1]!;
      const id = real.split(".")[0]!;
      await expect401(`sg_session=${signSessionId(id, "another-secret-that-is-long-enough!!")}`);
      // The production cookie name is not read by a development server.
      await expect401(`__Host-sg_session=${real}`);
    });

    test("a session that expired or was signed out is a 401 too", async () => {
      const cookie = await signedInCookie(auth);
      expect((await fetchList("", cookie)).status).toBe(200);
      await database.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) });
      await expect401(cookie);

      const again = await signedInCookie(auth);
      expect((await fetchList("", again)).status).toBe(200);
      await auth.signOut(again);
      await expect401(again);
    });

    test("200: every submission, newest first, with every column; ?status= filters", async () => {
      const cookie = await signedInCookie(auth);
      await database.db.insert(resourceSubmissions).values([
        {
          ...VALID_SUBMISSION,
          resourceTitle: "Old",
          submittedAt: new Date("2025-01-01T00:00:00Z"),
        },
        {
          ...VALID_SUBMISSION,
          resourceTitle: "Reviewed",
          status: "approved",
          submittedAt: new Date("2025-02-01T00:00:00Z"),
          reviewedAt: new Date("2025-02-02T00:00:00Z"),
          reviewNotes: "Good.",
          submitterRelation: "works-for-publisher",
        },
        {
          ...VALID_SUBMISSION,
          resourceTitle: "New",
          submittedAt: new Date("2025-03-01T00:00:00Z"),
        },
      ]);
      const response = await fetchList("", cookie);
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("no-store");
      const all = (await response.json()) as Array<Record<string, unknown>>;
      expect(all.map((row) => row.resourceTitle)).toEqual(["New", "Reviewed", "Old"]);
      expect(all[1]).toEqual({
        ...VALID_SUBMISSION,
        id: expect.any(Number),
        resourceTitle: "Reviewed",
        status: "approved",
        submittedAt: "2025-02-01T00:00:00.000Z",
        reviewedAt: "2025-02-02T00:00:00.000Z",
        reviewNotes: "Good.",
        submitterEmail: null,
        publishedResourceId: null,
        submitterRelation: "works-for-publisher",
        // The same address as the oldest one, sent earlier.
        duplicateOf: { kind: "submission", id: all[2]!.id },
      });

      const pending = (await (await fetchList("?status=pending", cookie)).json()) as Array<{
        resourceTitle: string;
      }>;
      expect(pending.map((row) => row.resourceTitle)).toEqual(["New", "Old"]);
      expect(await (await fetchList("?status=spam", cookie)).json()).toEqual([]);
    });

    test("400 for an unknown status; 405 for other methods", async () => {
      const cookie = await signedInCookie(auth);
      for (const query of ["?status=bogus", "?status=", "?status=pending&status=spam"]) {
        const response = await fetchList(query, cookie);
        expect(response.status, query).toBe(400);
        expect(((await response.json()) as { message: string }).message).toMatch(/Unknown status/);
      }
      const post = await fetch(`${server.url}${PATH}`, { method: "POST", headers: { cookie } });
      expect(post.status).toBe(405);
      expect(post.headers.get("allow")).toBe("GET, HEAD");
    });

    test("every console address is answered no-store and noindex, whatever the answer", async () => {
      for (const path of [
        "/curator",
        "/curator.data",
        "/curator/login",
        "/curator/submissions.csv",
      ]) {
        const response = await fetch(`${server.url}${path}`);
        expect(response.headers.get("cache-control"), path).toBe("no-store");
        expect(response.headers.get("x-robots-tag"), path).toBe("noindex");
      }
      const elsewhere = await fetch(`${server.url}/curatorial`);
      expect(elsewhere.headers.get("x-robots-tag")).toBeNull();
    });

    test("a console write from another site is a 403 before anything reads it", async () => {
      const post = (path: string, headers: Record<string, string>) =>
        fetch(`${server.url}${path}`, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
          body: "username=ana&password=x",
          redirect: "manual",
        });
      const refused: Array<Record<string, string>> = [
        {},
        { origin: "http://evil.example" },
        { origin: "null" },
        { "sec-fetch-site": "cross-site" },
        { "sec-fetch-site": "same-site", origin: server.url },
      ];
      for (const path of [
        "/curator/login",
        "/curator/login.data",
        "/curator",
        "/curator/sign-out",
      ]) {
        for (const headers of refused) {
          const response = await post(path, headers);
          expect(response.status, `${path} ${JSON.stringify(headers)}`).toBe(403);
          expect(await response.text()).toMatch(/came from another site/);
        }
      }
      // From the site itself, the request goes on (to React Router, absent in this test server).
      expect((await post("/curator/login", { origin: server.url })).status).not.toBe(403);
      expect((await post("/curator/login", { "sec-fetch-site": "same-origin" })).status).not.toBe(
        403,
      );
      // Other forms are not the console's business.
      expect((await post("/curatorial", {})).status).not.toBe(403);
    });

    test("the console's forms refuse a body over 64 KiB before it is read", async () => {
      const response = await fetch(`${server.url}/curator/login`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url },
        body: `username=${"a".repeat(JSON_BODY_LIMIT_BYTES)}`,
      });
      expect(response.status).toBe(413);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(response.headers.get("x-robots-tag")).toBe("noindex");
    });
  });
}
