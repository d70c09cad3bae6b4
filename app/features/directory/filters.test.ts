import { describe, expect, it } from "vitest";
import type { Audience, Cost } from "~/content/schema";
import {
  applySelection,
  buildFilterGroups,
  readSelection,
  selectionHref,
  type FilterSelection,
} from "./filters";

const item = (type: string, cost: Cost, ...audience: Audience[]) => ({ type, cost, audience });
const ITEMS = [
  item("book", "paid", "adults"),
  item("book", "paid", "parents"),
  item("app", "free", "adults", "teens"),
  item("website", "free", "teens"),
  item("video", "free", "adults"),
];
const NONE: FilterSelection = { type: null, cost: null, audience: null };

function option(groups: ReturnType<typeof buildFilterGroups>, key: string, value: string | null) {
  const found = groups.find((g) => g.key === key)?.options.find((o) => o.value === value);
  if (!found) throw new Error(`no option ${key}=${String(value)}`);
  return found;
}

describe("resource filters", () => {
  it("reads known values and ignores unknown ones", () => {
    expect(readSelection(new URLSearchParams("type=book&cost=free&audience=teens"))).toEqual({
      type: "book",
      cost: "free",
      audience: "teens",
    });
    expect(readSelection(new URLSearchParams("type=podcast&cost=cheap&audience=cats"))).toEqual(
      NONE,
    );
  });

  it("combines filters: every chosen filter must hold", () => {
    expect(applySelection(ITEMS, { ...NONE, cost: "free" })).toHaveLength(3);
    expect(applySelection(ITEMS, { ...NONE, cost: "free", audience: "teens" })).toHaveLength(2);
    expect(
      applySelection(ITEMS, { type: "app", cost: "free", audience: "teens" }).map((i) => i.type),
    ).toEqual(["app"]);
  });

  it("counts each choice as the list it would show, keeping the other groups' choices", () => {
    const groups = buildFilterGroups(ITEMS, { ...NONE, cost: "free" }, "/category/x");
    expect(option(groups, "type", null).count).toBe(3);
    expect(option(groups, "type", "book").count).toBe(0);
    expect(option(groups, "type", "app").count).toBe(1);
    // The cost group counts ignore the chosen cost, so every cost stays reachable.
    expect(option(groups, "cost", null).count).toBe(5);
    expect(option(groups, "cost", "paid").count).toBe(2);
    expect(option(groups, "audience", "teens").count).toBe(2);
    expect(option(groups, "audience", "parents").count).toBe(0);
  });

  it("offers no link for a choice that would show nothing, unless it is the current one", () => {
    const groups = buildFilterGroups(ITEMS, { ...NONE, cost: "free" }, "/p");
    expect(option(groups, "type", "book").disabled).toBe(true);
    expect(option(groups, "cost", "free-with-paid-options").disabled).toBe(true);
    expect(option(groups, "type", "app").disabled).toBe(false);
    const stuck = buildFilterGroups(ITEMS, { ...NONE, type: "book", audience: "teens" }, "/p");
    expect(option(stuck, "type", "book")).toMatchObject({ selected: true, disabled: false });
  });

  it("builds links that keep the other choices and the query, in one fixed order", () => {
    const groups = buildFilterGroups(ITEMS, { ...NONE, audience: "adults" }, "/search", {
      q: "sleep well",
    });
    expect(option(groups, "type", "book").href).toBe(
      "/search?q=sleep+well&type=book&audience=adults",
    );
    expect(option(groups, "audience", null).href).toBe("/search?q=sleep+well");
    expect(option(groups, "audience", "adults").selected).toBe(true);
    expect(selectionHref("/p", NONE)).toBe("/p");
  });

  it("names choices for visitors, never by raw ids", () => {
    const groups = buildFilterGroups(ITEMS, NONE, "/p");
    expect(option(groups, "cost", "free-with-paid-options").label).toBe("Free with paid options");
    expect(option(groups, "type", "website").label).toBe("Websites");
    expect(option(groups, "audience", "professionals").label).toBe("Professionals");
  });
});
