/*
 * How old a line's last check is (docs/product.md "Crisis lines"): the
 * console's Needs review lists it from 6 months, and from 12 the public page says "Not
 * re-checked since DATE" beside it.
 */

/** A line is due for another check this many months after the last one. */
export const CHECK_DUE_MONTHS = 6;
/** … and overdue (said on the public page) after this many. */
export const CHECK_OVERDUE_MONTHS = 12;

export type CheckAge = "fresh" | "due" | "overdue";

/** The same day `months` calendar months later (the 31st runs on into the next month). */
function monthsAfter(moment: Date, months: number): Date {
  const later = new Date(moment.getTime());
  later.setUTCMonth(later.getUTCMonth() + months);
  return later;
}

export function checkAge(checkedAt: string | Date, now: Date): CheckAge {
  const checked = new Date(checkedAt);
  if (monthsAfter(checked, CHECK_OVERDUE_MONTHS) <= now) return "overdue";
  if (monthsAfter(checked, CHECK_DUE_MONTHS) <= now) return "due";
  return "fresh";
}
