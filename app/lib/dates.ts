const LONG_DATE = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "long",
  day: "numeric",
  timeZone: "UTC",
});

/**
 * The site's one date formatter: `2025-10-10` → `October 10, 2025`. Read and shown in UTC, so
 * the server's HTML and the browser's hydration agree whatever the visitor's time zone.
 */
export function formatDate(isoDate: string): string {
  const date = new Date(isoDate);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: ${isoDate}`);
  return LONG_DATE.format(date);
}

/** A moment's day in UTC as YYYY-MM-DD (now, by default): how entries and the console store dates. */
export function isoDay(moment: Date = new Date()): string {
  return moment.toISOString().slice(0, 10);
}
