import { Form, href, Link, redirect } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { requireCurator, requireSameOrigin } from "~/features/curators/accounts/guard.server";
import { retryAfterHeaders } from "~/lib/retry-after";
import { StepUpForm } from "~/features/curators/accounts/step-up-form";
import { ConsoleFrame } from "~/features/curators/console/console-frame";
import { ConsoleNotice } from "~/features/curators/console/console-notice";
import { CuratorErrorBoundary } from "~/features/curators/console/error-boundary";
import { formatDateTime } from "~/features/curators/console/format";
import {
  AllCrisisLinesLink,
  CheckAgeBadge,
  VerificationLog,
} from "~/features/curators/helplines/check-badge";
import {
  fieldsOf,
  valuesFromForm,
  valuesOf,
  type ServiceFormValues,
} from "~/features/curators/helplines/form-values";
import { changeWithStepUp, serviceOr404 } from "~/features/curators/helplines/helplines.server";
import { ServiceForm, VerifyForm } from "~/features/curators/helplines/service-form";
import { editService, verifyService } from "~/features/curators/helplines/writes.server";
import { checkAge } from "~/domain/helplines/check-age";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/helpline";

/** What the page says after each action went through. */
const DONE = {
  saved: "Saved. The site shows the change now, on every page that names this line.",
  verified: "Check recorded. The public page shows it now.",
  removed: "Removed. It is no longer shown anywhere on the site or in the open data.",
  restored: "Listed again.",
} as const;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { db, auth, curator } = await requireCurator(request, context);
  const service = await serviceOr404(db, params.id);
  const done = new URL(request.url).searchParams.get("done") ?? "";
  return {
    username: curator.username,
    service,
    values: valuesOf(service),
    age: service.checkedAt ? checkAge(service.checkedAt, auth.clock()) : "overdue",
    notice: Object.hasOwn(DONE, done) ? DONE[done as keyof typeof DONE] : null,
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  requireSameOrigin(request);
  const { db, curator } = await requireCurator(request, context);
  const service = await serviceOr404(db, params.id);
  const form = await request.formData();
  const intent = String(form.get("intent"));
  const verifying = intent === "verify";
  const removing = intent === "remove" || intent === "restore";
  const values: ServiceFormValues | null = verifying || removing ? null : valuesFromForm(form);
  const what = verifying
    ? `Recording a check of “${service.name}”`
    : removing
      ? `${intent === "remove" ? "Removing" : "Listing again"} “${service.name}”`
      : `Changing “${service.name}”`;
  const result = await changeWithStepUp(
    { request, context, curator, form, what, kept: { intent, values } },
    (writer) =>
      verifying
        ? verifyService(
            db,
            service.id,
            { sourceUrl: form.get("sourceUrl"), note: form.get("note") ?? "" },
            writer,
          )
        : editService(
            db,
            service.id,
            removing ? { removed: intent === "remove" } : fieldsOf(values!),
            writer,
          ),
  );
  if ("answer" in result) return result.answer;
  const done = verifying ? "verified" : removing ? `${intent}d` : "saved";
  return redirect(`${href("/curator/helplines/:id", { id: service.id })}?done=${done}`, 303);
}

export const headers: Route.HeadersFunction = retryAfterHeaders;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: args.loaderData ? `Edit “${args.loaderData.service.name}”` : "Edit a crisis line",
    description: "Where the curator edits, verifies or removes one crisis line.",
    noindex: true,
  });

export default function CuratorHelpline({ loaderData, actionData }: Route.ComponentProps) {
  const { username, service, notice, age } = loaderData;
  if (actionData && "stepUp" in actionData) {
    return (
      <ConsoleFrame username={username} section="helplines">
        <StepUpForm request={actionData.stepUp} />
      </ConsoleFrame>
    );
  }
  const failed = actionData && "errors" in actionData ? actionData : null;
  const values = (failed?.values as ServiceFormValues | null) ?? loaderData.values;
  const errors = failed && failed.intent === "save" ? failed.errors : {};
  return (
    <ConsoleFrame username={username} section="helplines">
      <AllCrisisLinesLink at={service.id} />
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <h1 className="break-words text-3xl font-bold tracking-tight text-ink">{service.name}</h1>
        {service.removed ? null : <CheckAgeBadge age={age} />}
      </div>
      <p className="mt-1 text-ink-muted">
        {service.removed
          ? `Removed by ${service.removedBy} on ${formatDateTime(service.removedAt ?? "")}. `
          : "Shown on "}
        {service.removed ? null : (
          <Link
            to={href("/get-help/:code", { code: service.country })}
            className="font-semibold text-brand underline"
          >
            /get-help/{service.country}
          </Link>
        )}
      </p>
      <ConsoleNotice
        success={notice}
        problem={
          failed ? (failed.intent === "save" ? "Nothing was saved: " : "") + failed.message : null
        }
      />

      <section
        aria-labelledby="verify"
        className="mt-8 max-w-2xl rounded-2xl border border-line bg-surface p-5"
      >
        <h2 id="verify" className="text-xl font-semibold">
          Verify
        </h2>
        <p className="mt-1 text-sm text-ink-muted">
          Read its number, hours and details on its own page, then record the check. Correct
          anything that differs in the form below first.
        </p>
        <div className="mt-3">
          <VerifyForm
            target={{}}
            sourceUrl={service.source}
            label={service.name}
            error={failed?.intent === "verify" ? Object.values(failed.errors)[0] : undefined}
          />
        </div>
        <VerificationLog checks={service.checks} />
      </section>

      <section aria-labelledby="edit" className="mt-8 max-w-2xl">
        <h2 id="edit" className="text-xl font-semibold">
          Edit
        </h2>
        <div className="mt-4">
          <ServiceForm values={values} errors={errors} submitLabel="Save changes" />
        </div>
      </section>

      <section
        aria-labelledby="remove"
        className="mt-10 max-w-2xl rounded-2xl border border-line bg-surface p-5"
      >
        <h2 id="remove" className="text-xl font-semibold">
          {service.removed ? "List it again" : "Remove this line"}
        </h2>
        <p className="mt-1 text-sm text-ink-muted">
          {service.removed
            ? "It comes back on every page that shows its country's lines."
            : "For a line that has closed, or whose number cannot be confirmed any more. It leaves every page and the open data at once; its log is kept here."}
        </p>
        <Form method="post" className="mt-3">
          <input type="hidden" name="intent" value={service.removed ? "restore" : "remove"} />
          <button type="submit" className={buttonClasses("secondary", "sm")}>
            {service.removed ? "List it again" : "Remove from the site"}
          </button>
        </Form>
      </section>
    </ConsoleFrame>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <CuratorErrorBoundary error={error} />;
}
