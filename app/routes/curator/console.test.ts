import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { newsletterSubscribers, resourceSubmissions, sessions } from "~/db/schema";
import type { CuratorAuth } from "~/features/curators/accounts/auth.server";
import { REVIEW_NOTES_MAX } from "~/features/curators/review/review-actions";
import { backends, truncateAll } from "../../../tests/setup/database";
import {
  call,
  context,
  createTestCurator,
  dataOf,
  formPost,
  get,
  redirectOf,
  signedInCookie,
  testAuth,
} from "../../../tests/setup/curators";
import { VALID_SUBMISSION } from "../../../tests/setup/requests";
import { action as review, loader as consoleLoader } from "./console";
import { loader as newsletterLoader } from "./newsletter";
import { loader as newsletterCsv } from "./newsletter-csv";
import { loader as submissionsCsv } from "./submissions-csv";

type ConsoleData = {
  view: { status: string; page: number };
  counts: Record<string, number>;
  submissions: Array<{
    id: number;
    title: string;
    link: string | null;
    url: string;
    type: string;
    submitterRelation: string | null;
    relationLabel: string;
  }>;
  updated: { title: string; status: string } | null;
};

for (const backend of backends()) {
  describe.skipIf(backend.skip)(`the review console on ${backend.name}`, () => {
    let database: DatabaseHandle;
    let auth: CuratorAuth;
    let cookie: string;

    beforeAll(async () => {
      database = await backend.open();
      await truncateAll(database.db);
      await createTestCurator(database.db);
      auth = testAuth(database.db);
      cookie = await signedInCookie(auth);
    });
    afterAll(() => database?.close());
    beforeEach(async () => {
      await database.db.delete(resourceSubmissions);
      await database.db.delete(newsletterSubscribers);
    });

    const ctx = () => context(database.db, auth);
    const insert = async (values: Partial<typeof resourceSubmissions.$inferInsert> = {}) => {
      const [row] = await database.db
        .insert(resourceSubmissions)
        .values({ ...VALID_SUBMISSION, ...values })
        .returning();
      return row!;
    };
    const rowOf = async (id: number) =>
      (
        await database.db.select().from(resourceSubmissions).where(eq(resourceSubmissions.id, id))
      )[0]!;
    const page = async (path: string) =>
      (await call(consoleLoader, get(path, { cookie }), ctx())) as ConsoleData;
    const post = (fields: Record<string, string>, headers: Record<string, string> = { cookie }) =>
      call(review, formPost("/curator?status=pending", fields, headers), ctx());

    test("without a session every page, list and export sends the visitor to sign in", async () => {
      for (const [loader, path] of [
        [consoleLoader, "/curator"],
        [newsletterLoader, "/curator/newsletter"],
        [submissionsCsv, "/curator/submissions.csv"],
        [newsletterCsv, "/curator/newsletter.csv"],
      ] as const) {
        for (const headers of [{}, { cookie: "sg_session=forged.value" }] as Array<
          Record<string, string>
        >) {
          const answer = await call(loader as never, get(path, headers), ctx());
          expect(redirectOf(answer), path).toEqual({ status: 302, location: "/curator/login" });
        }
      }
    });

    test("newest first, counts per status, pending by default and ?status= filters", async () => {
      const old = await insert({
        resourceTitle: "Old",
        submittedAt: new Date("2025-01-01T00:00:00Z"),
      });
      const recent = await insert({
        resourceTitle: "New",
        submittedAt: new Date("2025-06-01T00:00:00Z"),
      });
      await insert({ resourceTitle: "Done", status: "approved" });
      await insert({ resourceTitle: "Junk", status: "spam" });

      const pending = await page("/curator");
      expect(pending.view).toEqual({ status: "pending", page: 1 });
      expect(pending.counts).toEqual({ pending: 2, approved: 1, rejected: 0, spam: 1 });
      expect(pending.submissions.map((s) => s.id)).toEqual([recent.id, old.id]);
      expect(pending.submissions[0]).toMatchObject({
        type: "Book",
        link: VALID_SUBMISSION.resourceUrl,
      });
      expect((await page("/curator?status=approved")).submissions.map((s) => s.title)).toEqual([
        "Done",
      ]);
      expect((await page("/curator?status=nonsense")).view.status).toBe("pending");
    });

    test("a link is offered only for an http(s) address; anything else stays text", async () => {
      await insert({
        resourceTitle: "<script>alert(1)</script>",
        resourceUrl: "javascript:alert(1)",
      });
      const [hostile] = (await page("/curator")).submissions;
      expect(hostile).toMatchObject({
        title: "<script>alert(1)</script>",
        url: "javascript:alert(1)",
        link: null,
      });
    });

    test("each transition sets status, reviewedAt and reviewNotes, then returns to the same list", async () => {
      const { id } = await insert();
      const steps = [
        ["approve", "approved", "Evidence-based and free."],
        ["reject", "rejected", ""],
        ["spam", "spam", "Advertising."],
        ["pending", "pending", "Another look."],
        ["reject", "rejected", "Out of scope."],
        ["approve", "approved", ""],
        ["pending", "pending", ""],
        ["spam", "spam", ""],
        ["approve", "approved", "  trimmed  "],
      ] as const;
      for (const [intent, status, notes] of steps) {
        const before = Date.now();
        const answer = await post({ id: String(id), intent, notes, view: "approved", page: "1" });
        expect(redirectOf(answer)).toEqual({
          status: 303,
          location: `/curator?status=approved&updated=${id}`,
        });
        const row = await rowOf(id);
        expect(row.status, intent).toBe(status);
        expect(row.reviewNotes).toBe(notes.trim() === "" ? null : notes.trim());
        if (status === "pending") {
          expect(row.reviewedAt).toBeNull();
        } else {
          expect(row.reviewedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
        }
      }
      // The list the answer returns to says what changed.
      expect((await page(`/curator?status=approved&updated=${id}`)).updated).toEqual({
        id,
        title: VALID_SUBMISSION.resourceTitle,
        status: "approved",
      });
    });

    test("bad reviews are refused and change nothing", async () => {
      const { id } = await insert();
      const tooLong = dataOf(
        await post({ id: String(id), intent: "approve", notes: "n".repeat(REVIEW_NOTES_MAX + 1) }),
      );
      expect(tooLong.status).toBe(400);
      expect(tooLong.data).toEqual({
        message: expect.stringContaining(`${REVIEW_NOTES_MAX} characters`),
      });
      expect(dataOf(await post({ id: String(id), intent: "publish" })).status).toBe(400);
      expect(dataOf(await post({ id: "abc", intent: "approve" })).status).toBe(400);
      expect(dataOf(await post({ id: String(id + 1000), intent: "approve" })).status).toBe(404);
      // From another site, or without a session: nothing happens.
      expect(
        dataOf(
          await post(
            { id: String(id), intent: "approve" },
            { cookie, "sec-fetch-site": "cross-site" },
          ),
        ).status,
      ).toBe(403);
      expect(
        dataOf(
          await post(
            { id: String(id), intent: "approve" },
            { cookie, "sec-fetch-site": "", origin: "http://evil.example" },
          ),
        ).status,
      ).toBe(403);
      expect(redirectOf(await post({ id: String(id), intent: "approve" }, {}))).toEqual({
        status: 302,
        location: "/curator/login",
      });
      expect(await rowOf(id)).toMatchObject({
        status: "pending",
        reviewedAt: null,
        reviewNotes: null,
      });
    });

    test("the CSV export: the current status, every field, formula-injection defused", async () => {
      await insert({
        resourceTitle: '=HYPERLINK("http://evil.example","click")',
        resourceDescription: 'Says "hello",\nthen leaves',
        submitterName: "+SUM(1,2)",
        resourceAuthor: "@author",
        submitterTitle: "-5",
      });
      await insert({ resourceTitle: "Approved one", status: "approved" });
      const answer = (await call(
        submissionsCsv,
        get("/curator/submissions.csv?status=pending", { cookie }),
        ctx(),
      )) as Response;
      expect(answer.headers.get("content-type")).toBe("text/csv; charset=utf-8");
      expect(answer.headers.get("content-disposition")).toMatch(
        /^attachment; filename="submissions-pending-\d{4}-\d\d-\d\d\.csv"$/,
      );
      const text = await answer.text();
      const [header, row, end] = text.replace(/^\uFEFF/, "").split("\r\n");
      expect(header).toMatch(/^"ID","Status","Received \(UTC\)",/);
      expect(row).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
      expect(row).toContain(`"Says ""hello"",\nthen leaves"`);
      expect(row).toContain(`"'+SUM(1,2)"`);
      expect(row).toContain(`"'@author"`);
      expect(row).toContain(`"'-5"`);
      expect(text).not.toContain("Approved one");
      expect(end).toBe("");

      const bad = await call(
        submissionsCsv,
        get("/curator/submissions.csv?status=x", { cookie }),
        ctx(),
      );
      expect(dataOf(bad).status).toBe(400);
    });

    test("the submitter's connection: in words beside the submission, and in the CSV", async () => {
      const author = await insert({
        resourceTitle: "By its author",
        submitterRelation: "author-or-creator",
        submittedAt: new Date("2025-06-01T00:00:00Z"),
      });
      const silent = await insert({
        resourceTitle: "Not said",
        submittedAt: new Date("2025-05-01T00:00:00Z"),
      });
      const { submissions } = await page("/curator");
      expect(submissions.map((s) => [s.id, s.submitterRelation, s.relationLabel])).toEqual([
        [author.id, "author-or-creator", "Its author or creator"],
        [silent.id, null, "Not said"],
      ]);
      const answer = (await call(
        submissionsCsv,
        get("/curator/submissions.csv?status=pending", { cookie }),
        ctx(),
      )) as Response;
      const [header, first, second] = (await answer.text()).replace(/^\uFEFF/, "").split("\r\n");
      expect(header).toMatch(/,"Submitter's connection"$/);
      expect(first).toMatch(/^"\d+","pending",.*,"author-or-creator"$/);
      expect(second).toMatch(/,""$/);
    });

    test("newsletter addresses are listed newest first and exported", async () => {
      await database.db.insert(newsletterSubscribers).values([
        { email: "first@example.org", subscribedAt: new Date("2025-01-01T00:00:00Z") },
        { email: "=cmd@example.org", subscribedAt: new Date("2025-02-01T00:00:00Z") },
      ]);
      const list = (await call(
        newsletterLoader,
        get("/curator/newsletter", { cookie }),
        ctx(),
      )) as {
        subscribers: Array<{ email: string; subscribedAt: string }>;
      };
      expect(list.subscribers).toEqual([
        { email: "=cmd@example.org", subscribedAt: "2025-02-01T00:00:00.000Z" },
        { email: "first@example.org", subscribedAt: "2025-01-01T00:00:00.000Z" },
      ]);
      const answer = (await call(
        newsletterCsv,
        get("/curator/newsletter.csv", { cookie }),
        ctx(),
      )) as Response;
      const bytes = new Uint8Array(await answer.arrayBuffer());
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // the UTF-8 byte-order mark
      expect(new TextDecoder().decode(bytes)).toBe(
        '"Email","Subscribed (UTC)"\r\n"\'=cmd@example.org","2025-02-01T00:00:00.000Z"\r\n"first@example.org","2025-01-01T00:00:00.000Z"\r\n',
      );
    });

    test("a removed curator's session ends with the account", async () => {
      await createTestCurator(database.db, "ben");
      const benCookie = await signedInCookie(auth, "ben");
      const { removeCurator } = await import("~/features/curators/accounts/accounts.server");
      await removeCurator(database.db, "ben", { user: "test", host: "here" });
      expect(
        redirectOf(await call(consoleLoader, get("/curator", { cookie: benCookie }), ctx())),
      ).toEqual({
        status: 302,
        location: "/curator/login",
      });
      expect(await database.db.select().from(sessions)).toHaveLength(1); // ana's
    });
  });
}
