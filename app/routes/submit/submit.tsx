import { data, href, Link } from "react-router";
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
import {
  isValidIdempotencyKey,
  newIdempotencyKey,
  submitResource,
} from "~/features/submissions/submit.server";
import { isDatabaseUnavailable, UNAVAILABLE_RETRY_AFTER_SECONDS } from "~/db/unavailable.server";
import { BUSY_RETRY_AFTER_SECONDS } from "~/db/write-queue.server";
import { pageHead } from "~/content/site-pages";
import { DEFAULT_SHARE_IMAGE, pageMeta } from "~/lib/meta";
import { retryAfterHeaders } from "~/lib/retry-after";
import { admitWriteContext, dbContext, logContext, submitAllowanceContext } from "~/load-context";
import type { Route } from "./+types/submit";

interface ActionResult {
  state: SubmitState;
  values: SubmissionValues;
  errors: SubmissionErrors;
  /** The form's key: kept after a failure (a retry is the same submission), new after success. */
  idempotencyKey?: string;
}

/** Each rendering of the empty form gets a key, so that a resent form is stored once. */
export function loader() {
  return { idempotencyKey: newIdempotencyKey(), head: pageHead("/submit") };
}

/** The form without JavaScript: the same schema and store as the API, answered with the page. */
export async function action({ request, context }: Route.ActionArgs) {
  const input = Object.fromEntries(await request.formData());
  const values = Object.fromEntries(
    SUBMISSION_FIELDS.map((field) => [field, typeof input[field] === "string" ? input[field] : ""]),
  ) as SubmissionValues;
  const key = isValidIdempotencyKey(input.idempotencyKey) ? input.idempotencyKey : undefined;
  const answer = (
    state: SubmitState,
    status: number,
    errors: SubmissionErrors = {},
    headers = {},
  ) => data<ActionResult>({ state, values, errors, idempotencyKey: key }, { status, headers });
  // Nothing was stored and trying again is safe: said calmly, with the form as it was.
  const busy = (retryAfterSeconds = BUSY_RETRY_AFTER_SECONDS) =>
    answer("busy", 503, {}, { "Retry-After": String(retryAfterSeconds) });

  const log = context.get(logContext);
  // Past the write queue's line, or after a second in it, the form comes back with what was
  // typed, nothing stored.
  const release = await context.get(admitWriteContext)(request.signal);
  if (!release) return busy();
  try {
    const allowance = context.get(submitAllowanceContext);
    const outcome = await submitResource(context.get(dbContext), input, {
      allow: allowance.take,
      refund: allowance.refund,
      idempotencyKey: key,
    });
    if (!outcome.ok && "limited" in outcome) {
      return answer("rate-limited", 429, {}, { "Retry-After": String(outcome.retryAfterSeconds) });
    }
    if (!outcome.ok) return answer("invalid", 400, outcome.errors);
  } catch (error) {
    // The same key is sent again with the kept values, so a retry never stores it twice.
    if (isDatabaseUnavailable(error)) {
      log.warn({ err: error }, "a submission could not be stored in time: answered 503");
      return busy(UNAVAILABLE_RETRY_AFTER_SECONDS);
    }
    log.error({ err: error }, "a submission could not be stored");
    return answer("failed", 500);
  } finally {
    release();
  }
  return data<ActionResult>({
    state: "submitted",
    values: EMPTY_SUBMISSION,
    errors: {},
    idempotencyKey: newIdempotencyKey(),
  });
}

// A 429 or 503 page says when to try again, as the API does.
export const headers: Route.HeadersFunction = retryAfterHeaders;

// Rendered per request, so it has no card of its own: the site's card stands in.
export const meta: Route.MetaFunction = (args) =>
  args.loaderData ? pageMeta(args, { ...args.loaderData.head, image: DEFAULT_SHARE_IMAGE }) : [];

export default function SubmitPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <Link
        to={href("/")}
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
          <SubmissionForm
            initialValues={actionData?.values}
            initialErrors={actionData?.errors}
            idempotencyKey={actionData?.idempotencyKey ?? loaderData.idempotencyKey}
          />
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
        <p className="mt-3 text-ink">
          <Link to={href("/editorial-policy")} className="font-semibold text-brand underline">
            Our editorial policy
          </Link>{" "}
          says how we choose resources and what rules one out.
        </p>
      </aside>
    </div>
  );
}
