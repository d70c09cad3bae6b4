import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { resources as bundled } from "~/content/resources";
import type { DatabaseHandle } from "~/db/client.server";
import { auditLog, catalogueEntries, resourceSubmissions } from "~/db/schema";
import {
  createTestCurator,
  signedInCookie,
  TEST_SESSION_SECRET,
  testAuth,
} from "../../tests/setup/curators";
import { backends, truncateAll } from "../../tests/setup/database";
import type { SubmissionStatus } from "~/domain/submission-status";
import { VALID_SUBMISSION } from "../../tests/setup/requests";
import { startTestServer, type TestServer } from "../../tests/setup/test-server";

/** What a publish needs beyond the submission: the facts every entry states. */
const FACTS = {
  cost: "paid",
  audience: ["adults"],
  length: "A book; read at your own pace",
  evidence: "evidence-based-approach",
  evidenceNote: "Built on cognitive behavioral therapy, which has been studied in many trials.",
};
const BUNDLED = bundled[1]!;

for (const backend of backends()) {
  describe.skipIf(backend.skip)(`the curator's catalogue API on ${backend.name}`, () => {
    let database: DatabaseHandle;
    let server: TestServer;
    let cookie: string;

    beforeAll(async () => {
      database = await backend.open();
      await truncateAll(database.db);
      server = await startTestServer(database, { SESSION_SECRET: TEST_SESSION_SECRET });
    });
    afterAll(async () => {
      await server?.close();
      await database?.close();
    });
    beforeEach(async () => {
      await truncateAll(database.db);
      await createTestCurator(database.db);
      cookie = await signedInCookie(testAuth(database.db));
    });

    const call = (method: string, path: string, body?: unknown, headers = {}) =>
      fetch(`${server.url}/api/curator${path}`, {
        method,
        headers: {
          cookie,
          "sec-fetch-site": "same-origin",
          ...(body === undefined ? {} : { "content-type": "application/json" }),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });

    async function submission(status: SubmissionStatus = "approved", extra = {}) {
      const [row] = await database.db
        .insert(resourceSubmissions)
        .values({ ...VALID_SUBMISSION, status, ...extra })
        .returning({ id: resourceSubmissions.id });
      return row!.id;
    }
    const audit = async () =>
      (await (await call("GET", "/audit")).json()) as Array<Record<string, string>>;

    test("status: 200 with the submission and reviewedAt; 400 for a bad status; 404 unknown", async () => {
      const id = await submission("pending");
      const answer = await call("POST", `/submissions/${id}/status`, {
        status: "approved",
        reviewNotes: "Good fit",
      });
      expect(answer.status).toBe(200);
      const body = (await answer.json()) as Record<string, unknown>;
      expect(body).toMatchObject({ id, status: "approved", reviewNotes: "Good fit" });
      expect(typeof body.reviewedAt).toBe("string");
      expect((await call("POST", `/submissions/${id}/status`, { status: "maybe" })).status).toBe(
        400,
      );
      expect((await call("POST", "/submissions/999/status", { status: "spam" })).status).toBe(404);
      expect((await audit())[0]).toMatchObject({
        curator: "ana",
        action: "status.approved",
        target: `submission:${id}`,
      });
    });

    test("publish: 201 {resourceId, path}, credited to the submitter, and served at once", async () => {
      const id = await submission();
      const answer = await call("POST", `/submissions/${id}/publish`, {
        ...FACTS,
        title: "Feeling Good Together",
      });
      expect(answer.status).toBe(201);
      expect(await answer.json()).toEqual({
        resourceId: "feeling-good-together",
        path: "/resource/feeling-good-together",
      });
      const served = await call("GET", "/resources/feeling-good-together");
      expect(served.status).toBe(200);
      const { resource } = (await served.json()) as { resource: Record<string, unknown> };
      expect(resource).toMatchObject({
        title: "Feeling Good Together",
        author: VALID_SUBMISSION.resourceAuthor,
        url: VALID_SUBMISSION.resourceUrl,
        category: "psychological-concerns",
        recommendedBy: "Dana Reyes, School counsellor",
        cost: "paid",
        // No picture of its own and no topic: its type's illustration.
        imageUrl: "/images/illustrations/type-book-840.webp",
      });
      // The picture is worked out, never stored as if the curator had chosen it.
      const [entry] = await database.db.select().from(catalogueEntries);
      expect(entry!.fields).not.toHaveProperty("imageUrl");
      const [row] = await database.db
        .select()
        .from(resourceSubmissions)
        .where(eq(resourceSubmissions.id, id));
      expect(row!.publishedResourceId).toBe("feeling-good-together");
      expect((await audit())[0]).toMatchObject({
        action: "publish",
        target: "resource:feeling-good-together",
      });
      // Published once only.
      expect((await call("POST", `/submissions/${id}/publish`, FACTS)).status).toBe(409);
    });

    test("publish: a suggestion from its author, or with another tie, says so in its credit", async () => {
      const credits: Array<[string, string | undefined]> = [];
      for (const [relation, extra] of [
        ["author-or-creator", {}],
        ["author-or-creator", { submitterName: "", resourceType: "video" }],
        ["works-for-publisher", {}],
        ["paid-or-sponsored", { submitterTitle: "" }],
        ["none", {}],
        [null, { submitterName: "" }],
      ] as const) {
        const id = await submission("approved", {
          ...extra,
          submitterRelation: relation,
          resourceTitle: `Tie ${credits.length}`,
        });
        const answer = await call("POST", `/submissions/${id}/publish`, FACTS);
        expect(answer.status).toBe(201);
        const { resourceId } = (await answer.json()) as { resourceId: string };
        const served = await call("GET", `/resources/${resourceId}`);
        const { resource } = (await served.json()) as { resource: { recommendedBy?: string } };
        credits.push([String(relation), resource.recommendedBy]);
      }
      expect(credits).toEqual([
        ["author-or-creator", "its author, Dana Reyes, School counsellor"],
        ["author-or-creator", "its creator"],
        ["works-for-publisher", "Dana Reyes, School counsellor, who works for its publisher"],
        ["paid-or-sponsored", "Dana Reyes, who is paid or sponsored to promote it"],
        ["none", "Dana Reyes, School counsellor"],
        ["null", undefined],
      ]);
    });

    test("publish: 409 with a sentence unless approved; 404 unknown; 400 with field errors, nothing stored", async () => {
      const pending = await submission("pending");
      const refused = await call("POST", `/submissions/${pending}/publish`, FACTS);
      expect(refused.status).toBe(409);
      expect(((await refused.json()) as { message: string }).message).toMatch(
        /^This submission is pending: approve it.*\.$/,
      );
      expect((await call("POST", "/submissions/4242/publish", FACTS)).status).toBe(404);
      const approved = await submission();
      const invalid = await call("POST", `/submissions/${approved}/publish`, {
        ...FACTS,
        cost: "cheap",
        url: "ftp://x",
      });
      expect(invalid.status).toBe(400);
      const { errors } = (await invalid.json()) as { errors: Record<string, string> };
      expect(Object.keys(errors).sort()).toEqual(["cost", "url"]);
      expect(errors.cost).toMatch(/^Please .*\.$/);
      // Without the facts a submission does not carry, the publish names them.
      const bare = await call("POST", `/submissions/${approved}/publish`, {});
      expect(Object.keys(((await bare.json()) as { errors: object }).errors).sort()).toEqual([
        "audience",
        "cost",
        "evidence",
        "evidenceNote",
        "length",
      ]);
      expect(await database.db.select().from(catalogueEntries)).toEqual([]);
      expect(await database.db.select().from(auditLog)).toEqual([]);
    });

    test("PATCH edits a bundled entry (stored as the changed fields only) and a published one", async () => {
      const answer = await call("PATCH", `/resources/${BUNDLED.id}`, {
        title: "A new title",
        approach: null,
      });
      expect(answer.status).toBe(200);
      expect(await answer.json()).toMatchObject({
        id: BUNDLED.id,
        title: "A new title",
        author: BUNDLED.author,
      });
      expect(
        (await (await call("GET", `/resources/${BUNDLED.id}`)).json()) as object,
      ).toMatchObject({ resource: { title: "A new title" } });
      const [row] = await database.db.select().from(catalogueEntries);
      expect(row!.fields).toEqual({ title: "A new title", approach: null });
      expect((await audit())[0]).toMatchObject({
        action: "edit",
        target: `resource:${BUNDLED.id}`,
      });

      const bad = await call("PATCH", `/resources/${BUNDLED.id}`, {
        title: "",
        category: "nowhere",
        colour: "red",
      });
      expect(bad.status).toBe(400);
      const good = await call("PATCH", `/resources/${BUNDLED.id}`, { title: "" });
      expect(good.status).toBe(400);
      expect(((await good.json()) as { errors: object }).errors).toEqual({
        title: "Please enter a title.",
      });
      expect((await call("PATCH", "/resources/no-such-entry", { title: "x" })).status).toBe(404);
    });

    test("hide (with a reason) and unhide; 404 for an unknown id; 400 without a reason", async () => {
      expect((await call("POST", `/resources/${BUNDLED.id}/hide`, {})).status).toBe(400);
      expect((await call("POST", "/resources/no-such-entry/hide", { reason: "Gone" })).status).toBe(
        404,
      );
      const hidden = await call("POST", `/resources/${BUNDLED.id}/hide`, {
        reason: "The link now sells something else",
      });
      expect(hidden.status).toBe(200);
      expect(await (await call("GET", `/resources/${BUNDLED.id}`)).json()).toMatchObject({
        hidden: true,
      });
      // A hidden entry takes no problem reports: it is not listed.
      const report = () =>
        fetch(`${server.url}/api/resources/${BUNDLED.id}/reports`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ reason: "broken-link" }),
        });
      expect((await report()).status).toBe(404);
      const unhidden = await call("POST", `/resources/${BUNDLED.id}/unhide`);
      expect(unhidden.status).toBe(200);
      expect(await (await call("GET", `/resources/${BUNDLED.id}`)).json()).toMatchObject({
        hidden: false,
      });
      expect((await report()).status).toBe(201);
      expect((await audit()).slice(0, 2).map((entry) => entry.action)).toEqual(["unhide", "hide"]);
    });

    test("DELETE a submission: 204, the row is gone; 404 the second time", async () => {
      const id = await submission("pending", { submitterName: "Private Person" });
      expect((await call("DELETE", `/submissions/${id}`)).status).toBe(204);
      expect(await database.db.select().from(resourceSubmissions)).toEqual([]);
      expect((await call("DELETE", `/submissions/${id}`)).status).toBe(404);
      expect((await audit())[0]).toMatchObject({ action: "delete", target: `submission:${id}` });
    });

    test("GET /api/resources/submissions: each carries duplicateOf, by normalised address or title", async () => {
      const withUrl = bundled.find((resource) => resource.url)!;
      const url = new URL(withUrl.url!);
      url.protocol = "http:";
      url.hostname = url.hostname.toUpperCase();
      url.hash = "top";
      url.searchParams.set("utm_source", "newsletter");
      const repeat = await submission("pending", {
        resourceUrl: url.toString(),
        resourceTitle: "Another name",
      });
      const original = await submission("pending", {
        resourceTitle: "A Book Nobody Listed",
        resourceUrl: "",
      });
      const again = await submission("pending", {
        resourceTitle: "a book nobody listed!",
        resourceUrl: "",
      });
      const fresh = await submission("pending", {
        resourceTitle: "Something else",
        resourceUrl: "",
      });
      const answer = await fetch(`${server.url}/api/resources/submissions`, {
        headers: { cookie },
      });
      const rows = (await answer.json()) as Array<{ id: number; duplicateOf: unknown }>;
      const duplicateOf = Object.fromEntries(rows.map((row) => [row.id, row.duplicateOf]));
      expect(duplicateOf).toEqual({
        [repeat]: { kind: "resource", id: withUrl.id },
        [original]: null,
        [again]: { kind: "submission", id: original },
        [fresh]: null,
      });
    });

    test("every call needs a session (401), and a write from another site is refused (403)", async () => {
      const id = await submission();
      const anonymous = await fetch(`${server.url}/api/curator/audit`);
      expect(anonymous.status).toBe(401);
      const crossSite = await call("POST", `/submissions/${id}/publish`, FACTS, {
        "sec-fetch-site": "cross-site",
      });
      expect(crossSite.status).toBe(403);
      expect(await database.db.select().from(catalogueEntries)).toEqual([]);
    });
  });
}
