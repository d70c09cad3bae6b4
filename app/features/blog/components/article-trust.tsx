import { reviewLine } from "~/domain/claims";
import type { ReviewRecord } from "~/domain/reviews";
import { formatDate } from "~/lib/dates";
import type { Source } from "../post-schema";

/**
 * Who wrote an article and, only when a curator with a profile recorded it, who reviewed it,
 * when, and when it is next due (docs/product.md "Claims a reader can check").
 */
export function ArticleByline({ author, review }: { author: string; review: ReviewRecord | null }) {
  const line = reviewLine(review);
  return (
    <dl className="mt-4 grid gap-x-4 gap-y-1 text-sm text-ink-muted sm:grid-cols-[max-content_1fr]">
      <dt className="font-semibold text-ink">Written by</dt>
      <dd>{author}</dd>
      {line.reviewed ? (
        <>
          <dt className="font-semibold text-ink">{line.term}</dt>
          <dd>
            {line.by}, on <time dateTime={line.reviewedOn}>{formatDate(line.reviewedOn)}</time>
          </dd>
          <dt className="font-semibold text-ink">Next review</dt>
          <dd>
            <time dateTime={line.nextReview}>{formatDate(line.nextReview)}</time>
          </dd>
        </>
      ) : (
        <>
          <dt className="font-semibold text-ink">{line.term}</dt>
          <dd>{line.text}</dd>
        </>
      )}
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
