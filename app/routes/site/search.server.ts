import { SITE_PAGES } from "~/content/site-pages";
import { getArticle, listPosts } from "~/features/blog/articles.server";
import {
  getAllResources,
  getCategories,
  getResourceById,
} from "~/features/directory/catalogue.server";
import {
  humanize,
  isKnownType,
  toCard,
  typeLabel,
  type ResourceCardData,
} from "~/features/directory/resource-view";
import {
  createSearchIndex,
  type SearchDocument,
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
  // The registry's pages marked `search` (topics, guides, help), found by title and description.
  const pages = SITE_PAGES.filter((page) => page.search).map((page) => ({
    id: page.path,
    kind: "page" as const,
    title: page.title,
    tags: "",
    body: page.description,
  }));
  return [...resources, ...articles, ...pages];
}

let index: SearchIndex | undefined;

/** The index is built on first use and kept for the life of the process. */
function getIndex(): SearchIndex {
  index ??= createSearchIndex(buildDocuments());
  return index;
}

export interface SearchFilters {
  q: string;
  type: string | null;
  category: string | null;
}

export interface ArticleHit {
  id: string;
  title: string;
  excerpt: string;
  href: string;
}

export interface PageHit {
  path: string;
  title: string;
  description: string;
}

export interface SearchPageData extends SearchFilters {
  resources: ResourceCardData[];
  articles: ArticleHit[];
  pages: PageHit[];
  categories: Array<{ id: string; name: string }>;
}

/** Reads the query string, dropping filter values the catalogue doesn't know. */
export function readFilters(url: URL): SearchFilters {
  const category = url.searchParams.get("category");
  const type = url.searchParams.get("type");
  return {
    q: (url.searchParams.get("q") ?? "").trim(),
    type: type && isKnownType(type) ? type : null,
    category: category && getCategories().some((c) => c.id === category) ? category : null,
  };
}

/** Runs the search; with no query, every resource (filters still apply) and no articles. */
export function searchSite(filters: SearchFilters): SearchPageData {
  const hits = filters.q ? getIndex().search(filters.q) : null;
  const resources = (
    hits
      ? hits.filter((hit) => hit.kind === "resource").map((hit) => getResourceById(hit.id))
      : getAllResources()
  )
    .filter((resource) => resource !== undefined)
    .filter((resource) => !filters.type || resource.type === filters.type)
    .filter((resource) => !filters.category || resource.category === filters.category);
  const posts = new Map(listPosts().map((post) => [post.id, post]));
  const articles =
    hits && !filters.type && !filters.category
      ? hits
          .filter((hit) => hit.kind === "article")
          .map((hit) => posts.get(hit.id))
          .filter((post) => post !== undefined)
          .map(({ id, title, excerpt, href }) => ({ id, title, excerpt, href }))
      : [];
  const pages =
    hits && !filters.type && !filters.category
      ? hits
          .filter((hit) => hit.kind === "page")
          .map((hit) => SITE_PAGES.find((page) => page.path === hit.id))
          .filter((page) => page !== undefined)
          .map(({ path, title, description }) => ({ path, title, description }))
      : [];
  return {
    ...filters,
    resources: resources.map(toCard),
    articles,
    pages,
    categories: getCategories().map(({ id, name }) => ({ id, name })),
  };
}
