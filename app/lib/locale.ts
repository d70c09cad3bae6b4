/*
 * The site's languages, read from the address (docs/decisions/042-i18n-with-lingui.md): English
 * keeps today's paths, Spanish pages live under /es. Read by the build's config too, so this file
 * imports nothing.
 */

export const LOCALES = ["en", "es"] as const;
export type Locale = (typeof LOCALES)[number];

/** The prefix of a language's pages: "" for English, "/es" for Spanish. */
export function localePrefix(locale: Locale): string {
  return locale === "en" ? "" : `/${locale}`;
}

/** The language of a page, from its path: `/es` and `/es/…` are Spanish, the rest English. */
export function localeOf(pathname: string): Locale {
  return pathname === "/es" || pathname.startsWith("/es/") ? "es" : "en";
}

/**
 * The registry's countries in Spanish, written here rather than asked of `Intl.DisplayNames`:
 * the server's ICU and the browser's do not always agree (Node says "RAE de Hong Kong (China)",
 * Chromium "Hong Kong"), and a page whose words differ between the two fails to hydrate. A test
 * (locale.test.ts) fails when the registry gains a country this list lacks.
 */
export const SPANISH_REGION_NAMES: Readonly<Record<string, string>> = {
  at: "Austria",
  au: "Australia",
  be: "Bélgica",
  ca: "Canadá",
  ch: "Suiza",
  de: "Alemania",
  dk: "Dinamarca",
  es: "España",
  fi: "Finlandia",
  fr: "Francia",
  gb: "Reino Unido",
  hk: "Hong Kong",
  ie: "Irlanda",
  in: "India",
  is: "Islandia",
  it: "Italia",
  nl: "Países Bajos",
  no: "Noruega",
  nz: "Nueva Zelanda",
  ph: "Filipinas",
  pl: "Polonia",
  pt: "Portugal",
  se: "Suecia",
  sg: "Singapur",
  us: "Estados Unidos",
  za: "Sudáfrica",
};

/**
 * A country's name in a language, from its ISO code ("us" → "Estados Unidos"): in Spanish from
 * the list above, otherwise (and for a code it lacks) by the platform.
 */
export function regionName(locale: Locale, code: string): string {
  const written = locale === "es" ? SPANISH_REGION_NAMES[code.toLowerCase()] : undefined;
  return (
    written ?? new Intl.DisplayNames([locale], { type: "region" }).of(code.toUpperCase()) ?? code
  );
}

/**
 * Pages whose twin follows a parameter rather than a registry entry: a country's crisis lines
 * (`/get-help/us` ↔ `/es/ayuda/us`). Registry pages name theirs (app/content/site-pages.ts).
 */
const TWIN_PREFIXES: readonly (readonly [string, string])[] = [["/es/ayuda/", "/get-help/"]];

/** The twin of a page whose address holds a country's code, or null. */
export function twinByCode(path: string): string | null {
  for (const [other, english] of TWIN_PREFIXES) {
    const code = (from: string) => (path.startsWith(from) ? path.slice(from.length) : "");
    if (/^[a-z]{2}$/.test(code(other))) return english + code(other);
    if (/^[a-z]{2}$/.test(code(english))) return other + code(english);
  }
  return null;
}
