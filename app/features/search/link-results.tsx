import { Link } from "react-router";

export interface LinkResult {
  href: string;
  title: string;
  /** A line under the title: the page's description, the article's excerpt. */
  summary: string;
}

/** One kind of result that is a page to go to (pages, articles): a titled list, or nothing. */
export function LinkResults({
  id,
  heading,
  results,
  lang,
}: {
  id: string;
  heading: string;
  results: readonly LinkResult[];
  /** The results' language, when it is not the page's (Spanish pages on /search?lang=es). */
  lang?: string;
}) {
  if (results.length === 0) return null;
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="text-xl font-semibold">
        {heading}
      </h2>
      <ul lang={lang} className="mt-3 space-y-3">
        {results.map((result) => (
          <li key={result.href} className="rounded-xl border border-line bg-surface p-4">
            <Link
              to={result.href}
              className="font-semibold text-brand underline-offset-4 hover:underline"
            >
              {result.title}
            </Link>
            <p className="mt-1 text-sm text-ink-muted">{result.summary}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
