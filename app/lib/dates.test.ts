import { describe, expect, it } from "vitest";
import { formatDate, isoDay } from "./dates";

describe("formatDate", () => {
  it("writes an ISO date as month, day and year in US English", () => {
    expect(formatDate("2025-10-10")).toBe("October 10, 2025");
    expect(formatDate("2025-09-09")).toBe("September 9, 2025");
  });

  it("reads dates in UTC, so the first and last days of a month stay put", () => {
    expect(formatDate("2025-01-01")).toBe("January 1, 2025");
    expect(formatDate("2025-12-31")).toBe("December 31, 2025");
  });

  it("refuses text that is not a date", () => {
    expect(() => formatDate("someday")).toThrow(RangeError);
  });
});

describe("isoDay", () => {
  it("gives a moment's day in UTC, whatever the hour", () => {
    expect(isoDay(new Date("2026-03-01T00:00:00Z"))).toBe("2026-03-01");
    expect(isoDay(new Date("2026-02-28T23:59:59.999Z"))).toBe("2026-02-28");
    expect(isoDay(new Date("2026-03-01T01:30:00+02:00"))).toBe("2026-02-28");
  });
});
