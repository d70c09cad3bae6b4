import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { newsletterSubscribers } from "~/db/schema";
import { DatabaseUnavailableError } from "~/db/unavailable.server";
import { createWriteQueue } from "~/db/write-queue.server";
import { createSubmitAllowances } from "../../../server/api/rate-limit";
import { backends, truncateAll } from "../../../tests/setup/database";
import { testContext, type TestServices } from "../../../tests/setup/router-context";
import { action, loader } from "./subscribe";

type ActionArgs = Parameters<typeof action>[0];

async function post(fields: Record<string, string>, context: TestServices) {
  const request = new Request("http://localhost/newsletter", {
    method: "POST",
    body: new URLSearchParams(fields),
  });
  const answer = await action({
    request,
    url: new URL(request.url),
    pattern: "/newsletter",
    context: testContext(context),
    params: {},
  } as ActionArgs);
  return { status: answer.status, location: answer.headers.get("location") };
}

describe("the newsletter form without JavaScript (POST /newsletter)", () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await backends()[0]!.open();
  });
  afterAll(() => database?.close());
  beforeEach(() => truncateAll(database.db));

  test("redirects 303 back to the page with what happened", async () => {
    const context = { db: database.db };
    expect(await post({ email: " Sam@Example.org", returnTo: "/blog" }, context)).toEqual({
      status: 303,
      location: "/blog?newsletter=subscribed#newsletter",
    });
    const again = await post({ email: "sam@example.org", returnTo: "/blog/x" }, context);
    expect(again.location).toBe("/blog/x?newsletter=already#newsletter");
    const wrong = await post({ email: "sam", returnTo: "/blog" }, context);
    expect(wrong.location).toBe("/blog?newsletter=invalid#newsletter");
    const rows = await database.db.select().from(newsletterSubscribers);
    expect(rows.map((row) => row.email)).toEqual(["sam@example.org"]);
  });

  test("past the write queue's line nothing is stored and the box says to try again", async () => {
    const queue = createWriteQueue(1, 0);
    const release = (await queue.admit())!; // the one place is taken, and there is no line
    const context = { db: database.db, admitWrite: queue.admit };
    const busy = await post({ email: "sam@example.org", returnTo: "/blog" }, context);
    expect(busy).toEqual({ status: 303, location: "/blog?newsletter=failed#newsletter" });
    expect(await database.db.select().from(newsletterSubscribers)).toEqual([]);
    release();
    const stored = await post({ email: "sam@example.org", returnTo: "/blog" }, context);
    expect(stored.location).toBe("/blog?newsletter=subscribed#newsletter");
    expect(queue.inFlight).toBe(0);
  });

  test("never sends the visitor to another site", async () => {
    const answer = await post(
      { email: "a@example.org", returnTo: "//evil.example" },
      {
        db: database.db,
      },
    );
    expect(answer.location).toBe("/blog?newsletter=subscribed#newsletter");
  });

  test("past the rate limit nothing is stored and the page says to wait", async () => {
    const allowances = createSubmitAllowances(database.db, 1);
    const context = () => ({ db: database.db, submitAllowance: allowances("192.0.2.7") });
    await post({ email: "a@example.org" }, context());
    const second = await post({ email: "b@example.org" }, context());
    expect(second).toEqual({ status: 303, location: "/blog?newsletter=limited#newsletter" });
    expect(await database.db.select().from(newsletterSubscribers)).toHaveLength(1);
  });

  test("when the database cannot store it in time, the page says so in words", async () => {
    const unavailable = {
      ...database.db,
      execute: () => Promise.reject(new DatabaseUnavailableError("test: no answer in time")),
    } as unknown as typeof database.db;
    const answer = await post({ email: "c@example.org", returnTo: "/blog" }, { db: unavailable });
    expect(answer).toEqual({ status: 303, location: "/blog?newsletter=failed#newsletter" });
    expect(await database.db.select().from(newsletterSubscribers)).toHaveLength(0);
  });

  test("a GET of the form's address goes to the blog", () => {
    const answer = loader();
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe("/blog");
  });
});
