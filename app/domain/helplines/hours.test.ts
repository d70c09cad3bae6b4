import { describe, expect, it } from "vitest";
import { hoursText, minuteOfWeek, openStatus, statusText } from "./hours";
import type { Hours } from "./types";

/** A fixed moment: every status here is read at a time the test names, never the clock's. */
const at = (iso: string) => new Date(iso);
const say = (hours: Hours, zone: string, iso: string) =>
  statusText(openStatus(hours, zone, at(iso)), zone);

const ALWAYS: Hours = { kind: "always" };
/** MIELI's English line: Fridays 9 am to 1 pm, Helsinki time (UTC+2 in winter, +3 in summer). */
const FRIDAY_MORNINGS: Hours = {
  kind: "weekly",
  slots: [{ days: ["fri"], opens: "09:00", closes: "13:00" }],
};
const HELSINKI = "Europe/Helsinki";

describe("a 24/7 line", () => {
  it("is open at any hour, any day, in any zone", () => {
    for (const iso of ["2026-11-27T00:00:00Z", "2026-03-29T01:30:00Z", "2026-12-31T23:59:59Z"]) {
      expect(openStatus(ALWAYS, "America/New_York", at(iso))).toEqual({ state: "always" });
    }
    expect(say(ALWAYS, "Europe/London", "2026-11-27T03:00:00Z")).toEqual({
      open: true,
      label: "Open now",
      detail: "24 hours a day, every day",
    });
  });
});

describe("a line with weekly hours, read in its own time zone", () => {
  it("is closed a minute before it opens, and says it opens today", () => {
    // 06:59 UTC is 08:59 in Helsinki on Friday 27 November 2026.
    expect(say(FRIDAY_MORNINGS, HELSINKI, "2026-11-27T06:59:00Z")).toEqual({
      open: false,
      label: "Closed now",
      detail: "Opens today at 9:00 am (Helsinki time)",
    });
  });

  it("is open from its opening minute until it closes", () => {
    for (const iso of ["2026-11-27T07:00:00Z", "2026-11-27T10:59:59Z"]) {
      expect(say(FRIDAY_MORNINGS, HELSINKI, iso)).toEqual({
        open: true,
        label: "Open now",
        detail: "until 1:00 pm (Helsinki time)",
      });
    }
  });

  it("is closed from its closing minute, and gives the next opening a week on", () => {
    expect(say(FRIDAY_MORNINGS, HELSINKI, "2026-11-27T11:00:00Z")).toEqual({
      open: false,
      label: "Closed now",
      detail: "Opens next Friday at 9:00 am (Helsinki time)",
    });
  });

  it("names tomorrow and other weekdays for later openings", () => {
    // Thursday 26 November, noon in Helsinki.
    expect(say(FRIDAY_MORNINGS, HELSINKI, "2026-11-26T10:00:00Z")?.detail).toBe(
      "Opens tomorrow at 9:00 am (Helsinki time)",
    );
    // Monday 23 November.
    expect(say(FRIDAY_MORNINGS, HELSINKI, "2026-11-23T10:00:00Z")?.detail).toBe(
      "Opens on Friday at 9:00 am (Helsinki time)",
    );
  });

  it("reads the time where the line is, not where the server is", () => {
    // 08:30 UTC: already open in Helsinki (10:30), not yet in New York (03:30).
    const friday = "2026-11-27T08:30:00Z";
    expect(openStatus(FRIDAY_MORNINGS, HELSINKI, at(friday)).state).toBe("open");
    expect(openStatus(FRIDAY_MORNINGS, "America/New_York", at(friday)).state).toBe("closed");
  });
});

describe("a line open across midnight", () => {
  // Friday 8 pm to Saturday 2 am, New York time (UTC-5 in November).
  const LATE: Hours = {
    kind: "weekly",
    slots: [{ days: ["fri"], opens: "20:00", closes: "02:00" }],
  };
  const NY = "America/New_York";

  it("is open before midnight and says it closes tomorrow", () => {
    expect(say(LATE, NY, "2026-11-28T04:59:00Z")).toEqual({
      open: true,
      label: "Open now",
      detail: "until tomorrow at 2:00 am (New York time)",
    });
  });

  it("is still open after midnight, until 2 am", () => {
    expect(say(LATE, NY, "2026-11-28T06:30:00Z")?.detail).toBe("until 2:00 am (New York time)");
  });

  it("is closed from 2 am, until the next Friday evening", () => {
    expect(say(LATE, NY, "2026-11-28T07:00:00Z")).toEqual({
      open: false,
      label: "Closed now",
      detail: "Opens on Friday at 8:00 pm (New York time)",
    });
  });

  it("joins openings that touch, so a day ending at 24:00 runs on into the next", () => {
    const hours: Hours = {
      kind: "weekly",
      slots: [
        { days: ["mon"], opens: "09:00", closes: "24:00" },
        { days: ["tue"], opens: "00:00", closes: "02:00" },
      ],
    };
    // Monday 23 November, 11 pm in New York.
    expect(say(hours, NY, "2026-11-24T04:00:00Z")?.detail).toBe(
      "until tomorrow at 2:00 am (New York time)",
    );
  });

  it("runs from Sunday night into Monday morning", () => {
    const hours: Hours = {
      kind: "weekly",
      slots: [{ days: ["sun"], opens: "22:00", closes: "06:00" }],
    };
    // Monday 23 November, 5 am in New York; then 6 am.
    expect(say(hours, NY, "2026-11-23T10:00:00Z")?.detail).toBe("until 6:00 am (New York time)");
    expect(say(hours, NY, "2026-11-23T11:00:00Z")?.detail).toBe(
      "Opens on Sunday at 10:00 pm (New York time)",
    );
  });

  it("is always open when its openings cover the whole week", () => {
    const hours: Hours = {
      kind: "weekly",
      slots: [
        {
          days: ["mon", "tue", "wed", "thu", "fri", "sat", "sun"],
          opens: "00:00",
          closes: "24:00",
        },
      ],
    };
    expect(openStatus(hours, NY, at("2026-11-23T10:00:00Z"))).toEqual({ state: "always" });
  });
});

describe("across a daylight-saving change", () => {
  // Sundays 9 am to 5 pm, London time. The clocks went forward at 01:00 UTC on 29 March 2026.
  const SUNDAYS: Hours = {
    kind: "weekly",
    slots: [{ days: ["sun"], opens: "09:00", closes: "17:00" }],
  };
  const LONDON = "Europe/London";

  it("opens at 9 am local time before the change (08:59 UTC is 8:59 am)", () => {
    expect(openStatus(SUNDAYS, LONDON, at("2026-03-22T08:59:00Z")).state).toBe("closed");
    expect(openStatus(SUNDAYS, LONDON, at("2026-03-22T09:00:00Z")).state).toBe("open");
  });

  it("opens at 9 am local time after the change (08:00 UTC is 9 am)", () => {
    expect(say(SUNDAYS, LONDON, "2026-03-29T07:59:00Z")?.detail).toBe(
      "Opens today at 9:00 am (London time)",
    );
    expect(say(SUNDAYS, LONDON, "2026-03-29T08:00:00Z")?.detail).toBe(
      "until 5:00 pm (London time)",
    );
    expect(openStatus(SUNDAYS, LONDON, at("2026-03-29T16:00:00Z")).state).toBe("closed");
  });

  it("closes at 6 am local time on the morning the clocks change (New York, 8 March 2026)", () => {
    const NIGHTS: Hours = {
      kind: "weekly",
      slots: [{ days: ["sat"], opens: "22:00", closes: "06:00" }],
    };
    // 09:30 UTC is 5:30 am EDT (it would be 4:30 am on standard time).
    expect(say(NIGHTS, "America/New_York", "2026-03-08T09:30:00Z")?.detail).toBe(
      "until 6:00 am (New York time)",
    );
    // 10:30 UTC is 6:30 am EDT: closed, though on standard time it would be 5:30 and open.
    expect(openStatus(NIGHTS, "America/New_York", at("2026-03-08T10:30:00Z")).state).toBe("closed");
  });

  it("reads the wall clock of the zone", () => {
    // Sunday 1 November 2026, 12:30 UTC is 7:30 am in New York (EST, after the change).
    expect(minuteOfWeek(at("2026-11-01T12:30:00Z"), "America/New_York")).toBe(
      6 * 24 * 60 + 7 * 60 + 30,
    );
  });
});

describe("hours in words", () => {
  it("says what is stated, and that nothing is when nothing is", () => {
    expect(hoursText(ALWAYS, "Europe/London")).toBe("24 hours a day, 7 days a week");
    expect(hoursText(FRIDAY_MORNINGS, HELSINKI)).toBe("Friday, 9:00 am to 1:00 pm (Helsinki time)");
    expect(
      hoursText(
        {
          kind: "weekly",
          slots: [
            { days: ["mon", "tue", "wed", "thu", "fri"], opens: "09:00", closes: "17:30" },
            { days: ["sat", "sun"], opens: "20:00", closes: "02:00" },
          ],
        },
        "America/New_York",
      ),
    ).toBe(
      "Monday to Friday, 9:00 am to 5:30 pm; Saturday and Sunday, 8:00 pm to 2:00 am the next morning (New York time)",
    );
    const unknown: Hours = { kind: "unknown", note: "The page gives no hours." };
    expect(hoursText(unknown, HELSINKI)).toBe("Not stated on the page we checked");
    expect(statusText(openStatus(unknown, HELSINKI, at("2026-11-27T10:00:00Z")), HELSINKI)).toBe(
      null,
    );
  });
});
