import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { resources as bundledResources } from "~/content/resources";
import type { DatabaseHandle } from "~/db/client.server";
import { auditLog, curatorProfiles, pageReviews } from "~/db/schema";
import { withCatalogue } from "~/domain/catalogue-now.server";
import { buildSnapshot } from "~/domain/catalogue-snapshot";
import { loadReviews } from "~/domain/reviews.server";
import type { CuratorAuth } from "~/features/curators/accounts/auth.server";
import { TRANSLATION_NOTE } from "~/features/espanol/translation-note";
import { formatDateEs, isoDay } from "~/lib/dates";
import { backends, truncateAll } from "../../../tests/setup/database";
import {
  call,
  context,
  createTestCurator,
  dataOf,
  formPost,
  get,
  ORIGIN,
  redirectOf,
  signedInCookie,
  testAuth,
} from "../../../tests/setup/curators";
import { loader as planLoader } from "../es/plan-de-seguridad";
import { action as saveProfile } from "./profile";
import { action as recordReview, loader as translationsLoader } from "./translations";

/** The profile form with the languages ticked (a checkbox posts its name once per tick). */
function profilePost(languages: string[], cookie: string) {
  const body = new URLSearchParams({ name: "Inés Soto", credentials: "PsyD" });
  for (const tag of languages) body.append("languages", tag);
  return new Request(`${ORIGIN}/curator/profile`, {
    method: "POST",
    headers: { origin: ORIGIN, "sec-fetch-site": "same-origin", cookie },
    body,
  });
}

for (const backend of backends()) {
  describe.skipIf(backend.skip)(
    `reviews of Spanish pages in the console on ${backend.name}`,
    () => {
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
        for (const table of [pageReviews, curatorProfiles, auditLog]) {
          await database.db.delete(table);
        }
      });

      const ctx = () => context(database.db, auth);
      const setLanguages = async (languages: string[]) =>
        expect(redirectOf(await call(saveProfile, profilePost(languages, cookie), ctx()))).toEqual({
          status: 303,
          location: "/curator/profile?done=saved",
        });
      const record = (path: string) =>
        call(recordReview, formPost("/curator/translations", { path }, { cookie }), ctx());
      /** The Spanish safety plan's note, as its loader reads the database's reviews now. */
      const planNote = async () => {
        const snapshot = buildSnapshot(bundledResources, [], undefined, {
          reviews: await loadReviews(database.db),
        });
        return withCatalogue(snapshot, () => planLoader()).translation;
      };

      test("the profile keeps the languages ticked, each once, none included; an unknown tag is sent back", async () => {
        await setLanguages([]);
        const [cleared] = await database.db.select().from(curatorProfiles);
        expect(cleared?.languages).toEqual([]);
        await setLanguages(["es", "en", "es"]);
        const [both] = await database.db.select().from(curatorProfiles);
        expect(both?.languages).toEqual(["en", "es"]);
        const refused = dataOf(await call(saveProfile, profilePost(["fr"], cookie), ctx()));
        expect(refused.status).toBe(400);
        expect(refused.data).toMatchObject({ errors: { "languages.0": expect.any(String) } });
      });

      test("without a profile, a review is refused with a pointer to it, and nothing is stored", async () => {
        const refused = dataOf(await record("/es/plan-de-seguridad"));
        expect(refused.status).toBe(409);
        expect(refused.data).toMatchObject({ needsProfile: true });
        expect(await database.db.select().from(pageReviews)).toEqual([]);
      });

      test("a curator whose profile does not list Spanish is refused, and the page keeps its note", async () => {
        await setLanguages(["en"]);
        const refused = dataOf(await record("/es/plan-de-seguridad"));
        expect(refused.status).toBe(403);
        expect(refused.data).toMatchObject({
          message: expect.stringContaining("Your profile does not list Spanish"),
        });
        expect(await database.db.select().from(pageReviews)).toEqual([]);
        expect(
          (await database.db.select().from(auditLog)).filter((e) => e.action !== "edit-profile"),
        ).toEqual([]);
        expect(await planNote()).toBe(TRANSLATION_NOTE);
        const listed = (await call(
          translationsLoader,
          get("/curator/translations", { cookie }),
          ctx(),
        )) as {
          reviewsSpanish: boolean;
        };
        expect(listed.reviewsSpanish).toBe(false);
      });

      test("a curator who reviews in Spanish records a review: signed, audited, and the page names them", async () => {
        await setLanguages(["en", "es"]);
        expect(await planNote()).toBe(TRANSLATION_NOTE);
        expect(redirectOf(await record("/es/plan-de-seguridad"))).toEqual({
          status: 303,
          location: "/curator/translations?reviewed=%2Fes%2Fplan-de-seguridad",
        });
        const [row] = await database.db.select().from(pageReviews);
        expect(row).toMatchObject({ path: "/es/plan-de-seguridad", locale: "es", curator: "ana" });
        expect(row?.userId).toEqual(expect.any(Number));
        const audit = await database.db.select().from(auditLog);
        expect(audit.filter((entry) => entry.action === "confirm-reviewed")).toMatchObject([
          { curator: "ana", target: "page:/es/plan-de-seguridad" },
        ]);
        const today = isoDay(row!.reviewedAt);
        expect(await planNote()).toBe(
          `Traducido por nuestro equipo editorial; revisado por Inés Soto, PsyD, el ${formatDateEs(today)}.`,
        );
        const listed = (await call(
          translationsLoader,
          get("/curator/translations?reviewed=%2Fes%2Fplan-de-seguridad", { cookie }),
          ctx(),
        )) as {
          recorded: string | null;
          pages: Array<{ path: string; review: { reviewedOn: string } | null }>;
        };
        expect(listed.recorded).toBe("Mi plan de seguridad");
        const plan = listed.pages.find((page) => page.path === "/es/plan-de-seguridad");
        expect(plan?.review?.reviewedOn).toBe(today);
        expect(listed.pages.find((page) => page.path === "/es/chequeo")?.review).toBeNull();

        // Spanish taken off the profile: the page no longer names them; the row stays as history.
        await setLanguages(["en"]);
        expect(await planNote()).toBe(TRANSLATION_NOTE);
        expect(await database.db.select().from(pageReviews)).toHaveLength(1);
      });

      test("a country's page in Spanish is reviewed on its own; an English or unknown path is a 404", async () => {
        await setLanguages(["es"]);
        expect(redirectOf(await record("/es/ayuda/us"))?.status).toBe(303);
        for (const path of ["/safety-plan", "/es/no-such-page", "/es/ayuda/zz", ""]) {
          expect(dataOf(await record(path)).status, path).toBe(404);
        }
        const rows = await database.db.select().from(pageReviews);
        expect(rows.map((row) => row.path)).toEqual(["/es/ayuda/us"]);
      });
    },
  );
}
