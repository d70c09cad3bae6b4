import { HELPLINE_DATA } from "~/content/helplines";
import type { Country } from "~/content/helplines.schema";

export {
  COUNTRY_STORAGE_KEY,
  DEFAULT_LINE,
  mainLine,
  telHref,
  smsHref,
  contactHref,
  contactLabel,
} from "./helpline-links";

/** Countries by name, for the chooser and the all-countries page. */
export const COUNTRIES: readonly Country[] = [...HELPLINE_DATA].sort((a, b) =>
  a.name.localeCompare(b.name, "en"),
);

export function findCountry(code: string): Country | undefined {
  const wanted = code.toLowerCase();
  return HELPLINE_DATA.find((country) => country.code === wanted);
}

/** The oldest check date among a country's entries: the page never claims a fresher check. */
export function lastCheckedOf(country: Country): string {
  return [country.emergency.lastChecked, ...country.services.map((s) => s.lastChecked)]
    .sort()
    .at(0) as string;
}
