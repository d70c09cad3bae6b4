/**
 * The words and measures of the crisis-line registry that the browser needs too (who a line is
 * for, the days of a weekly schedule, a slot's minutes of the week), kept apart from the seed's
 * zod schema (helpline-seed.schema.ts) so that no page downloads the validator.
 */

export const DAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;
export type Day = (typeof DAYS)[number];

/** Who a line is for (docs/product.md "Crisis lines"). */
export const AUDIENCES = [
  "everyone",
  "young-people",
  "lgbtq",
  "veterans",
  "sexual-violence",
  "domestic-abuse",
  "perinatal",
  "eating-difficulties",
  "substance-use",
] as const;
export type Audience = (typeof AUDIENCES)[number];

/** Each audience as the public pages and the console name it. */
export const AUDIENCE_LABELS: Record<Audience, string> = {
  everyone: "Anyone",
  "young-people": "Young people",
  lgbtq: "LGBTQ+ people",
  veterans: "Veterans and service members",
  "sexual-violence": "Survivors of sexual violence",
  "domestic-abuse": "People facing domestic abuse",
  perinatal: "Pregnant people and new parents",
  "eating-difficulties": "People with eating difficulties",
  "substance-use": "People affected by alcohol or drugs",
};

/** One opening of a weekly schedule, in the service's time zone (see SlotSchema). */
export interface Slot {
  days: Day[];
  /** "HH:MM". */
  opens: string;
  /** "HH:MM" or "24:00"; earlier than `opens` when the line stays open past midnight. */
  closes: string;
}

export const MINUTES_PER_DAY = 24 * 60;
export const MINUTES_PER_WEEK = 7 * MINUTES_PER_DAY;

/** "09:30" → 570. */
export function minutesOf(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/**
 * The minutes of the week (Monday 00:00 = 0) a slot covers, as [start, end) spans; a span that
 * runs past Sunday midnight ends after MINUTES_PER_WEEK.
 */
export function slotSpans(slot: Slot): Array<[number, number]> {
  const open = minutesOf(slot.opens);
  const close = slot.closes === "24:00" ? MINUTES_PER_DAY : minutesOf(slot.closes);
  const length = close > open ? close - open : close + MINUTES_PER_DAY - open;
  return slot.days.map((day) => {
    const start = DAYS.indexOf(day) * MINUTES_PER_DAY + open;
    return [start, start + length];
  });
}
