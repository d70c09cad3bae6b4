import { describe, expect, it } from "vitest";
import { checkAge } from "./check-age";

describe("checkAge", () => {
  const checked = "2026-01-15T10:00:00.000Z";
  it("is fresh for six months, due from then, overdue from twelve", () => {
    expect(checkAge(checked, new Date("2026-07-15T09:59:59Z"))).toBe("fresh");
    expect(checkAge(checked, new Date("2026-07-15T10:00:00Z"))).toBe("due");
    expect(checkAge(checked, new Date("2027-01-15T09:59:59Z"))).toBe("due");
    expect(checkAge(checked, new Date("2027-01-15T10:00:00Z"))).toBe("overdue");
  });
});
