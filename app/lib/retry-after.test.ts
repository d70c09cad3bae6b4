import { describe, expect, test } from "vitest";
import { retryAfterHeaders } from "./retry-after";

describe("retryAfterHeaders", () => {
  test("passes the action's Retry-After on, with the parent's headers", () => {
    const headers = retryAfterHeaders({
      actionHeaders: new Headers({ "Retry-After": "90", "X-Other": "no" }),
      parentHeaders: new Headers({ "Cache-Control": "no-store" }),
    });
    expect(headers.get("retry-after")).toBe("90");
    expect(headers.get("cache-control")).toBe("no-store");
    expect(headers.get("x-other")).toBeNull();
  });

  test("adds nothing when the action set none", () => {
    const headers = retryAfterHeaders({
      actionHeaders: new Headers(),
      parentHeaders: new Headers(),
    });
    expect([...headers.keys()]).toEqual([]);
  });
});
