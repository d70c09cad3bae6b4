import { describe, expect, it } from "vitest";
import { resources } from "~/content/resources";
import { applyChanges, EDITABLE_FIELDS, readChanges } from "./resource-edit.server";

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
        "lastReviewed",
        "factsSource",
        "factsCheckedOn",
        "recommendedBy",
      ].sort(),
    );
    const read = readChanges({ id: "other-id", imageUrl: "/x.svg" });
    expect(read).toEqual({ ok: false, unknown: ["id", "imageUrl"] });
  });

  it("says what each list accepts, from the lists themselves", () => {
    expect(problemsOf({ type: "podcast", cost: "cheap", evidence: "hearsay" })).toEqual({
      type: "Please choose a type: book, video, app, website, exercise.",
      cost: "Please choose what it costs: free, free-with-paid-options or paid.",
      evidence:
        "Please choose the evidence: research-tested, evidence-based-approach or expert-experience.",
    });
    expect(problemsOf({ category: "nowhere" })).toEqual({
      category: "Please choose a category: psychological-concerns, lifestyle, relationships.",
    });
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
