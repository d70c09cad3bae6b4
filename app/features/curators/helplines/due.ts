import { href } from "react-router";
import { checkAge, type CheckAge } from "~/domain/helplines/check-age";
import type { CuratorCountry } from "~/domain/helplines/store.server";

/** A line (or a country's emergency numbers) whose last check is 6 months old or more. */
export interface DueLine {
  /** Where the console edits and verifies it. */
  href: string;
  name: string;
  country: string;
  checkedAt: string | null;
  age: Exclude<CheckAge, "fresh">;
}

/**
 * Needs review's crisis lines: every listed line and every country's emergency numbers not
 * checked for 6 months (due) or 12 (overdue, which the public page says), oldest first.
 */
export function linesDue(countries: readonly CuratorCountry[], now: Date): DueLine[] {
  const due: DueLine[] = [];
  const add = (entry: Omit<DueLine, "age">) => {
    const age = entry.checkedAt ? checkAge(entry.checkedAt, now) : "overdue";
    if (age !== "fresh") due.push({ ...entry, age });
  };
  for (const country of countries) {
    add({
      href: href("/curator/helplines/countries/:code", { code: country.code }),
      name: `Emergency numbers (${country.emergency.numbers.join(", ")})`,
      country: country.name,
      checkedAt: country.emergency.checkedAt,
    });
    for (const service of country.services) {
      if (service.removed) continue;
      add({
        href: href("/curator/helplines/:id", { id: service.id }),
        name: service.name,
        country: country.name,
        checkedAt: service.checkedAt,
      });
    }
  }
  return due.sort((a, b) => (a.checkedAt ?? "").localeCompare(b.checkedAt ?? ""));
}
