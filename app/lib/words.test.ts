import { describe, expect, it } from "vitest";
import { anyOf } from "./words";

describe("anyOf", () => {
  it("joins with commas and an `or` before the last", () => {
    expect(anyOf(["free", "free-with-paid-options", "paid"])).toBe(
      "free, free-with-paid-options or paid",
    );
    expect(anyOf(["yes", "no"])).toBe("yes or no");
    expect(anyOf(["only"])).toBe("only");
    expect(anyOf([])).toBe("");
  });
});
