// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { FilterChips } from "./filter-chip";

afterEach(cleanup);

function renderChips(chips: Parameters<typeof FilterChips>[0]["chips"]) {
  render(
    <MemoryRouter>
      <FilterChips label="Filter by cost" chips={chips} />
    </MemoryRouter>,
  );
  return screen.getByRole("navigation", { name: "Filter by cost" });
}

describe("FilterChips", () => {
  it("renders one link per chip, the selected one marked current", () => {
    const nav = renderChips([
      { key: "all", label: "All", href: "/x", selected: false },
      { key: "free", label: "Free", href: "/x?cost=free", selected: true, current: "true" },
    ]);
    const all = within(nav).getByRole("link", { name: "All" });
    const free = within(nav).getByRole("link", { name: "Free" });
    expect(all.getAttribute("href")).toBe("/x");
    expect(all.getAttribute("aria-current")).toBeNull();
    expect(free.getAttribute("aria-current")).toBe("true");
    expect(within(nav).getAllByRole("listitem")).toHaveLength(2);
  });

  it("shows a count in the link's name", () => {
    const nav = renderChips([
      { key: "p", label: "Pending", href: "/curator?status=pending", selected: true, count: 3 },
    ]);
    const link = within(nav).getByRole("link", { name: "Pending 3" });
    expect(link.getAttribute("aria-current")).toBe("page");
  });

  it("with disableWhenEmpty, an empty chip is text, not a link; a non-empty one stays a link", () => {
    const nav = renderChips([
      {
        key: "a",
        label: "Paid",
        href: "/x?cost=paid",
        selected: false,
        count: 0,
        disableWhenEmpty: true,
      },
      {
        key: "b",
        label: "Free",
        href: "/x?cost=free",
        selected: false,
        count: 2,
        disableWhenEmpty: true,
      },
    ]);
    expect(within(nav).queryByRole("link", { name: /Paid/ })).toBeNull();
    expect(within(nav).getByText("Paid").getAttribute("aria-disabled")).toBe("true");
    expect(within(nav).getByRole("link", { name: "Free 2" })).toBeTruthy();
  });

  it("keeps an empty chip a link when it is selected or when disableWhenEmpty is off", () => {
    const nav = renderChips([
      { key: "a", label: "Spam", href: "/curator?status=spam", selected: false, count: 0 },
      {
        key: "b",
        label: "Paid",
        href: "/x?cost=paid",
        selected: true,
        count: 0,
        disableWhenEmpty: true,
      },
    ]);
    expect(within(nav).getByRole("link", { name: "Spam 0" })).toBeTruthy();
    expect(within(nav).getByRole("link", { name: "Paid 0" })).toBeTruthy();
  });
});
