import { Form } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { requireCurator, requireSameOrigin } from "~/features/curators/accounts/guard.server";
import { ConsoleFrame } from "~/features/curators/console/console-frame";
import { ConsoleCard } from "~/features/curators/console/console-card";
import { ConsoleEmpty, ConsoleNotice } from "~/features/curators/console/console-notice";
import { CuratorErrorBoundary } from "~/features/curators/console/error-boundary";
import { formatDateTime } from "~/features/curators/console/format";
import { ReportItem } from "~/features/reports/report-item";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/reports";
import { closeFromForm, loadReports, type ReportGroup } from "./reports.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, curator } = await requireCurator(request, context);
  return { username: curator.username, ...(await loadReports(db, new URL(request.url))) };
}

export async function action({ request, context }: Route.ActionArgs) {
  requireSameOrigin(request);
  const { db, curator } = await requireCurator(request, context);
  return closeFromForm(db, request, curator.username);
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Problem reports",
    description: "What visitors reported about listed resources.",
    noindex: true,
  });

/** A resource's title, linking to its page while it is listed. */
function titleOf(group: ReportGroup) {
  return group.listed
    ? { title: group.title, href: `/resource/${group.resourceId}` }
    : { title: `${group.title} (no longer listed)` };
}

export default function CuratorReports({ loaderData, actionData }: Route.ComponentProps) {
  const { username, open, settled, closedId } = loaderData;
  const openCount = open.reduce((sum, group) => sum + group.open.length, 0);
  return (
    <ConsoleFrame username={username} section="reports">
      <h1 className="text-3xl font-bold tracking-tight text-ink">Problem reports</h1>
      <p className="mt-1 text-ink-muted">
        {openCount === 0
          ? "Reports from visitors, by resource."
          : `${openCount} open ${openCount === 1 ? "report" : "reports"} on ${open.length} ${open.length === 1 ? "resource" : "resources"}, newest first.`}
      </p>
      <ConsoleNotice success={closedId ? "Report closed." : null} problem={actionData?.message} />
      {open.length === 0 ? (
        <ConsoleEmpty title="No open reports">
          Problems visitors report from a resource page appear here.
        </ConsoleEmpty>
      ) : (
        <ol className="mt-6 space-y-5" aria-label="Resources with open reports">
          {open.map((group) => (
            <ConsoleCard key={group.resourceId} {...titleOf(group)}>
              <ul className="mt-3 space-y-4">
                {group.open.map((report) => (
                  <li key={report.id} className="border-t border-line pt-3">
                    <ReportItem report={report} formatTime={formatDateTime}>
                      <Form method="post">
                        <input type="hidden" name="reportId" value={report.id} />
                        <button type="submit" className={buttonClasses("secondary", "sm")}>
                          Close report
                        </button>
                      </Form>
                    </ReportItem>
                  </li>
                ))}
              </ul>
            </ConsoleCard>
          ))}
        </ol>
      )}
      {settled.length > 0 ? (
        <details className="mt-8">
          <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-brand">
            Resources whose reports are all closed ({settled.length})
          </summary>
          <ul className="mt-3 space-y-4">
            {settled.map((group) => (
              <ConsoleCard key={group.resourceId} quiet {...titleOf(group)}>
                {group.closed.map((report) => (
                  <div key={report.id} className="mt-3 border-t border-line pt-3">
                    <ReportItem report={report} formatTime={formatDateTime} />
                  </div>
                ))}
              </ConsoleCard>
            ))}
          </ul>
        </details>
      ) : null}
    </ConsoleFrame>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <CuratorErrorBoundary error={error} />;
}
