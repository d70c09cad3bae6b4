import { z } from "zod";
import { AUDIENCES, DAYS, MINUTES_PER_WEEK, slotSpans } from "./helpline-terms";

export { slotSpans } from "./helpline-terms";

/**
 * The shape of the crisis-line seed (helpline-seed.ts): what the database registry is seeded
 * from on first start (docs/product.md "Crisis lines"). Every field says
 * what a curator may rely on; how each line was checked is in docs/helpline-sources.md.
 */

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be a lowercase slug");
const isoDate = z.iso.date();
/** Every address the seed cites or links to is https. */
export const httpsUrl = z.url({ protocol: /^https$/, hostname: z.regexes.domain });
/** A number as printed locally: digits, single spaces and dashes; links use the digits only. */
const dialable = z
  .string()
  .regex(/^[0-9]+(?:[ -][0-9]+)*$/, "digits, with single spaces or dashes between groups");
const note = z.string().trim().min(1);

/** An IANA zone the runtime knows ("America/New_York"); hours are read in it. */
export const TimeZoneSchema = z.string().refine((zone) => {
  if (!/^[A-Za-z]+\/[A-Za-z_]+(?:\/[A-Za-z_]+)?$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}, "must be an IANA time zone such as Europe/London");

const clock = z.string().regex(/^(?:[01][0-9]|2[0-3]):[0-5][0-9]$/, "HH:MM, 00:00 to 23:59");

/**
 * One opening: the same hours on each listed day, in the service's time zone. `closes` may be
 * "24:00" (midnight at the end of the day). A `closes` earlier than `opens` means the line
 * stays open past midnight and closes at that time the next morning ("20:00" to "02:00").
 */
export const SlotSchema = z
  .object({
    days: z
      .array(z.enum(DAYS))
      .min(1)
      .refine((days) => new Set(days).size === days.length, "a day is listed twice"),
    opens: clock,
    closes: z.union([clock, z.literal("24:00")]),
  })
  .refine((slot) => slot.opens !== slot.closes, {
    message: "opens and closes are the same time: use hours.kind 'always' for a 24-hour line",
  });

/** Two spans overlap, also across Sunday night into Monday. */
function overlaps([a0, a1]: [number, number], [b0, b1]: [number, number]): boolean {
  return [-MINUTES_PER_WEEK, 0, MINUTES_PER_WEEK].some(
    (shift) => a0 < b1 + shift && b0 + shift < a1,
  );
}

/**
 * When the line answers. "unknown": the service's own page states no hours (or only old ones),
 * so the public page says the hours are not stated and the curator fills them in; `note` says
 * what was seen. Never a guess.
 */
export const HoursSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("always") }),
  z.object({
    kind: z.literal("weekly"),
    slots: z
      .array(SlotSchema)
      .min(1)
      .refine((slots) => {
        const spans = slots.flatMap(slotSpans);
        return spans.every((a, i) => spans.slice(i + 1).every((b) => !overlaps(a, b)));
      }, "two slots overlap"),
  }),
  z.object({ kind: z.literal("unknown"), note }),
]);

/** A BCP 47 language tag as the registry stores it: "en", "es", "es-US", "ase" (ASL). */
export const LanguageTagSchema = z
  .string()
  .regex(/^[a-z]{2,3}(?:-[A-Z]{2}|-[0-9]{3})?$/, "a BCP 47 tag such as en, es or es-US");

/**
 * What every way of reaching a service may say. `note` is what to do once connected
 * ("press 1"). `languages`: the BCP 47 tags of the languages this route answers in, as the
 * service's own page (in that language) says; absent = not stated for this route.
 */
const methodExtras = {
  note: note.optional(),
  languages: z.array(LanguageTagSchema).min(1).optional(),
};

/** How to reach the service. */
export const MethodSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("call"), value: dialable, ...methodExtras }),
  z.object({
    kind: z.literal("text"),
    value: dialable,
    /** The word to send first, when the service asks for one. */
    keyword: z
      .string()
      .regex(/^[A-Z0-9]+$/, "capital letters and digits")
      .optional(),
    ...methodExtras,
  }),
  /** The https address where the chat opens. */
  z.object({ kind: z.literal("chat"), value: httpsUrl, ...methodExtras }),
]);

/**
 * One verification: the day, the page read, and what it confirmed (or did not).
 * - `shows`: the line's numbers and addresses (as its methods or emergency numbers write them)
 *   that this page prints for this service in this country, and that the source rule accepts
 *   (docs/helpline-sources.md): a wire, news item, partner or another branch's page confirms
 *   nothing, whatever it prints. Absent or empty: the page confirms no number.
 * - `pageYear`: the year the page dates itself to (or the year it was evidently written, with
 *   `pageYearApprox` when only "about" that year), when the page says; the public page names it
 *   when it is three or more years before the check (docs/decisions/040-checks-that-show-the-number.md).
 */
export const CheckSchema = z.object({
  on: isoDate,
  sourceUrl: httpsUrl,
  note,
  shows: z.array(z.string().trim().min(1)).optional(),
  pageYear: z.number().int().min(1990).max(2100).optional(),
  pageYearApprox: z.literal(true).optional(),
});

const hostname = z.string().regex(/^[a-z0-9-]+(?:\.[a-z0-9-]+)+$/, "a lowercase host name");

export const ServiceSchema = z.object({
  /** Unique across all countries; the registry's key. */
  id: slug,
  name: z.string().trim().min(1),
  /** Who it is for and what it offers: one or two sentences in our words, en-US. */
  description: z.string().trim().min(20),
  /**
   * The service's (or its operator's) own sites, and any official government site used as its
   * source (one that announces or runs it); `source` and chat links must be on one.
   */
  domains: z.array(hostname).min(1),
  methods: z.array(MethodSchema).min(1),
  hours: HoursSchema,
  /** The zone the hours are in: usually the country's. */
  timeZone: TimeZoneSchema,
  /** English names of the languages the service's page says it answers in; [] = not stated. */
  languages: z.array(z.string().trim().min(1)),
  audiences: z
    .array(z.enum(AUDIENCES))
    .min(1)
    .refine((list) => new Set(list).size === list.length, "an audience is listed twice"),
  /** Only what the service's own page says ("free from mobiles and landlines"). */
  cost: note.optional(),
  /** The page that states the number: the service's own, or an official one in `domains`. */
  source: httpsUrl,
  /** The checks made, in any order; the latest `on` is what the public page shows. */
  checks: z.array(CheckSchema).min(1),
});

export const EmergencySchema = z.object({
  numbers: z.array(dialable).min(1),
  /** Which services the numbers reach, and how deaf callers reach them, when the page says. */
  note: note.optional(),
  /** An official government or emergency-service page. */
  source: httpsUrl,
  checks: z.array(CheckSchema).min(1),
});

export const CountrySchema = z.object({
  /** ISO 3166-1 alpha-2, lowercase (it is the URL segment). */
  code: z.string().regex(/^[a-z]{2}$/),
  name: z.string().trim().min(1),
  /** The name inside a sentence, where English needs "the": "in the United Kingdom". */
  inSentence: z.string().trim().min(1).optional(),
  /** The country's main zone. */
  timeZone: TimeZoneSchema,
  emergency: EmergencySchema,
  /** The first service is the country's main line: the one its crisis bar shows. */
  services: z.array(ServiceSchema),
});

export const HelplineSeedSchema = z.array(CountrySchema).min(1);

export type Method = z.infer<typeof MethodSchema>;
export type Check = z.infer<typeof CheckSchema>;
export type SeedService = z.infer<typeof ServiceSchema>;
export type SeedCountry = z.infer<typeof CountrySchema>;

/** A service as the database stores it: everything but its key and its verification log. */
export const ServiceFieldsSchema = ServiceSchema.omit({ id: true, checks: true });
export type ServiceFields = z.infer<typeof ServiceFieldsSchema>;

/** A country's emergency numbers as the database stores them, without their log. */
export const EmergencyFieldsSchema = EmergencySchema.omit({ checks: true });
export type EmergencyFields = z.infer<typeof EmergencyFieldsSchema>;
