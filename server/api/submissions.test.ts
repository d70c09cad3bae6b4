import { describe, expect, test } from "vitest";
import { count, desc } from "drizzle-orm";
import { resourceSubmissions } from "~/db/schema";
import {
  PERSON_TEXT_MAX,
  RESOURCE_DESCRIPTION_MAX,
  RESOURCE_TITLE_MAX,
  RESOURCE_URL_MAX,
} from "~/features/submissions/schema";
import { backends } from "../../tests/setup/database";
import { postJson, VALID_SUBMISSION } from "../../tests/setup/requests";
import { useTestServer } from "../../tests/setup/test-server";
import { JSON_BODY_LIMIT_BYTES } from "./json-body";

const PATH = "/api/resources/submit";

/** A URL of exactly `length` characters. */
function urlOfLength(length: number): string {
  const prefix = "https://example.org/";
  return prefix + "a".repeat(length - prefix.length);
}

const BOUNDS: Array<
  [field: keyof typeof VALID_SUBMISSION, max: number, make: (n: number) => string]
> = [
  ["submitterName", PERSON_TEXT_MAX, (n) => "n".repeat(n)],
  ["submitterTitle", PERSON_TEXT_MAX, (n) => "t".repeat(n)],
  ["submitterLocation", PERSON_TEXT_MAX, (n) => "l".repeat(n)],
  ["resourceAuthor", PERSON_TEXT_MAX, (n) => "a".repeat(n)],
  ["resourceTitle", RESOURCE_TITLE_MAX, (n) => "T".repeat(n)],
  ["resourceUrl", RESOURCE_URL_MAX, urlOfLength],
  ["resourceDescription", RESOURCE_DESCRIPTION_MAX, (n) => "d".repeat(n)],
];

const REQUIRED = [
  "resourceType",
  "resourceCategory",
  "resourceTitle",
  "resourceDescription",
] as const;

for (const backend of backends()) {
  describe.skipIf(backend.skip)(`POST ${PATH} on ${backend.name}`, () => {
    const server = useTestServer(backend);

    const post = (body: unknown, headers = {}) => postJson(server.url, PATH, body, headers);
    const storedCount = async () =>
      (await server.db.select({ n: count() }).from(resourceSubmissions))[0]!.n;

    async function expectInvalid(body: unknown, field?: string) {
      const response = await post(body);
      expect(response.status).toBe(400);
      const answer = (await response.json()) as {
        message: string;
        errors?: Record<string, string>;
      };
      expect(answer.message).toMatch(/\w/);
      if (field) expect(answer.errors?.[field], JSON.stringify(answer)).toMatch(/^[A-Z].*\.$/);
      expect(await storedCount()).toBe(0);
      return answer;
    }

    test("201 with id, pending and submittedAt; the row is stored trimmed, with defaults", async () => {
      const before = Date.now();
      const response = await post({
        ...VALID_SUBMISSION,
        resourceTitle: "  Feeling Good  ",
        submitterName: undefined,
        resourceUrl: undefined,
      });
      expect(response.status).toBe(201);
      const answer = (await response.json()) as { id: number; status: string; submittedAt: string };
      expect(Object.keys(answer).sort()).toEqual(["id", "status", "submittedAt"]);
      expect(answer.status).toBe("pending");
      expect(Date.parse(answer.submittedAt)).toBeGreaterThanOrEqual(before - 5_000);
      const [row] = await server.db.select().from(resourceSubmissions);
      expect(row).toMatchObject({
        id: answer.id,
        resourceTitle: "Feeling Good",
        submitterName: "",
        resourceUrl: "",
        status: "pending",
        reviewedAt: null,
        reviewNotes: null,
      });
    });

    test("unknown fields are ignored and never stored", async () => {
      const response = await post({ ...VALID_SUBMISSION, status: "approved", id: 99, extra: "x" });
      expect(response.status).toBe(201);
      const [row] = await server.db.select().from(resourceSubmissions);
      expect(row!.status).toBe("pending");
      expect(row!.id).not.toBe(99);
      expect(row).not.toHaveProperty("extra");
    });

    test("a filled honeypot gets the same 201 and is stored as spam", async () => {
      const response = await post({ ...VALID_SUBMISSION, website: "http://spam.example" });
      expect(response.status).toBe(201);
      expect(((await response.json()) as { status: string }).status).toBe("pending");
      const [row] = await server.db.select().from(resourceSubmissions);
      expect(row!.status).toBe("spam");
      expect(row!.resourceTitle).toBe(VALID_SUBMISSION.resourceTitle);
    });

    test("an empty honeypot is a person: stored as pending", async () => {
      expect((await post({ ...VALID_SUBMISSION, website: "" })).status).toBe(201);
      const [row] = await server.db.select().from(resourceSubmissions);
      expect(row!.status).toBe("pending");
    });

    for (const field of REQUIRED) {
      test(`400 when ${field} is missing, empty after trimming, or not text`, async () => {
        await expectInvalid({ ...VALID_SUBMISSION, [field]: undefined }, field);
        await expectInvalid({ ...VALID_SUBMISSION, [field]: "   " }, field);
        await expectInvalid({ ...VALID_SUBMISSION, [field]: 42 }, field);
      });
    }

    test("400 for an optional field of the wrong type", async () => {
      await expectInvalid({ ...VALID_SUBMISSION, submitterName: ["Dana"] }, "submitterName");
    });

    test("400 for an unknown resourceType or resourceCategory", async () => {
      await expectInvalid({ ...VALID_SUBMISSION, resourceType: "exercise" }, "resourceType");
      await expectInvalid({ ...VALID_SUBMISSION, resourceType: "Book" }, "resourceType");
      await expectInvalid(
        { ...VALID_SUBMISSION, resourceCategory: "depression" },
        "resourceCategory",
      );
    });

    test("every listed type and category is accepted", async () => {
      for (const resourceType of ["book", "video", "app", "website", "other"]) {
        expect((await post({ ...VALID_SUBMISSION, resourceType })).status).toBe(201);
      }
      for (const resourceCategory of [
        "psychological-concerns",
        "trauma",
        "relationships",
        "lifestyle",
        "other",
      ]) {
        expect((await post({ ...VALID_SUBMISSION, resourceCategory })).status).toBe(201);
      }
    });

    test("400 for a resourceUrl that is present but not an http(s) URL", async () => {
      for (const resourceUrl of [
        "example.org",
        "ftp://example.org/x",
        "javascript:alert(1)",
        "https://",
      ]) {
        await expectInvalid({ ...VALID_SUBMISSION, resourceUrl }, "resourceUrl");
      }
      expect((await post({ ...VALID_SUBMISSION, resourceUrl: "http://example.org" })).status).toBe(
        201,
      );
      expect((await post({ ...VALID_SUBMISSION, resourceUrl: "  " })).status).toBe(201);
    });

    for (const [field, max, make] of BOUNDS) {
      test(`${field}: ${max} characters pass, ${max + 1} are a 400`, async () => {
        await expectInvalid({ ...VALID_SUBMISSION, [field]: make(max + 1) }, field);
        const atBound = await post({ ...VALID_SUBMISSION, [field]: ` ${make(max)}  ` });
        expect(atBound.status).toBe(201);
        const [row] = await server.db.select().from(resourceSubmissions);
        expect((row as Record<string, unknown>)[field]).toHaveLength(max);
      });
    }

    test("400 for malformed JSON and for a body that is not an object", async () => {
      const malformed = await post('{"resourceTitle": ');
      expect(malformed.status).toBe(400);
      expect(await malformed.json()).toEqual({ message: expect.stringMatching(/JSON/) });
      await expectInvalid([VALID_SUBMISSION]);
      await expectInvalid("null");
    });

    test(`a body of exactly ${JSON_BODY_LIMIT_BYTES} bytes is read; one byte more is a 413`, async () => {
      const base = JSON.stringify({ ...VALID_SUBMISSION, padding: "" });
      const padding = "p".repeat(JSON_BODY_LIMIT_BYTES - base.length);
      const exact = JSON.stringify({ ...VALID_SUBMISSION, padding });
      expect(Buffer.byteLength(exact)).toBe(JSON_BODY_LIMIT_BYTES);
      expect((await post(exact)).status).toBe(201);

      const over = JSON.stringify({ ...VALID_SUBMISSION, padding: padding + "p" });
      const response = await post(over);
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({ message: expect.stringContaining("64 KiB") });
      expect(await storedCount()).toBe(1);
    });

    test("415 for a body that is not JSON", async () => {
      for (const type of [
        "text/plain",
        "application/x-www-form-urlencoded",
        "multipart/form-data",
      ]) {
        const response = await fetch(`${server.url}${PATH}`, {
          method: "POST",
          headers: { "content-type": type },
          body: JSON.stringify(VALID_SUBMISSION),
        });
        expect(response.status, type).toBe(415);
        expect(await response.json()).toEqual({ message: expect.stringContaining("JSON") });
      }
      const none = await fetch(`${server.url}${PATH}`, { method: "POST" });
      expect(none.status).toBe(415);
      expect(await storedCount()).toBe(0);
    });

    test("only POST is allowed, and answers are never cached", async () => {
      const response = await fetch(`${server.url}${PATH}`);
      expect(response.status).toBe(405);
      expect(response.headers.get("allow")).toBe("POST");
      expect(response.headers.get("cache-control")).toBe("no-store");
      const unknown = await fetch(`${server.url}/api/nothing-here`);
      expect(unknown.status).toBe(404);
      expect(await unknown.json()).toEqual({ message: expect.any(String) });
    });

    test("200 submissions sent at once all land, each with its own id", async () => {
      const responses = await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          post({ ...VALID_SUBMISSION, resourceTitle: `Book ${i}` }),
        ),
      );
      expect(responses.map((response) => response.status)).toEqual(Array(200).fill(201));
      const ids = await Promise.all(
        responses.map(async (r) => ((await r.json()) as { id: number }).id),
      );
      expect(new Set(ids).size).toBe(200);
      expect(await storedCount()).toBe(200);
      const titles = await server.db
        .select({ title: resourceSubmissions.resourceTitle })
        .from(resourceSubmissions)
        .orderBy(desc(resourceSubmissions.id));
      expect(new Set(titles.map((row) => row.title)).size).toBe(200);
    });
  });
}
