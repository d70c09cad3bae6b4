import {
  DAYS,
  MINUTES_PER_DAY,
  MINUTES_PER_WEEK,
  slotSpans,
  type Slot,
} from "~/content/helpline-terms";
import { listInWords } from "./links";
import type { Hours } from "./types";

/*
 * Whether a line is open at a moment, read in the service's own time zone, and its hours in
 * words. Pure: the moment is always passed in (the server passes the request's time, the browser
 * its clock, tests a fixed one), so "Open now" is right at the time of the request.
 */

/** A moment on a line's weekly clock: its weekday (0 = Monday), minute of the day, days ahead. */
export interface LocalTime {
  day: number;
  minute: number;
  /** How many local midnights away it is: 0 today, 1 tomorrow, 7 the same weekday next week. */
  inDays: number;
}

export type OpenStatus =
  | { state: "always" }
  /** The hours are not stated: no status is claimed. */
  | { state: "unknown" }
  | { state: "open"; closes: LocalTime }
  | { state: "closed"; opens: LocalTime };

const WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];
const DAY_NAMES = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
const clocks = new Map<string, Intl.DateTimeFormat>();

/** The minute of the week (Monday 00:00 = 0) it is at `now` on the wall clocks of `timeZone`. */
export function minuteOfWeek(now: Date, timeZone: string): number {
  let clock = clocks.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat("en-US", {
      timeZone,
      weekday: "short",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    clocks.set(timeZone, clock);
  }
  const parts = clock.formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? "";
  const day = WEEKDAYS.indexOf(part("weekday"));
  return day * MINUTES_PER_DAY + (Number(part("hour")) % 24) * 60 + Number(part("minute"));
}

/**
 * The week's openings as [start, end) minutes, sorted, with touching or overlapping ones joined
 * (Monday 09:00–24:00 and Tuesday 00:00–02:00 are one opening), also across Sunday midnight.
 */
function openings(slots: readonly Slot[]): Array<[number, number]> {
  const spans = slots.flatMap(slotSpans).sort((a, b) => a[0] - b[0]);
  const joined: Array<[number, number]> = [];
  for (const [start, end] of spans) {
    const last = joined.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else joined.push([start, end]);
  }
  const first = joined[0];
  const last = joined.at(-1);
  if (first && last && joined.length > 1 && last[1] >= first[0] + MINUTES_PER_WEEK) {
    last[1] = Math.max(last[1], first[1] + MINUTES_PER_WEEK);
    joined.shift();
  }
  return joined;
}

function localTime(now: number, ahead: number): LocalTime {
  const at = (now + ahead) % MINUTES_PER_WEEK;
  return {
    day: Math.floor(at / MINUTES_PER_DAY),
    minute: at % MINUTES_PER_DAY,
    inDays: Math.floor(((now % MINUTES_PER_DAY) + ahead) / MINUTES_PER_DAY),
  };
}

/** Open or closed at `now`, in the service's zone; when closed, its next opening. */
export function openStatus(hours: Hours, timeZone: string, now: Date): OpenStatus {
  if (hours.kind === "always") return { state: "always" };
  if (hours.kind === "unknown") return { state: "unknown" };
  const spans = openings(hours.slots);
  if (spans.some(([start, end]) => end - start >= MINUTES_PER_WEEK)) return { state: "always" };
  const minute = minuteOfWeek(now, timeZone);
  for (const [start, end] of spans) {
    for (const at of [minute, minute + MINUTES_PER_WEEK]) {
      if (at >= start && at < end) return { state: "open", closes: localTime(minute, end - at) };
    }
  }
  const waits = spans.map(([start]) => (start - minute + MINUTES_PER_WEEK) % MINUTES_PER_WEEK);
  return { state: "closed", opens: localTime(minute, Math.min(...waits)) };
}

/** "9:00 am", "1:30 pm", "noon", "midnight". */
export function clockText(minute: number): string {
  const m = minute % MINUTES_PER_DAY;
  if (m === 0) return "midnight";
  if (m === 12 * 60) return "noon";
  const hour = Math.floor(m / 60);
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${h12}:${String(m % 60).padStart(2, "0")} ${hour < 12 ? "am" : "pm"}`;
}

/** "Europe/Helsinki" → "Helsinki time"; "America/New_York" → "New York time". */
export function zoneLabel(timeZone: string): string {
  return `${(timeZone.split("/").at(-1) ?? timeZone).replaceAll("_", " ")} time`;
}

/** "today at 9:00 am", "tomorrow at noon", "on Friday at 9:00 am", "next Friday at 9:00 am". */
function whenText(time: LocalTime): string {
  const clock = clockText(time.minute);
  if (time.inDays === 0) return `today at ${clock}`;
  if (time.inDays === 1) return time.minute === 0 ? "midnight" : `tomorrow at ${clock}`;
  const day = DAY_NAMES[time.day] ?? "";
  return time.inDays >= 7 ? `next ${day} at ${clock}` : `on ${day} at ${clock}`;
}

/**
 * The status in words: "Open now" with "24 hours a day, every day" or "until 1:00 pm (Helsinki
 * time)"; "Closed now" with "Opens on Friday at 9:00 am (Helsinki time)". Null when the hours
 * are not stated.
 */
export function statusText(
  status: OpenStatus,
  timeZone: string,
): { open: boolean; label: string; detail: string } | null {
  if (status.state === "unknown") return null;
  if (status.state === "always") {
    return { open: true, label: "Open now", detail: "24 hours a day, every day" };
  }
  if (status.state === "open") {
    const until = status.closes;
    const when = until.inDays === 0 || (until.inDays === 1 && until.minute === 0);
    const text = when ? clockText(until.minute) : whenText(until);
    return { open: true, label: "Open now", detail: `until ${text} (${zoneLabel(timeZone)})` };
  }
  return {
    open: false,
    label: "Closed now",
    detail: `Opens ${whenText(status.opens)} (${zoneLabel(timeZone)})`,
  };
}

/** "Monday to Friday", "Every day", "Friday", "Monday, Wednesday and Friday". */
function daysText(days: Slot["days"]): string {
  const indexes = days.map((day) => DAYS.indexOf(day)).sort((a, b) => a - b);
  if (indexes.length === 7) return "Every day";
  const consecutive = indexes.every((day, i) => i === 0 || day === indexes[i - 1]! + 1);
  if (consecutive && indexes.length >= 3) {
    return `${DAY_NAMES[indexes[0]!]} to ${DAY_NAMES[indexes.at(-1)!]}`;
  }
  return listInWords(indexes.map((day) => DAY_NAMES[day]!));
}

function slotText(slot: Slot): string {
  const opens = clockText(Number(slot.opens.slice(0, 2)) * 60 + Number(slot.opens.slice(3)));
  const closesAt =
    slot.closes === "24:00"
      ? 0
      : Number(slot.closes.slice(0, 2)) * 60 + Number(slot.closes.slice(3));
  const pastMidnight = slot.closes !== "24:00" && slot.closes < slot.opens && closesAt !== 0;
  return `${daysText(slot.days)}, ${opens} to ${clockText(closesAt)}${pastMidnight ? " the next morning" : ""}`;
}

/**
 * The hours as the public pages print them: "24 hours a day, 7 days a week"; "Friday, 9:00 am
 * to 1:00 pm (Helsinki time)"; or that the service's page does not state them.
 */
export function hoursText(hours: Hours, timeZone: string): string {
  if (hours.kind === "always") return "24 hours a day, 7 days a week";
  if (hours.kind === "unknown") return "Not stated on the page we checked";
  return `${hours.slots.map(slotText).join("; ")} (${zoneLabel(timeZone)})`;
}
