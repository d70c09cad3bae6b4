import { href } from "react-router";
import { SITE_PAGES, sitePage } from "~/content/site-pages";
import { getArticle, listPosts } from "~/features/blog/articles.server";
import { activeCatalogue } from "~/domain/catalogue-now.server";
import {
  getAllResources,
  getCategories,
  getResourceById,
} from "~/features/directory/catalogue.server";
import {
  applySelection,
  buildFilterGroups,
  hasSelection,
  readSelection,
  selectionHref,
  type FilterGroup,
  type FilterSelection,
} from "~/features/directory/filters";
import {
  humanize,
  toCard,
  typeLabel,
  type ResourceCardData,
} from "~/features/directory/resource-view";
import { checkInPathFor } from "~/features/check-in/check-in-query";
import { countryPageText, countrySearchTerms } from "~/features/help/country-page";
import { crisisLineOf, DEFAULT_COUNTRY_CODE, findCountry } from "~/domain/helplines/links";
import { activeRegistry } from "~/domain/helplines/registry.server";
import { isCrisisQuery } from "~/features/search/crisis-query";
import { isCrisisQueryEs } from "~/features/search/crisis-query-es";
import {
  searchSpanish,
  toSpanishResult,
  type SpanishResult,
} from "~/features/search/spanish.server";
import { ayudaBusqueda, type AyudaBusqueda } from "~/features/espanol/ayuda-busqueda.server";
import type { LinkResult } from "~/features/search/link-results";
import {
  createSearchIndex,
  type SearchDocument,
  type SearchHit,
  type SearchIndex,
} from "~/features/search/search-index";

/** Category and subcategory display names by id, for searching and for the filter. */
function namesById(): Map<string, string> {
  const names = new Map<string, string>();
  for (const category of getCategories()) {
    names.set(category.id, category.name);
    for (const subcategory of category.subcategories) names.set(subcategory.id, subcategory.name);
  }
  return names;
}

export interface PageHit {
  path: string;
  title: string;
  description: string;
}

/** A page the search finds, and the words that find it (see SearchDocument). */
interface SearchablePage extends PageHit {
  terms: readonly string[];
  relatedTerms?: readonly string[];
  /** Whether its description is searched as text too. */
  text: boolean;
}

/**
 * The pages the search finds besides resources and articles: the registry's pages marked
 * `search` (topics, guides, help) with their `searchTerms`, and each country's help page. A
 * country's page is found by its names, lines and numbers ("help UK", "Samaritans"), and the
 * words of Get help now count with them ("crisis line Australia"), but do not find it alone:
 * "hotline" leads to Get help now, not to every country.
 */
function searchablePages(): SearchablePage[] {
  const registry = activeRegistry();
  const helpWords = sitePage("/get-help").searchTerms ?? [];
  // The numbers a visitor may type for help before choosing a country: the default line's and
  // the default country's emergency numbers, as the registry holds them now.
  const home = findCountry(registry, DEFAULT_COUNTRY_CODE);
  const homeNumbers = [crisisLineOf(registry)?.number, ...(home?.emergency.numbers ?? [])].filter(
    (number): number is string => Boolean(number),
  );
  return [
    // The Spanish pages are found by the search in Spanish (~/features/search/spanish.server).
    ...SITE_PAGES.filter((page) => page.search && !page.locale).map(
      ({ path, title, description, searchTerms = [] }) => ({
        path,
        title,
        description,
        terms: path === "/get-help" ? [...searchTerms, ...homeNumbers] : searchTerms,
        text: true,
      }),
    ),
    ...registry.countries.map((country) => ({
      path: href("/get-help/:code", { code: country.code }),
      ...countryPageText(country),
      terms: countrySearchTerms(country),
      relatedTerms: helpWords,
      text: false,
    })),
  ];
}

function buildDocuments(): SearchDocument[] {
  const names = namesById();
  const resources = getAllResources().map((resource) => ({
    id: resource.id,
    kind: "resource" as const,
    title: resource.title,
    author: resource.author,
    tags: [typeLabel(resource.type), resource.category, resource.subcategory]
      .filter((value): value is string => Boolean(value))
      .map((value) => names.get(value) ?? humanize(value))
      .join(" "),
    body: resource.description,
  }));
  const articles = listPosts().map((post) => ({
    id: post.id,
    kind: "article" as const,
    title: post.title,
    tags: post.category,
    body: `${post.excerpt} ${getArticle(post.id)?.html.replace(/<[^>]+>/g, " ") ?? ""}`,
  }));
  const pages = searchablePages().map((page) => ({
    id: page.path,
    kind: "page" as const,
    title: page.title,
    terms: page.terms,
    relatedTerms: page.relatedTerms,
    tags: "",
    body: page.text ? page.description : "",
  }));
  return [...resources, ...articles, ...pages];
}

interface BuiltIndex {
  index: SearchIndex;
  pages: Map<string, PageHit>;
}

/**
 * One index per catalogue snapshot and crisis-line registry, built on first use: a change to
 * either (a curator's edit, a line's new number) makes a new one.
 */
const indexes = new WeakMap<object, WeakMap<object, BuiltIndex>>();

function getIndex(): BuiltIndex {
  const snapshot = activeCatalogue();
  const registry = activeRegistry();
  let byRegistry = indexes.get(snapshot);
  if (!byRegistry) indexes.set(snapshot, (byRegistry = new WeakMap()));
  let built = byRegistry.get(registry);
  if (!built) {
    built = {
      index: createSearchIndex(buildDocuments()),
      pages: new Map(
        searchablePages().map(({ path, title, description }) => [
          path,
          { path, title, description },
        ]),
      ),
    };
    byRegistry.set(registry, built);
  }
  return built;
}

/** Every match for a query, best first, of every kind (resources, articles, pages). */
export function rankedHits(query: string): SearchHit[] {
  return getIndex().index.search(query);
}

export interface SearchFilters extends FilterSelection {
  q: string;
  category: string | null;
  /** `?lang=es`: only the entries and pages that are themselves in Spanish. */
  lang?: "es" | null;
}

export interface SearchPageData extends SearchFilters {
  /** The query is about suicide, self-harm, abuse, overdose or wanting to die. */
  crisis: boolean;
  /**
   * With `?lang=es` and a crisis query: the country whose lines "Obtén ayuda ahora" lists, those
   * that answer in Spanish first (the registry's default country).
   */
  ayuda: AyudaBusqueda | null;
  resources: ResourceCardData[];
  /** With `?lang=es`: the matching entries in Spanish (they have no page here; `resources` is empty). */
  spanish: SpanishResult[];
  articles: LinkResult[];
  pages: LinkResult[];
  categories: Array<{ id: string; name: string }>;
  /** Type, cost and audience choices, with counts among this search's resources. */
  filterGroups: FilterGroup[];
  /** Where "Clear filters" leads (the same search without them); absent when none is chosen. */
  clearHref?: string;
}

/** Reads the query string, dropping filter values the catalogue doesn't know. */
export function readFilters(url: URL): SearchFilters {
  const category = url.searchParams.get("category");
  return {
    q: (url.searchParams.get("q") ?? "").trim(),
    ...readSelection(url.searchParams),
    category: category && getCategories().some((c) => c.id === category) ? category : null,
    lang: url.searchParams.get("lang") === "es" ? "es" : null,
  };
}

/**
 * `?lang=es`: the same search over the entries and pages in Spanish only, with the same
 * category, type, cost and audience filters; crisis words in Spanish or English pin "Obtén ayuda
 * ahora" (docs/product.md, "Search").
 */
function searchInSpanish(filters: SearchFilters): SearchPageData {
  const found = searchSpanish(filters.q);
  const matching = found.resources.filter(
    (resource) => !filters.category || resource.category === filters.category,
  );
  const keep = { q: filters.q, category: filters.category ?? "", lang: "es" };
  const crisis = isCrisisQueryEs(filters.q) || isCrisisQuery(filters.q);
  return {
    ...filters,
    crisis,
    ayuda: crisis ? ayudaBusqueda() : null,
    resources: [],
    spanish: applySelection(matching, filters).map(toSpanishResult),
    articles: [],
    pages: hasSelection(filters) || filters.category ? [] : found.pages,
    categories: getCategories().map(({ id, name }) => ({ id, name })),
    filterGroups: buildFilterGroups(matching, filters, href("/search"), keep),
    ...(hasSelection(filters)
      ? {
          clearHref: selectionHref(
            href("/search"),
            { type: null, cost: null, audience: null },
            keep,
          ),
        }
      : {}),
  };
}

/** Runs the search; with no query, every resource (filters still apply) and no articles. */
export function searchSite(filters: SearchFilters): SearchPageData {
  if (filters.lang === "es") return searchInSpanish(filters);
  const hits = filters.q ? rankedHits(filters.q) : null;
  const matching = (
    hits
      ? hits.filter((hit) => hit.kind === "resource").map((hit) => getResourceById(hit.id))
      : getAllResources()
  )
    .filter((resource) => resource !== undefined)
    .filter((resource) => !filters.category || resource.category === filters.category);
  const resources = applySelection(matching, filters);
  const keep = { q: filters.q, category: filters.category ?? "" };
  const posts = new Map(listPosts().map((post) => [post.id, post]));
  // Articles and pages are found by the words alone: a filter or a category narrows resources.
  const linkHits = hits && !hasSelection(filters) && !filters.category ? hits : [];
  const articles = linkHits
    .filter((hit) => hit.kind === "article")
    .map((hit) => posts.get(hit.id))
    .filter((post) => post !== undefined)
    .map(({ href, title, excerpt }) => ({ href, title, summary: excerpt }));
  // A search for a self-check ("test", "am I depressed") lists the check-in that answers it first.
  const checkIn =
    hits && !hasSelection(filters) && !filters.category ? checkInPathFor(filters.q) : undefined;
  const pages = [
    ...(checkIn ? [checkIn] : []),
    ...linkHits.filter((hit) => hit.kind === "page" && hit.id !== checkIn).map((hit) => hit.id),
  ]
    .map((path) => getIndex().pages.get(path))
    .filter((page) => page !== undefined)
    .map(({ path, title, description }) => ({ href: path, title, summary: description }));
  return {
    ...filters,
    crisis: isCrisisQuery(filters.q),
    ayuda: null,
    resources: resources.map(toCard),
    spanish: [],
    articles,
    pages,
    categories: getCategories().map(({ id, name }) => ({ id, name })),
    filterGroups: buildFilterGroups(matching, filters, href("/search"), keep),
    ...(hasSelection(filters)
      ? {
          clearHref: selectionHref(
            href("/search"),
            { type: null, cost: null, audience: null },
            keep,
          ),
        }
      : {}),
  };
}
