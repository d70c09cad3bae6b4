import { describe, expect, it } from "vitest";
import { createSearchIndex, fuzziness, type SearchDocument } from "./search-index";

const doc = (id: string, fields: Partial<SearchDocument>): SearchDocument => ({
  id,
  kind: "resource",
  title: "",
  tags: "",
  body: "",
  ...fields,
});

const index = createSearchIndex([
  doc("body-match", {
    title: "Quiet Evenings",
    body: "A gentle guide to sleep and rest after a long day.",
  }),
  doc("title-match", { title: "Sleep Better", body: "Practical habits for the night." }),
  doc("anxiety-book", {
    title: "Unwinding Anxiety",
    author: "Judson Brewer",
    tags: "book anxiety",
  }),
  doc("couples", { title: "Hold Me Tight", tags: "book marriage couples" }),
  {
    id: "article-1",
    kind: "article",
    title: "Depression in Men",
    tags: "mental health",
    body: "Signs of depression.",
  },
]);

describe("search ranking", () => {
  it("ranks a title match above a description match", () => {
    const ids = index.search("sleep").map((hit) => hit.id);
    expect(ids.slice(0, 2)).toEqual(["title-match", "body-match"]);
  });

  it("forgives a typo: 'anxeity' finds anxiety resources", () => {
    expect(index.search("anxeity")[0]?.id).toBe("anxiety-book");
  });

  it("matches by prefix and by author", () => {
    expect(index.search("unwin")[0]?.id).toBe("anxiety-book");
    expect(index.search("brewer")[0]?.id).toBe("anxiety-book");
  });

  it("requires every word when some document has them all, else any", () => {
    expect(index.search("hold couples").map((hit) => hit.id)).toEqual(["couples"]);
    expect(
      index
        .search("couples depression")
        .map((hit) => hit.id)
        .sort(),
    ).toEqual(["article-1", "couples"]);
  });

  it("returns nothing for an empty or blank query", () => {
    expect(index.search("")).toEqual([]);
    expect(index.search("   ")).toEqual([]);
  });

  it("finds articles with their kind", () => {
    expect(index.search("depression")[0]).toMatchObject({ id: "article-1", kind: "article" });
  });
});

describe("fuzziness", () => {
  it("forgives nothing in short words, more in long ones", () => {
    expect(fuzziness("app")).toBe(0);
    expect(fuzziness("calm")).toBe(1);
    expect(fuzziness("anxeity")).toBe(2);
  });
});
