import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { auditLog, resourceSubmissions } from "~/db/schema";
import {
  CONTACT_KEPT_DAYS,
  eraseExpiredContacts,
  eraseExpiredSubmitters,
} from "~/features/submissions/contact-erasure.server";
import { SUBMITTER_EMAIL_MAX } from "~/features/submissions/schema";
import { backends } from "../../tests/setup/database";
import { postJson, VALID_SUBMISSION } from "../../tests/setup/requests";
import { useTestServer } from "../../tests/setup/test-server";

const DAY_MS = 24 * 60 * 60 * 1000;

/** An address of exactly `length` characters. */
function emailOfLength(length: number): string {
  const domain = "@example.org";
  return "a".repeat(length - domain.length) + domain;
}

for (const backend of backends()) {
  describe.skipIf(backend.skip)(`the optional submitterEmail on ${backend.name}`, () => {
    const server = useTestServer(backend);
    const submit = (submitterEmail: unknown) =>
      postJson(server.url, "/api/resources/submit", { ...VALID_SUBMISSION, submitterEmail });
    const stored = async () =>
      (
        await server.db
          .select({ email: resourceSubmissions.submitterEmail })
          .from(resourceSubmissions)
      ).map((row) => row.email);

    test(`is stored trimmed when valid, up to ${SUBMITTER_EMAIL_MAX} characters; absent or empty, nothing is`, async () => {
      expect((await submit("  dana@example.org ")).status).toBe(201);
      expect((await submit(emailOfLength(SUBMITTER_EMAIL_MAX))).status).toBe(201);
      expect((await submit("")).status).toBe(201);
      expect((await submit(undefined)).status).toBe(201);
      expect(await stored()).toEqual([
        "dana@example.org",
        emailOfLength(SUBMITTER_EMAIL_MAX),
        null,
        null,
      ]);
    });

    test("a bad or too long address is a 400 naming the field, and nothing is stored", async () => {
      for (const email of ["not an address", "dana@", emailOfLength(SUBMITTER_EMAIL_MAX + 1), 42]) {
        const response = await submit(email);
        expect(response.status, String(email)).toBe(400);
        const { errors } = (await response.json()) as { errors: Record<string, string> };
        expect(errors.submitterEmail).toMatch(/^Please .*\.$/);
      }
      expect(await stored()).toEqual([]);
    });

    test(`is erased ${CONTACT_KEPT_DAYS} days after review, and kept until then`, async () => {
      const now = new Date();
      const reviewed = (days: number | null) => ({
        ...VALID_SUBMISSION,
        submitterEmail: `reviewed-${days}@example.org`,
        status: days === null ? ("pending" as const) : ("approved" as const),
        reviewedAt: days === null ? null : new Date(now.getTime() - days * DAY_MS),
      });
      const rows = await server.db
        .insert(resourceSubmissions)
        .values([reviewed(CONTACT_KEPT_DAYS + 1), reviewed(CONTACT_KEPT_DAYS - 1), reviewed(null)])
        .returning({ id: resourceSubmissions.id });
      expect(await eraseExpiredContacts(server.db, now)).toBe(1);
      const emailOf = async (id: number) =>
        (
          await server.db
            .select({ email: resourceSubmissions.submitterEmail })
            .from(resourceSubmissions)
            .where(eq(resourceSubmissions.id, id))
        )[0]!.email;
      expect(await emailOf(rows[0]!.id)).toBeNull();
      expect(await emailOf(rows[1]!.id)).toBe(`reviewed-${CONTACT_KEPT_DAYS - 1}@example.org`);
      expect(await emailOf(rows[2]!.id)).toBe("reviewed-null@example.org");
    });

    test("name, title, location and address are erased SUBMITTER_DATA_DAYS after the decision, audited", async () => {
      const now = new Date("2026-06-01T12:00:00Z");
      const decided = (days: number | null, name: string) => ({
        ...VALID_SUBMISSION,
        submitterName: name,
        submitterEmail: `${name}@example.org`,
        status: days === null ? ("pending" as const) : ("rejected" as const),
        reviewedAt: days === null ? null : new Date(now.getTime() - days * DAY_MS),
      });
      const [old, recent, pending] = await server.db
        .insert(resourceSubmissions)
        .values([decided(181, "old"), decided(179, "recent"), decided(null, "pending")])
        .returning({ id: resourceSubmissions.id });
      expect(await eraseExpiredSubmitters(server.db, 180, now)).toBe(1);
      const rows = await server.db
        .select()
        .from(resourceSubmissions)
        .orderBy(resourceSubmissions.id);
      expect(rows[0]).toMatchObject({
        id: old!.id,
        submitterName: "",
        submitterTitle: "",
        submitterLocation: "",
        submitterEmail: null,
        resourceTitle: VALID_SUBMISSION.resourceTitle,
        status: "rejected",
      });
      expect(rows.slice(1).map((row) => row.submitterName)).toEqual(["recent", "pending"]);
      expect(rows[2]!.id).toBe(pending!.id);
      expect(rows[1]!.id).toBe(recent!.id);
      expect(await server.db.select().from(auditLog)).toMatchObject([
        { curator: "retention", action: "erase-submitter", target: `submission:${old!.id}` },
      ]);
      // A day later the next one goes; what was erased is not erased (nor audited) again.
      expect(
        await eraseExpiredSubmitters(server.db, 180, new Date(now.getTime() + 2 * DAY_MS)),
      ).toBe(1);
      expect(await server.db.$count(auditLog)).toBe(2);
    });
  });
}
