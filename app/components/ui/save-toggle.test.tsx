// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { readSaved } from "~/domain/saved-resources";
import SaveToggle from "./save-toggle";

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

const button = (
  <MemoryRouter>
    <SaveToggle id="headspace" title="Headspace" linkToList />
  </MemoryRouter>
);

describe("SaveToggle", () => {
  it("is not in the server's HTML, so it never shows where it cannot work", () => {
    expect(renderToString(button)).toBe("");
  });

  it("toggles aria-pressed and the saved list, and offers the list after saving", () => {
    render(button);
    const save = screen.getByRole("button", { name: "Save Headspace" });
    expect(save.getAttribute("aria-pressed")).toBe("false");
    act(() => fireEvent.click(save));
    expect(save.getAttribute("aria-pressed")).toBe("true");
    expect(readSaved()).toEqual(["headspace"]);
    expect(screen.getByRole("link", { name: "Saved: see your list" })).toBeTruthy();
    act(() => fireEvent.click(save));
    expect(save.getAttribute("aria-pressed")).toBe("false");
    expect(readSaved()).toEqual([]);
  });
});
