import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { resourceReports } from "~/db/schema";
import { REPORT_RATE_LIMIT } from "~/features/reports/reports.server";
import { backends } from "../../../tests/setup/database";
import { documentHandler } from "../../../tests/setup/route-document";
import * as reportRoute from "./report-problem";

describe("the problem-report page (/resource/{id}/report, the form without JavaScript)", () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await backends()[0]!.open();
  });
  afterAll(() => database?.close());

  test(`past ${REPORT_RATE_LIMIT} reports the page answers 429 with the action's Retry-After`, async () => {
    // The action sets Retry-After; only the route's `headers` export lets it through to the page.
    const handle = documentHandler("/resource/:id/report", reportRoute);
    const report = () =>
      handle(
        new Request("http://localhost/resource/headspace/report", {
          method: "POST",
          body: new URLSearchParams({ reason: "broken-link", details: "" }),
        }),
        { db: database.db, clientIp: "10.26.0.1" },
      );
    for (let i = 0; i < REPORT_RATE_LIMIT; i++) {
      const received = await report();
      expect(received.status).toBe(201);
      expect(received.headers.get("retry-after")).toBeNull();
    }
    const limited = await report();
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await database.db.select().from(resourceReports)).toHaveLength(REPORT_RATE_LIMIT);
  });
});
