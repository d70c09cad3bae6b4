import { z } from "zod";
import { httpsUrl, ServiceFieldsSchema, type ServiceFields } from "~/content/helpline-seed.schema";

/*
 * What a change to a crisis line may send, as the console's forms and the JSON API send it, and
 * how its problems are worded (each field's label, as the form names it). The registry's writes
 * (./writes.server.ts) read every change through these.
 */

export type FieldErrors = Record<string, string>;

/** The longest note a check keeps, in characters. */
export const CHECK_NOTE_MAX = 2000;

/** The names of a service's fields, as the console's form and the API's errors say them. */
export const FIELD_LABELS: Record<keyof ServiceFields | "position" | "removed", string> = {
  name: "Name",
  description: "Who it is for",
  domains: "Its own sites",
  methods: "How to reach it",
  hours: "Hours",
  timeZone: "Time zone",
  languages: "Languages",
  audiences: "Audiences",
  cost: "Cost",
  source: "Source",
  position: "Order",
  removed: "Removed",
};
export const CHECK_LABELS = { sourceUrl: "The address you checked", note: "Note" };
export const EMERGENCY_LABELS = {
  numbers: "Emergency numbers",
  note: "Note",
  source: "Source",
  name: "Name",
  inSentence: "Name in a sentence",
};

export function errorsOf(
  error: z.ZodError,
  labels: Record<string, string> = FIELD_LABELS,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "body");
    const where = issue.path
      .slice(1)
      .map((part) => (typeof part === "number" ? `#${part + 1}` : String(part)))
      .join(" ");
    const label = labels[field] ?? field;
    errors[field] ??= `${label}${where ? ` (${where})` : ""}: ${issue.message}.`;
  }
  return errors;
}

/** A blank or null cost clears it. */
const costInput = z.preprocess(
  (value) => (typeof value === "string" && !value.trim() ? null : value),
  z.string().trim().min(1).nullable().optional(),
);
const ORDER = "a whole number, 0 or more (0 is the country's main line)";

/**
 * A change to a service, as the console's form and `PATCH /api/curator/helplines/{id}` send it:
 * any of its fields (each whole, checked as the seed's are), its order, whether it is removed.
 * Unknown fields are ignored; `cost: null` (or "") clears the cost.
 */
export const ServiceChangeSchema = ServiceFieldsSchema.partial().extend({
  cost: costInput,
  position: z.number({ error: ORDER }).int({ error: ORDER }).min(0, { error: ORDER }).optional(),
  removed: z.boolean({ error: "true or false" }).optional(),
});

/** A new service: all of its fields, and its first check. */
export const NewServiceSchema = ServiceFieldsSchema.extend({ cost: costInput });

/** The check a curator records: the https address read, and what it confirmed. */
export const CheckInputSchema = z.object({
  sourceUrl: httpsUrl,
  note: z
    .string()
    .trim()
    .max(CHECK_NOTE_MAX, `at most ${CHECK_NOTE_MAX} characters`)
    .optional()
    .default(""),
});
export type CheckInput = z.infer<typeof CheckInputSchema>;
