import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { auditLog, curatorPhotos, curatorProfiles, resourceReviews } from "~/db/schema";
import type { CuratorAuth } from "~/features/curators/accounts/auth.server";
import { PHOTO_UPLOAD_LIMIT_BYTES } from "~/features/curators/profile/photo";
import { photoByHash, PHOTO_SIZE_PX } from "~/features/curators/profile/photo.server";
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
import { action as reviewFromQueue, loader as queueLoader } from "./needs-review";
import { action as saveProfile, loader as profileLoader } from "./profile";
import { action as uploadPhoto } from "./profile-photo";

const PROFILE_FORM = {
  name: "Ana Ruiz",
  credentials: "PsyD",
  "licence.type": "Psychologist",
  "licence.number": "PSY 12345",
  "licence.issuer": "A state board of psychology",
  "licence.lookupUrl": "https://board.example/lookup",
  bio: "Works with adults and couples.",
};

/** A multipart form post, as the photo form sends it. */
function photoPost(file: Blob | null, headers: Record<string, string>, name = "me.png") {
  const form = new FormData();
  form.set("intent", "upload");
  if (file) form.set("photo", file, name);
  return new Request(`${ORIGIN}/curator/profile/photo`, {
    method: "POST",
    headers: { origin: ORIGIN, "sec-fetch-site": "same-origin", ...headers },
    body: form,
  });
}

for (const backend of backends()) {
  describe.skipIf(backend.skip)(
    `the curator's profile and reviews in the console on ${backend.name}`,
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
        for (const table of [curatorPhotos, curatorProfiles, resourceReviews, auditLog]) {
          await database.db.delete(table);
        }
      });

      const ctx = () => context(database.db, auth);
      const save = (fields: Record<string, string>) =>
        call(saveProfile, formPost("/curator/profile", fields, { cookie }), ctx());
      const queue = async (path = "/curator/needs-review") =>
        (await call(queueLoader, get(path, { cookie }), ctx())) as {
          attention: unknown[];
          neverReviewed: {
            entries: Array<{ kind: string; id: string }>;
            total: number;
            pages: number;
          };
          canReview: boolean;
        };

      test("saves the profile from the form; a missing name or an http lookup is sent back", async () => {
        expect(redirectOf(await save(PROFILE_FORM))).toEqual({
          status: 303,
          location: "/curator/profile?done=saved",
        });
        const shown = (await call(profileLoader, get("/curator/profile", { cookie }), ctx())) as {
          profile: { name: string; licence: { lookupUrl: string } };
        };
        expect(shown.profile).toMatchObject({
          name: "Ana Ruiz",
          licence: { lookupUrl: "https://board.example/lookup" },
        });

        for (const [fields, field] of [
          [{ ...PROFILE_FORM, name: "" }, "name"],
          [
            { ...PROFILE_FORM, "licence.lookupUrl": "http://board.example/lookup" },
            "licence.lookupUrl",
          ],
        ] as const) {
          const refused = dataOf(await save(fields));
          expect(refused.status).toBe(400);
          expect(refused.data).toMatchObject({
            errors: { [field]: expect.any(String) },
            // What was typed comes back, so nothing is lost.
            values: { bio: PROFILE_FORM.bio },
          });
        }
        const [stored] = await database.db.select().from(curatorProfiles);
        expect(stored).toMatchObject({ name: "Ana Ruiz", credentials: "PsyD" });
      });

      test("a photo is resized to a small square, WebP and AVIF, and served by its hash", async () => {
        const upload = await sharp({
          create: { width: 900, height: 600, channels: 3, background: "#4a7a9a" },
        })
          .jpeg()
          .withMetadata({ exif: { IFD0: { Artist: "Somebody", Copyright: "Somewhere" } } })
          .toBuffer();
        expect((await sharp(upload).metadata()).exif).toBeDefined();
        const answer = await call(uploadPhoto, photoPost(new Blob([upload]), { cookie }), ctx());
        expect(redirectOf(answer)).toEqual({
          status: 303,
          location: "/curator/profile?done=photo",
        });
        const [row] = await database.db.select().from(curatorPhotos);
        expect(row!.hash).toMatch(/^[0-9a-f]{16}$/);
        const webp = await photoByHash(database.db, row!.hash, "webp");
        const avif = await photoByHash(database.db, row!.hash, "avif");
        const webpInfo = await sharp(webp!).metadata();
        expect(webpInfo).toMatchObject({
          format: "webp",
          width: PHOTO_SIZE_PX,
          height: PHOTO_SIZE_PX,
        });
        expect(webpInfo.exif).toBeUndefined();
        expect((await sharp(avif!).metadata()).format).toBe("heif");
        expect(webp!.length).toBeLessThan(upload.length);
      });

      test("anything that is not a photo is refused, and nothing is stored", async () => {
        const svg =
          '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>';
        for (const [bytes, name] of [
          [new TextEncoder().encode("just some text, not a picture"), "notes.png"],
          [new TextEncoder().encode(svg), "drawing.svg"],
          [new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]), "broken.png"],
        ] as const) {
          const refused = dataOf(
            await call(uploadPhoto, photoPost(new Blob([bytes]), { cookie }, name), ctx()),
          );
          expect(refused.status, name).toBe(400);
          expect(refused.data, name).toEqual({ message: expect.stringContaining("not a photo") });
        }
        const none = dataOf(await call(uploadPhoto, photoPost(null, { cookie }), ctx()));
        expect(none.status).toBe(400);
        expect(await database.db.select().from(curatorPhotos)).toEqual([]);
      });

      test(`a file over ${PHOTO_UPLOAD_LIMIT_BYTES} bytes is a 413; signed out, nothing is read`, async () => {
        const big = new Blob([new Uint8Array(PHOTO_UPLOAD_LIMIT_BYTES + 1)]);
        const refused = dataOf(await call(uploadPhoto, photoPost(big, { cookie }), ctx()));
        expect(refused.status).toBe(413);
        const signedOut = photoPost(new Blob([new Uint8Array(10)]), {});
        expect(redirectOf(await call(uploadPhoto, signedOut, ctx()))).toEqual({
          status: 302,
          location: "/curator/login",
        });
        expect(signedOut.bodyUsed).toBe(false);
        expect(await database.db.select().from(curatorPhotos)).toEqual([]);
      });

      test("a photo can be removed", async () => {
        const upload = await sharp({
          create: { width: 40, height: 40, channels: 3, background: "#000" },
        })
          .png()
          .toBuffer();
        await call(uploadPhoto, photoPost(new Blob([upload]), { cookie }), ctx());
        const remove = formPost("/curator/profile/photo", { intent: "remove" }, { cookie });
        expect(redirectOf(await call(uploadPhoto, remove, ctx()))?.location).toBe(
          "/curator/profile?done=photo-removed",
        );
        expect(await database.db.select().from(curatorPhotos)).toEqual([]);
        expect((await database.db.select().from(auditLog)).map((entry) => entry.action)).toEqual(
          expect.arrayContaining(["profile-photo", "remove-profile-photo"]),
        );
      });

      test("without a profile the queue offers no Confirm reviewed, and a posted one is refused with a pointer", async () => {
        expect((await queue()).canReview).toBe(false);
        const refused = dataOf(
          await call(
            reviewFromQueue,
            formPost("/curator/needs-review", { subject: "resource:headspace" }, { cookie }),
            ctx(),
          ),
        );
        expect(refused.status).toBe(409);
        expect(refused.data).toMatchObject({ needsProfile: true });
        expect(await database.db.select().from(resourceReviews)).toEqual([]);
      });

      test("the queue lists every never-reviewed entry and article, ten at a time, articles first", async () => {
        const first = await queue();
        expect(first.neverReviewed.entries).toHaveLength(10);
        expect(first.neverReviewed.entries[0]!.kind).toBe("article");
        expect(first.neverReviewed.pages).toBe(Math.ceil(first.neverReviewed.total / 10));
        const last = await queue(`/curator/needs-review?page=${first.neverReviewed.pages}`);
        expect(last.neverReviewed.entries.length).toBeGreaterThan(0);
        expect(last.neverReviewed.entries).not.toEqual(first.neverReviewed.entries);
        // A page past the end shows the last one.
        expect((await queue("/curator/needs-review?page=999")).neverReviewed.entries).toEqual(
          last.neverReviewed.entries,
        );
      });

      test("with a profile, Confirm reviewed records the review and takes it out of the queue", async () => {
        await save(PROFILE_FORM);
        const before = await queue();
        expect(before.canReview).toBe(true);
        const answer = await call(
          reviewFromQueue,
          formPost("/curator/needs-review", { subject: "article:depression-in-men" }, { cookie }),
          ctx(),
        );
        expect(redirectOf(answer)).toEqual({
          status: 303,
          location: "/curator/needs-review?confirmed=article%3Adepression-in-men",
        });
        const after = await queue();
        expect(after.neverReviewed.total).toBe(before.neverReviewed.total - 1);
        expect(after.neverReviewed.entries.map((entry) => entry.id)).not.toContain(
          "depression-in-men",
        );
        const unknown = dataOf(
          await call(
            reviewFromQueue,
            formPost("/curator/needs-review", { subject: "resource:no-such-entry" }, { cookie }),
            ctx(),
          ),
        );
        expect(unknown.status).toBe(404);
      });
    },
  );
}
