import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import {
  articleReviews,
  auditLog,
  curatorProfiles,
  resourceReports,
  resourceReviews,
  users,
} from "~/db/schema";
import { REVIEW_NOTE_MAX } from "~/features/curators/needs-review/review-note";
import { isoDay } from "~/lib/dates";
import { backends } from "../../tests/setup/database";
import { curatorApiSuite } from "../../tests/setup/curator-api";

const PROFILE = {
  name: "Ana Ruiz",
  credentials: "PsyD, licensed psychologist",
  licence: {
    type: "Psychologist",
    number: "PSY 12345",
    issuer: "A state board of psychology",
    lookupUrl: "https://board.example/lookup",
  },
  bio: "Works with adults and couples.",
};

for (const backend of backends()) {
  describe.skipIf(backend.skip)(
    `profiles and reviews in the curator API on ${backend.name}`,
    () => {
      const suite = curatorApiSuite(backend);
      const { call } = suite;
      /** What the resource's page states now, as this process serves it. */
      const stated = async (id: string) =>
        ((await (await call("GET", `/resources/${id}`)).json()) as { review: unknown }).review;

      test("GET profile: 404 before there is one; PUT: 200 the profile, kept and shown", async () => {
        const none = await call("GET", "/profile");
        expect(none.status).toBe(404);
        expect(await none.json()).toEqual({ message: expect.stringContaining("PUT") });

        const saved = await call("PUT", "/profile", PROFILE);
        expect(saved.status).toBe(200);
        // English is the language a profile reviews in unless it says otherwise.
        expect(await saved.json()).toEqual({ ...PROFILE, languages: ["en"] });
        const read = await call("GET", "/profile");
        expect(read.status).toBe(200);
        expect(await read.json()).toEqual({ ...PROFILE, languages: ["en"] });
        const spanish = await call("PUT", "/profile", { ...PROFILE, languages: ["es", "en"] });
        expect((await spanish.json()).languages).toEqual(["en", "es"]);

        // A PUT is the whole profile: what it leaves out is emptied.
        const renamed = await call("PUT", "/profile", { name: "Ana R. Ruiz" });
        expect(await renamed.json()).toEqual({
          name: "Ana R. Ruiz",
          credentials: "",
          licence: { type: "", number: "", issuer: "", lookupUrl: "" },
          bio: "",
          languages: ["en"],
        });
        const audit = await suite.database.db.select().from(auditLog);
        expect(audit.filter((entry) => entry.action === "edit-profile")).toHaveLength(3);
        expect(audit[0]).toMatchObject({ curator: "ana", target: "curator:ana" });
      });

      test("PUT profile: 400 for a missing name or a lookup that is not https; nothing stored", async () => {
        for (const body of [
          { ...PROFILE, name: undefined },
          { ...PROFILE, name: "   " },
          { ...PROFILE, licence: { ...PROFILE.licence, lookupUrl: "http://board.example/lookup" } },
          { ...PROFILE, licence: { ...PROFILE.licence, lookupUrl: "javascript:alert(1)" } },
          { ...PROFILE, languages: ["fr"] },
          { ...PROFILE, languages: "es" },
          ["not", "an", "object"],
        ]) {
          const answer = await call("PUT", "/profile", body);
          expect(answer.status, JSON.stringify(body)).toBe(400);
          expect(await answer.json()).toMatchObject({ message: expect.any(String) });
        }
        const bad = await call("PUT", "/profile", {
          ...PROFILE,
          licence: { ...PROFILE.licence, lookupUrl: "http://board.example" },
        });
        expect((await bad.json()).errors).toEqual({
          "licence.lookupUrl": expect.stringContaining("https://"),
        });
        expect(await suite.database.db.select().from(curatorProfiles)).toEqual([]);
      });

      test("review: 409 without a profile, and nothing is recorded", async () => {
        const answer = await call("POST", "/resources/headspace/review");
        expect(answer.status).toBe(409);
        expect((await answer.json()).message).toMatch(/profile/);
        expect(await suite.database.db.select().from(resourceReviews)).toEqual([]);
        expect(await stated("headspace")).toBeNull();
      });

      test("review: 200 {id, lastReviewed, reviewedBy}, with the account, audited, and stated at once", async () => {
        await call("PUT", "/profile", PROFILE);
        expect(await stated("headspace")).toBeNull();
        const answer = await call("POST", "/resources/headspace/review", {
          note: "Read it again.",
        });
        expect(answer.status).toBe(200);
        expect(await answer.json()).toEqual({
          id: "headspace",
          lastReviewed: isoDay(),
          reviewedBy: { name: PROFILE.name, credentials: PROFILE.credentials },
        });
        const [user] = await suite.database.db
          .select()
          .from(users)
          .where(eq(users.username, "ana"));
        expect(await suite.database.db.select().from(resourceReviews)).toEqual([
          expect.objectContaining({
            resourceId: "headspace",
            curator: "ana",
            userId: user!.id,
            note: "Read it again.",
          }),
        ]);
        expect(await suite.database.db.select().from(auditLog)).toContainEqual(
          expect.objectContaining({ action: "confirm-reviewed", target: "resource:headspace" }),
        );
        expect(await stated("headspace")).toEqual({
          lastReviewed: isoDay(),
          nextReview: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
          reviewedBy: { name: PROFILE.name, credentials: PROFILE.credentials },
        });

        // A later profile change is what every page that names the curator says.
        await call("PUT", "/profile", { ...PROFILE, credentials: "PhD" });
        expect(await stated("headspace")).toMatchObject({
          reviewedBy: { name: PROFILE.name, credentials: "PhD" },
        });
      });

      test("review: closes the entry's open reports in the same step", async () => {
        await call("PUT", "/profile", PROFILE);
        await suite.database.db
          .insert(resourceReports)
          .values({ resourceId: "headspace", reason: "outdated" });
        expect((await call("POST", "/resources/headspace/review")).status).toBe(200);
        const [report] = await suite.database.db.select().from(resourceReports);
        expect(report).toMatchObject({ closedBy: "ana" });
        expect(report!.closedAt).not.toBeNull();
      });

      test("review: 404 for an unknown or hidden entry and an unknown article; 400 for a long note", async () => {
        await call("PUT", "/profile", PROFILE);
        expect((await call("POST", "/resources/no-such-entry/review")).status).toBe(404);
        expect((await call("POST", "/articles/no-such-article/review")).status).toBe(404);
        await call("POST", "/resources/headspace/hide", { reason: "Testing" });
        expect((await call("POST", "/resources/headspace/review")).status).toBe(404);
        const long = await call("POST", "/resources/calm-harm/review", {
          note: "n".repeat(REVIEW_NOTE_MAX + 1),
        });
        expect(long.status).toBe(400);
        expect(await suite.database.db.select().from(resourceReviews)).toEqual([]);
        expect(
          (await call("POST", "/resources/calm-harm/review", { note: "n".repeat(REVIEW_NOTE_MAX) }))
            .status,
        ).toBe(200);
      });

      test("an article's review is its own, recorded by slug", async () => {
        await call("PUT", "/profile", PROFILE);
        const answer = await call("POST", "/articles/depression-in-men/review");
        expect(answer.status).toBe(200);
        expect(await answer.json()).toMatchObject({ id: "depression-in-men" });
        expect(await suite.database.db.select().from(articleReviews)).toEqual([
          expect.objectContaining({ slug: "depression-in-men", curator: "ana" }),
        ]);
        // Not the resource of the same id, if there were one.
        expect(await suite.database.db.select().from(resourceReviews)).toEqual([]);
      });

      test("GET /reviews lists every stored review with its reviewer as named now", async () => {
        await call("PUT", "/profile", PROFILE);
        await call("POST", "/resources/headspace/review");
        await call("POST", "/articles/how-to-choose-a-therapist/review");
        // A confirmation from before reviews were signed: no account, so nobody to name.
        await suite.database.db
          .insert(resourceReviews)
          .values({ resourceId: "calm-harm", curator: "old-account", reviewedAt: new Date(0) });
        const list = (await (await call("GET", "/reviews")).json()) as Array<
          Record<string, unknown>
        >;
        expect(list).toEqual([
          expect.objectContaining({
            kind: expect.any(String),
            reviewer: { name: PROFILE.name, credentials: PROFILE.credentials },
          }),
          expect.objectContaining({
            kind: expect.any(String),
            reviewer: { name: PROFILE.name, credentials: PROFILE.credentials },
          }),
          expect.objectContaining({
            kind: "resource",
            id: "calm-harm",
            curator: "old-account",
            reviewer: null,
          }),
        ]);
        expect(await stated("calm-harm")).toBeNull();
      });

      test("every call needs a session (401), and a write from another site is refused (403)", async () => {
        const anonymous = { cookie: "" };
        expect((await call("GET", "/profile", undefined, anonymous)).status).toBe(401);
        expect((await call("PUT", "/profile", PROFILE, anonymous)).status).toBe(401);
        expect(
          (await call("POST", "/resources/headspace/review", undefined, anonymous)).status,
        ).toBe(401);
        expect((await call("GET", "/reviews", undefined, anonymous)).status).toBe(401);
        const crossSite = { "sec-fetch-site": "cross-site" };
        expect((await call("PUT", "/profile", PROFILE, crossSite)).status).toBe(403);
        expect(
          (await call("POST", "/resources/headspace/review", undefined, crossSite)).status,
        ).toBe(403);
        expect(await suite.database.db.select().from(curatorProfiles)).toEqual([]);
      });
    },
  );
}
