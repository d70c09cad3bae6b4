import { href } from "react-router";
import { callHref } from "~/domain/helplines/dial";
import { DEFAULT_COUNTRY_CODE, findCountry, methodHref } from "~/domain/helplines/links";
import { activeRegistry } from "~/domain/helplines/registry.server";
import { regionName } from "~/lib/locale";
import { methodLabelEs, splitBySpanish } from "./lineas";

/**
 * What "Obtén ayuda ahora" above a search in Spanish shows (./ayuda-busqueda.tsx), worked out
 * here so the search pages do not carry the crisis-line code to the browser: the default
 * country's routes that answer in Spanish (a method's `languages`), as /es/ayuda lists them
 * first, and its emergency numbers; every number is the registry's.
 */
export interface AyudaBusqueda {
  /** The country's name in Spanish ("Estados Unidos"). */
  country: string;
  routes: Array<{ href: string; label: string; service: string }>;
  /** All of the country's lines: /es/ayuda/{code}. */
  countryPage: string;
  emergency: Array<{ href: string; number: string }>;
}

export function ayudaBusqueda(): AyudaBusqueda | null {
  const country = findCountry(activeRegistry(), DEFAULT_COUNTRY_CODE);
  if (!country) return null;
  return {
    country: regionName("es", country.code),
    routes: splitBySpanish(country.services).spanish.flatMap(({ service, methods }) =>
      methods.map((method) => ({
        href: methodHref(method),
        label: methodLabelEs(method),
        service: service.name,
      })),
    ),
    countryPage: href("/es/ayuda/:code", { code: country.code }),
    emergency: country.emergency.numbers.map((number) => ({ href: callHref(number), number })),
  };
}
