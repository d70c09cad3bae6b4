import { AsyncLocalStorage } from "node:async_hooks";
import { HELPLINE_SEED } from "../../content/helpline-seed";
import {
  EmergencyFieldsSchema,
  ServiceFieldsSchema,
  type Check,
  type EmergencyFields,
  type SeedCountry,
} from "../../content/helpline-seed.schema";
import { digitsOf } from "./dial";
import { hoursText } from "./hours";
import { crisisLineOf, DEFAULT_COUNTRY_CODE, findCountry } from "./links";
import type { CheckShown, HelplineCountry, HelplineRegistry, HelplineService } from "./types";

/*
 * The registry every page reads (docs/product.md "Crisis lines"): the
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

/** A page three or more calendar years older than the check is named with its year. */
export const OLD_PAGE_YEARS = 3;

/** What one check confirmed, as the public page says it. */
interface CheckFacts {
  /** The numbers and addresses the page printed for the line (digits only for numbers). */
  shows: ReadonlySet<string> | "all";
  pageYear: number | null;
  pageYearApprox: boolean;
}

/** How a number or address is compared: a number by its digits, an address as written. */
function shownKey(value: string): string {
  return /^[0-9 -]+$/.test(value) ? digitsOf(value) : value;
}

/** The target a check is about, and the day and page, as a key into the seed's checks. */
function seedKey(target: string, on: string, sourceUrl: string): string {
  return `${target}\n${on}\n${sourceUrl}`;
}

/**
 * What each of the seed's checks confirmed, by target, day and page: the database's log keeps
 * when and against what; what the page printed is the seed's record of it (decision 040).
 */
function seedCheckFacts(seed: readonly SeedCountry[]): Map<string, CheckFacts> {
  const facts = new Map<string, CheckFacts>();
  const add = (target: string, checks: readonly Check[]) => {
    for (const check of checks) {
      facts.set(seedKey(target, check.on, check.sourceUrl), {
        shows: new Set((check.shows ?? []).map(shownKey)),
        pageYear: check.pageYear ?? null,
        pageYearApprox: check.pageYearApprox ?? false,
      });
    }
  };
  for (const country of seed) {
    add(`country:${country.code}`, country.emergency.checks);
    for (const service of country.services) add(`service:${service.id}`, service.checks);
  }
  return facts;
}

const SEED_FACTS = seedCheckFacts(HELPLINE_SEED);
const NOTHING_SHOWN: CheckFacts = { shows: new Set(), pageYear: null, pageYearApprox: false };

/**
 * What a logged check confirmed: a curator's Verify is a statement that they read the number on
 * that page (the console asks for exactly that); an editors' check from the seed confirms what
 * the seed records it showed, and nothing if the seed no longer has it.
 */
function factsOf(check: CheckRow, facts: ReadonlyMap<string, CheckFacts>): CheckFacts {
  if (check.curator) return { shows: "all", pageYear: null, pageYearApprox: false };
  const target = check.serviceId ? `service:${check.serviceId}` : `country:${check.countryCode}`;
  const day = check.checkedAt.toISOString().slice(0, 10);
  return facts.get(seedKey(target, day, check.sourceUrl)) ?? NOTHING_SHOWN;
}

/** The check a public page names for a line, and what it says about it. */
export interface ShownCheck {
  check: CheckRow;
  /** The page printed the line's main number or address. */
  showsNumber: boolean;
  /** The page's year, when it is OLD_PAGE_YEARS or more before the check; else null. */
  oldPageYear: number | null;
  oldPageYearApprox: boolean;
}

/**
 * The check a public page shows for a line whose main number or address is `main`: the latest
 * check whose page printed it (on the same day, a current page before an old one, then the one
 * logged first: the seed lists a line's own page first); with none, the latest check of all,
 * marked as not showing the number, so the page says so instead of implying it.
 */
export function shownCheck(
  checks: readonly CheckRow[],
  main: string,
  facts: ReadonlyMap<string, CheckFacts> = SEED_FACTS,
): ShownCheck | null {
  const wanted = shownKey(main);
  const read = checks.map((check) => {
    const known = factsOf(check, facts);
    const year = check.checkedAt.getUTCFullYear();
    const old = known.pageYear !== null && year - known.pageYear >= OLD_PAGE_YEARS;
    return {
      check,
      showsNumber: known.shows === "all" || known.shows.has(wanted),
      oldPageYear: old ? known.pageYear : null,
      oldPageYearApprox: old && known.pageYearApprox,
    };
  });
  const order = (a: ShownCheck, b: ShownCheck) =>
    b.check.checkedAt.getTime() - a.check.checkedAt.getTime() ||
    Number(a.oldPageYear !== null) - Number(b.oldPageYear !== null) ||
    (b.oldPageYear ?? 0) - (a.oldPageYear ?? 0) ||
    a.check.id - b.check.id;
  const showing = read.filter((entry) => entry.showsNumber).sort(order);
  return showing[0] ?? read.sort(order)[0] ?? null;
}

/** The shown check as the public shapes carry it (types.ts `CheckShown`). */
function publicCheck(shown: ShownCheck): CheckShown {
  return {
    checkedAt: shown.check.checkedAt.toISOString(),
    checkedAgainst: shown.check.sourceUrl,
    checkShowsNumber: shown.showsNumber,
    checkPageYear: shown.oldPageYear,
    checkPageYearApprox: shown.oldPageYearApprox,
  };
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
  const checksOf = (key: (check: CheckRow) => string | null) => {
    const byTarget = new Map<string, CheckRow[]>();
    for (const check of rows.checks) {
      const target = key(check);
      if (target) byTarget.set(target, [...(byTarget.get(target) ?? []), check]);
    }
    return byTarget;
  };
  const serviceChecks = checksOf((check) => check.serviceId);
  const countryChecks = checksOf((check) => check.countryCode);
  const stamps = [
    ...rows.countries.map((row) => row.updatedAt.getTime()),
    ...rows.services.map((row) => row.updatedAt.getTime()),
    ...rows.checks.map((row) => row.checkedAt.getTime()),
  ];
  const countries: HelplineCountry[] = [];
  for (const row of [...rows.countries].sort((a, b) => a.position - b.position)) {
    const emergency = EmergencyFieldsSchema.safeParse(row.emergency);
    const emergencyCheck = emergency.success
      ? shownCheck(countryChecks.get(row.code) ?? [], emergency.data.numbers[0]!)
      : null;
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
      const check = fields.success
        ? shownCheck(serviceChecks.get(service.id) ?? [], fields.data.methods[0]!.value)
        : null;
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
        ...publicCheck(check),
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
        ...publicCheck(emergencyCheck),
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
