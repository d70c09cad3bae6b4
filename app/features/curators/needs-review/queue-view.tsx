import { Form, href, Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { CHECK_DUE_MONTHS, CHECK_OVERDUE_MONTHS } from "~/domain/helplines/check-age";
import { REVIEW_AFTER_MONTHS } from "~/domain/reviews";
import { formatDate } from "~/lib/dates";
import { ConsoleCard } from "../console/console-card";
import { ConsoleEmpty } from "../console/console-notice";
import { CheckAgeBadge } from "../helplines/check-badge";
import type { DueLine } from "../helplines/due";
import { LinkStatusBadge } from "../links/link-status-badge";
import { NEVER_REVIEWED_PAGE_SIZE, type QueueEntry } from "./queue";

// The parts of the console's Needs review page (routes/curator/needs-review.tsx).

/** Why an entry is in the queue: a failing link, open reports, or a review a year old. */
function Reasons({ reasons }: { reasons: QueueEntry["reasons"] }) {
  return (
    <ul className="mt-2 space-y-1 text-sm text-ink">
      {reasons.linkStatus ? (
        <li className="flex flex-wrap items-center gap-2">
          <LinkStatusBadge status={reasons.linkStatus} />
          {reasons.linkFailures
            ? `${reasons.linkFailures} failed ${reasons.linkFailures === 1 ? "check" : "checks"} in a row`
            : null}{" "}
          <a href={href("/curator/links")} className="text-brand underline">
            See the link monitor
          </a>
        </li>
      ) : null}
      {reasons.openReports ? (
        <li>
          {reasons.openReports} open {reasons.openReports === 1 ? "report" : "reports"} from
          visitors.{" "}
          <a href={href("/curator/reports")} className="text-brand underline">
            Read them
          </a>
        </li>
      ) : null}
      {reasons.due ? <li>Not reviewed for {REVIEW_AFTER_MONTHS} months or more.</li> : null}
    </ul>
  );
}

/** One resource or article in the queue, with its Confirm reviewed button when the curator may. */
export function QueueEntryCard({ entry, canReview }: { entry: QueueEntry; canReview: boolean }) {
  const page =
    entry.kind === "article"
      ? href("/blog/:slug", { slug: entry.id })
      : href("/resource/:id", { id: entry.id });
  return (
    <ConsoleCard title={entry.title} href={page}>
      <p className="text-sm text-ink-muted">
        {entry.kind === "article" ? "Article. " : null}
        {entry.lastReviewed ? (
          <>
            Last reviewed{" "}
            <time dateTime={entry.lastReviewed}>{formatDate(entry.lastReviewed)}</time>
          </>
        ) : (
          "Never reviewed"
        )}
      </p>
      <Reasons reasons={entry.reasons} />
      {canReview ? (
        <Form method="post" className="mt-3">
          <input type="hidden" name="subject" value={`${entry.kind}:${entry.id}`} />
          <button
            type="submit"
            aria-label={`Confirm reviewed: ${entry.title}`}
            className={buttonClasses("secondary", "sm")}
          >
            Confirm reviewed
          </button>
        </Form>
      ) : null}
    </ConsoleCard>
  );
}

/** The crisis lines and emergency numbers due for a check, oldest first. */
export function LinesDue({ lines }: { lines: readonly DueLine[] }) {
  return (
    <section aria-labelledby="lines-due" className="mt-8">
      <h2 id="lines-due" className="text-xl font-semibold">
        Crisis lines due for a check
      </h2>
      <p className="mt-1 max-w-[68ch] text-ink-muted">
        Lines and emergency numbers not checked for {CHECK_DUE_MONTHS} months. From{" "}
        {CHECK_OVERDUE_MONTHS} months, the public page says it has not been re-checked. Check each
        against its own page, then Verify it.
      </p>
      {lines.length === 0 ? (
        <ConsoleEmpty title="Every crisis line is up to date">
          Each was checked in the last {CHECK_DUE_MONTHS} months.
        </ConsoleEmpty>
      ) : (
        <ol className="mt-4 space-y-3" aria-label="Crisis lines due for a check">
          {lines.map((line) => (
            <ConsoleCard
              key={line.href}
              title={`${line.name}, ${line.country}`}
              href={line.href}
              badge={<CheckAgeBadge age={line.age} />}
            >
              <p className="text-sm text-ink-muted">
                {line.checkedAt ? (
                  <>
                    Last checked{" "}
                    <time dateTime={line.checkedAt.slice(0, 10)}>{formatDate(line.checkedAt)}</time>
                  </>
                ) : (
                  "Never checked"
                )}
              </p>
            </ConsoleCard>
          ))}
        </ol>
      )}
    </section>
  );
}

/** The never-reviewed list's address for page `n` (the first has no `?page`). */
function queuePageHref(n: number): string {
  return n === 1 ? href("/curator/needs-review") : `${href("/curator/needs-review")}?page=${n}`;
}

/** Previous and next among the pages of never-reviewed entries; nothing when there is one. */
export function QueuePages({ page, pages }: { page: number; pages: number }) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="Pages of never-reviewed entries" className="mt-4 flex gap-4">
      {page > 1 ? (
        <Link to={queuePageHref(page - 1)} className="font-semibold text-brand underline">
          Previous {NEVER_REVIEWED_PAGE_SIZE}
        </Link>
      ) : null}
      {page < pages ? (
        <Link to={queuePageHref(page + 1)} className="font-semibold text-brand underline">
          Next {NEVER_REVIEWED_PAGE_SIZE}
        </Link>
      ) : null}
      <span className="text-ink-muted">
        Page {page} of {pages}
      </span>
    </nav>
  );
}
