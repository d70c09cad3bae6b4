import { describe, expect, it } from "vitest";
import { resources } from "~/content/resources";
import { applyChanges, EDITABLE_FIELDS, editablePlaces, readChanges } from "./resource-edit.server";

const entry = resources.find((resource) => resource.type === "book" && resource.author)!;

function problemsOf(changes: Record<string, unknown>) {
  const result = applyChanges(entry, changes);
  return result.ok ? {} : result.errors;
}

describe("the curator's edit check, read from the catalogue's schema", () => {
  it("lets every field of an entry be edited but its id and picture", () => {
    expect([...EDITABLE_FIELDS].sort()).toEqual(
      [
        "title",
        "author",
        "type",
        "category",
        "subcategory",
        "url",
        "description",
        "cost",
        "audience",
        "length",
        "approach",
        "evidence",
        "evidenceNote",
        "contentNotes",
        "factsSource",
        "factsCheckedOn",
        "language",
        "recommendedBy",
      ].sort(),
    );
    const read = readChanges({ id: "other-id", imageUrl: "/x.svg" });
    expect(read).toEqual({ ok: false, unknown: ["id", "imageUrl"] });
    // A review is recorded by Confirm reviewed, with the curator's account: never typed in.
    expect(readChanges({ lastReviewed: "2026-11-23", reviewedBy: "Someone" })).toEqual({
      ok: false,
      unknown: ["lastReviewed", "reviewedBy"],
    });
  });

  it("says what each list accepts, from the lists themselves", () => {
    expect(problemsOf({ type: "podcast", cost: "cheap", evidence: "hearsay" })).toEqual({
      type: "Please choose a type: book, video, app, website, exercise.",
      cost: "Please choose what it costs: free, free-with-paid-options or paid.",
      evidence:
        "Please choose the evidence: research-tested, evidence-based-approach or expert-experience.",
    });
    expect(problemsOf({ category: "nowhere" })).toEqual({
      category:
        "Please choose a category: psychological-concerns, lifestyle, relationships or healing-exercises.",
    });
  });

  it("offers the form every place a bundled entry sits", () => {
    const places = new Map(editablePlaces().map((place) => [place.category, place.subcategories]));
    for (const resource of resources) {
      expect(places.get(resource.category), resource.id).toBeDefined();
      if (resource.subcategory) {
        expect(places.get(resource.category), resource.id).toContain(resource.subcategory);
      }
    }
  });

  it("edits every bundled entry where it sits, the healing exercises too", () => {
    const exercises = resources.filter((resource) => resource.category === "healing-exercises");
    expect(exercises.length).toBeGreaterThan(0);
    for (const resource of resources) {
      const result = applyChanges(resource, { length: `${resource.length} (edited)` });
      expect(result.ok ? "ok" : result.errors, resource.id).toBe("ok");
    }
  });

  it("records a facts check, and takes it back out when emptied", () => {
    const unchecked = resources.find((resource) => !resource.factsCheckedOn)!;
    const checked = applyChanges(unchecked, { factsCheckedOn: "2026-11-20" });
    expect(checked.ok && checked.resource.factsCheckedOn).toBe("2026-11-20");
    const emptied = applyChanges(entry, { factsCheckedOn: "" });
    expect(emptied.ok && "factsCheckedOn" in emptied.resource).toBe(false);
  });

  it("removes an optional field when emptied, and refuses to empty a required one", () => {
    const result = applyChanges(entry, { author: "", approach: null });
    expect(result.ok && "author" in result.resource).toBe(false);
    expect(problemsOf({ title: "", evidenceNote: null })).toEqual({
      title: "Please enter a title.",
      evidenceNote: "Please give one sentence on what the evidence rests on.",
    });
  });
});
