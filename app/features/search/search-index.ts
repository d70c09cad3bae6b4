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
}

export interface SearchHit {
  id: string;
  kind: SearchDocument["kind"];
  score: number;
}

/** Where a match counts most: a title match outranks an author, tag or body match. */
export const FIELD_BOOST = { title: 4, author: 2, tags: 1.5, body: 1 } as const;

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
 * A full-text index over the documents, built once. Matching is by prefix ("anx" finds
 * anxiety) and forgives typos ("anxeity"); all words must match when any document has them all,
 * otherwise any word may.
 */
export function createSearchIndex(documents: SearchDocument[]): SearchIndex {
  const index = new MiniSearch<SearchDocument>({
    idField: "key",
    extractField: (document, field) =>
      field === "key"
        ? `${document.kind}:${document.id}`
        : (document[field as keyof SearchDocument] ?? ""),
    fields: ["title", "author", "tags", "body"],
    storeFields: ["id", "kind"],
    searchOptions: { boost: FIELD_BOOST, prefix: true, fuzzy: (term) => fuzziness(term) },
  });
  index.addAll(documents);

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
      const results = all.length > 0 ? all : index.search(text, { combineWith: "OR" });
      return results.map(toHit);
    },
  };
}
