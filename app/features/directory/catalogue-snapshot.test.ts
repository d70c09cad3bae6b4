import { describe, expect, it, vi } from "vitest";
import { resources } from "~/content/resources";
import { buildSnapshot, type OverlayRow } from "./catalogue-snapshot";

const first = resources[0]!;
const second = resources[1]!;
const row = (over: Partial<OverlayRow> & Pick<OverlayRow, "resourceId">): OverlayRow => ({
  origin: "bundled",
  fields: {},
  hiddenReason: null,
  ...over,
});
const { id: _id, ...publishedFields } = { ...second, title: "A Published Book" };

describe("buildSnapshot: the bundle with the database's rows laid over it", () => {
  it("is the bundle alone when there are no rows", () => {
    const snapshot = buildSnapshot(resources, []);
    expect(snapshot.resources).toEqual(resources);
    expect(snapshot.hidden.size).toBe(0);
  });

  it("applies an edit's changed fields; null removes an optional field", () => {
    const snapshot = buildSnapshot(resources, [
      row({ resourceId: first.id, fields: { title: "Edited", author: null } }),
    ]);
    const edited = snapshot.byId.get(first.id)!;
    expect(edited).toMatchObject({ title: "Edited", description: first.description });
    expect(edited).not.toHaveProperty("author");
    expect(snapshot.resources[0]).toBe(edited); // keeps its place
  });

  it("hides an entry from every listing but keeps it for its 410 page", () => {
    const snapshot = buildSnapshot(resources, [
      row({ resourceId: first.id, hiddenReason: "Gone" }),
    ]);
    expect(snapshot.byId.has(first.id)).toBe(false);
    expect(snapshot.resources).toHaveLength(resources.length - 1);
    expect(snapshot.hidden.get(first.id)).toEqual({ resource: first, reason: "Gone" });
  });

  it("appends published entries after the bundle, validated by the catalogue's schema", () => {
    const onInvalid = vi.fn();
    const snapshot = buildSnapshot(
      resources,
      [
        row({ resourceId: "a-published-book", origin: "published", fields: publishedFields }),
        row({ resourceId: "broken", origin: "published", fields: { title: "No facts" } }),
        row({ resourceId: second.id, fields: { cost: "whatever" } }),
      ],
      onInvalid,
    );
    expect(snapshot.resources.at(-1)).toMatchObject({
      id: "a-published-book",
      title: "A Published Book",
    });
    expect(snapshot.byId.has("broken")).toBe(false);
    // An edit that no longer validates leaves the bundled entry as it was.
    expect(snapshot.byId.get(second.id)).toEqual(second);
    // Each bad row is reported: the bundled entries' edits first, then the published ones.
    expect(onInvalid.mock.calls.map(([problem]) => problem.resourceId)).toEqual([
      second.id,
      "broken",
    ]);
  });
});
