// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { TopicPage } from "./topic-page";

afterEach(cleanup);

type Props = Parameters<typeof TopicPage>[0];

function card(id: string, title: string): Props["resources"][number] {
  return {
    id,
    title,
    summary: "S",
    type: "book",
    category: "relationships",
    categoryName: "Healthy Relationships",
    cost: "paid",
    hasUrl: true,
    imageUrl: "/images/illustrations/parenting-840.webp",
  };
}

function renderTopic(resources: Props["resources"], more?: Props["more"]) {
  return render(
    <MemoryRouter>
      <TopicPage
        title="Parenting Resources"
        intro="Intro."
        category="relationships"
        crumbs={[{ label: "Home", href: "/" }, { label: "Parenting Resources" }]}
        resources={resources}
        more={more}
        emptyText="No parenting resources available yet."
      />
    </MemoryRouter>,
  );
}

describe("TopicPage", () => {
  it("shows the empty state with a Submit a Resource link when a topic has nothing", () => {
    renderTopic([]);
    expect(screen.getByRole("heading", { name: "No Resources Found" })).toBeTruthy();
    expect(screen.getByText("No parenting resources available yet.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Submit a Resource" }).getAttribute("href")).toBe(
      "/submit",
    );
    expect(screen.getByText("0 resources found")).toBeTruthy();
  });

  it("lists cards and the count when it has resources", () => {
    renderTopic([
      {
        id: "a",
        title: "The Whole-Brain Child",
        summary: "S",
        type: "book",
        category: "relationships",
        categoryName: "Healthy Relationships",
        cost: "paid",
        hasUrl: true,
        imageUrl: "/images/illustrations/parenting-840.webp",
      },
    ]);
    expect(screen.getByText("1 resource found")).toBeTruthy();
    const links = screen.getAllByRole("link").map((link) => link.getAttribute("href"));
    expect(links).toContain("/resource/a");
    expect(screen.queryByRole("heading", { name: "No Resources Found" })).toBeNull();
  });

  it("shows a second list under its own heading, after the first, and no heading when it is empty", () => {
    renderTopic([card("a", "First pick")], {
      heading: "More for parents",
      text: "Other resources from our parenting collection.",
      resources: [card("b", "Also filed here")],
    });
    const section = screen.getByRole("region", { name: "More for parents" });
    expect(section.textContent).toContain("Other resources from our parenting collection.");
    const links = screen.getAllByRole("link").map((link) => link.getAttribute("href"));
    expect(links.indexOf("/resource/a")).toBeLessThan(links.indexOf("/resource/b"));
    expect(screen.getByText("1 resource found")).toBeTruthy();
    cleanup();
    renderTopic([card("a", "First pick")], {
      heading: "More for parents",
      text: "T",
      resources: [],
    });
    expect(screen.queryByRole("heading", { name: "More for parents" })).toBeNull();
  });
});
