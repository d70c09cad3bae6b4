import { href } from "react-router";
import { REVIEW_AFTER_MONTHS } from "~/domain/reviews";
import { requireCurator, requireSameOrigin } from "~/features/curators/accounts/guard.server";
import { ConsoleFrame } from "~/features/curators/console/console-frame";
import { ConsoleEmpty, ConsoleNotice } from "~/features/curators/console/console-notice";
import { CuratorErrorBoundary } from "~/features/curators/console/error-boundary";
import { LinesDue, QueueEntryCard, QueuePages } from "~/features/curators/needs-review/queue-view";
import { NoProfileNotice } from "~/features/curators/profile/no-profile-notice";
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

export default function CuratorNeedsReview({ loaderData, actionData }: Route.ComponentProps) {
  const { username, attention, neverReviewed, total, canReview, confirmed, lines } = loaderData;
  const { entries, page, pages, first } = neverReviewed;
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
      <LinesDue lines={lines} />
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
              <QueueEntryCard
                key={`${entry.kind}:${entry.id}`}
                entry={entry}
                canReview={canReview}
              />
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
                <QueueEntryCard
                  key={`${entry.kind}:${entry.id}`}
                  entry={entry}
                  canReview={canReview}
                />
              ))}
            </ol>
            <QueuePages page={page} pages={pages} />
          </>
        )}
      </section>
    </ConsoleFrame>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <CuratorErrorBoundary error={error} />;
}
