import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { newsletterSubscribers } from "~/db/schema";
import { backends, truncateAll } from "../../tests/setup/database";
import { startTestServer, type TestServer } from "../../tests/setup/test-server";
import { safeReturnPath } from "./forms";

const pglite = backends()[0]!;

function postForm(server: TestServer, path: string, fields: Record<string, string>) {
  return fetch(`${server.url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
  });
}

describe("the newsletter form without JavaScript (POST /newsletter)", () => {
  let database: DatabaseHandle;
  let server: TestServer;
  beforeAll(async () => {
    database = await pglite.open();
    server = await startTestServer(database);
  });
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });
  beforeEach(() => truncateAll(database.db));

  test("redirects 303 back to the page with what happened", async () => {
    const first = await postForm(server, "/newsletter", {
      email: " Sam@Example.org",
      returnTo: "/blog",
    });
    expect(first.status).toBe(303);
    expect(first.headers.get("location")).toBe("/blog?newsletter=subscribed#newsletter");
    const again = await postForm(server, "/newsletter", {
      email: "sam@example.org",
      returnTo: "/blog",
    });
    expect(again.headers.get("location")).toBe("/blog?newsletter=already#newsletter");
    const wrong = await postForm(server, "/newsletter", { email: "sam", returnTo: "/blog" });
    expect(wrong.headers.get("location")).toBe("/blog?newsletter=invalid#newsletter");
    const rows = await database.db.select().from(newsletterSubscribers);
    expect(rows.map((row) => row.email)).toEqual(["sam@example.org"]);
  });

  test("past the rate limit nothing is stored and the page says to wait", async () => {
    const limited = await startTestServer(database, { SUBMIT_RATE_LIMIT: "1" });
    try {
      await postForm(limited, "/newsletter", { email: "a@example.org" });
      const second = await postForm(limited, "/newsletter", { email: "b@example.org" });
      expect(second.status).toBe(303);
      expect(second.headers.get("location")).toBe("/blog?newsletter=limited#newsletter");
      expect(await database.db.select().from(newsletterSubscribers)).toHaveLength(1);
    } finally {
      await limited.close();
    }
  });

  test("a form body over 64 KiB is refused before anything reads it", async () => {
    const response = await postForm(server, "/submit", { resourceDescription: "x".repeat(70_000) });
    expect(response.status).toBe(413);
  });
});

test.each([
  ["/blog", "/blog"],
  ["/blog/how-to-choose-a-therapist", "/blog/how-to-choose-a-therapist"],
  ["//evil.example", "/blog"],
  ["https://evil.example/", "/blog"],
  ["/\\evil.example", "/blog"],
  ["/blog?x=1", "/blog"],
  [undefined, "/blog"],
])("safeReturnPath(%j) is %j", (input, expected) => {
  expect(safeReturnPath(input)).toBe(expected);
});
