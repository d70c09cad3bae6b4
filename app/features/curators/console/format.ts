import { formatDate } from "~/lib/dates";

const TIME = new Intl.DateTimeFormat("en-US", {
  hour: "numeric",
  minute: "2-digit",
  timeZone: "UTC",
});

/** `November 22, 2025 at 1:05 PM UTC`: the site's date, plus the time (UTC, like the date). */
export function formatDateTime(iso: string): string {
  return `${formatDate(iso)} at ${TIME.format(new Date(iso))} UTC`;
}
