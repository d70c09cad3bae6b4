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

/** Spanish month names, written here: Node's ICU and the browser's must never disagree. */
const SPANISH_MONTHS = [
  "enero",
  "febrero",
  "marzo",
  "abril",
  "mayo",
  "junio",
  "julio",
  "agosto",
  "septiembre",
  "octubre",
  "noviembre",
  "diciembre",
] as const;

/**
 * A day (YYYY-MM-DD) in Spanish: `2026-11-29` → `29 de noviembre de 2026`. The month names are
 * written down rather than asked of `Intl`, as Spanish country names are (app/lib/locale.ts),
 * so the server's HTML and the browser's hydration read the same words.
 */
export function formatDateEs(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const month = match ? SPANISH_MONTHS[Number(match[2]) - 1] : undefined;
  const day = match ? Number(match[3]) : 0;
  if (!match || !month || day < 1 || day > 31) throw new RangeError(`Not a day: ${isoDate}`);
  return `${day} de ${month} de ${match[1]}`;
}
