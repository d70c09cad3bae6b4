// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { MAX_LIST_IDS } from "./handout-list";
import { moveItem, readSaved, toggleSaved, writeSaved } from "./saved-resources";

afterEach(() => window.localStorage.clear());

describe("saved resources in this browser", () => {
  it("saves, lists in order, and removes on a second toggle", () => {
    expect(toggleSaved("headspace")).toBe("saved");
    expect(toggleSaved("rain-exercise")).toBe("saved");
    expect(readSaved()).toEqual(["headspace", "rain-exercise"]);
    expect(toggleSaved("headspace")).toBe("removed");
    expect(readSaved()).toEqual(["rain-exercise"]);
  });

  it(`holds ${MAX_LIST_IDS} and refuses one more, so a saved list always fits one link`, () => {
    writeSaved(Array.from({ length: MAX_LIST_IDS }, (_, i) => `r-${i}`));
    expect(toggleSaved("one-more")).toBe("full");
    expect(readSaved()).toHaveLength(MAX_LIST_IDS);
    expect(toggleSaved("r-0")).toBe("removed");
  });

  it("reads anything malformed in storage as an empty list", () => {
    window.localStorage.setItem("steady-ground:saved", "{not json");
    expect(readSaved()).toEqual([]);
    window.localStorage.setItem("steady-ground:saved", JSON.stringify(["ok-id", "<b>"]));
    expect(readSaved()).toEqual(["ok-id"]);
  });
});

describe("moveItem", () => {
  it("swaps with the neighbour and leaves the list unchanged at either end", () => {
    expect(moveItem(["a", "b", "c"], 1, -1)).toEqual(["b", "a", "c"]);
    expect(moveItem(["a", "b", "c"], 1, 1)).toEqual(["a", "c", "b"]);
    expect(moveItem(["a", "b", "c"], 0, -1)).toEqual(["a", "b", "c"]);
    expect(moveItem(["a", "b", "c"], 2, 1)).toEqual(["a", "b", "c"]);
  });
});
