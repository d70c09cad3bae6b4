import { asc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { HELPLINE_SEED } from "../../content/helpline-seed";
import {
  EmergencyFieldsSchema,
  httpsUrl,
  ServiceFieldsSchema,
  type EmergencyFields,
  type SeedCountry,
  type ServiceFields,
} from "../../content/helpline-seed.schema";
import { announceHelplineChange, recordAction, type Transaction } from "../../db/audit.server";
import type { Database } from "../../db/client.server";
import { helplineChecks, helplineCountries, helplineServices } from "../../db/schema";
import { methodLabel } from "./links";
import { seedRows, type CheckRow, type HelplineRows } from "./registry.server";
import type { Method } from "./types";

/*
 * The registry's rows in the database (app/db/schema.ts, helpline_*): the seed written on first
 * start, and every change a curator makes in the console or the JSON API. Each change writes its
 * rows, its audit entry and the announcement to the other processes in one transaction, reading
 * the row inside it (under a lock on its key), so two curators never edit from stale copies.
 */

// ---------------------------------------------------------------------------------------------
// The seed
// ---------------------------------------------------------------------------------------------

/**
 * Writes the seed's countries and services that the database does not have yet, each with the
 * editors' checks, in one transaction; never changes or restores a row that is there (a
 * curator's edit or removal stands). Safe when several processes start at once: a row another
 * process is writing is waited for and then skipped (`on conflict do nothing`), and checks are
 * written only for the rows this call inserted. Answers how many of each it added.
 */
export async function seedHelplines(
  db: Database,
  seed: readonly SeedCountry[] = HELPLINE_SEED,
): Promise<{ countries: number; services: number }> {
  const rows = seedRows(seed);
  return db.transaction(async (tx) => {
    const added = await tx
      .insert(helplineCountries)
      .values(rows.countries.map((row) => ({ ...row, createdAt: row.updatedAt })))
      .onConflictDoNothing({ target: helplineCountries.code })
      .returning({ code: helplineCountries.code });
    const addedServices = rows.services.length
      ? await tx
          .insert(helplineServices)
          .values(rows.services.map((row) => ({ ...row, createdAt: row.updatedAt })))
          .onConflictDoNothing({ target: helplineServices.id })
          .returning({ id: helplineServices.id })
      : [];
    const countries = new Set(added.map((row) => row.code));
    const services = new Set(addedServices.map((row) => row.id));
    const checks = rows.checks
      .filter((check) =>
        check.serviceId ? services.has(check.serviceId) : countries.has(check.countryCode ?? ""),
      )
      .map(({ id: _id, ...check }) => check);
    if (checks.length) await tx.insert(helplineChecks).values(checks);
    return { countries: countries.size, services: services.size };
  });
}

/** Every row of the registry, as the live snapshot is built from them. */
export async function loadHelplineRows(db: Database): Promise<HelplineRows> {
  const [countries, services, checks] = await Promise.all([
    db.select().from(helplineCountries).orderBy(asc(helplineCountries.position)),
    db.select().from(helplineServices).orderBy(asc(helplineServices.position)),
    db.select().from(helplineChecks).orderBy(asc(helplineChecks.id)),
  ]);
  return {
    countries: countries.map((row) => ({
      code: row.code,
      position: row.position,
      name: row.name,
      inSentence: row.inSentence,
      timeZone: row.timeZone,
      emergency: row.emergency as EmergencyFields,
      updatedAt: row.updatedAt,
    })),
    services: services.map((row) => ({
      id: row.id,
      countryCode: row.countryCode,
      position: row.position,
      fields: row.fields,
      removedAt: row.removedAt,
      removedBy: row.removedBy,
      updatedAt: row.updatedAt,
    })),
    checks,
  };
}

// ---------------------------------------------------------------------------------------------
// What the console and the curator's JSON API read
// ---------------------------------------------------------------------------------------------

/** One entry of a verification log, newest first. `curator` null: the site's editors (seed). */
export interface CuratorCheck {
  at: string;
  curator: string | null;
  sourceUrl: string;
  note: string;
}

export interface CuratorService extends ServiceFields {
  id: string;
  country: string;
  position: number;
  removed: boolean;
  removedAt: string | null;
  removedBy: string | null;
  /** The latest check, or null if there is none. */
  checkedAt: string | null;
  checks: CuratorCheck[];
}

export interface CuratorCountry {
  code: string;
  name: string;
  inSentence: string | null;
  timeZone: string;
  position: number;
  emergency: EmergencyFields & { checkedAt: string | null; checks: CuratorCheck[] };
  /** Listed ones in their order, then removed ones. */
  services: CuratorService[];
}

function logOf(checks: readonly CheckRow[]): CuratorCheck[] {
  return [...checks]
    .sort((a, b) => b.checkedAt.getTime() - a.checkedAt.getTime() || b.id - a.id)
    .map((check) => ({
      at: check.checkedAt.toISOString(),
      curator: check.curator,
      sourceUrl: check.sourceUrl,
      note: check.note,
    }));
}

/** Every country and service, listed or removed, with its whole verification log. */
export async function curatorRegistry(db: Database): Promise<CuratorCountry[]> {
  const rows = await loadHelplineRows(db);
  const checksOf = (match: (check: CheckRow) => boolean) => logOf(rows.checks.filter(match));
  return rows.countries.map((country) => {
    const emergencyLog = checksOf((check) => check.countryCode === country.code);
    const services = rows.services
      .filter((service) => service.countryCode === country.code)
      .sort(
        (a, b) =>
          Number(Boolean(a.removedAt)) - Number(Boolean(b.removedAt)) ||
          a.position - b.position ||
          a.id.localeCompare(b.id),
      )
      .map((service): CuratorService => {
        const log = checksOf((check) => check.serviceId === service.id);
        return {
          ...(service.fields as ServiceFields),
          id: service.id,
          country: service.countryCode,
          position: service.position,
          removed: Boolean(service.removedAt),
          removedAt: service.removedAt?.toISOString() ?? null,
          removedBy: service.removedBy,
          checkedAt: log[0]?.at ?? null,
          checks: log,
        };
      });
    return {
      code: country.code,
      name: country.name,
      inSentence: country.inSentence,
      timeZone: country.timeZone,
      position: country.position,
      emergency: {
        ...country.emergency,
        checkedAt: emergencyLog[0]?.at ?? null,
        checks: emergencyLog,
      },
      services,
    };
  });
}

export async function curatorService(
  db: Database,
  id: string,
): Promise<CuratorService | undefined> {
  const countries = await curatorRegistry(db);
  return countries.flatMap((country) => country.services).find((service) => service.id === id);
}

// ---------------------------------------------------------------------------------------------
// Changes
// ---------------------------------------------------------------------------------------------

export type FieldErrors = Record<string, string>;

export type HelplineRefusal =
  | { ok: false; status: 400 | 404; message: string; errors?: FieldErrors }
  /** The change needs a fresh second factor (docs/security.md, "Step-up"). */
  | { ok: false; status: 401; stepUp: true; message: string };

export const NO_SUCH_SERVICE = "There is no crisis line with that id.";
export const NO_SUCH_COUNTRY = "There is no country with that code in the registry.";
export const STEP_UP_NEEDED =
  "Changing a number or an address, adding or removing a line needs a fresh code from your authenticator app.";
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

function errorsOf(error: z.ZodError, labels: Record<string, string> = FIELD_LABELS): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "");
    const where = issue.path
      .slice(1)
      .map((part) => (typeof part === "number" ? `#${part + 1}` : String(part)))
      .join(" ");
    const label = labels[field] ?? field;
    errors[field] ??= `${label}${where ? ` (${where})` : ""}: ${issue.message}.`;
  }
  return errors;
}

function invalid(errors: FieldErrors): HelplineRefusal {
  const first = Object.values(errors)[0] ?? "Please check the fields.";
  return { ok: false, status: 400, message: first, errors };
}

async function lock(tx: Transaction, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`helpline:${key}`}))`);
}

/** What identifies where a method sends a visitor: its kind, digits (or address) and keyword. */
function methodKey(method: Method): string {
  const value = method.kind === "chat" ? method.value : method.value.replace(/[^0-9]/g, "");
  return `${method.kind}:${value}:${method.kind === "text" ? (method.keyword ?? "") : ""}`;
}

/** True when two lists of methods send visitors to different numbers or addresses. */
export function methodsDiffer(before: readonly Method[], after: readonly Method[]): boolean {
  const keys = (methods: readonly Method[]) => methods.map(methodKey).sort().join("\n");
  return keys(before) !== keys(after);
}

const methodsText = (methods: readonly Method[]) => methods.map(methodLabel).join("; ");

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
const CHECK_LABELS = { sourceUrl: "The address you checked", note: "Note" };

/** Reads a verification's body: `{sourceUrl, note?}`, the address https. */
function readCheck(body: unknown) {
  const parsed = CheckInputSchema.safeParse(body ?? {});
  return parsed.success
    ? ({ ok: true, check: parsed.data } as const)
    : invalid(errorsOf(parsed.error, CHECK_LABELS));
}

async function serviceRow(tx: Transaction, id: string) {
  const [row] = await tx.select().from(helplineServices).where(eq(helplineServices.id, id));
  return row;
}

async function countryRow(tx: Transaction, code: string) {
  const [row] = await tx.select().from(helplineCountries).where(eq(helplineCountries.code, code));
  return row;
}

async function finish(
  tx: Transaction,
  entry: { curator: string; action: string; target: string; detail: string },
) {
  await recordAction(tx, entry);
  await announceHelplineChange(tx);
}

/**
 * Records a check of a service: now, by `curator`, against the https address given, with a note.
 * The service's public "Checked DATE against" shows it from the moment this commits.
 */
export async function verifyService(
  db: Database,
  id: string,
  body: unknown,
  curator: string,
  now: Date = new Date(),
): Promise<{ ok: true; service: CuratorService } | HelplineRefusal> {
  const read = readCheck(body);
  if (!read.ok) return read;
  const found = await db.transaction(async (tx) => {
    await lock(tx, id);
    if (!(await serviceRow(tx, id))) return false;
    await tx
      .insert(helplineChecks)
      .values({ serviceId: id, checkedAt: now, curator, ...read.check });
    await finish(tx, {
      curator,
      action: "helpline.verify",
      target: `helpline:${id}`,
      detail: `Checked against ${read.check.sourceUrl}`,
    });
    return true;
  });
  if (!found) return { ok: false, status: 404, message: NO_SUCH_SERVICE };
  return { ok: true, service: (await curatorService(db, id))! };
}

/** The fields a change may set: the service's own, its order, and whether it is removed. */
const EDITABLE = [...Object.keys(FIELD_LABELS)] as Array<keyof typeof FIELD_LABELS>;

/**
 * Applies `body` (any of a service's fields, `position`, `removed`) to a service. A change of
 * where a method sends a visitor (a number, a text keyword, a chat address), or of `removed`,
 * needs a fresh second factor: unless `stepUpGiven`, nothing is written and the answer says so
 * (401, `stepUp`). Unknown fields are ignored; `cost: null` (or "") clears the cost.
 */
export async function editService(
  db: Database,
  id: string,
  body: unknown,
  curator: string,
  { stepUpGiven, now = new Date() }: { stepUpGiven: boolean; now?: Date },
): Promise<{ ok: true; service: CuratorService } | HelplineRefusal> {
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    return invalid({ body: "Please send the changes as a JSON object." });
  }
  const changes = Object.fromEntries(
    Object.entries(body).filter(([key]) => (EDITABLE as string[]).includes(key)),
  ) as Record<string, unknown>;
  const outcome = await db.transaction(async (tx): Promise<HelplineRefusal | true> => {
    await lock(tx, id);
    const row = await serviceRow(tx, id);
    if (!row) return { ok: false, status: 404, message: NO_SUCH_SERVICE };
    const { position: newPosition, removed: newRemoved, ...fieldChanges } = changes;
    const merged: Record<string, unknown> = { ...row.fields, ...fieldChanges };
    if (merged.cost === null || (typeof merged.cost === "string" && !merged.cost.trim())) {
      delete merged.cost;
    }
    const parsed = ServiceFieldsSchema.safeParse(merged);
    const errors: FieldErrors = parsed.success ? {} : errorsOf(parsed.error);
    if (
      newPosition !== undefined &&
      !(Number.isInteger(newPosition) && (newPosition as number) >= 0)
    ) {
      errors.position = "Order: a whole number, 0 or more (0 is the country's main line).";
    }
    if (newRemoved !== undefined && typeof newRemoved !== "boolean") {
      errors.removed = "Removed: true or false.";
    }
    if (!parsed.success || Object.keys(errors).length) return invalid(errors);
    const before = ServiceFieldsSchema.safeParse(row.fields);
    const oldMethods = before.success ? before.data.methods : [];
    const wasRemoved = Boolean(row.removedAt);
    const removed = (newRemoved as boolean | undefined) ?? wasRemoved;
    const numbersChange = methodsDiffer(oldMethods, parsed.data.methods);
    if ((numbersChange || removed !== wasRemoved) && !stepUpGiven) {
      return { ok: false, status: 401, stepUp: true, message: STEP_UP_NEEDED };
    }
    const changed = (Object.keys(parsed.data) as Array<keyof ServiceFields>).filter(
      (key) => JSON.stringify(parsed.data[key]) !== JSON.stringify(row.fields[key]),
    );
    if (before.success && before.data.cost !== undefined && parsed.data.cost === undefined) {
      changed.push("cost");
    }
    const position = (newPosition as number | undefined) ?? row.position;
    await tx
      .update(helplineServices)
      .set({
        fields: parsed.data,
        position,
        removedAt: removed ? (row.removedAt ?? now) : null,
        removedBy: removed ? (row.removedBy ?? curator) : null,
        updatedAt: now,
      })
      .where(eq(helplineServices.id, id));
    const action =
      removed && !wasRemoved
        ? "helpline.remove"
        : !removed && wasRemoved
          ? "helpline.restore"
          : "helpline.edit";
    const details = [
      ...changed.filter((key) => key !== "methods").map((key) => FIELD_LABELS[key].toLowerCase()),
      ...(position !== row.position ? [`order ${row.position} → ${position}`] : []),
      ...(numbersChange
        ? [`${methodsText(oldMethods)} → ${methodsText(parsed.data.methods)}`]
        : []),
      ...(!numbersChange && changed.includes("methods") ? ["notes on how to reach it"] : []),
    ];
    const detail =
      action === "helpline.edit"
        ? `Changed ${details.join("; ") || "nothing"}`
        : `${action === "helpline.remove" ? "Removed" : "Restored"}: ${methodsText(parsed.data.methods)}`;
    await finish(tx, { curator, action, target: `helpline:${id}`, detail });
    return true;
  });
  if (outcome !== true) return outcome;
  return { ok: true, service: (await curatorService(db, id))! };
}

/** A lowercase slug of a name, for a new service's id. */
function slugOf(text: string): string {
  return (
    text
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 60)
      .replace(/-+$/, "") || "line"
  );
}

/**
 * Adds a service to a country, at the end of its list, with its first check (`check`: the
 * address read, and a note): every line on the site has been checked by someone. Adding a number
 * needs a fresh second factor, as changing one does.
 */
export async function addService(
  db: Database,
  countryCode: string,
  body: unknown,
  curator: string,
  { stepUpGiven, now = new Date() }: { stepUpGiven: boolean; now?: Date },
): Promise<{ ok: true; service: CuratorService } | HelplineRefusal> {
  const input = (typeof body === "object" && body !== null ? body : {}) as Record<string, unknown>;
  const { check, ...rest } = input;
  const fields = { ...rest };
  if (fields.cost === null || fields.cost === "") delete fields.cost;
  const parsed = ServiceFieldsSchema.safeParse(fields);
  const checked = CheckInputSchema.safeParse(check ?? {});
  const errors: FieldErrors = {
    ...(parsed.success ? {} : errorsOf(parsed.error)),
    ...(checked.success
      ? {}
      : { check: Object.values(errorsOf(checked.error, CHECK_LABELS))[0] ?? "" }),
  };
  if (!parsed.success || !checked.success) return invalid(errors);
  if (!stepUpGiven) return { ok: false, status: 401, stepUp: true, message: STEP_UP_NEEDED };
  const code = countryCode.toLowerCase();
  const id = await db.transaction(async (tx) => {
    await lock(tx, `country:${code}`);
    if (!(await countryRow(tx, code))) return undefined;
    const taken = new Set(
      (await tx.select({ id: helplineServices.id }).from(helplineServices)).map((row) => row.id),
    );
    const base = `${slugOf(parsed.data.name)}-${code}`;
    let next = base;
    for (let n = 2; taken.has(next); n++) next = `${base}-${n}`;
    const [last] = await tx
      .select({ position: sql<number>`coalesce(max(${helplineServices.position}), -1)` })
      .from(helplineServices)
      .where(eq(helplineServices.countryCode, code));
    await tx.insert(helplineServices).values({
      id: next,
      countryCode: code,
      position: Number(last?.position ?? -1) + 1,
      fields: parsed.data,
      createdAt: now,
      updatedAt: now,
    });
    await tx
      .insert(helplineChecks)
      .values({ serviceId: next, checkedAt: now, curator, ...checked.data });
    await finish(tx, {
      curator,
      action: "helpline.add",
      target: `helpline:${next}`,
      detail: `Added to ${code}: ${methodsText(parsed.data.methods)}; checked against ${checked.data.sourceUrl}`,
    });
    return next;
  });
  if (!id) return { ok: false, status: 404, message: NO_SUCH_COUNTRY };
  return { ok: true, service: (await curatorService(db, id))! };
}

const EMERGENCY_LABELS = {
  numbers: "Emergency numbers",
  note: "Note",
  source: "Source",
  name: "Name",
  inSentence: "Name in a sentence",
};

/**
 * Changes a country's emergency numbers, their note or source, or the country's name. A change
 * of the numbers needs a fresh second factor.
 */
export async function editEmergency(
  db: Database,
  code: string,
  body: unknown,
  curator: string,
  { stepUpGiven, now = new Date() }: { stepUpGiven: boolean; now?: Date },
): Promise<{ ok: true; country: CuratorCountry } | HelplineRefusal> {
  const input = (typeof body === "object" && body !== null ? body : {}) as Record<string, unknown>;
  const outcome = await db.transaction(async (tx): Promise<HelplineRefusal | true> => {
    await lock(tx, `country:${code}`);
    const row = await countryRow(tx, code);
    if (!row) return { ok: false, status: 404, message: NO_SUCH_COUNTRY };
    const emergency: Record<string, unknown> = { ...row.emergency };
    for (const key of ["numbers", "note", "source"] as const) {
      if (key in input) emergency[key] = input[key];
    }
    if (emergency.note === null || emergency.note === "") delete emergency.note;
    const parsed = EmergencyFieldsSchema.safeParse(emergency);
    const names = z
      .object({
        name: z.string().trim().min(1, "please give the country's name").optional(),
        inSentence: z.string().trim().nullable().optional(),
      })
      .safeParse({ name: input.name, inSentence: input.inSentence });
    if (!parsed.success || !names.success) {
      return invalid({
        ...(parsed.success ? {} : errorsOf(parsed.error, EMERGENCY_LABELS)),
        ...(names.success ? {} : errorsOf(names.error, EMERGENCY_LABELS)),
      });
    }
    const old = row.emergency as EmergencyFields;
    const numbersChange = old.numbers.join(",") !== parsed.data.numbers.join(",");
    if (numbersChange && !stepUpGiven) {
      return { ok: false, status: 401, stepUp: true, message: STEP_UP_NEEDED };
    }
    await tx
      .update(helplineCountries)
      .set({
        emergency: parsed.data,
        name: names.data.name ?? row.name,
        inSentence:
          names.data.inSentence === undefined ? row.inSentence : names.data.inSentence || null,
        updatedAt: now,
      })
      .where(eq(helplineCountries.code, code));
    await finish(tx, {
      curator,
      action: "emergency.edit",
      target: `country:${code}`,
      detail: numbersChange
        ? `${old.numbers.join(", ")} → ${parsed.data.numbers.join(", ")}`
        : "Changed the note, source or name",
    });
    return true;
  });
  if (outcome !== true) return outcome;
  const country = (await curatorRegistry(db)).find((entry) => entry.code === code)!;
  return { ok: true, country };
}

/** Records a check of a country's emergency numbers, as `verifyService` does for a line. */
export async function verifyEmergency(
  db: Database,
  code: string,
  body: unknown,
  curator: string,
  now: Date = new Date(),
): Promise<{ ok: true; country: CuratorCountry } | HelplineRefusal> {
  const read = readCheck(body);
  if (!read.ok) return read;
  const found = await db.transaction(async (tx) => {
    await lock(tx, `country:${code}`);
    if (!(await countryRow(tx, code))) return false;
    await tx
      .insert(helplineChecks)
      .values({ countryCode: code, checkedAt: now, curator, ...read.check });
    await finish(tx, {
      curator,
      action: "emergency.verify",
      target: `country:${code}`,
      detail: `Checked against ${read.check.sourceUrl}`,
    });
    return true;
  });
  if (!found) return { ok: false, status: 404, message: NO_SUCH_COUNTRY };
  const country = (await curatorRegistry(db)).find((entry) => entry.code === code)!;
  return { ok: true, country };
}
