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
