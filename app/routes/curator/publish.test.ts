import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { catalogueEntries, resourceSubmissions } from "~/db/schema";
import { backends, truncateAll } from "../../../tests/setup/database";
import { VALID_SUBMISSION } from "../../../tests/setup/requests";
import { publishDraft, publishSubmission } from "~/features/curators/catalogue/publish.server";

/** The facts a curator adds when publishing; the submission gives the rest. */
const FACTS = {
  subcategory: "depression",
  cost: "paid",
  audience: ["adults"],
  length: "A workbook; a few pages a day",
  evidence: "research-tested",
  evidenceNote: "Studied as self-guided therapy in randomized trials.",
};

for (const backend of backends()) {
  describe.skipIf(backend.skip)(`publishing a submission on ${backend.name}`, () => {
    let database: DatabaseHandle;

    beforeAll(async () => {
      database = await backend.open();
      await truncateAll(database.db);
    });
    afterAll(() => database?.close());
    beforeEach(async () => {
      await database.db.delete(catalogueEntries);
      await database.db.delete(resourceSubmissions);
    });

    const approved = async (resourceUrl: string) => {
      const [row] = await database.db
        .insert(resourceSubmissions)
        .values({ ...VALID_SUBMISSION, resourceUrl, status: "approved" })
        .returning();
      return row!.id;
    };
    const fieldsOf = async (resourceId: string) =>
      (
        await database.db
          .select()
          .from(catalogueEntries)
          .where(eq(catalogueEntries.resourceId, resourceId))
      )[0]?.fields as Record<string, unknown> | undefined;

    test("an https address the submitter gave is where the facts come from; no check is claimed until the curator gives its day", async () => {
      const id = await approved("https://example.org/feeling-good");
      const draft = (await publishDraft(database.db, id))?.draft;
      expect(draft).toMatchObject({ factsSource: "https://example.org/feeling-good" });
      expect(draft?.factsCheckedOn).toBeUndefined();
      const published = await publishSubmission(database.db, id, FACTS, "test-curator");
      expect(published.ok).toBe(true);
      if (!published.ok) return;
      const fields = await fieldsOf(published.resourceId);
      expect(fields).toMatchObject({ factsSource: "https://example.org/feeling-good" });
      expect(fields).not.toHaveProperty("factsCheckedOn");
      expect(fields).not.toHaveProperty("lastReviewed");

      const checked = await approved("https://example.org/checked");
      const withCheck = await publishSubmission(
        database.db,
        checked,
        { ...FACTS, factsCheckedOn: "2026-11-20" },
        "test-curator",
      );
      expect(withCheck.ok).toBe(true);
      if (!withCheck.ok) return;
      expect(await fieldsOf(withCheck.resourceId)).toMatchObject({ factsCheckedOn: "2026-11-20" });
    });

    test("the publish form starts from the submitter's connection and a credit that says so", async () => {
      const [row] = await database.db
        .insert(resourceSubmissions)
        .values({ ...VALID_SUBMISSION, status: "approved", submitterRelation: "author-or-creator" })
        .returning();
      const found = await publishDraft(database.db, row!.id);
      expect(found?.submission.relation).toBe("author-or-creator");
      expect(found?.draft.recommendedBy).toBe("its author, Dana Reyes, School counsellor");
    });

    test("without an https address the curator must name the page; what they give is kept", async () => {
      const id = await approved("http://example.org/feeling-good");
      expect((await publishDraft(database.db, id))?.draft.factsSource).toBeUndefined();
      const refused = await publishSubmission(database.db, id, FACTS, "test-curator");
      expect(refused).toMatchObject({
        ok: false,
        status: 400,
        errors: { factsSource: expect.stringContaining("https address") },
      });
      const published = await publishSubmission(
        database.db,
        id,
        {
          ...FACTS,
          factsSource: "https://publisher.example/feeling-good",
          factsCheckedOn: "2026-11-20",
        },
        "test-curator",
      );
      expect(published.ok).toBe(true);
      if (!published.ok) return;
      expect(await fieldsOf(published.resourceId)).toMatchObject({
        factsSource: "https://publisher.example/feeling-good",
        factsCheckedOn: "2026-11-20",
      });
    });
  });
}
