import { z } from "zod";

/**
 * The shape of the helpline data (helplines.ts). Kept apart from the data so the browser, which
 * shows the lines in the crisis bar, does not download the validator; the data is validated by
 * helplines.test.ts and by the server on first use.
 */

const isoDate = z.iso.date();
const httpsUrl = z.url({ protocol: /^https?$/ });
/** What a visitor dials or texts, as printed (spaces and dashes allowed); links use the digits. */
const dialable = z.string().regex(/^\+?[0-9][0-9 -]*[0-9]$/, "digits, spaces and dashes only");

const ContactSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("call"),
    number: dialable,
    /** What to do once connected, e.g. "then press 1". */
    then: z.string().min(1).optional(),
  }),
  z.object({
    kind: z.literal("text"),
    number: dialable,
    /** The word to send first, when the service asks for one. */
    keyword: z
      .string()
      .regex(/^[A-Z0-9]+$/)
      .optional(),
  }),
]);

const HelplineSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(1),
  /** Who it is for, in our words. */
  forWhom: z.string().min(1),
  contacts: z.array(ContactSchema).min(1),
  /** Only when the service's page states it. */
  hours: z.string().min(1).optional(),
  languages: z.array(z.string().min(1)).optional(),
  /** The page the number was checked against (the service's own page where one was found). */
  source: httpsUrl,
  /** Further pages that confirmed a detail (hours, languages) the main source did not state. */
  alsoChecked: z.array(httpsUrl).optional(),
  lastChecked: isoDate,
});

const EmergencySchema = z.object({
  numbers: z.array(dialable).min(1),
  /** e.g. "police"; only when the number is not for every emergency service. */
  note: z.string().min(1).optional(),
  source: httpsUrl,
  lastChecked: isoDate,
});

const CountrySchema = z.object({
  /** ISO 3166-1 alpha-2, lowercase (it is the URL segment). */
  code: z.string().regex(/^[a-z]{2}$/),
  name: z.string().min(1),
  /** The name inside a sentence, where English needs "the": "in the United Kingdom". */
  inSentence: z.string().min(1).optional(),
  emergency: EmergencySchema,
  /** The first line is the country's main line: the one the crisis bar shows. */
  services: z.array(HelplineSchema),
});

export type Contact = z.infer<typeof ContactSchema>;
export type Helpline = z.infer<typeof HelplineSchema>;
export type Country = z.infer<typeof CountrySchema>;

export const HelplineDataSchema = z
  .array(CountrySchema)
  .min(1)
  .refine((countries) => new Set(countries.map((c) => c.code)).size === countries.length, {
    message: "country codes must be unique",
  });
