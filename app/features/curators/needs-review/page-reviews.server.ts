import { href } from "react-router";
import { eq } from "drizzle-orm";
import { languageName } from "~/content/review-languages";
import { SITE_PAGES } from "~/content/site-pages";
import { announceCatalogueChange, recordAction } from "~/db/audit.server";
import type { Database } from "~/db/client.server";
import { curatorProfiles, pageReviews } from "~/db/schema";
import { countriesByName } from "~/domain/helplines/links";
import type { HelplineRegistry } from "~/domain/helplines/types";
import type { ReviewRecord } from "~/domain/reviews";
import { loadReviews } from "~/domain/reviews.server";
import { regionName, type Locale } from "~/lib/locale";
import { isoDay } from "~/lib/dates";
import { NO_PROFILE_MESSAGE, type Reviewing } from "./reviews.server";

/**
 * Reviews of translated pages (docs/decisions/043-reviewed-translations.md): a curator whose
 * profile lists a page's language records that they reviewed its translation. The row, its
 * audit entry and the change announcement commit together; from then on the page's note names
 * them, on every process (server/live-catalogue.ts).
 */

/** A page in a language other than English, as the console lists it. */
export interface TranslatedPage {
  path: string;
  title: string;
  locale: Exclude<Locale, "en">;
  /** Its review as the page states it now, or null. */
  review: ReviewRecord | null;
}

/**
 * Every page with a translation to review: the Spanish pages of the page registry, then each
 * country's crisis lines in Spanish (by country name).
 */
export function translatedPages(
  registry: Pick<HelplineRegistry, "countries">,
): Array<Omit<TranslatedPage, "review">> {
  const registered = SITE_PAGES.filter((page) => page.locale === "es").map((page) => ({
    path: page.path,
    title: page.title,
    locale: "es" as const,
  }));
  const countries = countriesByName(registry)
    .map(({ code }) => ({ code, name: regionName("es", code) }))
    .sort((a, b) => a.name.localeCompare(b.name, "es"))
    .map(({ code, name }) => ({
      path: href("/es/ayuda/:code", { code }),
      title: `Líneas de crisis en ${name}`,
      locale: "es" as const,
    }));
  return [...registered, ...countries];
}

/** The translated pages with the review each states, as the database holds them now. */
export async function translatedPagesWithReviews(
  db: Database,
  registry: Pick<HelplineRegistry, "countries">,
): Promise<TranslatedPage[]> {
  const { pages } = await loadReviews(db);
  return translatedPages(registry).map((page) => ({
    ...page,
    review: pages.get(page.path) ?? null,
  }));
}

/** The refusal for a curator whose profile does not list the page's language. */
export function notYourLanguageMessage(locale: string): string {
  const language = languageName(locale);
  return `Your profile does not list ${language}: only a curator who reviews in ${language} can record a review of a ${language} page's translation. If you do, tick ${language} on your profile first.`;
}

export type PageReviewOutcome =
  { ok: true; reviewedOn: string } | { ok: false; status: 404 | 403 | 409; message: string };

/**
 * Records that the curator reviewed the translation of `path` today. Refused when the path is
 * no translated page (404), when the curator has no profile (409: the page could not name
 * them), or when their profile does not list the page's language (403).
 */
export async function recordPageReview(
  db: Database,
  path: string,
  registry: Pick<HelplineRegistry, "countries">,
  curator: Reviewing,
  now: Date = new Date(),
): Promise<PageReviewOutcome> {
  const page = translatedPages(registry).find((candidate) => candidate.path === path);
  if (!page) {
    return { ok: false, status: 404, message: "That is no translated page." };
  }
  return db.transaction(async (tx) => {
    const [profile] = await tx
      .select({ languages: curatorProfiles.languages })
      .from(curatorProfiles)
      .where(eq(curatorProfiles.userId, curator.userId))
      .limit(1);
    if (!profile) return { ok: false, status: 409, message: NO_PROFILE_MESSAGE } as const;
    if (!profile.languages.includes(page.locale)) {
      return { ok: false, status: 403, message: notYourLanguageMessage(page.locale) } as const;
    }
    await tx.insert(pageReviews).values({
      path: page.path,
      locale: page.locale,
      reviewedAt: now,
      curator: curator.username,
      userId: curator.userId,
    });
    await recordAction(tx, {
      curator: curator.username,
      action: "confirm-reviewed",
      target: `page:${page.path}`,
    });
    await announceCatalogueChange(tx);
    return { ok: true, reviewedOn: isoDay(now) } as const;
  });
}
