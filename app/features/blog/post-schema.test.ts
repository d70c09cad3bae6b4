import { describe, expect, it } from "vitest";
import { PostSchema } from "./post-schema";
import { blogPaths, findPost, newestFirst, postPath, POSTS } from "./posts";

describe("the blog's post metadata", () => {
  it.each(POSTS.map((post) => [post.slug, post]))("%s matches PostSchema", (_slug, post) => {
    expect(() => PostSchema.parse(post)).not.toThrow();
  });

  it("gives every post its own slug", () => {
    const slugs = POSTS.map((post) => post.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it("has the two launch articles, with their dates and badges", () => {
    expect(findPost("how-to-choose-a-therapist")).toMatchObject({
      date: "2025-10-10",
      category: "Therapy",
    });
    expect(findPost("depression-in-men")).toMatchObject({
      date: "2025-09-09",
      category: "Mental Health",
      metaTitle: "Depression in Men: Symptoms, Treatment & Help",
    });
    expect(findPost("nope")).toBeUndefined();
  });

  it("relates each article to the other and to /depression", () => {
    const related = (slug: string) => findPost(slug)!.related.map((link) => link.href);
    expect(related("how-to-choose-a-therapist")).toEqual([
      "/blog/depression-in-men",
      "/depression",
    ]);
    expect(related("depression-in-men")).toEqual([
      "/blog/how-to-choose-a-therapist",
      "/depression",
    ]);
  });

  it("titles a related article link with that article's title", () => {
    for (const post of POSTS) {
      for (const link of post.related.filter((related) => related.href.startsWith("/blog/"))) {
        const target = POSTS.find((other) => postPath(other) === link.href);
        expect(target?.title).toBe(link.title);
      }
    }
  });

  it("prerenders the index, every article and the feed", () => {
    expect(blogPaths()).toEqual([
      "/blog",
      "/blog/how-to-choose-a-therapist",
      "/blog/depression-in-men",
      "/blog/rss.xml",
    ]);
  });
});

describe("newestFirst", () => {
  it("orders by date, newest first, without changing its input", () => {
    const posts = [{ date: "2025-09-09" }, { date: "2025-10-10" }, { date: "2024-01-31" }];
    expect(newestFirst(posts).map((post) => post.date)).toEqual([
      "2025-10-10",
      "2025-09-09",
      "2024-01-31",
    ]);
    expect(posts[0]!.date).toBe("2025-09-09");
  });
});
