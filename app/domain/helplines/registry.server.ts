import { AsyncLocalStorage } from "node:async_hooks";
import { HELPLINE_SEED } from "../../content/helpline-seed";
import {
  EmergencyFieldsSchema,
  ServiceFieldsSchema,
  type EmergencyFields,
  type SeedCountry,
} from "../../content/helpline-seed.schema";
import { hoursText } from "./hours";
import { crisisLineOf, DEFAULT_COUNTRY_CODE, findCountry } from "./links";
import type { HelplineCountry, HelplineRegistry, HelplineService } from "./types";

/*
 * The registry every page reads (CONTRACT.md "Crisis lines the curator keeps true"): the
 * database's rows built into one snapshot, swapped whole when a curator changes a line, on
 * every process (server/live-catalogue.ts), as the catalogue is (docs/decisions/024). Until the
 * database is read, and while the build prerenders, it is the seed, exactly as the first start
 * stores it.
 */

/** A country's row (the `helpline_countries` table). */
export interface CountryRow {
  code: string;
  position: number;
  name: string;
  inSentence: string | null;
  timeZone: string;
  emergency: EmergencyFields;
  updatedAt: Date;
}

/** A service's row (`helpline_services`); `fields` as ServiceFieldsSchema reads it. */
export interface ServiceRow {
  id: string;
  countryCode: string;
  position: number;
  fields: Record<string, unknown>;
  removedAt: Date | null;
  removedBy: string | null;
  updatedAt: Date;
}

/** One entry of the verification log (`helpline_checks`): a service's or a country's. */
export interface CheckRow {
  id: number;
  serviceId: string | null;
  countryCode: string | null;
  checkedAt: Date;
  sourceUrl: string;
  note: string;
  /** The curator's account; null for the editors' checks shipped with the seed. */
  curator: string | null;
}

export interface HelplineRows {
  countries: CountryRow[];
  services: ServiceRow[];
  checks: CheckRow[];
}

export interface InvalidHelpline {
  what: string;
  message: string;
}

/** A seed check's day, as a moment: midnight UTC. */
export function seedCheckTime(on: string): Date {
  return new Date(`${on}T00:00:00.000Z`);
}

/** The latest of a seed entry's checks: the moment its rows are dated on first start. */
function latestOn(checks: ReadonlyArray<{ on: string }>): Date {
  return seedCheckTime(
    checks
      .map((check) => check.on)
      .sort()
      .at(-1) ?? "1970-01-01",
  );
}

/**
 * The seed as the database's rows, as the first start writes them: each entry dated at its
 * latest check, its checks by the editors (no curator).
 */
export function seedRows(seed: readonly SeedCountry[] = HELPLINE_SEED): HelplineRows {
  const rows: HelplineRows = { countries: [], services: [], checks: [] };
  let checkId = 0;
  seed.forEach((country, position) => {
    const { checks, ...emergency } = country.emergency;
    rows.countries.push({
      code: country.code,
      position,
      name: country.name,
      inSentence: country.inSentence ?? null,
      timeZone: country.timeZone,
      emergency,
      updatedAt: latestOn(checks),
    });
    for (const check of checks) {
      rows.checks.push({
        id: ++checkId,
        serviceId: null,
        countryCode: country.code,
        checkedAt: seedCheckTime(check.on),
        sourceUrl: check.sourceUrl,
        note: check.note,
        curator: null,
      });
    }
    country.services.forEach((service, servicePosition) => {
      const { id, checks: serviceChecks, ...fields } = service;
      rows.services.push({
        id,
        countryCode: country.code,
        position: servicePosition,
        fields,
        removedAt: null,
        removedBy: null,
        updatedAt: latestOn(serviceChecks),
      });
      for (const check of serviceChecks) {
        rows.checks.push({
          id: ++checkId,
          serviceId: id,
          countryCode: null,
          checkedAt: seedCheckTime(check.on),
          sourceUrl: check.sourceUrl,
          note: check.note,
          curator: null,
        });
      }
    });
  });
  return rows;
}

/** The newest check of each target, by `key` (service id or country code). */
function latestChecks(checks: readonly CheckRow[], key: (check: CheckRow) => string | null) {
  const latest = new Map<string, CheckRow>();
  for (const check of checks) {
    const target = key(check);
    if (!target) continue;
    const seen = latest.get(target);
    const newer =
      !seen ||
      check.checkedAt.getTime() > seen.checkedAt.getTime() ||
      (check.checkedAt.getTime() === seen.checkedAt.getTime() && check.id > seen.id);
    if (newer) latest.set(target, check);
  }
  return latest;
}

/**
 * Builds the registry from its rows. Each service's fields are read by the seed's schema again:
 * a row that no longer reads (the schema grew stricter under it) or that was never checked is
 * left out and reported through `onInvalid`, never shown half-right. Removed services are left
 * out.
 */
export function buildRegistry(
  rows: HelplineRows,
  onInvalid: (problem: InvalidHelpline) => void = () => {},
): HelplineRegistry {
  const serviceChecks = latestChecks(rows.checks, (check) => check.serviceId);
  const countryChecks = latestChecks(rows.checks, (check) => check.countryCode);
  const stamps = [
    ...rows.countries.map((row) => row.updatedAt.getTime()),
    ...rows.services.map((row) => row.updatedAt.getTime()),
    ...rows.checks.map((row) => row.checkedAt.getTime()),
  ];
  const countries: HelplineCountry[] = [];
  for (const row of [...rows.countries].sort((a, b) => a.position - b.position)) {
    const emergency = EmergencyFieldsSchema.safeParse(row.emergency);
    const emergencyCheck = countryChecks.get(row.code);
    if (!emergency.success || !emergencyCheck) {
      onInvalid({
        what: `country:${row.code}`,
        message: emergency.error?.issues[0]?.message ?? "its emergency numbers were never checked",
      });
      continue;
    }
    const services: HelplineService[] = [];
    const own = rows.services
      .filter((service) => service.countryCode === row.code && !service.removedAt)
      .sort((a, b) => a.position - b.position || a.id.localeCompare(b.id));
    for (const service of own) {
      const fields = ServiceFieldsSchema.safeParse(service.fields);
      const check = serviceChecks.get(service.id);
      if (!fields.success || !check) {
        onInvalid({
          what: `helpline:${service.id}`,
          message: fields.error?.issues[0]?.message ?? "it was never checked",
        });
        continue;
      }
      const { cost, ...shown } = fields.data;
      services.push({
        id: service.id,
        ...shown,
        hoursText: hoursText(shown.hours, shown.timeZone),
        cost: cost ?? null,
        checkedAt: check.checkedAt.toISOString(),
        checkedAgainst: check.sourceUrl,
      });
    }
    countries.push({
      code: row.code,
      name: row.name,
      inSentence: row.inSentence,
      timeZone: row.timeZone,
      emergency: {
        numbers: emergency.data.numbers,
        note: emergency.data.note ?? null,
        source: emergency.data.source,
        checkedAt: emergencyCheck.checkedAt.toISOString(),
        checkedAgainst: emergencyCheck.sourceUrl,
      },
      services,
    });
  }
  return { updatedAt: new Date(Math.max(0, ...stamps)).toISOString(), countries };
}

let current: HelplineRegistry = buildRegistry(seedRows());
/** A registry being rendered before it goes live (see `withRegistry`). */
const pending = new AsyncLocalStorage<HelplineRegistry>();

/** The registry this request reads: the live one, or the one being rendered. */
export function activeRegistry(): HelplineRegistry {
  return pending.getStore() ?? current;
}

/** The registry requests are answered from now. */
export function currentRegistry(): HelplineRegistry {
  return current;
}

/** Makes `registry` the one every later request reads. */
export function setRegistry(registry: HelplineRegistry): void {
  current = registry;
}

/** Runs `work` (a page render) reading `registry`, while every other request reads the live one. */
export function withRegistry<T>(registry: HelplineRegistry, work: () => T): T {
  return pending.run(registry, work);
}

/**
 * Whether a change of the registry changes what prerendered pages show: every page names the
 * crisis line (the bar, the footer, crisis notes), and the topic lines, the safety plan and the
 * check-in show the default country's lines before a visitor chooses one. Other countries'
 * lines are on pages rendered per request (/get-help, the embed) or fetched by the browser.
 */
export function changesPrerenderedPages(
  previous: HelplineRegistry,
  next: HelplineRegistry,
): boolean {
  const shown = (registry: HelplineRegistry) =>
    JSON.stringify([crisisLineOf(registry), findCountry(registry, DEFAULT_COUNTRY_CODE)]);
  return shown(previous) !== shown(next);
}
