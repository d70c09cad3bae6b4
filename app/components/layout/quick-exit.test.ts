import { describe, expect, it, vi } from "vitest";
import { createExitKeyCounter, QUICK_EXIT_GAP_MS } from "./quick-exit";

function keys(sequence: Array<[string, number]>, repeat = false) {
  let clock = 0;
  const onExit = vi.fn();
  const press = createExitKeyCounter(onExit, () => clock);
  for (const [key, at] of sequence) {
    clock = at;
    press({ key, repeat });
  }
  return onExit;
}

describe("the exit keys", () => {
  it("leave on Shift three times, or Escape three times", () => {
    expect(
      keys([
        ["Shift", 0],
        ["Shift", 300],
        ["Shift", 600],
      ]),
    ).toHaveBeenCalledTimes(1);
    expect(
      keys([
        ["Escape", 0],
        ["Escape", 300],
        ["Escape", 600],
      ]),
    ).toHaveBeenCalledTimes(1);
  });

  it("do not leave on two presses, a slow third, or another key in between", () => {
    expect(
      keys([
        ["Shift", 0],
        ["Shift", 300],
      ]),
    ).not.toHaveBeenCalled();
    expect(
      keys([
        ["Shift", 0],
        ["Shift", 300],
        ["Shift", 300 + QUICK_EXIT_GAP_MS + 1],
      ]),
    ).not.toHaveBeenCalled();
    expect(
      keys([
        ["Shift", 0],
        ["a", 100],
        ["Shift", 200],
        ["Shift", 300],
      ]),
    ).not.toHaveBeenCalled();
    expect(
      keys([
        ["Shift", 0],
        ["Escape", 100],
        ["Shift", 200],
      ]),
    ).not.toHaveBeenCalled();
  });

  it("leave when the third press comes exactly at the gap", () => {
    expect(
      keys([
        ["Shift", 0],
        ["Shift", QUICK_EXIT_GAP_MS],
        ["Shift", 2 * QUICK_EXIT_GAP_MS],
      ]),
    ).toHaveBeenCalledTimes(1);
  });

  it("ignore a key held down", () => {
    expect(
      keys(
        [
          ["Shift", 0],
          ["Shift", 10],
          ["Shift", 20],
        ],
        true,
      ),
    ).not.toHaveBeenCalled();
  });
});
