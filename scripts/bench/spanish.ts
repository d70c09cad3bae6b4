import { SITE_PAGES, type SitePage } from "../../app/content/site-pages";
import type { LighthouseRow } from "./lighthouse";
import type { Page } from "./static";

/**
 * The Spanish pages are held to the English pages' limits (docs/decisions/042-i18n-with-lingui.md):
 * `npm run bench` audits every prerendered one in the page registry beside its English twin, so
 * a new one is measured without a line here.
 */

export interface SpanishPage extends Page {
  /** The same page in English (the registry's `twin`), when there is one. */
  twin?: Page;
}

/** A page's bench name: its address without the leading slash (`es/chequeo`), `home` for `/`. */
const pageOf = (path: string): Page => ({ name: path === "/" ? "home" : path.slice(1), path });

/** The prerendered Spanish pages of a page registry, in its order, each with its English twin. */
export function spanishPages(registry: readonly SitePage[]): SpanishPage[] {
  return registry
    .filter((page) => page.locale === "es" && page.prerender)
    .map((page) => ({ ...pageOf(page.path), ...(page.twin ? { twin: pageOf(page.twin) } : {}) }));
}

export const SPANISH_PAGES: SpanishPage[] = spanishPages(SITE_PAGES);

/**
 * The order Lighthouse audits pages in: the given ones (the bare page, a crisis page, the English
 * content pages), then each Spanish page right after its English twin, so that the two are
 * measured moments apart. A twin already in the list keeps its place and name; no page twice.
 */
export function lighthouseOrder(first: Page[], spanish: SpanishPage[]): Page[] {
  const pages = [...first];
  const has = (path: string) => pages.some((page) => page.path === path);
  for (const { twin, ...page } of spanish) {
    if (twin && !has(twin.path)) pages.push(twin);
    if (!has(page.path)) pages.push(page);
  }
  return pages;
}

export interface TwinRow {
  /** The Spanish page's bench name and address. */
  page: string;
  path: string;
  /** Its LCP ÷ the bare page's, in the same run; NaN when either was not measured. */
  lcpRatio: number;
  performance: number;
  tbtMs: number;
  /** The English twin's address and the same figures; absent when the page has no twin. */
  twin?: { page: string; path: string; lcpRatio: number; performance: number; tbtMs: number };
}

/**
 * Each Spanish page's Lighthouse figures beside its English twin's, from one run's rows; a page
 * Lighthouse did not measure has NaN figures.
 */
export function compareTwins(rows: LighthouseRow[], spanish: SpanishPage[]): TwinRow[] {
  const bare = rows.find((row) => row.page === "bare");
  const figures = (path: string) => {
    const row = rows.find((r) => r.path === path);
    return {
      lcpRatio: row && bare ? row.lcpMs / bare.lcpMs : NaN,
      performance: row?.performance ?? NaN,
      tbtMs: row?.tbtMs ?? NaN,
    };
  };
  return spanish.map(({ name, path, twin }) => {
    // A twin the English list already audited under another name keeps that name.
    const twinRow = twin && rows.find((row) => row.path === twin.path);
    return {
      page: name,
      path,
      ...figures(path),
      ...(twin
        ? { twin: { page: twinRow?.page ?? twin.name, path: twin.path, ...figures(twin.path) } }
        : {}),
    };
  });
}
