/*
 * The site's languages, read from the address (docs/decisions/040-i18n-with-lingui.md): English
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

/** A country's name in a language, from its ISO code ("us" → "Estados Unidos"), by the platform. */
export function regionName(locale: Locale, code: string): string {
  return new Intl.DisplayNames([locale], { type: "region" }).of(code.toUpperCase()) ?? code;
}
