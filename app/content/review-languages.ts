/**
 * The languages a curator may say they review pages in (BCP 47), with how the console names them.
 * A Spanish page says who reviewed its translation only when that curator lists "es"
 * (docs/decisions/043-reviewed-translations.md). English is the default: the site's own language.
 */
export const REVIEW_LANGUAGES = { en: "English", es: "Spanish" } as const;

export type ReviewLanguage = keyof typeof REVIEW_LANGUAGES;

/** How the console names a language tag: "Spanish"; the tag itself if not listed. */
export function languageName(tag: string): string {
  return Object.hasOwn(REVIEW_LANGUAGES, tag) ? REVIEW_LANGUAGES[tag as ReviewLanguage] : tag;
}
