import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { resourceSubmissions } from "~/db/schema";
import { backends } from "../../../tests/setup/database";
import { action } from "./submit";

type ActionArgs = Parameters<typeof action>[0];

interface Answer {
  data: { state: string; values: Record<string, string>; errors: Record<string, string> };
  init: { status?: number } | null;
}

function post(fields: Record<string, string>, context: ActionArgs["context"]) {
  const request = new Request("http://localhost/submit", {
    method: "POST",
    body: new URLSearchParams(fields),
  });
  return action({
    request,
    context,
    params: {},
  } as ActionArgs) as Promise<unknown> as Promise<Answer>;
}

const VALID = {
  resourceType: "app",
  resourceCategory: "lifestyle",
  resourceTitle: "Headspace",
  resourceDescription: "Short guided meditations.",
};

describe("the /submit action (the form without JavaScript)", () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await backends()[0]!.open();
  });
  afterAll(() => database?.close());

  test("stores a valid submission and answers with an empty form", async () => {
    const answer = await post({ ...VALID, submitterName: "Ana", website: "" }, { db: database.db });
    expect(answer.data.state).toBe("submitted");
    expect(answer.data.values.submitterName).toBe("");
    const rows = await database.db.select().from(resourceSubmissions);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      resourceTitle: "Headspace",
      submitterName: "Ana",
      status: "pending",
    });
  });

  test("an invalid form is a 400 that keeps every value and names each problem", async () => {
    const answer = await post(
      { ...VALID, resourceTitle: " ", submitterName: "Ana" },
      { db: database.db },
    );
    expect(answer.init?.status).toBe(400);
    expect(answer.data.state).toBe("invalid");
    expect(answer.data.values).toMatchObject({ submitterName: "Ana", resourceType: "app" });
    expect(answer.data.errors).toEqual({ resourceTitle: "Please enter the resource's title." });
  });

  test("past the rate limit nothing is stored; the page says to wait and keeps the values", async () => {
    const before = (await database.db.select().from(resourceSubmissions)).length;
    const answer = await post(VALID, { db: database.db, rateLimited: true });
    expect(answer.init?.status).toBe(429);
    expect(answer.data.state).toBe("rate-limited");
    expect(answer.data.values.resourceTitle).toBe("Headspace");
    expect(await database.db.select().from(resourceSubmissions)).toHaveLength(before);
  });
});
