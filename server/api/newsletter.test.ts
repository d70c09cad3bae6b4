import { describe, expect, test } from "vitest";
import { newsletterSubscribers } from "~/db/schema";
import { EMAIL_MAX } from "~/features/newsletter/subscribe.server";
import { backends } from "../../tests/setup/database";
import { postJson } from "../../tests/setup/requests";
import { useTestServer } from "../../tests/setup/test-server";

const PATH = "/api/newsletter";

/** An address of exactly `length` characters. */
function emailOfLength(length: number): string {
  const domain = "@example.org";
  return "a".repeat(length - domain.length) + domain;
}

for (const backend of backends()) {
  describe.skipIf(backend.skip)(`POST ${PATH} on ${backend.name}`, () => {
    const server = useTestServer(backend);

    const post = (body: unknown) => postJson(server.url, PATH, body);
    const stored = () => server.db.select().from(newsletterSubscribers);

    test("201 for a new address, stored trimmed and lower-cased", async () => {
      const response = await post({ email: "  Dana.Reyes@Example.ORG " });
      expect(response.status).toBe(201);
      expect(await response.json()).toEqual({ status: "subscribed", message: expect.any(String) });
      const rows = await stored();
      expect(rows).toHaveLength(1);
      expect(rows[0]!.email).toBe("dana.reyes@example.org");
      expect(rows[0]!.subscribedAt).toBeInstanceOf(Date);
    });

    test("200 for an address already subscribed, however it is written, answered kindly", async () => {
      expect((await post({ email: "dana@example.org" })).status).toBe(201);
      const again = await post({ email: "DANA@example.org" });
      expect(again.status).toBe(200);
      const answer = (await again.json()) as { status: string; message: string };
      expect(answer.status).toBe("already");
      expect(answer.message).toMatch(/already on our list/);
      expect(await stored()).toHaveLength(1);
    });

    test("the same address sent twice at once is stored once", async () => {
      const answers = await Promise.all([1, 2, 3].map(() => post({ email: "same@example.org" })));
      expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 201]);
      expect(await stored()).toHaveLength(1);
    });

    test("400 for anything that is not an email address; nothing stored", async () => {
      for (const body of [
        { email: "not-an-email" },
        { email: "" },
        { email: "   " },
        { email: "a@b" },
        { email: 42 },
        {},
        [],
      ]) {
        const response = await post(body);
        expect(response.status, JSON.stringify(body)).toBe(400);
        const answer = (await response.json()) as { message: string; errors: { email: string } };
        expect(answer.message).toMatch(/email address/);
        expect(answer.errors.email).toBe(answer.message);
      }
      expect(await stored()).toHaveLength(0);
    });

    test(`an address of ${EMAIL_MAX} characters is accepted, ${EMAIL_MAX + 1} is a 400`, async () => {
      expect((await post({ email: emailOfLength(EMAIL_MAX + 1) })).status).toBe(400);
      expect((await post({ email: emailOfLength(EMAIL_MAX) })).status).toBe(201);
    });

    test("415 for a body that is not JSON, 413 past 64 KiB, 400 for malformed JSON", async () => {
      const form = await fetch(`${server.url}${PATH}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "email=dana%40example.org",
      });
      expect(form.status).toBe(415);
      const big = await post({ email: "dana@example.org", padding: "p".repeat(64 * 1024) });
      expect(big.status).toBe(413);
      expect((await post("{email")).status).toBe(400);
      expect(await stored()).toHaveLength(0);
    });
  });
}
