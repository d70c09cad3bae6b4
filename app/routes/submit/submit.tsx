import { data, Link } from "react-router";
import { ArrowLeftIcon } from "~/components/ui/icons";
import { InteractiveArea } from "~/components/ui/interactive-area";
import { REVIEW_NOTE } from "~/features/submissions/messages";
import {
  EMPTY_SUBMISSION,
  SUBMISSION_FIELDS,
  type SubmissionErrors,
  type SubmissionValues,
} from "~/features/submissions/schema";
import { SubmissionForm } from "~/features/submissions/submission-form";
import { SubmitStatus, type SubmitState } from "~/features/submissions/submit-status";
import { submitResource } from "~/features/submissions/submit.server";
import { sitePage } from "~/content/site-pages";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/submit";

interface ActionResult {
  state: SubmitState;
  values: SubmissionValues;
  errors: SubmissionErrors;
}

/** The form without JavaScript: the same schema and store as the API, answered with the page. */
export async function action({ request, context }: Route.ActionArgs) {
  const input = Object.fromEntries(await request.formData());
  const values = Object.fromEntries(
    SUBMISSION_FIELDS.map((field) => [field, typeof input[field] === "string" ? input[field] : ""]),
  ) as SubmissionValues;
  const answer = (state: SubmitState, status: number, errors: SubmissionErrors = {}) =>
    data<ActionResult>({ state, values, errors }, { status });

  if (context.rateLimited) return answer("rate-limited", 429);
  if (!context.db) throw new Error("the /submit action needs the database in its load context");
  try {
    const outcome = await submitResource(context.db, input);
    if (!outcome.ok) return answer("invalid", 400, outcome.errors);
  } catch (error) {
    console.error("a submission could not be stored", error);
    return answer("failed", 500);
  }
  return data<ActionResult>({ state: "submitted", values: EMPTY_SUBMISSION, errors: {} });
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, sitePage("/submit"));

export default function SubmitPage({ actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <Link
        to="/"
        className="inline-flex min-h-11 items-center gap-2 font-medium text-brand hover:underline"
      >
        <ArrowLeftIcon width={18} height={18} />
        Back to Home
      </Link>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-ink sm:text-4xl">
        Submit a Resource
      </h1>
      <p className="mt-3 max-w-2xl text-lg text-ink-muted">
        Do you have a favorite book, video, app or other resource that has helped you or someone you
        care about? Share it with us, and it may help the next visitor too.
      </p>

      {actionData ? <SubmitStatus state={actionData.state} errors={actionData.errors} /> : null}

      <div className="mt-8 rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-8">
        <p className="mb-6 text-sm text-ink-muted">
          Fields marked <span className="text-danger">*</span> are required.
        </p>
        <InteractiveArea>
          <SubmissionForm initialValues={actionData?.values} initialErrors={actionData?.errors} />
        </InteractiveArea>
      </div>

      <aside aria-labelledby="review-note" className="mt-8 rounded-2xl bg-brand-soft p-5 sm:p-6">
        <h2 id="review-note" className="font-semibold text-ink">
          How we review suggestions
        </h2>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-ink">
          {REVIEW_NOTE.map((sentence) => (
            <li key={sentence}>{sentence}</li>
          ))}
        </ul>
      </aside>
    </div>
  );
}
