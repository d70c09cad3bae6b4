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
import { isCrisisQuery } from "~/features/search/crisis-query";
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

/** Help pages a visitor should find by searching, listed with the articles. */
const HELP_PAGES: ArticleHit[] = [
  {
    id: "page:get-help",
    title: "Get help now",
    excerpt:
      "Crisis lines by country, what to do right now, and how to help someone else. In the US and Canada, call or text 988.",
    href: "/get-help",
  },
  {
    id: "page:safety-plan",
    title: "My safety plan",
    excerpt:
      "Write a personal plan for hard moments: warning signs, things that help, people to call and reasons for living. It stays on your device.",
    href: "/safety-plan",
  },
  {
    id: "page:browsing-safely",
    title: "Browsing safely",
    excerpt: "How Exit this page works, and how to keep your visit to this site private.",
    href: "/browsing-safely",
  },
];

/** Words people search with when they need these pages, beyond their titles. */
const HELP_PAGE_WORDS: Record<string, string> = {
  "page:get-help":
    "crisis helpline hotline lifeline phone call text emergency 988 911 suicide self-harm abuse domestic violence sexual assault veterans overdose urgent help someone worried",
  "page:safety-plan":
    "safety plan crisis plan coping warning signs reasons for living suicide prevention Stanley Brown",
  "page:browsing-safely":
    "quick exit hide private browsing incognito history safety abuse domestic violence",
};

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
  const pages = HELP_PAGES.map((page) => ({
    id: page.id,
    kind: "article" as const,
    title: page.title,
    tags: "help",
    body: `${page.excerpt} ${HELP_PAGE_WORDS[page.id] ?? ""}`,
  }));
  return [...pages, ...resources, ...articles];
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

export interface SearchPageData extends SearchFilters {
  /** The query is about suicide, self-harm, abuse, overdose or wanting to die. */
  crisis: boolean;
  resources: ResourceCardData[];
  articles: ArticleHit[];
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
  const posts = new Map<string, ArticleHit>([
    ...HELP_PAGES.map((page) => [page.id, page] as const),
    ...listPosts().map(
      ({ id, title, excerpt, href }) => [id, { id, title, excerpt, href }] as const,
    ),
  ]);
  const articles =
    hits && !filters.type && !filters.category
      ? hits
          .filter((hit) => hit.kind === "article")
          .map((hit) => posts.get(hit.id))
          .filter((post) => post !== undefined)
      : [];
  return {
    ...filters,
    crisis: isCrisisQuery(filters.q),
    resources: resources.map(toCard),
    articles,
    categories: getCategories().map(({ id, name }) => ({ id, name })),
  };
}
