import type { HelplineCountry, HelplineRegistry } from "./types";

/*
 * The registry as open data (`GET /api/helplines`, `GET /api/helplines/{code}`; docs/product.md "Crisis lines"): the same shapes the pages read (./types.ts), with the
 * licence stated in every answer.
 */

/** The licence the lines are shared under. */
export const OPEN_DATA_LICENSE = "CC BY 4.0";
export const OPEN_DATA_LICENSE_URL = "https://creativecommons.org/licenses/by/4.0/";

/** Who to credit, and where the lines are kept. */
function attribution(siteUrl: string) {
  return {
    license: OPEN_DATA_LICENSE,
    licenseUrl: OPEN_DATA_LICENSE_URL,
    attribution: `Steady Ground, ${siteUrl}/get-help`,
  };
}

/** Every country: `{updatedAt, license, licenseUrl, attribution, countries}`. */
export function openRegistry(registry: HelplineRegistry, siteUrl: string) {
  return { ...attribution(siteUrl), updatedAt: registry.updatedAt, countries: registry.countries };
}

/** One country: its own fields, with the registry's `updatedAt` and the licence. */
export function openCountry(registry: HelplineRegistry, country: HelplineCountry, siteUrl: string) {
  return { ...attribution(siteUrl), updatedAt: registry.updatedAt, ...country };
}
