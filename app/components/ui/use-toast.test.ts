import { describe, expect, test } from "vitest";
import { reducer, TOAST_LIMIT, TOAST_REMOVE_DELAY, type ToasterToast } from "./use-toast";

const make = (id: string): ToasterToast => ({ id, title: id, open: true });

describe("the toast store", () => {
  test(`shows at most ${TOAST_LIMIT}: a new toast replaces the one on screen`, () => {
    let state = reducer({ toasts: [] }, { type: "ADD", toast: make("a") });
    state = reducer(state, { type: "ADD", toast: make("b") });
    expect(TOAST_LIMIT).toBe(1);
    expect(state.toasts.map((t) => t.id)).toEqual(["b"]);
  });

  test("a toast is updated, dismissed (closed), then removed", () => {
    let state = reducer({ toasts: [] }, { type: "ADD", toast: make("a") });
    state = reducer(state, { type: "UPDATE", toast: { id: "a", title: "changed" } });
    expect(state.toasts[0]!.title).toBe("changed");
    state = reducer(state, { type: "DISMISS", id: "a" });
    expect(state.toasts[0]!.open).toBe(false);
    state = reducer(state, { type: "REMOVE", id: "a" });
    expect(state.toasts).toEqual([]);
    expect(TOAST_REMOVE_DELAY).toBe(1_000_000);
  });
});
