import { describe, expect, test } from "vitest";
import { pagesIn } from "~/content/site-pages";
import { TOPIC_DETAILS, TOPICS } from "./topics";
import { TRAUMA_PAGE } from "./trauma-page";

describe("topic pages", () => {
  test("every topic in the page registry has its details, and no details are orphaned", () => {
    const registry = pagesIn("topic").map((page) => page.path.slice(1));
    expect(Object.keys(TOPICS)).toEqual(registry);
    expect(Object.keys(TOPIC_DETAILS).sort()).toEqual([...registry].sort());
  });

  test("a topic carries the registry's title and description", () => {
    expect(TOPICS.depression).toMatchObject({
      path: "/depression",
      title: "Depression",
      description: expect.stringContaining("not medical advice"),
    });
  });

  test("a topic's subcategory, category and breadcrumb come from the registries", () => {
    expect(TOPICS["marriage-couples"]).toMatchObject({
      subcategory: "romantic",
      category: "relationships",
      parent: { label: "Healthy Relationships", href: "/category/relationships" },
    });
    expect(TOPICS.anxiety?.parent).toEqual({
      label: "Psychological Concerns",
      href: "/category/psychological-concerns",
    });
    expect(TOPICS.depression?.understanding).toEqual({
      href: "/understanding-depression",
      label: "Understanding Depression",
    });
  });

  test("the trauma page's names and onward links (docs/product.md, Topic pages: /trauma)", () => {
    expect(TRAUMA_PAGE).toEqual({
      path: "/trauma",
      alias: "trauma",
      subcategory: "trauma",
      supportLinks: [
        { label: "Healthy Lifestyle", href: "/category/lifestyle" },
        { label: "Depression", href: "/depression" },
        { label: "Anxiety", href: "/anxiety" },
      ],
    });
  });
});
