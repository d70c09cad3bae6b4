import { addedBy } from "~/content/added-by";
import { SPANISH_RESOURCES } from "~/content/resources-es";
import type { Resource } from "~/content/schema";
import { SITE_PAGES } from "~/content/site-pages";
import { temaDe, type Tema } from "~/content/temas-es";
import type { LinkResult } from "./link-results";
import { createSearchIndex, type SearchIndex } from "./search-index";

/*
 * The search in Spanish (/es/buscar, and /search?lang=es): the entries that are themselves in
 * Spanish (app/content/resources-es.ts) and the Spanish pages the registry marks `search`
 * (app/content/site-pages.ts). Accents and the tilde are ignored on both sides, so "depresion"
 * finds "Depresión" and "ansiedád" finds "ansiedad" (docs/product.md, "Search").
 */

/** Text without accents or the tilde ("Depresión" → "Depresion", "daño" → "dano"). */
export function foldAccents(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "");
}

/** An entry in Spanish as a result shows it: it links to its own site (there is no page here). */
export interface SpanishResult {
  id: string;
  title: string;
  author: string | null;
  url: string | null;
  summary: string;
  tema: Tema;
  /** Added by the editors; no curator has reviewed it yet. */
  byEditors: boolean;
}

export function toSpanishResult(resource: Resource): SpanishResult {
  return {
    id: resource.id,
    title: resource.title,
    author: resource.author ?? null,
    url: resource.url ?? null,
    summary: resource.description.split(/\n\s*\n/)[0]!,
    tema: temaDe(resource),
    byEditors: addedBy(resource.id, true) === "editors",
  };
}

/** The Spanish pages the search finds (not the search page itself: its `search` is false). */
const spanishPages = () => SITE_PAGES.filter((page) => page.locale === "es" && page.search);

let built: SearchIndex | undefined;

/** Built on first use: the entries and pages in Spanish are bundled, so it never changes. */
function spanishIndex(): SearchIndex {
  built ??= createSearchIndex([
    ...SPANISH_RESOURCES.map((resource) => ({
      id: resource.id,
      kind: "resource" as const,
      title: foldAccents(resource.title),
      author: foldAccents(resource.author ?? ""),
      tags: foldAccents(temaDe(resource).name),
      body: foldAccents(resource.description),
    })),
    ...spanishPages().map((page) => ({
      id: page.path,
      kind: "page" as const,
      title: foldAccents(page.title),
      terms: (page.searchTerms ?? []).map(foldAccents),
      tags: "",
      body: foldAccents(page.description),
    })),
  ]);
  return built;
}

/** The entries in Spanish, by topic: what the topic filter offers, with Spanish names first. */
export function spanishTopics(): Tema[] {
  const topics = new Map(
    SPANISH_RESOURCES.map((resource) => [temaDe(resource).id, temaDe(resource)]),
  );
  return [...topics.values()];
}

/** Whether `id` names a topic of the entries in Spanish (an address's `?tema=`). */
export function isSpanishTopic(id: string): boolean {
  return spanishTopics().some((tema) => tema.id === id);
}

export interface SpanishSearch {
  /** The matching entries in Spanish, best first; every one when there is no query. */
  resources: Resource[];
  /** The matching Spanish pages, best first; none when there is no query. */
  pages: LinkResult[];
}

/** The entries and pages in Spanish that match `q` (all entries and no pages when it is empty). */
export function searchSpanish(q: string): SpanishSearch {
  const query = foldAccents(q.trim());
  if (!query) return { resources: [...SPANISH_RESOURCES], pages: [] };
  const hits = spanishIndex().search(query);
  const byId = new Map(SPANISH_RESOURCES.map((resource) => [resource.id, resource]));
  const pages = new Map(spanishPages().map((page) => [page.path, page]));
  return {
    resources: hits
      .filter((hit) => hit.kind === "resource")
      .map((hit) => byId.get(hit.id))
      .filter((resource) => resource !== undefined),
    pages: hits
      .filter((hit) => hit.kind === "page")
      .map((hit) => pages.get(hit.id))
      .filter((page) => page !== undefined)
      .map(({ path, title, description }) => ({ href: path, title, summary: description })),
  };
}
