import { describe, expect, test } from "vitest";
import { needsReview, type QueueInput, type QueueSubject } from "./queue";

const now = new Date("2026-11-23T12:00:00Z");
const resource = (id: string): QueueSubject => ({ kind: "resource", id, title: id });
const article = (id: string): QueueSubject => ({ kind: "article", id, title: id });
const reviewedOn = (entries: Record<string, string>) =>
  new Map(Object.entries(entries).map(([key, day]) => [key, new Date(`${day}T10:00:00Z`)]));

function queue(overrides: Partial<QueueInput>) {
  return needsReview({
    subjects: [],
    reviews: new Map(),
    openReports: new Map(),
    links: new Map(),
    now,
    ...overrides,
  });
}

describe("needsReview", () => {
  test("an entry reviewed 12 months ago to the day is due; a day later it is not", () => {
    const { attention, neverReviewed } = queue({
      subjects: [resource("due"), resource("not-yet")],
      reviews: reviewedOn({ "resource:due": "2025-11-23", "resource:not-yet": "2025-11-24" }),
    });
    expect(attention.map((entry) => [entry.id, entry.lastReviewed, entry.reasons])).toEqual([
      ["due", "2025-11-23", { due: true }],
    ]);
    expect(neverReviewed).toEqual([]);
  });

  test("entries and articles no one has reviewed are listed apart, in the order given", () => {
    const { attention, neverReviewed } = queue({
      subjects: [article("b-article"), resource("z"), resource("a"), resource("seen")],
      reviews: reviewedOn({ "resource:seen": "2026-10-01" }),
    });
    expect(attention).toEqual([]);
    expect(neverReviewed.map((entry) => [entry.kind, entry.id, entry.lastReviewed])).toEqual([
      ["article", "b-article", null],
      ["resource", "z", null],
      ["resource", "a", null],
    ]);
    expect(neverReviewed[0]!.reasons).toEqual({ never: true });
  });

  test("a review takes an entry out of the queue until it is due", () => {
    const { attention, neverReviewed } = queue({
      subjects: [resource("fresh")],
      reviews: reviewedOn({ "resource:fresh": "2026-01-01" }),
    });
    expect([...attention, ...neverReviewed]).toEqual([]);
  });

  test("open reports and failing links put entries in; ok and redirected links do not", () => {
    const checkedAt = "2026-11-20T00:00:00Z";
    const ids = ["reported", "moved", "broken", "redirected", "fine"];
    const { attention, neverReviewed } = queue({
      subjects: ids.map(resource),
      reviews: reviewedOn(Object.fromEntries(ids.map((id) => [`resource:${id}`, "2026-06-01"]))),
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
    expect(attention.map((entry) => [entry.id, entry.reasons])).toEqual([
      ["broken", { linkStatus: "broken", linkFailures: 3 }],
      ["moved", { linkStatus: "moved", linkFailures: 1, openReports: 1 }],
      ["reported", { openReports: 2 }],
    ]);
    expect(neverReviewed).toEqual([]);
  });

  test("a never-reviewed entry with a failing link needs attention, and says it was never reviewed", () => {
    const link = { status: "broken" as const, checkedAt: "2026-11-20T00:00:00Z", failures: 1 };
    const { attention, neverReviewed } = queue({
      subjects: [resource("site")],
      links: new Map([["site", link]]),
    });
    expect(attention.map((entry) => entry.reasons)).toEqual([
      { linkStatus: "broken", linkFailures: 1, never: true },
    ]);
    expect(neverReviewed).toEqual([]);
  });

  test("a failing link reviewed after its check stays out until a newer check fails", () => {
    const link = { status: "unreachable" as const, checkedAt: "2026-11-20T00:00:00Z", failures: 1 };
    const reviews = reviewedOn({ "resource:site": "2026-11-21" });
    expect(
      queue({ subjects: [resource("site")], links: new Map([["site", link]]), reviews }).attention,
    ).toEqual([]);
    const newer = { ...link, checkedAt: "2026-11-22T00:00:00Z", failures: 2 };
    expect(
      queue({ subjects: [resource("site")], links: new Map([["site", newer]]), reviews }).attention,
    ).toHaveLength(1);
  });

  test("an article's slug never picks up a resource's reports or links", () => {
    const { attention } = queue({
      subjects: [article("same")],
      reviews: reviewedOn({ "article:same": "2026-06-01" }),
      openReports: new Map([["same", 3]]),
      links: new Map([
        ["same", { status: "broken", checkedAt: "2026-11-20T00:00:00Z", failures: 1 }],
      ]),
    });
    expect(attention).toEqual([]);
  });

  test("worst first: failing links, then reports, then the longest unreviewed", () => {
    const { attention } = queue({
      subjects: [resource("older"), resource("old"), resource("r")],
      reviews: reviewedOn({
        "resource:older": "2023-01-01",
        "resource:old": "2024-01-01",
        "resource:r": "2026-06-01",
      }),
      openReports: new Map([["r", 1]]),
    });
    expect(attention.map((entry) => entry.id)).toEqual(["r", "older", "old"]);
  });
});
