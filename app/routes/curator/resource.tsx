import { href, data, Form, Link, redirect } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { Textarea } from "~/components/ui/input";
import { requireCurator, requireSameOrigin } from "~/features/curators/accounts/guard.server";
import { ResourceForm } from "~/features/curators/catalogue/resource-form";
import { ConsoleFrame } from "~/features/curators/console/console-frame";
import { ConsoleNotice } from "~/features/curators/console/console-notice";
import { CuratorErrorBoundary } from "~/features/curators/console/error-boundary";
import {
  editResource,
  HIDE_REASON_MAX,
  setHidden,
} from "~/features/curators/catalogue/curation.server";
import { statedReview } from "~/domain/catalogue-now.server";
import { reviewerName } from "~/domain/reviews";
import { profileOf } from "~/domain/reviews.server";
import { REVIEW_NOTE_MAX } from "~/features/curators/needs-review/review-note";
import { NoProfileNotice } from "~/features/curators/profile/no-profile-notice";
import { formatDate } from "~/lib/dates";
import { pageMeta } from "~/lib/meta";
import { catalogueChangedContext } from "~/load-context";
import type { Route } from "./+types/resource";
import {
  changesFromForm,
  entryOr404,
  formValuesOf,
  placeChoices,
  typeChoices,
} from "./catalogue.server";
import { confirmFromForm } from "./needs-review.server";

/** What the page says after each action went through. */
const DONE = {
  published: "Published. It is on the site now.",
  edit: "Saved. The site shows the change now.",
  hide: "Hidden. Its page now says it is no longer listed.",
  unhide: "Listed again.",
} as const;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { db, curator } = await requireCurator(request, context);
  const { resource, hiddenReason } = entryOr404(params.id);
  const url = new URL(request.url);
  const done = url.searchParams.get("done") ?? "";
  return {
    review: statedReview("resource", resource.id),
    canReview: Boolean(await profileOf(db, curator.userId)),
    reviewed: url.searchParams.has("confirmed"),
    username: curator.username,
    id: resource.id,
    title: resource.title,
    hiddenReason,
    values: formValuesOf(resource),
    types: typeChoices(),
    places: placeChoices(),
    notice: Object.hasOwn(DONE, done) ? DONE[done as keyof typeof DONE] : null,
    reasonMax: HIDE_REASON_MAX,
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  requireSameOrigin(request);
  const { db, curator } = await requireCurator(request, context);
  const form = await request.formData();
  const intent = String(form.get("intent"));
  if (intent === "review") {
    return confirmFromForm(
      db,
      form,
      curator,
      context.get(catalogueChangedContext),
      `/curator/resources/${params.id}`,
    );
  }
  const outcome =
    intent === "edit"
      ? await editResource(db, params.id, changesFromForm(form), curator.username)
      : await setHidden(
          db,
          params.id,
          intent === "hide" ? { reason: String(form.get("reason") ?? "") } : false,
          curator.username,
        );
  if (!outcome.ok) {
    const values = intent === "edit" ? changesFromForm(form) : null;
    return data(
      { intent, message: outcome.message, errors: outcome.errors ?? {}, values },
      { status: outcome.status },
    );
  }
  await context.get(catalogueChangedContext)();
  const done = intent === "edit" || intent === "hide" ? intent : "unhide";
  return redirect(`${href("/curator/resources/:id", { id: params.id })}?done=${done}`, 303);
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: args.loaderData ? `Edit “${args.loaderData.title}”` : "Edit an entry",
    description: "Where the curator edits, hides or lists again one catalogue entry.",
    noindex: true,
  });

export default function CuratorResource({ loaderData, actionData }: Route.ComponentProps) {
  const { username, id, title, hiddenReason, types, places, notice, reasonMax } = loaderData;
  const { review, canReview, reviewed } = loaderData;
  const problem = actionData && "intent" in actionData ? actionData : null;
  const reviewProblem = actionData && !("intent" in actionData) ? actionData : null;
  const values = (problem?.values ?? loaderData.values) as Record<string, string | string[]>;
  return (
    <ConsoleFrame username={username} section="catalogue">
      <p>
        <Link to={href("/curator/resources")} className="font-semibold text-brand underline">
          All entries
        </Link>
      </p>
      <h1 className="mt-2 break-words text-3xl font-bold tracking-tight text-ink">{title}</h1>
      <p className="mt-1 text-ink-muted">
        {hiddenReason ? "Hidden from the site. " : "Listed on the site: "}
        <Link to={href("/resource/:id", { id })} className="font-semibold text-brand underline">
          /resource/{id}
        </Link>
      </p>
      <ConsoleNotice
        success={reviewed ? "Recorded your review. Its page names you now." : notice}
        problem={reviewProblem?.needsProfile ? null : actionData?.message}
      />
      <section
        aria-labelledby="review"
        className="mt-8 max-w-2xl rounded-2xl border border-line bg-surface p-5"
      >
        <h2 id="review" className="text-xl font-semibold">
          Review
        </h2>
        <p className="mt-2 text-ink">
          {review ? (
            <>
              Last reviewed by {reviewerName(review.reviewer)} on{" "}
              <time dateTime={review.reviewedOn}>{formatDate(review.reviewedOn)}</time>; next review
              due <time dateTime={review.nextReview}>{formatDate(review.nextReview)}</time>.
            </>
          ) : (
            "Not yet reviewed: its page says so."
          )}
        </p>
        {canReview ? (
          <Form method="post" className="mt-3 space-y-3">
            <input type="hidden" name="intent" value="review" />
            <input type="hidden" name="subject" value={`resource:${id}`} />
            <div>
              <label htmlFor="review-note" className="block font-semibold text-ink">
                Note (optional, kept in the console)
              </label>
              <Textarea id="review-note" name="note" rows={2} maxLength={REVIEW_NOTE_MAX} />
            </div>
            <button type="submit" className={buttonClasses("secondary", "sm")}>
              Confirm reviewed
            </button>
          </Form>
        ) : (
          <NoProfileNotice alert={Boolean(reviewProblem?.needsProfile)} />
        )}
      </section>
      <section
        aria-labelledby="visibility"
        className="mt-8 max-w-2xl rounded-2xl border border-line bg-surface p-5"
      >
        <h2 id="visibility" className="text-xl font-semibold">
          {hiddenReason ? "Hidden" : "Hide this entry"}
        </h2>
        {hiddenReason ? (
          <Form method="post" className="mt-3">
            <p className="text-ink">Reason: {hiddenReason}</p>
            <input type="hidden" name="intent" value="unhide" />
            <button type="submit" className={buttonClasses("secondary", "sm") + " mt-3"}>
              List it again
            </button>
          </Form>
        ) : (
          <Form method="post" className="mt-3">
            <input type="hidden" name="intent" value="hide" />
            <label htmlFor="hide-reason" className="block font-semibold text-ink">
              Why hide it? (kept in the console, never shown to visitors)
            </label>
            <Textarea id="hide-reason" name="reason" rows={2} maxLength={reasonMax} required />
            <button type="submit" className={buttonClasses("secondary", "sm") + " mt-3"}>
              Hide from the site
            </button>
          </Form>
        )}
      </section>
      <section aria-labelledby="edit" className="mt-8 max-w-2xl">
        <h2 id="edit" className="text-xl font-semibold">
          Edit
        </h2>
        <div className="mt-4">
          <ResourceForm
            values={values}
            errors={problem?.intent === "edit" ? problem.errors : {}}
            types={types}
            places={places}
            intent="edit"
            submitLabel="Save changes"
          />
        </div>
      </section>
    </ConsoleFrame>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <CuratorErrorBoundary error={error} />;
}
