import { Form } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { requireCurator, requireSameOrigin } from "~/features/curators/accounts/guard.server";
import { ConsoleFrame } from "~/features/curators/console/console-frame";
import { ConsoleCard } from "~/features/curators/console/console-card";
import { ConsoleEmpty, ConsoleNotice } from "~/features/curators/console/console-notice";
import { CuratorErrorBoundary } from "~/features/curators/console/error-boundary";
import { LinkStatusBadge } from "~/features/curators/links/link-status-badge";
import { REVIEW_AFTER_MONTHS, type QueueEntry } from "~/features/curators/needs-review/queue";
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
    ...(await loadQueue(db, context, new URL(request.url))),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  requireSameOrigin(request);
  const { db, curator } = await requireCurator(request, context);
  return confirmFromForm(db, request, curator.username, context.get(catalogueChangedContext));
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Needs review",
    description: "Listed resources due for another look.",
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
          <a href="/curator/links" className="text-brand underline">
            See the link monitor
          </a>
        </li>
      ) : null}
      {reasons.openReports ? (
        <li>
          {reasons.openReports} open {reasons.openReports === 1 ? "report" : "reports"} from
          visitors.{" "}
          <a href="/curator/reports" className="text-brand underline">
            Read them
          </a>
        </li>
      ) : null}
      {reasons.due ? <li>Not reviewed for {REVIEW_AFTER_MONTHS} months or more.</li> : null}
    </ul>
  );
}

export default function CuratorNeedsReview({ loaderData, actionData }: Route.ComponentProps) {
  const { username, queue, total, confirmed, lines } = loaderData;
  return (
    <ConsoleFrame username={username} section="needs-review">
      <h1 className="text-3xl font-bold tracking-tight text-ink">Needs review</h1>
      <p className="mt-1 max-w-[68ch] text-ink-muted">
        {queue.length} of {total} resources: a failing link, open reports from visitors, or no
        review for {REVIEW_AFTER_MONTHS} months. Confirming one records today as its last review and
        closes its open reports.
      </p>
      <ConsoleNotice
        success={confirmed ? `Recorded a review of ${confirmed}.` : null}
        problem={actionData?.message}
      />
      <section aria-labelledby="lines-due" className="mt-8">
        <h2 id="lines-due" className="text-2xl font-semibold text-ink">
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
      <h2 className="mt-10 text-2xl font-semibold text-ink">Resources</h2>
      {queue.length === 0 ? (
        <ConsoleEmpty title="Nothing needs review">
          Every listed resource is up to date.
        </ConsoleEmpty>
      ) : (
        <ol className="mt-6 space-y-3" aria-label="Resources needing review">
          {queue.map((entry) => (
            <ConsoleCard key={entry.id} title={entry.title} href={`/resource/${entry.id}`}>
              <p className="text-sm text-ink-muted">
                Last reviewed{" "}
                <time dateTime={entry.lastReviewed}>{formatDate(entry.lastReviewed)}</time>
              </p>
              <Reasons reasons={entry.reasons} />
              <Form method="post" className="mt-3">
                <input type="hidden" name="resourceId" value={entry.id} />
                <button type="submit" className={buttonClasses("secondary", "sm")}>
                  Confirm reviewed<span className="sr-only">: {entry.title}</span>
                </button>
              </Form>
            </ConsoleCard>
          ))}
        </ol>
      )}
    </ConsoleFrame>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <CuratorErrorBoundary error={error} />;
}
