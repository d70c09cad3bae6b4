import { Form, href, Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { REVIEW_AFTER_MONTHS } from "~/domain/reviews";
import { requireCurator, requireSameOrigin } from "~/features/curators/accounts/guard.server";
import { ConsoleFrame } from "~/features/curators/console/console-frame";
import { ConsoleCard } from "~/features/curators/console/console-card";
import { ConsoleEmpty, ConsoleNotice } from "~/features/curators/console/console-notice";
import { CuratorErrorBoundary } from "~/features/curators/console/error-boundary";
import { LinkStatusBadge } from "~/features/curators/links/link-status-badge";
import { NEVER_REVIEWED_PAGE_SIZE, type QueueEntry } from "~/features/curators/needs-review/queue";
import { NoProfileNotice } from "~/features/curators/profile/no-profile-notice";
import { formatDate } from "~/lib/dates";
import { CHECK_DUE_MONTHS, CHECK_OVERDUE_MONTHS } from "~/domain/helplines/check-age";
import { CheckAgeBadge } from "~/features/curators/helplines/check-badge";
import { pageMeta } from "~/lib/meta";
import { catalogueChangedContext } from "~/load-context";
import type { Route } from "./+types/needs-review";
import { confirmFromForm, loadQueue } from "./needs-review.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, curator } = await requireCurator(request, context);
  return {
    username: curator.username,
    ...(await loadQueue(db, context, new URL(request.url), curator.userId)),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  requireSameOrigin(request);
  const { db, curator } = await requireCurator(request, context);
  const url = new URL(request.url);
  return confirmFromForm(
    db,
    await request.formData(),
    curator,
    context.get(catalogueChangedContext),
    `${href("/curator/needs-review")}${url.searchParams.has("page") ? `?page=${url.searchParams.get("page")}` : ""}`,
  );
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Needs review",
    description: "Listed resources and articles due for a review.",
    noindex: true,
  });

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

function Entry({ entry, canReview }: { entry: QueueEntry; canReview: boolean }) {
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

export default function CuratorNeedsReview({ loaderData, actionData }: Route.ComponentProps) {
  const { username, attention, neverReviewed, total, canReview, confirmed, lines } = loaderData;
  const { entries, page, pages, first } = neverReviewed;
  const pageHref = (n: number) =>
    n === 1 ? href("/curator/needs-review") : `${href("/curator/needs-review")}?page=${n}`;
  return (
    <ConsoleFrame username={username} section="needs-review">
      <h1 className="text-3xl font-bold tracking-tight text-ink">Needs review</h1>
      <p className="mt-1 max-w-[68ch] text-ink-muted">
        Of {total} resources and articles, {attention.length} need a look now (a failing link, open
        reports from visitors, or no review for {REVIEW_AFTER_MONTHS} months) and{" "}
        {neverReviewed.total} have never been reviewed. Confirming a review puts your name, your
        credentials and today&rsquo;s date on its page, with the next review a year on, and closes
        its open reports: confirm only what you have read through again.
      </p>
      {canReview ? null : <NoProfileNotice />}
      <ConsoleNotice
        success={confirmed ? `Recorded your review of ${confirmed}.` : null}
        problem={actionData?.needsProfile ? null : actionData?.message}
      />
      {actionData?.needsProfile ? <NoProfileNotice alert /> : null}
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
                      <time dateTime={line.checkedAt.slice(0, 10)}>
                        {formatDate(line.checkedAt)}
                      </time>
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
      <section aria-labelledby="attention" className="mt-10">
        <h2 id="attention" className="text-xl font-semibold">
          Needs attention
        </h2>
        {attention.length === 0 ? (
          <ConsoleEmpty title="Nothing needs attention">
            No failing links, no open reports, no review older than {REVIEW_AFTER_MONTHS} months.
          </ConsoleEmpty>
        ) : (
          <ol className="mt-4 space-y-3" aria-label="Resources needing review">
            {attention.map((entry) => (
              <Entry key={`${entry.kind}:${entry.id}`} entry={entry} canReview={canReview} />
            ))}
          </ol>
        )}
      </section>
      <section aria-labelledby="never-reviewed" className="mt-10">
        <h2 id="never-reviewed" className="text-xl font-semibold">
          Never reviewed
        </h2>
        {neverReviewed.total === 0 ? (
          <ConsoleEmpty title="Everything has been reviewed">
            Every listed resource and article has a review on record.
          </ConsoleEmpty>
        ) : (
          <>
            <p className="mt-1 text-sm text-ink-muted">
              {first}&ndash;{first + entries.length - 1} of {neverReviewed.total}: the articles
              first, then the catalogue in its own order (the home page&rsquo;s entries first).
            </p>
            <ol className="mt-4 space-y-3" aria-label="Never reviewed" start={first}>
              {entries.map((entry) => (
                <Entry key={`${entry.kind}:${entry.id}`} entry={entry} canReview={canReview} />
              ))}
            </ol>
            {pages > 1 ? (
              <nav aria-label="Pages of never-reviewed entries" className="mt-4 flex gap-4">
                {page > 1 ? (
                  <Link to={pageHref(page - 1)} className="font-semibold text-brand underline">
                    Previous {NEVER_REVIEWED_PAGE_SIZE}
                  </Link>
                ) : null}
                {page < pages ? (
                  <Link to={pageHref(page + 1)} className="font-semibold text-brand underline">
                    Next {NEVER_REVIEWED_PAGE_SIZE}
                  </Link>
                ) : null}
                <span className="text-ink-muted">
                  Page {page} of {pages}
                </span>
              </nav>
            ) : null}
          </>
        )}
      </section>
    </ConsoleFrame>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <CuratorErrorBoundary error={error} />;
}
