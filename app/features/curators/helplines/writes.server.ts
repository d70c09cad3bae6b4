import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import {
  EmergencyFieldsSchema,
  type EmergencyFields,
  type Method,
  type ServiceFields,
} from "~/content/helpline-seed.schema";
import { announceHelplineChange, recordAction, type Transaction } from "~/db/audit.server";
import type { Database } from "~/db/client.server";
import { helplineChecks, helplineCountries, helplineServices } from "~/db/schema";
import { methodLabel } from "~/domain/helplines/links";
import {
  curatorCountry,
  curatorService,
  type CuratorCountry,
  type CuratorService,
} from "~/domain/helplines/store.server";
import { STEP_UP_MESSAGE } from "../accounts/messages";
import type { CuratorSession } from "../accounts/sessions.server";
import { needsStepUp } from "../accounts/step-up.server";
import {
  checkProblems,
  serviceProblems,
  strayNumber,
  strayNumberMessage,
  type AllowedNumbers,
} from "./public-text";
import {
  CHECK_LABELS,
  CheckInputSchema,
  EMERGENCY_LABELS,
  errorsOf,
  FIELD_LABELS,
  NewServiceSchema,
  ServiceChangeSchema,
  type FieldErrors,
} from "./service-change";

/*
 * Every change a curator makes to the crisis-line registry, from the console or the JSON API
 * (docs/product.md, "Crisis lines" under the curator console; docs/security.md, "Step-up"):
 * verify, edit, add, remove, restore, and a country's emergency numbers.
 *
 * - Every write needs a fresh second factor (`Writer.stepUpGiven`): without one, nothing is read
 *   or written and the answer is 401 `stepUp`, whatever the change.
 * - What the public reads is checked beyond its shape (./public-text.ts): numbers in free text,
 *   and addresses on the line's own sites.
 * - Each change writes its rows, its audit entry and the announcement to the other processes in
 *   one transaction, reading the row inside it under a lock on its key, so two curators never
 *   edit from stale copies.
 */

/** Who writes, when, and whether they gave a second factor in the last 10 minutes. */
export interface Writer {
  curator: string;
  stepUpGiven: boolean;
  now: Date;
}

/** The writer a signed-in curator is at `now`. */
export function writerOf(curator: CuratorSession, now: Date): Writer {
  return { curator: curator.username, stepUpGiven: !needsStepUp(curator, now), now };
}

export type HelplineRefusal =
  | { ok: false; status: 400 | 404; message: string; errors?: FieldErrors }
  /** The change needs a fresh second factor (docs/security.md, "Step-up"). */
  | { ok: false; status: 401; stepUp: true; message: string };

const STEP_UP: HelplineRefusal = { ok: false, status: 401, stepUp: true, message: STEP_UP_MESSAGE };
const NO_SUCH_SERVICE = "There is no crisis line with that id.";
const NO_SUCH_COUNTRY = "There is no country with that code in the registry.";

/** A refusal as the JSON API answers it: `{stepUp, message}`, or `{message, errors?}`. */
export function refusalBody(refusal: HelplineRefusal) {
  if (refusal.status === 401) return { stepUp: true, message: refusal.message };
  return { message: refusal.message, ...(refusal.errors ? { errors: refusal.errors } : {}) };
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
function methodsDiffer(before: readonly Method[], after: readonly Method[]): boolean {
  const keys = (methods: readonly Method[]) => methods.map(methodKey).sort().join("\n");
  return keys(before) !== keys(after);
}

const methodsText = (methods: readonly Method[]) => methods.map(methodLabel).join("; ");

// ---------------------------------------------------------------------------------------------
// Reading a change
// ---------------------------------------------------------------------------------------------

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

/** The emergency numbers of a service's country, which its text may name. */
async function emergencyNumbersOf(tx: Transaction, code: string): Promise<string[]> {
  return ((await countryRow(tx, code))?.emergency as EmergencyFields | undefined)?.numbers ?? [];
}

async function finish(
  tx: Transaction,
  entry: { curator: string; action: string; target: string; detail: string },
) {
  await recordAction(tx, entry);
  await announceHelplineChange(tx);
}

type ServiceOutcome = { ok: true; service: CuratorService } | HelplineRefusal;
type CountryOutcome = { ok: true; country: CuratorCountry } | HelplineRefusal;

// ---------------------------------------------------------------------------------------------
// Services
// ---------------------------------------------------------------------------------------------

/**
 * Records a check of a service: now, by the writer, against the https address given (on one of
 * the line's own sites), with a note. The service's public "Checked DATE against" shows it from
 * the moment this commits.
 */
export async function verifyService(
  db: Database,
  id: string,
  body: unknown,
  writer: Writer,
): Promise<ServiceOutcome> {
  if (!writer.stepUpGiven) return STEP_UP;
  const read = readCheck(body);
  if (!read.ok) return read;
  const { check } = read;
  const outcome = await db.transaction(async (tx): Promise<HelplineRefusal | true> => {
    await lock(tx, id);
    const row = await serviceRow(tx, id);
    if (!row) return { ok: false, status: 404, message: NO_SUCH_SERVICE };
    const fields = row.fields as ServiceFields;
    const problems = checkProblems(check, fields, await emergencyNumbersOf(tx, row.countryCode));
    if (Object.keys(problems).length) return invalid(problems);
    const { curator, now } = writer;
    await tx.insert(helplineChecks).values({ serviceId: id, checkedAt: now, curator, ...check });
    await finish(tx, {
      curator,
      action: "helpline.verify",
      target: `helpline:${id}`,
      detail: `Checked against ${check.sourceUrl}`,
    });
    return true;
  });
  if (outcome !== true) return outcome;
  return { ok: true, service: (await curatorService(db, id))! };
}

/**
 * Applies a change (`ServiceChangeSchema`: any of a service's fields, `position`, `removed`) to
 * a service: checked whole after merging, then written with an audit entry that says what
 * changed (a number change in full; a removal or a restoring as such).
 */
export async function editService(
  db: Database,
  id: string,
  body: unknown,
  writer: Writer,
): Promise<ServiceOutcome> {
  if (!writer.stepUpGiven) return STEP_UP;
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    return invalid({ body: "Please send the changes as a JSON object." });
  }
  const change = ServiceChangeSchema.safeParse(body);
  if (!change.success) return invalid(errorsOf(change.error));
  const { position: newPosition, removed: newRemoved, cost, ...fieldChanges } = change.data;
  const { curator, now } = writer;
  const outcome = await db.transaction(async (tx): Promise<HelplineRefusal | true> => {
    await lock(tx, id);
    const row = await serviceRow(tx, id);
    if (!row) return { ok: false, status: 404, message: NO_SUCH_SERVICE };
    const old = row.fields as ServiceFields;
    const { cost: oldCost, ...kept } = old;
    const fields: ServiceFields = {
      ...kept,
      ...fieldChanges,
      ...(cost === null ? {} : cost !== undefined ? { cost } : oldCost ? { cost: oldCost } : {}),
    };
    const problems = serviceProblems(fields, await emergencyNumbersOf(tx, row.countryCode), old);
    if (Object.keys(problems).length) return invalid(problems);
    const wasRemoved = Boolean(row.removedAt);
    const removed = newRemoved ?? wasRemoved;
    const numbersChange = methodsDiffer(old.methods, fields.methods);
    const changed = (Object.keys(FIELD_LABELS) as Array<keyof ServiceFields>).filter(
      (key) => JSON.stringify(fields[key]) !== JSON.stringify(old[key]),
    );
    const position = newPosition ?? row.position;
    await tx
      .update(helplineServices)
      .set({
        fields,
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
      ...(numbersChange ? [`${methodsText(old.methods)} → ${methodsText(fields.methods)}`] : []),
      ...(!numbersChange && changed.includes("methods") ? ["notes on how to reach it"] : []),
    ];
    const detail =
      action === "helpline.edit"
        ? `Changed ${details.join("; ") || "nothing"}`
        : `${action === "helpline.remove" ? "Removed" : "Restored"}: ${methodsText(fields.methods)}`;
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
 * address read, on the line's own sites, and a note): every line on the site has been checked
 * by someone.
 */
export async function addService(
  db: Database,
  countryCode: string,
  body: unknown,
  writer: Writer,
): Promise<ServiceOutcome> {
  if (!writer.stepUpGiven) return STEP_UP;
  const { check, ...rest } = (typeof body === "object" && body !== null ? body : {}) as Record<
    string,
    unknown
  >;
  const parsed = NewServiceSchema.safeParse(rest);
  const checked = CheckInputSchema.safeParse(check ?? {});
  const firstOf = (errors: FieldErrors) => Object.values(errors)[0] ?? "";
  if (!parsed.success || !checked.success) {
    return invalid({
      ...(parsed.success ? {} : errorsOf(parsed.error)),
      ...(checked.success ? {} : { check: firstOf(errorsOf(checked.error, CHECK_LABELS)) }),
    });
  }
  const { cost, ...required } = parsed.data;
  const fields: ServiceFields = { ...required, ...(cost ? { cost } : {}) };
  const code = countryCode.toLowerCase();
  const { curator, now } = writer;
  const id = await db.transaction(async (tx): Promise<HelplineRefusal | string> => {
    await lock(tx, `country:${code}`);
    if (!(await countryRow(tx, code))) return { ok: false, status: 404, message: NO_SUCH_COUNTRY };
    const emergency = await emergencyNumbersOf(tx, code);
    const checkErrors = checkProblems(checked.data, fields, emergency);
    const problems = {
      ...serviceProblems(fields, emergency),
      ...(Object.keys(checkErrors).length ? { check: firstOf(checkErrors) } : {}),
    };
    if (Object.keys(problems).length) return invalid(problems);
    const taken = new Set(
      (await tx.select({ id: helplineServices.id }).from(helplineServices)).map((row) => row.id),
    );
    const base = `${slugOf(fields.name)}-${code}`;
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
      fields,
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
      detail: `Added to ${code}: ${methodsText(fields.methods)}; checked against ${checked.data.sourceUrl}`,
    });
    return next;
  });
  if (typeof id !== "string") return id;
  return { ok: true, service: (await curatorService(db, id))! };
}

// ---------------------------------------------------------------------------------------------
// A country's emergency numbers
// ---------------------------------------------------------------------------------------------

const EMERGENCY_NUMBERS = "the country's emergency numbers";

/**
 * Changes a country's emergency numbers, their note or source, or the country's name. The note
 * and the names may name only the emergency numbers (or what they said before).
 */
export async function editEmergency(
  db: Database,
  code: string,
  body: unknown,
  writer: Writer,
): Promise<CountryOutcome> {
  if (!writer.stepUpGiven) return STEP_UP;
  const input = (typeof body === "object" && body !== null ? body : {}) as Record<string, unknown>;
  const { curator, now } = writer;
  const outcome = await db.transaction(async (tx): Promise<HelplineRefusal | true> => {
    await lock(tx, `country:${code}`);
    const row = await countryRow(tx, code);
    if (!row) return { ok: false, status: 404, message: NO_SUCH_COUNTRY };
    const old = row.emergency as EmergencyFields;
    const emergency: Record<string, unknown> = { ...old };
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
    const rules: AllowedNumbers = {
      numbers: parsed.data.numbers,
      before: [old.note ?? "", row.name, row.inSentence ?? ""],
    };
    const problems: FieldErrors = {};
    for (const [field, text] of [
      ["note", parsed.data.note ?? ""],
      ["name", names.data.name ?? ""],
      ["inSentence", names.data.inSentence ?? ""],
    ] as const) {
      const stray = strayNumber(text, rules);
      const label = EMERGENCY_LABELS[field];
      if (stray)
        problems[field] = strayNumberMessage(label, stray, EMERGENCY_NUMBERS, rules.numbers);
    }
    if (Object.keys(problems).length) return invalid(problems);
    const numbersChange = old.numbers.join(",") !== parsed.data.numbers.join(",");
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
  return { ok: true, country: (await curatorCountry(db, code))! };
}

/**
 * Records a check of a country's emergency numbers, as `verifyService` does for a line: against
 * an official page (any https address: a country has no sites of its own in the registry), its
 * note naming only the emergency numbers (or years).
 */
export async function verifyEmergency(
  db: Database,
  code: string,
  body: unknown,
  writer: Writer,
): Promise<CountryOutcome> {
  if (!writer.stepUpGiven) return STEP_UP;
  const read = readCheck(body);
  if (!read.ok) return read;
  const { check } = read;
  const { curator, now } = writer;
  const outcome = await db.transaction(async (tx): Promise<HelplineRefusal | true> => {
    await lock(tx, `country:${code}`);
    const row = await countryRow(tx, code);
    if (!row) return { ok: false, status: 404, message: NO_SUCH_COUNTRY };
    const { numbers, note } = row.emergency as EmergencyFields;
    const stray = strayNumber(check.note, { numbers, before: [note ?? ""], years: true });
    if (stray) {
      return invalid({
        note: strayNumberMessage(CHECK_LABELS.note, stray, EMERGENCY_NUMBERS, numbers),
      });
    }
    await tx
      .insert(helplineChecks)
      .values({ countryCode: code, checkedAt: now, curator, ...check });
    await finish(tx, {
      curator,
      action: "emergency.verify",
      target: `country:${code}`,
      detail: `Checked against ${check.sourceUrl}`,
    });
    return true;
  });
  if (outcome !== true) return outcome;
  return { ok: true, country: (await curatorCountry(db, code))! };
}
