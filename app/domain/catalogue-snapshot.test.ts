import { describe, expect, it, vi } from "vitest";
import { resources } from "~/content/resources";
import type { Resource } from "~/content/schema";
import { buildSnapshot, type OverlayRow } from "./catalogue-snapshot";
import { fallbackIllustration, illustrationUrl } from "./illustrations";

const first = resources[0]!;
const second = resources[1]!;
const row = (over: Partial<OverlayRow> & Pick<OverlayRow, "resourceId">): OverlayRow => ({
  origin: "bundled",
  fields: {},
  hiddenReason: null,
  ...over,
});
const { id: _id, ...publishedFields } = { ...second, title: "A Published Book" };
/** An entry as pages see it: with the picture drawn for it when it has none of its own. */
const pictured = (resource: Resource): Resource => ({
  ...resource,
  imageUrl: resource.imageUrl ?? fallbackIllustration(resource),
});

describe("buildSnapshot: the bundle with the database's rows laid over it", () => {
  it("is the bundle alone when there are no rows", () => {
    const snapshot = buildSnapshot(resources, []);
    expect(snapshot.resources).toEqual(resources.map(pictured));
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
    expect(snapshot.hidden.get(first.id)).toEqual({ resource: pictured(first), reason: "Gone" });
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
    expect(snapshot.byId.get(second.id)).toEqual(pictured(second));
    // Each bad row is reported: the bundled entries' edits first, then the published ones.
    expect(onInvalid.mock.calls.map(([problem]) => problem.resourceId)).toEqual([
      second.id,
      "broken",
    ]);
  });

  it("gives every entry a picture: a published one its topic's, an edited one its new topic's", () => {
    const published = { ...publishedFields, category: "lifestyle", subcategory: "sleep" };
    const moved = resources.find(
      (resource) => resource.subcategory !== "anxiety" && resource.imageUrl === undefined,
    )!;
    const snapshot = buildSnapshot(resources, [
      row({ resourceId: "a-sleep-book", origin: "published", fields: published }),
      row({
        resourceId: moved.id,
        fields: { category: "psychological-concerns", subcategory: "anxiety" },
      }),
    ]);
    expect(snapshot.byId.get("a-sleep-book")?.imageUrl).toBe(illustrationUrl("sleep"));
    expect(snapshot.byId.get(moved.id)?.imageUrl).toBe(illustrationUrl("anxiety"));
    expect(snapshot.resources.every((resource) => resource.imageUrl)).toBe(true);
  });

  it("leaves the worked-out pictures off when asked, so an edit never stores one", () => {
    const snapshot = buildSnapshot(resources, [], undefined, { pictures: false });
    expect(snapshot.resources).toEqual(resources);
  });
});
