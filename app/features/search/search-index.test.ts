import { describe, expect, it } from "vitest";
import { createSearchIndex, fuzziness, termWords, type SearchDocument } from "./search-index";

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

describe("search terms", () => {
  const termIndex = createSearchIndex([
    doc("hotline-book", { title: "The Hotline Years", body: "A memoir about a helpline." }),
    { id: "/help", kind: "page", title: "Get help now", tags: "", body: "Crisis lines." },
    {
      id: "/help/au",
      kind: "page",
      title: "Get help now in Australia",
      tags: "",
      body: "Lifeline.",
      terms: ["Australia"],
      relatedTerms: ["hotline", "crisis line"],
    },
    {
      id: "/help/all",
      kind: "page",
      title: "Every country",
      tags: "",
      body: "All of them.",
      terms: ["hotline", "crisis line", "someone to talk to"],
    },
  ]);
  const ids = (query: string) => termIndex.search(query).map((hit) => hit.id);

  it("list a document whose terms the query names before any text match", () => {
    expect(ids("hotline")[0]).toBe("/help/all");
    expect(ids("hotline")).toContain("hotline-book");
    expect(ids("Australia")[0]).toBe("/help/au");
  });

  it("put the document whose terms name more of the query first, then the order given", () => {
    expect(ids("crisis line Australia")[0]).toBe("/help/au");
    expect(ids("crisis line Australia")[1]).toBe("/help/all");
    expect(ids("Crisis lines")[0]).toBe("/help/all");
    expect(ids("someone to talk to")[0]).toBe("/help/all");
  });

  it("count related terms only beside the document's own", () => {
    expect(ids("hotline")).not.toContain("/help/au");
  });

  it("match whole words, in any case and in the plural", () => {
    expect(ids("HOTLINES")[0]).toBe("/help/all");
    // "hot" begins "hotline" (the text search finds both), but names no term whole.
    expect(ids("hot")[0]).toBe("hotline-book");
  });

  it("find a document by a term inside a longer query whose other words it lacks", () => {
    expect(ids("I need someone to talk to tonight")[0]).toBe("/help/all");
  });
});

describe("termWords", () => {
  it("lowercases, drops punctuation and apostrophes, and a plural's final s", () => {
    expect(termWords("Samaritans' 116 123")).toEqual(["samaritan", "116", "123"]);
    expect(termWords("9-8-8: Crisis Lines")).toEqual(["9", "8", "8", "crisis", "line"]);
    expect(termWords("UK, us, class, crisis")).toEqual(["uk", "us", "class", "crisis"]);
  });
});
