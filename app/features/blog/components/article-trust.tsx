import { formatDate } from "~/lib/dates";
import type { Source } from "../post-schema";

/** Who wrote and who reviewed an article, and when it was last and will next be reviewed. */
export function ArticleByline({
  author,
  reviewer,
  lastReviewed,
  nextReview,
}: {
  author: string;
  reviewer: string;
  lastReviewed: string;
  nextReview: string;
}) {
  return (
    <dl className="mt-4 grid gap-x-4 gap-y-1 text-sm text-ink-muted sm:grid-cols-[max-content_1fr]">
      <dt className="font-semibold text-ink">Written by</dt>
      <dd>{author}</dd>
      <dt className="font-semibold text-ink">Reviewed by</dt>
      <dd>{reviewer.charAt(0).toUpperCase() + reviewer.slice(1)}</dd>
      <dt className="font-semibold text-ink">Last reviewed</dt>
      <dd>
        <time dateTime={lastReviewed}>{formatDate(lastReviewed)}</time>
      </dd>
      <dt className="font-semibold text-ink">Next review</dt>
      <dd>
        <time dateTime={nextReview}>{formatDate(nextReview)}</time>
      </dd>
    </dl>
  );
}

/** The numbered primary sources the article's [1], [2] markers point to (#source-1, …). */
export function ArticleSources({ sources }: { sources: readonly Source[] }) {
  if (sources.length === 0) return null;
  return (
    <section aria-labelledby="sources" className="mt-12 max-w-[68ch]">
      <h2 id="sources" className="text-2xl font-semibold text-ink">
        Sources
      </h2>
      <ol className="mt-4 list-decimal space-y-3 pl-6 text-sm text-ink-muted">
        {sources.map((source, index) => (
          <li key={source.url} id={`source-${index + 1}`} className="scroll-mt-6">
            {source.publisher}.{" "}
            <a href={source.url} className="text-brand underline">
              {source.title}
            </a>
            {source.year ? ` (${source.year})` : ""}. <span>Supports: {source.supports}.</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
