import { describe, expect, it } from "vitest";
import { formatDate, formatDateEs, isoDay } from "./dates";

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

describe("formatDateEs", () => {
  it("writes a day in Spanish, day first, the month in lower case, no leading zero", () => {
    expect(formatDateEs("2026-11-29")).toBe("29 de noviembre de 2026");
    expect(formatDateEs("2027-01-05")).toBe("5 de enero de 2027");
    expect(formatDateEs("2026-09-30")).toBe("30 de septiembre de 2026");
    expect(formatDateEs("2026-12-31")).toBe("31 de diciembre de 2026");
  });

  it("says the same as the platform's Spanish for every month", () => {
    const platform = new Intl.DateTimeFormat("es", { dateStyle: "long", timeZone: "UTC" });
    for (let month = 1; month <= 12; month += 1) {
      const day = `2026-${String(month).padStart(2, "0")}-15`;
      expect(formatDateEs(day)).toBe(platform.format(new Date(day)));
    }
  });

  it("refuses what is not a day", () => {
    for (const bad of ["someday", "2026-13-01", "2026-00-10", "2026-11-32", "2026-11-29T10:00"]) {
      expect(() => formatDateEs(bad)).toThrow(RangeError);
    }
  });
});
