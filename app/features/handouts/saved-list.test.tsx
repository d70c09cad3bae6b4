// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { readSaved, useSavedIds, writeSaved } from "~/domain/saved-resources";
import { SavedList, type SavedEntry } from "./saved-list";

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

const ENTRIES: SavedEntry[] = ["Alpha", "Beta", "Gamma"].map((title) => ({
  id: title.toLowerCase(),
  title,
  author: null,
  facts: "Book · Paid · A weekend",
}));

function Harness() {
  const ids = useSavedIds();
  return ids ? <SavedList ids={ids} entries={ENTRIES} /> : null;
}

describe("SavedList", () => {
  it("moves an item by keyboard-reachable buttons, keeps focus on it and announces the move", () => {
    writeSaved(["alpha", "beta", "gamma"]);
    render(
      <MemoryRouter>
        <Harness />
      </MemoryRouter>,
    );
    const down = screen.getByRole("button", { name: "Move down: Alpha" });
    down.focus();
    act(() => fireEvent.click(down));
    expect(readSaved()).toEqual(["beta", "alpha", "gamma"]);
    expect(screen.getByRole("status").textContent).toBe("Moved Alpha to position 2 of 3.");
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Move down: Alpha" }));
    const first = screen.getByRole("button", { name: "Move up: Beta" });
    expect(first.getAttribute("aria-disabled")).toBe("true");
  });

  it("removes an item and announces it", () => {
    writeSaved(["alpha", "beta"]);
    render(
      <MemoryRouter>
        <Harness />
      </MemoryRouter>,
    );
    act(() => fireEvent.click(screen.getByRole("button", { name: "Remove: Alpha" })));
    expect(readSaved()).toEqual(["beta"]);
    expect(screen.getByRole("status").textContent).toBe("Removed Alpha.");
    expect(screen.queryByText("Alpha")).toBeNull();
  });
});
