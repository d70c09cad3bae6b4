import { data, href, isRouteErrorResponse, Link } from "react-router";
import { NotFound } from "~/components/layout/not-found";
import { ArrowLeftIcon } from "~/components/ui/icons";
import { getResourceById } from "~/features/directory/catalogue.server";
import { reportFromForm } from "~/features/reports/report-action.server";
import { ReportProblem } from "~/features/reports/report-problem";
import { notFoundMeta, pageMeta } from "~/lib/meta";
import { retryAfterHeaders } from "~/lib/retry-after";
import { clientIpContext, dbContext, logContext } from "~/load-context";
import type { Route } from "./+types/report-problem";

/**
 * Report a problem with one resource: where the resource page's form posts, so that it works
 * without JavaScript; also a page of its own. Only listed resources take reports.
 */
function listedResource(id: string) {
  const resource = getResourceById(id);
  if (!resource) throw data(null, { status: 404 });
  return { id: resource.id, title: resource.title };
}

export function loader({ params }: Route.LoaderArgs) {
  return { resource: listedResource(params.id) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { id } = listedResource(params.id);
  return reportFromForm(request, id, {
    db: context.get(dbContext),
    clientIp: context.get(clientIpContext),
    log: context.get(logContext),
  });
}

// A 429 or 503 page says when to try again, as the API does.
export const headers: Route.HeadersFunction = retryAfterHeaders;

export const meta: Route.MetaFunction = (args) =>
  args.loaderData
    ? pageMeta(args, {
        title: `Report a problem: ${args.loaderData.resource.title}`,
        description: "Tell our curator about a broken link or a problem with a listed resource.",
        noindex: true,
      })
    : notFoundMeta("Resource Not Found");

export default function ReportProblemPage({ loaderData, actionData }: Route.ComponentProps) {
  const { resource } = loaderData;
  return (
    <div className="mx-auto max-w-[68ch] px-4 py-8">
      <h1 className="text-3xl font-bold tracking-tight">Report a problem</h1>
      <p className="mt-2 text-lg text-ink-muted">
        With{" "}
        <Link to={href("/resource/:id", { id: resource.id })} className="text-brand underline">
          {resource.title}
        </Link>
      </p>
      <p className="mt-4">
        A link that no longer works, information that has gone out of date, or anything that worries
        you: our curator reads every report and looks at the resource again.
      </p>
      <div className="mt-6 rounded-xl border border-line bg-surface p-5">
        <ReportProblem resourceId={resource.id} answer={actionData} />
      </div>
      <p className="mt-8">
        <Link
          to={href("/resource/:id", { id: resource.id })}
          className="inline-flex items-center gap-2 font-semibold text-brand"
        >
          <ArrowLeftIcon width={18} height={18} /> Back to {resource.title}
        </Link>
      </p>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <NotFound
        title="Resource Not Found"
        message="We couldn't find that resource. It may have been removed, or the link may be mistyped."
      />
    );
  }
  throw error;
}
