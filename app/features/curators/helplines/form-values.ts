import { AUDIENCES, DAYS, type Audience, type Day } from "~/content/helpline-terms";
import type { CuratorService } from "~/domain/helplines/store.server";
import type { Hours, Method } from "~/domain/helplines/types";

/*
 * A crisis line as the console's form holds it, and back: every field as text (lists one per
 * line or comma-separated), the ways to reach it and the weekly hours as numbered rows, with
 * empty rows to fill in, so the form works without JavaScript.
 */

/** Blank rows offered below the filled ones, for a new way to reach it or a new opening. */
export const SPARE_ROWS = 2;

export interface MethodRow {
  kind: Method["kind"];
  value: string;
  keyword: string;
  note: string;
  /** BCP 47 tags, comma-separated ("en, es"); empty: not stated for this route. */
  languages: string;
}

export interface SlotRow {
  days: Day[];
  opens: string;
  closes: string;
}

export interface ServiceFormValues {
  name: string;
  description: string;
  /** One host per line. */
  domains: string;
  methods: MethodRow[];
  hoursKind: Hours["kind"];
  slots: SlotRow[];
  hoursNote: string;
  timeZone: string;
  /** Comma-separated. */
  languages: string;
  audiences: Audience[];
  cost: string;
  source: string;
  position: string;
  /** For a new line: its first check. */
  checkUrl: string;
  checkNote: string;
}

export type FormErrors = Record<string, string>;

const blankMethod = (): MethodRow => ({
  kind: "call",
  value: "",
  keyword: "",
  note: "",
  languages: "",
});
const blankSlot = (): SlotRow => ({ days: [], opens: "", closes: "" });

/** Rows as shown: the filled ones, then SPARE_ROWS blank ones. */
export function withSpareRows<T>(rows: T[], blank: () => T): T[] {
  return [...rows, ...Array.from({ length: SPARE_ROWS }, blank)];
}
export const withSpareMethods = (rows: MethodRow[]) => withSpareRows(rows, blankMethod);
export const withSpareSlots = (rows: SlotRow[]) => withSpareRows(rows, blankSlot);

export function emptyValues(timeZone: string): ServiceFormValues {
  return {
    name: "",
    description: "",
    domains: "",
    methods: [],
    hoursKind: "always",
    slots: [],
    hoursNote: "",
    timeZone,
    languages: "",
    audiences: ["everyone"],
    cost: "",
    source: "",
    position: "",
    checkUrl: "",
    checkNote: "",
  };
}

export function valuesOf(service: CuratorService): ServiceFormValues {
  return {
    name: service.name,
    description: service.description,
    domains: service.domains.join("\n"),
    methods: service.methods.map((method) => ({
      kind: method.kind,
      value: method.value,
      keyword: method.kind === "text" ? (method.keyword ?? "") : "",
      note: method.note ?? "",
      languages: method.languages?.join(", ") ?? "",
    })),
    hoursKind: service.hours.kind,
    slots: service.hours.kind === "weekly" ? service.hours.slots.map((slot) => ({ ...slot })) : [],
    hoursNote: service.hours.kind === "unknown" ? service.hours.note : "",
    timeZone: service.timeZone,
    languages: service.languages.join(", "),
    audiences: [...service.audiences],
    cost: service.cost ?? "",
    source: service.source,
    position: String(service.position),
    checkUrl: "",
    checkNote: "",
  };
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

const KINDS = ["call", "text", "chat"] as const;

/** Reads the form's fields into its values, keeping what was typed even where it is wrong. */
export function valuesFromForm(form: FormData): ServiceFormValues {
  const rows = (prefix: string) => Number(text(form, `${prefix}Rows`)) || 0;
  const methods: MethodRow[] = [];
  for (let i = 0; i < Math.min(rows("method"), 40); i++) {
    const kind = text(form, `method-${i}-kind`);
    methods.push({
      kind: (KINDS as readonly string[]).includes(kind) ? (kind as MethodRow["kind"]) : "call",
      value: text(form, `method-${i}-value`).trim(),
      keyword: text(form, `method-${i}-keyword`).trim(),
      note: text(form, `method-${i}-note`).trim(),
      languages: text(form, `method-${i}-languages`).trim(),
    });
  }
  const slots: SlotRow[] = [];
  for (let i = 0; i < Math.min(rows("slot"), 40); i++) {
    slots.push({
      days: form
        .getAll(`slot-${i}-days`)
        .filter((day): day is Day => (DAYS as readonly unknown[]).includes(day)),
      opens: text(form, `slot-${i}-opens`).trim(),
      closes: text(form, `slot-${i}-closes`).trim(),
    });
  }
  const kind = text(form, "hoursKind");
  return {
    name: text(form, "name"),
    description: text(form, "description"),
    domains: text(form, "domains"),
    methods: methods.filter((row) => row.value || row.keyword || row.note || row.languages),
    hoursKind: kind === "weekly" || kind === "unknown" ? kind : "always",
    slots: slots.filter((row) => row.days.length || row.opens || row.closes),
    hoursNote: text(form, "hoursNote"),
    timeZone: text(form, "timeZone").trim(),
    languages: text(form, "languages"),
    audiences: form
      .getAll("audiences")
      .filter((value): value is Audience => (AUDIENCES as readonly unknown[]).includes(value)),
    cost: text(form, "cost"),
    source: text(form, "source").trim(),
    position: text(form, "position").trim(),
    checkUrl: text(form, "checkUrl").trim(),
    checkNote: text(form, "checkNote"),
  };
}

const list = (value: string, separator: RegExp) =>
  value
    .split(separator)
    .map((item) => item.trim())
    .filter(Boolean);

/** The values as the registry's change takes them (writes.server.ts `editService`, `addService`). */
export function fieldsOf(values: ServiceFormValues): Record<string, unknown> {
  const hours: unknown =
    values.hoursKind === "weekly"
      ? { kind: "weekly", slots: values.slots }
      : values.hoursKind === "unknown"
        ? { kind: "unknown", note: values.hoursNote }
        : { kind: "always" };
  return {
    name: values.name,
    description: values.description,
    domains: list(values.domains, /[\s,]+/).map((host) => host.toLowerCase()),
    methods: values.methods.map((row) => ({
      kind: row.kind,
      value: row.value,
      ...(row.kind === "text" && row.keyword ? { keyword: row.keyword } : {}),
      ...(row.note ? { note: row.note } : {}),
      ...(row.languages ? { languages: list(row.languages, /,/) } : {}),
    })),
    hours,
    timeZone: values.timeZone,
    languages: list(values.languages, /,/),
    audiences: values.audiences,
    cost: values.cost.trim() || null,
    source: values.source,
    ...(values.position === "" ? {} : { position: Number(values.position) }),
  };
}

/** The emergency-numbers form as `editEmergency` (writes.server.ts) takes it: numbers one per line. */
export function emergencyChangeOf(form: FormData) {
  return {
    name: text(form, "name"),
    inSentence: text(form, "inSentence").trim() || null,
    numbers: list(text(form, "numbers"), /\n|,/),
    note: text(form, "note").trim() || null,
    source: text(form, "source").trim(),
  };
}
