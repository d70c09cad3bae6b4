import { describe, expect, test } from "vitest";
import { pagesIn } from "~/content/site-pages";
import { TOPIC_DETAILS, TOPICS } from "./topics";

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
});
