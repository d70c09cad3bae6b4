import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { TopicPage } from "./topic-page";

function render(resources: Parameters<typeof TopicPage>[0]["resources"]) {
  return renderToStaticMarkup(
    <MemoryRouter>
      <TopicPage
        title="Parenting Resources"
        intro="Intro."
        category="relationships"
        crumbs={[{ label: "Home", href: "/" }, { label: "Parenting Resources" }]}
        resources={resources}
        emptyText="No parenting resources available yet."
      />
    </MemoryRouter>,
  );
}

describe("TopicPage", () => {
  it("shows SPEC.md's empty state with a Submit a Resource link when a topic has nothing", () => {
    const html = render([]);
    expect(html).toContain("No Resources Found");
    expect(html).toContain("No parenting resources available yet.");
    expect(html).toMatch(/<a[^>]*href="\/submit"[^>]*>Submit a Resource<\/a>/);
    expect(html).toContain("0 resources found");
  });

  it("lists cards and the count when it has resources", () => {
    const html = render([
      {
        id: "a",
        title: "The Whole-Brain Child",
        summary: "S",
        type: "book",
        category: "relationships",
        categoryName: "Healthy Relationships",
        cost: "paid",
        hasUrl: true,
      },
    ]);
    expect(html).toContain("1 resource found");
    expect(html).toContain('href="/resource/a"');
    expect(html).not.toContain("No Resources Found");
  });
});
