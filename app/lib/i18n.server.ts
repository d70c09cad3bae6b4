import { compileMessageOrThrow } from "@lingui/message-utils/compileMessage";
import { en, type Catalogue, type MessageKey } from "~/locales/en";
import { es } from "~/locales/es";
import type { Messages, PageMessages } from "./i18n";
import type { Locale } from "./locale";

/** One catalogue per language (app/locales/); English is the source of the keys. */
export const CATALOGUES: Record<Locale, Catalogue> = { en, es };

/** The keys every page's frame reads (header, menus, footer, crisis bar, quick exit, 404). */
export const FRAME_PREFIXES = ["frame.", "quickExit.", "crisis.", "footer.", "notFound.", "error."];

const compiled = new Map<string, Messages>();

/**
 * The messages of one language whose keys start with one of `prefixes`, compiled to Lingui's
 * form (ICU parsed once, on the server), for a loader to hand its page. A message that does not
 * parse throws, so a broken catalogue fails the build rather than a visitor's page.
 */
export function messagesFor(locale: Locale, prefixes: readonly string[]): PageMessages {
  const cacheKey = `${locale}:${prefixes.join(",")}`;
  let messages = compiled.get(cacheKey);
  if (!messages) {
    const catalogue = CATALOGUES[locale];
    messages = {};
    for (const key of Object.keys(catalogue) as MessageKey[]) {
      if (prefixes.some((prefix) => key.startsWith(prefix))) {
        messages[key] = compileMessageOrThrow(catalogue[key]);
      }
    }
    compiled.set(cacheKey, messages);
  }
  return { locale, messages };
}

/** One message as plain text, on the server (a page's title or description for its `meta`). */
export function messageText(locale: Locale, key: MessageKey): string {
  return CATALOGUES[locale][key];
}
