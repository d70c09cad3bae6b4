import { describe, expect, test } from "vitest";
import { resourceSubmissions } from "~/db/schema";
import { SUBMITTER_RELATIONS } from "~/domain/submitter-relation";
import { backends } from "../../tests/setup/database";
import { curatorApiSuite } from "../../tests/setup/curator-api";
import { postJson, VALID_SUBMISSION } from "../../tests/setup/requests";

/** docs/product.md "Submissions": the optional submitterRelation of the submission API. */
for (const backend of backends()) {
  describe.skipIf(backend.skip)(`the optional submitterRelation on ${backend.name}`, () => {
    const suite = curatorApiSuite(backend);

    const submit = (fields: Record<string, unknown>) =>
      postJson(suite.server.url, "/api/resources/submit", { ...VALID_SUBMISSION, ...fields });
    const stored = async () =>
      (
        await suite.database.db
          .select({
            title: resourceSubmissions.resourceTitle,
            relation: resourceSubmissions.submitterRelation,
          })
          .from(resourceSubmissions)
          .orderBy(resourceSubmissions.id)
      ).map((row) => [row.title, row.relation]);

    test("201 with each listed value, stored as sent; absent or empty is stored as not said", async () => {
      for (const relation of SUBMITTER_RELATIONS) {
        expect(
          (await submit({ resourceTitle: relation, submitterRelation: relation })).status,
        ).toBe(201);
      }
      expect(
        (await submit({ resourceTitle: "trimmed", submitterRelation: " other " })).status,
      ).toBe(201);
      expect((await submit({ resourceTitle: "empty", submitterRelation: "" })).status).toBe(201);
      expect((await submit({ resourceTitle: "absent" })).status).toBe(201);
      expect(await stored()).toEqual([
        ...SUBMITTER_RELATIONS.map((relation) => [relation, relation]),
        ["trimmed", "other"],
        ["empty", null],
        ["absent", null],
      ]);
    });

    test("400 with a field error for any other value, and nothing is stored", async () => {
      for (const relation of [
        "author",
        "Author-or-creator",
        "sponsor",
        "none,other",
        null,
        1,
        true,
        ["none"],
      ]) {
        const response = await submit({ submitterRelation: relation });
        expect(response.status, JSON.stringify(relation)).toBe(400);
        const answer = (await response.json()) as {
          message: string;
          errors: Record<string, string>;
        };
        expect(Object.keys(answer.errors)).toEqual(["submitterRelation"]);
        expect(answer.errors.submitterRelation).toBe(
          "Please choose one of the listed connections (none, author-or-creator, works-for-publisher, paid-or-sponsored or other), or leave it out.",
        );
      }
      expect(await stored()).toEqual([]);
    });

    test("the database itself refuses a value outside the list", async () => {
      await expect(
        suite.database.db
          .insert(resourceSubmissions)
          .values({ ...VALID_SUBMISSION, submitterRelation: "sponsor" as never }),
      ).rejects.toThrow();
      expect(await stored()).toEqual([]);
    });

    test("the curator's JSON list shows each submission's relation, null when not said", async () => {
      await submit({ resourceTitle: "By its author", submitterRelation: "author-or-creator" });
      await submit({ resourceTitle: "Not said" });
      const response = await fetch(`${suite.server.url}/api/resources/submissions`, {
        headers: { cookie: suite.cookie },
      });
      expect(response.status).toBe(200);
      const list = (await response.json()) as Array<Record<string, unknown>>;
      expect(list.map((row) => [row.resourceTitle, row.submitterRelation])).toEqual([
        ["Not said", null],
        ["By its author", "author-or-creator"],
      ]);
    });
  });
}
