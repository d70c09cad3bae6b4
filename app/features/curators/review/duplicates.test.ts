import { describe, expect, it } from "vitest";
import { findDuplicates, normalizeTitle, normalizeUrl } from "./duplicates";

describe("normalizeUrl", () => {
  const same = "example.org/books/calm";
  it.each([
    "https://example.org/books/calm",
    "http://example.org/books/calm",
    "HTTPS://WWW.Example.ORG/books/calm/",
    "https://example.org:443/books/calm",
    "http://example.org:80/books/calm#chapter-2",
    "https://example.org/books/calm?utm_source=news&utm_medium=email",
    "  https://www.example.org/books/calm//  ",
  ])("%s names the same page", (url) => {
    expect(normalizeUrl(url)).toBe(same);
  });

  it("keeps what does name another page: path case, other parameters, other ports", () => {
    expect(normalizeUrl("https://example.org/Books/Calm")).toBe("example.org/Books/Calm");
    expect(normalizeUrl("https://example.org/calm?id=7&utm_campaign=x")).toBe(
      "example.org/calm?id=7",
    );
    expect(normalizeUrl("https://example.org:8080/calm")).toBe("example.org:8080/calm");
    expect(normalizeUrl("https://books.example.org/calm")).toBe("books.example.org/calm");
  });

  it("is null for what is not an http(s) address", () => {
    expect(normalizeUrl("")).toBeNull();
    expect(normalizeUrl("example.org")).toBeNull();
    expect(normalizeUrl("javascript:alert(1)")).toBeNull();
    expect(normalizeUrl("ftp://example.org/file")).toBeNull();
  });
});

describe("normalizeTitle", () => {
  it("ignores case, accents, punctuation and spacing", () => {
    expect(normalizeTitle("  Feeling Good: The New Mood Therapy ")).toBe(
      "feeling good the new mood therapy",
    );
    expect(normalizeTitle("Café—Calm!")).toBe(normalizeTitle("cafe calm"));
  });
});

describe("findDuplicates", () => {
  const resources = [
    { id: "feeling-good", title: "Feeling Good", url: "https://feelinggood.com/" },
  ];
  it("names the catalogue entry first, else the earliest earlier submission, else null", () => {
    const found = findDuplicates(
      [
        { id: 3, title: "Other title", url: "http://www.feelinggood.com?utm_source=x" },
        { id: 1, title: "A calm book", url: "" },
        { id: 2, title: "A Calm Book!", url: null },
        { id: 4, title: "a calm book", url: "https://elsewhere.org" },
        { id: 5, title: "Something new", url: "https://new.example" },
        { id: 6, title: "Feeling Good", publishedResourceId: "feeling-good" },
      ],
      resources,
    );
    expect(found.get(3)).toEqual({ kind: "resource", id: "feeling-good" });
    expect(found.get(1)).toBeNull();
    expect(found.get(2)).toEqual({ kind: "submission", id: 1 });
    expect(found.get(4)).toEqual({ kind: "submission", id: 1 });
    expect(found.get(5)).toBeNull();
    // Not a duplicate of the entry published from it.
    expect(found.get(6)).toBeNull();
  });
});
