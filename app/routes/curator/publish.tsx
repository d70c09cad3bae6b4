import { href, data, Link, redirect } from "react-router";
import { requireCurator, requireSameOrigin } from "~/features/curators/accounts/guard.server";
import { ResourceForm } from "~/features/curators/catalogue/resource-form";
import { ConsoleFrame } from "~/features/curators/console/console-frame";
import { ConsoleNotice } from "~/features/curators/console/console-notice";
import { CuratorErrorBoundary } from "~/features/curators/console/error-boundary";
import { publishDraft, publishSubmission } from "~/features/curators/catalogue/publish.server";
import { relationLabel } from "~/domain/submitter-relation";
import { pageMeta } from "~/lib/meta";
import { catalogueChangedContext } from "~/load-context";
import type { Route } from "./+types/publish";
import { changesFromForm, formValuesOf, placeChoices, typeChoices } from "./catalogue.server";

async function draftOr404(db: Parameters<typeof publishDraft>[0], id: string) {
  const found = /^\d{1,9}$/.test(id) ? await publishDraft(db, Number(id)) : undefined;
  if (!found) throw data("There is no submission with that id.", { status: 404 });
  return found;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { db, curator } = await requireCurator(request, context);
  const { submission, draft } = await draftOr404(db, params.id);
  return {
    username: curator.username,
    submission,
    values: formValuesOf(draft),
    types: typeChoices(),
    places: placeChoices(),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  requireSameOrigin(request);
  const { db, curator } = await requireCurator(request, context);
  const form = await request.formData();
  const changes = changesFromForm(form);
  const outcome = await publishSubmission(db, Number(params.id), changes, curator.username);
  if (!outcome.ok) {
    return data(
      { message: outcome.message, errors: outcome.errors ?? {}, values: changes },
      { status: outcome.status },
    );
  }
  await context.get(catalogueChangedContext)();
  return redirect(
    `${href("/curator/resources/:id", { id: outcome.resourceId })}?done=published`,
    303,
  );
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Publish a submission",
    description: "Where the curator publishes an approved suggestion.",
    noindex: true,
  });

export default function PublishSubmission({ loaderData, actionData }: Route.ComponentProps) {
  const { username, submission, types, places } = loaderData;
  const values = (actionData?.values ?? loaderData.values) as Record<string, string | string[]>;
  return (
    <ConsoleFrame username={username} section="submissions">
      <h1 className="text-3xl font-bold tracking-tight text-ink">Publish “{submission.title}”</h1>
      {submission.publishedResourceId ? (
        <p className="mt-4 text-ink">
          This submission is already published:{" "}
          <Link
            className="font-semibold text-brand underline"
            to={href("/resource/:id", { id: submission.publishedResourceId })}
          >
            see its page
          </Link>
          .
        </p>
      ) : submission.status !== "approved" ? (
        <p className="mt-4 text-ink">
          This submission is {submission.status}. Approve it in the{" "}
          <Link className="font-semibold text-brand underline" to={href("/curator")}>
            review console
          </Link>{" "}
          before publishing it.
        </p>
      ) : (
        <>
          <p className="mt-1 max-w-[68ch] text-ink-muted">
            Check every field: the description and the facts appear on the site as written here. The
            entry goes live on every page within a few seconds.
          </p>
          {submission.relation && submission.relation !== "none" ? (
            <p className="mt-4 max-w-[68ch] rounded-lg border border-line bg-surface-muted p-3 text-ink">
              <span className="font-semibold">The submitter’s connection to it: </span>
              {relationLabel(submission.relation)}.{" "}
              {submission.relation === "other"
                ? "If readers should know of it, say so in “Recommended by”."
                : "“Recommended by” says so: keep that if you change it."}
            </p>
          ) : null}
          <ConsoleNotice problem={actionData?.message} />
          <div className="mt-6 max-w-2xl">
            <ResourceForm
              values={values}
              errors={actionData?.errors ?? {}}
              types={types}
              places={places}
              intent="publish"
              submitLabel="Publish to the site"
            />
          </div>
        </>
      )}
    </ConsoleFrame>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <CuratorErrorBoundary error={error} />;
}
