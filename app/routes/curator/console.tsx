import { href } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { ConsoleFrame } from "~/features/curators/console/console-frame";
import { ConsoleEmpty, ConsoleNotice } from "~/features/curators/console/console-notice";
import { CuratorErrorBoundary } from "~/features/curators/console/error-boundary";
import { requireCurator, requireSameOrigin } from "~/features/curators/accounts/guard.server";
import { StepUpForm } from "~/features/curators/accounts/step-up-form";
import { stepUpForAction } from "~/features/curators/accounts/step-up.server";
import { DELETE_INTENT } from "~/features/curators/review/review-actions";
import { Pager, ReviewNotice } from "~/features/curators/review/review-notice";
import { STATUS_LABELS } from "~/domain/submission-status";
import { StatusFilter } from "~/features/curators/review/status-filter";
import { SubmissionCard } from "~/features/curators/review/submission-card";
import { pageMeta } from "~/lib/meta";
import { retryAfterHeaders } from "~/lib/retry-after";
import type { Route } from "./+types/console";
import { deletionTitle, loadConsole, reviewFromForm } from "./console.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, curator } = await requireCurator(request, context);
  return { username: curator.username, ...(await loadConsole(db, new URL(request.url))) };
}

export async function action({ request, context }: Route.ActionArgs) {
  requireSameOrigin(request);
  const { db, curator } = await requireCurator(request, context);
  const form = await request.formData();
  // Deleting cannot be undone: it asks for a fresh second factor (step-up).
  if (form.get("intent") === DELETE_INTENT) {
    const what = `Deleting ${await deletionTitle(db, form)}`;
    const stepUp = await stepUpForAction({ request, context, curator, form, what });
    if (stepUp) return stepUp;
  }
  return reviewFromForm(db, form, curator.username);
}

export const headers: Route.HeadersFunction = retryAfterHeaders;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Review console",
    description: "Where the curator reviews suggested resources.",
    noindex: true,
  });

export default function CuratorConsole({ loaderData, actionData }: Route.ComponentProps) {
  const { username, view, counts, pages, submissions, updated } = loaderData;
  const label = STATUS_LABELS[view.status].toLowerCase();
  if (actionData && "stepUp" in actionData) {
    return (
      <ConsoleFrame username={username} section="submissions">
        <StepUpForm request={actionData.stepUp} />
      </ConsoleFrame>
    );
  }
  return (
    <ConsoleFrame username={username} section="submissions">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-ink">Submissions</h1>
          <p className="mt-1 text-ink-muted">
            Suggestions from the Submit a Resource form, newest first.
          </p>
        </div>
        <a
          href={`${href("/curator/submissions.csv")}?status=${view.status}`}
          download
          className={buttonClasses("secondary", "sm")}
        >
          Export this view as CSV
        </a>
      </div>
      <div className="mt-5">
        <StatusFilter counts={counts} current={view.status} />
      </div>
      <ConsoleNotice problem={actionData?.message} />
      {submissions.length === 0 ? (
        <ConsoleEmpty title={`No ${label} submissions`}>
          {view.status === "pending"
            ? "You're all caught up. New suggestions appear here as they arrive."
            : `Submissions you mark as ${label} appear here.`}
        </ConsoleEmpty>
      ) : (
        <ol className="mt-6 space-y-5" aria-label={`${STATUS_LABELS[view.status]} submissions`}>
          {submissions.map((submission) => (
            <li key={submission.id}>
              <SubmissionCard submission={submission} view={view} />
            </li>
          ))}
        </ol>
      )}
      <Pager view={view} pages={pages} />
      <ReviewNotice updated={actionData ? null : updated} view={view} />
    </ConsoleFrame>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <CuratorErrorBoundary error={error} />;
}
