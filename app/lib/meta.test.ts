import { describe, expect, it } from "vitest";
import { notFoundMeta, pageMeta } from "./meta";

describe("notFoundMeta", () => {
  it("titles the screen with the site name and keeps it out of search engines", () => {
    expect(notFoundMeta("Resource Not Found")).toEqual([
      { title: "Resource Not Found | Steady Ground" },
      { name: "robots", content: "noindex" },
    ]);
  });
});

describe("pageMeta", () => {
  const args = {
    location: { pathname: "/about" },
    matches: [{ id: "root", loaderData: { siteUrl: "https://example.org" } }],
  };

  it("appends the site name, and sets the canonical link from the site address", () => {
    const tags = pageMeta(args, { title: "About", description: "Who we are." });
    expect(tags).toContainEqual({ title: "About | Steady Ground" });
    expect(tags).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://example.org/about",
    });
    expect(tags).not.toContainEqual({ name: "robots", content: "noindex" });
  });

  it("adds noindex when asked", () => {
    const tags = pageMeta(args, { title: "Search", description: "Find things.", noindex: true });
    expect(tags).toContainEqual({ name: "robots", content: "noindex" });
  });
});

describe("pageMeta for a page with a twin in the other language", () => {
  const at = (pathname: string) => ({
    location: { pathname },
    matches: [{ id: "root", loaderData: { siteUrl: "https://example.org" } }],
  });
  const alternates = (tags: ReturnType<typeof pageMeta>) =>
    tags.filter((tag) => "rel" in tag && tag.rel === "alternate");
  const expected = [
    { tagName: "link", rel: "alternate", hrefLang: "en", href: "https://example.org/get-help" },
    { tagName: "link", rel: "alternate", hrefLang: "es", href: "https://example.org/es/ayuda" },
    {
      tagName: "link",
      rel: "alternate",
      hrefLang: "x-default",
      href: "https://example.org/get-help",
    },
  ];

  it("names both, English as the default, from either side", () => {
    const english = pageMeta(at("/get-help"), { title: "a", description: "b", twin: "/es/ayuda" });
    const spanish = pageMeta(at("/es/ayuda"), { title: "a", description: "b", twin: "/get-help" });
    expect(alternates(english)).toEqual(expected);
    expect(alternates(spanish)).toEqual(expected);
  });

  it("names none without a twin, or when kept out of search engines", () => {
    expect(alternates(pageMeta(at("/about"), { title: "a", description: "b" }))).toEqual([]);
    const hidden = { title: "a", description: "b", twin: "/es/ayuda", noindex: true };
    expect(alternates(pageMeta(at("/get-help"), hidden))).toEqual([]);
  });
});
