import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { resourceSubmissions } from "~/db/schema";
import { BUSY_RETRY_AFTER_SECONDS, createWriteQueue } from "~/db/write-queue.server";
import { backends } from "../../../tests/setup/database";
import { testContext, type TestServices } from "../../../tests/setup/router-context";
import { documentHandler } from "../../../tests/setup/route-document";
import * as submitRoute from "./submit";
import { action } from "./submit";

type ActionArgs = Parameters<typeof action>[0];

interface Answer {
  data: {
    state: string;
    values: Record<string, string>;
    errors: Record<string, string>;
    idempotencyKey?: string;
  };
  init: { status?: number; headers?: HeadersInit } | null;
}

function post(fields: Record<string, string>, context: TestServices, signal?: AbortSignal) {
  const request = new Request("http://localhost/submit", {
    method: "POST",
    body: new URLSearchParams(fields),
    signal,
  });
  return action({
    request,
    url: new URL(request.url),
    pattern: "/submit",
    context: testContext(context),
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

  test("the submitter's connection is stored from the plain form; an unlisted one is a 400", async () => {
    const stored = await post(
      { ...VALID, resourceTitle: "Mine", submitterRelation: "author-or-creator" },
      { db: database.db },
    );
    expect(stored.data.state).toBe("submitted");
    const refused = await post(
      { ...VALID, resourceTitle: "Not mine", submitterRelation: "owner" },
      { db: database.db },
    );
    expect(refused.init?.status).toBe(400);
    expect(refused.data.values.submitterRelation).toBe("owner");
    expect(refused.data.errors.submitterRelation).toMatch(/^Please choose one of the listed/);
    const rows = await database.db.select().from(resourceSubmissions);
    expect(rows.map((row) => [row.resourceTitle, row.submitterRelation])).toContainEqual([
      "Mine",
      "author-or-creator",
    ]);
    expect(rows.map((row) => row.resourceTitle)).not.toContain("Not mine");
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
    const submitAllowance = {
      take: async () => ({ ok: false as const, retryAfterSeconds: 120 }),
      refund: async () => {},
    };
    const answer = await post(VALID, { db: database.db, submitAllowance });
    expect(answer.init?.status).toBe(429);
    expect(new Headers(answer.init?.headers).get("retry-after")).toBe("120");
    expect(answer.data.state).toBe("rate-limited");
    expect(answer.data.values.resourceTitle).toBe("Headspace");
    expect(await database.db.select().from(resourceSubmissions)).toHaveLength(before);
  });

  test("past the write queue's line nothing is stored; the page says so calmly and keeps the values", async () => {
    const before = (await database.db.select().from(resourceSubmissions)).length;
    const queue = createWriteQueue(1, 0);
    const release = (await queue.admit())!; // the one place is taken, and there is no line
    const admitWrite = queue.admit;
    const answer = await post({ ...VALID, submitterName: "Ana" }, { db: database.db, admitWrite });
    expect(answer.init?.status).toBe(503);
    expect(new Headers(answer.init?.headers).get("retry-after")).toBe(
      String(BUSY_RETRY_AFTER_SECONDS),
    );
    expect(answer.data.state).toBe("busy");
    expect(answer.data.values).toMatchObject({ submitterName: "Ana", resourceTitle: "Headspace" });
    expect(await database.db.select().from(resourceSubmissions)).toHaveLength(before);

    // With the place free, the same form is stored, and its place is given back afterwards.
    release();
    const stored = await post(VALID, { db: database.db, admitWrite });
    expect(stored.data.state).toBe("submitted");
    expect(queue.inFlight).toBe(0);
  });

  test("with every place taken, the form waits its turn in line and is stored once a place is free", async () => {
    const queue = createWriteQueue(1, 1);
    const release = (await queue.admit())!;
    const answer = post(
      { ...VALID, resourceTitle: "Waited" },
      { db: database.db, admitWrite: queue.admit },
    );
    await vi.waitFor(() => expect(queue.waiting).toBe(1));
    release();
    expect((await answer).data.state).toBe("submitted");
    const titles = (await database.db.select().from(resourceSubmissions)).map(
      (row) => row.resourceTitle,
    );
    expect(titles).toContain("Waited");
    expect(queue.inFlight).toBe(0);
  });

  test("a visitor who leaves while the form waits in line is taken out of it, and nothing is stored", async () => {
    const queue = createWriteQueue(1, 1);
    const release = (await queue.admit())!;
    const visitor = new AbortController();
    const answer = post(
      { ...VALID, resourceTitle: "Left" },
      { db: database.db, admitWrite: queue.admit },
      visitor.signal,
    );
    await vi.waitFor(() => expect(queue.waiting).toBe(1));
    // Leaving takes it out of the line at once, well before the line's own wait would run out.
    visitor.abort();
    expect(queue.waiting).toBe(0);
    // The place that comes free goes to nobody: the one who waited has gone.
    release();
    await answer;
    const titles = (await database.db.select().from(resourceSubmissions)).map(
      (row) => row.resourceTitle,
    );
    expect(titles).not.toContain("Left");
    expect(queue.inFlight).toBe(0);
  });

  test("an invalid form takes nothing from the allowance; a valid one takes one", async () => {
    let taken = 0;
    const submitAllowance = {
      take: async () => {
        taken++;
        return { ok: true as const };
      },
      refund: async () => {},
    };
    await post({ ...VALID, resourceTitle: "" }, { db: database.db, submitAllowance });
    expect(taken).toBe(0);
    await post(VALID, { db: database.db, submitAllowance });
    expect(taken).toBe(1);
  });

  test("the same form sent twice (a retry) is stored once, and a stored form gets a new key", async () => {
    const key = "retry-key-0001";
    const before = (await database.db.select().from(resourceSubmissions)).length;
    const first = await post({ ...VALID, idempotencyKey: key }, { db: database.db });
    const again = await post({ ...VALID, idempotencyKey: key }, { db: database.db });
    expect(first.data.state).toBe("submitted");
    expect(again.data.state).toBe("submitted");
    expect(first.data.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(first.data.idempotencyKey).not.toBe(key);
    expect(await database.db.select().from(resourceSubmissions)).toHaveLength(before + 1);
  });

  test("a title of zero-width characters only is missing; a NUL byte is refused, not a 500", async () => {
    const invisible = await post(
      { ...VALID, resourceTitle: "\u200b\u200d\ufeff" },
      { db: database.db },
    );
    expect(invisible.init?.status).toBe(400);
    expect(invisible.data.errors).toEqual({ resourceTitle: "Please enter the resource's title." });
    const nul = await post({ ...VALID, resourceAuthor: "A\u0000B" }, { db: database.db });
    expect(nul.init?.status).toBe(400);
    expect(nul.data.errors.resourceAuthor).toMatch(/NUL/);
  });

  test("the page React Router answers carries the action's Retry-After, on a 429 and a 503", async () => {
    // The action sets it; only the route's `headers` export lets it through to the page.
    const handle = documentHandler("/submit", submitRoute);
    const form = () =>
      new Request("http://localhost/submit", {
        method: "POST",
        body: new URLSearchParams(VALID),
      });
    const submitAllowance = {
      take: async () => ({ ok: false as const, retryAfterSeconds: 120 }),
      refund: async () => {},
    };
    const limited = await handle(form(), { db: database.db, submitAllowance });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("120");

    const queue = createWriteQueue(1, 0);
    const release = (await queue.admit())!;
    const busy = await handle(form(), { db: database.db, admitWrite: queue.admit });
    release();
    expect(busy.status).toBe(503);
    expect(busy.headers.get("retry-after")).toBe(String(BUSY_RETRY_AFTER_SECONDS));

    // A stored form's page has none.
    const stored = await handle(form(), { db: database.db });
    expect(stored.status).toBe(200);
    expect(stored.headers.get("retry-after")).toBeNull();
  });
});
