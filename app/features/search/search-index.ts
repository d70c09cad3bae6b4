import MiniSearch, { type SearchResult } from "minisearch";

/** Something a visitor can find: a resource, an article or one of the site's pages. */
export interface SearchDocument {
  id: string;
  kind: "resource" | "article" | "page";
  title: string;
  author?: string;
  /** Type, category and subcategory names: words a visitor may search by. */
  tags: string;
  /** The long text: a description, or an article's excerpt and body. */
  body: string;
  /**
   * The words and phrases people look for it by ("hotline", "someone to talk to"), which its
   * text need not use. A query that contains one of them lists it first (see `search`).
   */
  terms?: readonly string[];
  /**
   * Words that count with its own `terms` but do not find it alone: a country's help page is
   * found by "Australia", and "crisis line Australia" names more of it than "crisis line" names
   * of Get help now.
   */
  relatedTerms?: readonly string[];
}

export interface SearchHit {
  id: string;
  kind: SearchDocument["kind"];
  score: number;
}

/** Where a match counts most: a title match outranks an author, tag or body match. */
export const FIELD_BOOST = { title: 4, terms: 2, author: 2, tags: 1.5, body: 1 } as const;

/** Longest query the index takes; anything longer is cut here rather than slowing the search. */
export const MAX_QUERY_LENGTH = 200;

/** Edits forgiven per word: none for short words, where a typo makes another word. */
export function fuzziness(term: string): number {
  if (term.length >= 6) return 2;
  if (term.length >= 4) return 1;
  return 0;
}

export interface SearchIndex {
  search(query: string): SearchHit[];
  size: number;
}

/**
 * Words for comparing a query with a document's search terms: lowercase, apostrophes dropped,
 * anything else not a letter or digit a space, and a plural's final "s" dropped ("Hotlines",
 * "crisis lines" and "Samaritans'" match "hotline", "crisis line" and "Samaritans"; "crisis",
 * "class" and "virus" keep theirs).
 */
export function termWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[’'`]/g, "")
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((word) => (word.length > 3 && /[^siu]s$/.test(word) ? word.slice(0, -1) : word));
}

/** Which of the query's words (by position) the terms name, each term whole and in order. */
function termCoverage(query: string[], terms: readonly string[][]): Set<number> {
  const covered = new Set<number>();
  for (const term of terms) {
    for (let start = 0; start + term.length <= query.length; start += 1) {
      if (term.every((word, offset) => query[start + offset] === word)) {
        term.forEach((_, offset) => covered.add(start + offset));
      }
    }
  }
  return covered;
}

/**
 * A full-text index over the documents, built once. Matching is by prefix ("anx" finds
 * anxiety) and forgives typos ("anxeity"); all words must match when any document has them all,
 * otherwise any word may.
 *
 * A document whose search terms the query contains comes first, whatever else matches: "help
 * UK" lists the UK's help page before every article that mentions help. Among those, the one
 * whose terms (with its related terms) name more of the query's words leads ("crisis line
 * Australia": Australia's page over the all-countries page), then the one given first.
 */
export function createSearchIndex(documents: SearchDocument[]): SearchIndex {
  const index = new MiniSearch<SearchDocument>({
    idField: "key",
    extractField: (document, field) =>
      field === "key"
        ? `${document.kind}:${document.id}`
        : field === "terms"
          ? document.terms?.join(" ")
          : ((document[field as "title" | "author" | "tags" | "body"] ?? "") as string),
    fields: ["title", "terms", "author", "tags", "body"],
    storeFields: ["id", "kind"],
    searchOptions: { boost: FIELD_BOOST, prefix: true, fuzzy: (term) => fuzziness(term) },
  });
  index.addAll(documents);
  const wordsOf = (terms: readonly string[] = []) =>
    terms.map(termWords).filter((words) => words.length > 0);
  const termed = documents
    .map((document, order) => ({
      key: `${document.kind}:${document.id}`,
      document,
      order,
      terms: wordsOf(document.terms),
      related: wordsOf(document.relatedTerms),
    }))
    .filter((entry) => entry.terms.length > 0);

  const toHit = (result: SearchResult): SearchHit => ({
    id: result.id as string,
    kind: result.kind as SearchDocument["kind"],
    score: result.score,
  });

  return {
    size: documents.length,
    search(query) {
      const text = query.trim().slice(0, MAX_QUERY_LENGTH);
      if (!text) return [];
      const all = index.search(text, { combineWith: "AND" });
      const results = (all.length > 0 ? all : index.search(text, { combineWith: "OR" })).map(
        (result) => {
          const hit = toHit(result);
          return { key: `${hit.kind}:${hit.id}`, hit };
        },
      );
      const words = termWords(text);
      const named = termed
        .map((entry) => {
          const own = termCoverage(words, entry.terms);
          if (own.size === 0) return { ...entry, coverage: 0 };
          const related = termCoverage(words, entry.related);
          return { ...entry, coverage: new Set([...own, ...related]).size };
        })
        .filter((entry) => entry.coverage > 0);
      if (named.length === 0) return results.map((result) => result.hit);
      const scores = new Map(results.map((result) => [result.key, result.hit]));
      const first = named
        .map((entry) => ({
          ...entry,
          hit: scores.get(entry.key) ?? {
            id: entry.document.id,
            kind: entry.document.kind,
            score: 0,
          },
        }))
        .sort((a, b) => b.coverage - a.coverage || a.order - b.order);
      const firstKeys = new Set(first.map((entry) => entry.key));
      return [
        ...first.map((entry) => entry.hit),
        ...results.filter((result) => !firstKeys.has(result.key)).map((result) => result.hit),
      ];
    },
  };
}
