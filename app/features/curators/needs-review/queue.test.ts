import { describe, expect, test } from "vitest";
import { effectiveLastReviewed, needsReview, type QueueInput } from "./queue";

const now = new Date("2026-11-23T12:00:00Z");
const resource = (id: string, lastReviewed = "2026-06-01") => ({ id, title: id, lastReviewed });

function queue(overrides: Partial<QueueInput>) {
  return needsReview({
    resources: [],
    confirmations: new Map(),
    openReports: new Map(),
    links: new Map(),
    now,
    ...overrides,
  });
}

describe("effectiveLastReviewed", () => {
  test("is the later of the entry's date and the newest confirmation", () => {
    expect(effectiveLastReviewed("2025-01-10")).toBe("2025-01-10");
    expect(effectiveLastReviewed("2025-01-10", new Date("2026-03-04T23:00:00Z"))).toBe(
      "2026-03-04",
    );
    expect(effectiveLastReviewed("2026-05-01", new Date("2026-03-04T10:00:00Z"))).toBe(
      "2026-05-01",
    );
  });
});

describe("needsReview", () => {
  test("an entry reviewed 12 months ago to the day is due; a day later it is not", () => {
    const entries = queue({
      resources: [resource("due", "2025-11-23"), resource("not-yet", "2025-11-24")],
    });
    expect(entries.map((entry) => [entry.id, entry.reasons])).toEqual([["due", { due: true }]]);
  });

  test("a confirmation takes an old entry out of the queue", () => {
    const entries = queue({
      resources: [resource("old", "2024-01-01")],
      confirmations: new Map([["old", new Date("2026-01-01T00:00:00Z")]]),
    });
    expect(entries).toEqual([]);
  });

  test("open reports and failing links put recent entries in; ok and redirected links do not", () => {
    const checkedAt = "2026-11-20T00:00:00Z";
    const entries = queue({
      resources: ["reported", "moved", "broken", "redirected", "fine"].map((id) => resource(id)),
      openReports: new Map([
        ["reported", 2],
        ["moved", 1],
      ]),
      links: new Map([
        ["broken", { status: "broken", checkedAt, failures: 3 }],
        ["moved", { status: "moved", checkedAt, failures: 1 }],
        ["redirected", { status: "redirected", checkedAt, failures: 0 }],
        ["fine", { status: "ok", checkedAt, failures: 0 }],
      ]),
    });
    expect(entries.map((entry) => [entry.id, entry.reasons])).toEqual([
      ["broken", { linkStatus: "broken", linkFailures: 3 }],
      ["moved", { linkStatus: "moved", linkFailures: 1, openReports: 1 }],
      ["reported", { openReports: 2 }],
    ]);
  });

  test("a failing link confirmed after its check stays out until a newer check fails", () => {
    const link = { status: "unreachable" as const, checkedAt: "2026-11-20T00:00:00Z", failures: 1 };
    const confirmed = new Map([["site", new Date("2026-11-21T00:00:00Z")]]);
    expect(
      queue({
        resources: [resource("site")],
        links: new Map([["site", link]]),
        confirmations: confirmed,
      }),
    ).toEqual([]);
    const newer = { ...link, checkedAt: "2026-11-22T00:00:00Z", failures: 2 };
    expect(
      queue({
        resources: [resource("site")],
        links: new Map([["site", newer]]),
        confirmations: confirmed,
      }),
    ).toHaveLength(1);
  });

  test("worst first: failing links, then reports, then the longest unreviewed", () => {
    const entries = queue({
      resources: [resource("older", "2023-01-01"), resource("old", "2024-01-01"), resource("r")],
      openReports: new Map([["r", 1]]),
    });
    expect(entries.map((entry) => entry.id)).toEqual(["r", "older", "old"]);
  });
});
