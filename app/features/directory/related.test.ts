import { describe, expect, it } from "vitest";
import { relatedResources } from "./related";

const item = (id: string, subcategory?: string, approach?: string, title = id) => ({
  id,
  title,
  subcategory,
  approach,
});

describe("related resources", () => {
  const all = [
    item("a", "sleep", "CBT"),
    item("b", "sleep", "Relaxation"),
    item("c", "anxiety", "CBT"),
    item("d", "sleep", "Mindfulness", "A"), // same title as a: another copy of it
    item("e", "habits", "Relaxation"),
    item("f", "habits", "CBT"),
  ];

  it("offers the same topic first, then the same approach, without the resource itself", () => {
    expect(relatedResources(all[0]!, all).map((r) => r.id)).toEqual(["b", "c", "f"]);
    expect(relatedResources(all[1]!, all, 5).map((r) => r.id)).toEqual(["a", "e"]);
  });

  it("never offers another copy of the same title", () => {
    expect(relatedResources(all[0]!, all, 10).map((r) => r.id)).not.toContain("d");
  });

  it("stops at the limit and copes with no topic or approach", () => {
    expect(relatedResources(all[0]!, all, 1).map((r) => r.id)).toEqual(["b"]);
    expect(relatedResources(item("z"), all)).toEqual([]);
  });
});
