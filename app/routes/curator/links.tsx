import { href, Form } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { requireCurator, requireSameOrigin } from "~/features/curators/accounts/guard.server";
import { ConsoleFrame } from "~/features/curators/console/console-frame";
import { ConsoleCard } from "~/features/curators/console/console-card";
import { ConsoleEmpty, ConsoleNotice } from "~/features/curators/console/console-notice";
import { CuratorErrorBoundary } from "~/features/curators/console/error-boundary";
import { formatDateTime } from "~/features/curators/console/format";
import { LinkStatusBadge } from "~/features/curators/links/link-status-badge";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/links";
import { checkFromForm, loadLinks } from "./links.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, curator } = await requireCurator(request, context);
  return { username: curator.username, ...(await loadLinks(db, context, new URL(request.url))) };
}

export async function action({ request, context }: Route.ActionArgs) {
  requireSameOrigin(request);
  await requireCurator(request, context);
  return checkFromForm(request, context);
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Link monitor",
    description: "Whether each listed resource's link still works.",
    noindex: true,
  });

const NOTICES: Record<string, string> = {
  started:
    "A check of every link has started. It takes a few minutes; reload this page to see results as they come in.",
  running: "A check of every link is already under way. Reload this page in a minute or two.",
};

export default function CuratorLinks({ loaderData, actionData }: Route.ComponentProps) {
  const { username, total, running, notice, checkedId, results } = loaderData;
  const failing = results.filter((result) => result.failures > 0).length;
  return (
    <ConsoleFrame username={username} section="links">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-ink">Links</h1>
          <p className="mt-1 text-ink-muted">
            {results.length} of {total} links checked; {failing} failing. Worst first.
          </p>
        </div>
        <Form method="post">
          <button type="submit" className={buttonClasses("primary", "sm")}>
            Check links now
          </button>
        </Form>
      </div>
      <ConsoleNotice
        success={(notice && NOTICES[notice]) || (running ? NOTICES.running : null)}
        problem={actionData?.message}
      />
      {results.length === 0 ? (
        <ConsoleEmpty title="No links checked yet">
          Check links now to see whether each one works.
        </ConsoleEmpty>
      ) : (
        <ol className="mt-6 space-y-3" aria-label="Link results, worst first">
          {results.map((result) => (
            <ConsoleCard
              key={result.resourceId}
              title={result.title}
              href={href("/resource/:id", { id: result.resourceId })}
              badge={<LinkStatusBadge status={result.status} />}
            >
              <p className="mt-1 break-all text-sm text-ink-muted">{result.url}</p>
              <p className="mt-1 text-sm text-ink">
                {[
                  result.httpStatus ? `HTTP ${result.httpStatus}` : null,
                  result.detail ?? null,
                  result.failures > 0
                    ? `${result.failures} failed ${result.failures === 1 ? "check" : "checks"} in a row`
                    : null,
                ]
                  .filter(Boolean)
                  .join(" · ")}
              </p>
              {result.finalUrl ? (
                <p className="mt-1 break-all text-sm text-ink">Ends at {result.finalUrl}</p>
              ) : null}
              <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
                <p className="text-sm text-ink-muted">
                  Checked{" "}
                  <time dateTime={result.checkedAt}>{formatDateTime(result.checkedAt)}</time>
                  {checkedId === result.resourceId ? " (just now)" : ""}
                </p>
                <Form method="post">
                  <input type="hidden" name="resourceId" value={result.resourceId} />
                  <button type="submit" className={buttonClasses("secondary", "sm")}>
                    Check again<span className="sr-only">: {result.title}</span>
                  </button>
                </Form>
              </div>
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
