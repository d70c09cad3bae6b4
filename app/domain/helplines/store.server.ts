import { asc, eq, inArray, or } from "drizzle-orm";
import { HELPLINE_SEED } from "../../content/helpline-seed";
import type {
  EmergencyFields,
  SeedCountry,
  ServiceFields,
} from "../../content/helpline-seed.schema";
import type { Database } from "../../db/client.server";
import { helplineChecks, helplineCountries, helplineServices } from "../../db/schema";
import { seedRows, type CheckRow, type HelplineRows } from "./registry.server";

/*
 * The registry's rows in the database (app/db/schema.ts, helpline_*): the seed written on first
 * start, and what the live snapshot, the console and the curator's JSON API read. A curator's
 * changes are written by app/features/curators/helplines/writes.server.ts.
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

/** A service row as the console reads it, with its log. */
function serviceOf(service: HelplineRows["services"][number], log: CuratorCheck[]): CuratorService {
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
}

/** A country row as the console reads it, with its emergency log and its services. */
function countryOf(
  country: HelplineRows["countries"][number],
  log: CuratorCheck[],
  services: CuratorService[],
): CuratorCountry {
  return {
    code: country.code,
    name: country.name,
    inSentence: country.inSentence,
    timeZone: country.timeZone,
    position: country.position,
    emergency: { ...country.emergency, checkedAt: log[0]?.at ?? null, checks: log },
    services,
  };
}

/** Listed services first, in their order, then removed ones. */
const consoleOrder = (a: HelplineRows["services"][number], b: HelplineRows["services"][number]) =>
  Number(Boolean(a.removedAt)) - Number(Boolean(b.removedAt)) ||
  a.position - b.position ||
  a.id.localeCompare(b.id);

/** Every country and service, listed or removed, with its whole verification log. */
export async function curatorRegistry(db: Database): Promise<CuratorCountry[]> {
  const rows = await loadHelplineRows(db);
  const checksOf = (match: (check: CheckRow) => boolean) => logOf(rows.checks.filter(match));
  return rows.countries.map((country) =>
    countryOf(
      country,
      checksOf((check) => check.countryCode === country.code),
      rows.services
        .filter((service) => service.countryCode === country.code)
        .sort(consoleOrder)
        .map((service) =>
          serviceOf(
            service,
            checksOf((check) => check.serviceId === service.id),
          ),
        ),
    ),
  );
}

/** One service with its log, or undefined: its own row and checks, nothing else. */
export async function curatorService(
  db: Database,
  id: string,
): Promise<CuratorService | undefined> {
  const [[row], checks] = await Promise.all([
    db.select().from(helplineServices).where(eq(helplineServices.id, id)),
    db.select().from(helplineChecks).where(eq(helplineChecks.serviceId, id)),
  ]);
  return row ? serviceOf(row, logOf(checks)) : undefined;
}

/** One country with its emergency log and its services (with their logs), or undefined. */
export async function curatorCountry(
  db: Database,
  code: string,
): Promise<CuratorCountry | undefined> {
  const [[row], services, checks] = await Promise.all([
    db.select().from(helplineCountries).where(eq(helplineCountries.code, code)),
    db.select().from(helplineServices).where(eq(helplineServices.countryCode, code)),
    db
      .select()
      .from(helplineChecks)
      .where(
        or(
          eq(helplineChecks.countryCode, code),
          inArray(
            helplineChecks.serviceId,
            db
              .select({ id: helplineServices.id })
              .from(helplineServices)
              .where(eq(helplineServices.countryCode, code)),
          ),
        ),
      ),
  ]);
  if (!row) return undefined;
  const checksOf = (match: (check: CheckRow) => boolean) => logOf(checks.filter(match));
  return countryOf(
    { ...row, emergency: row.emergency as EmergencyFields },
    checksOf((check) => check.countryCode === code),
    services.sort(consoleOrder).map((service) =>
      serviceOf(
        service,
        checksOf((check) => check.serviceId === service.id),
      ),
    ),
  );
}
