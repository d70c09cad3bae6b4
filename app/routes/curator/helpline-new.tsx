import { href, redirect } from "react-router";
import { requireCurator, requireSameOrigin } from "~/features/curators/accounts/guard.server";
import { retryAfterHeaders } from "~/lib/retry-after";
import { StepUpForm } from "~/features/curators/accounts/step-up-form";
import { ConsoleFrame } from "~/features/curators/console/console-frame";
import { ConsoleNotice } from "~/features/curators/console/console-notice";
import { CuratorErrorBoundary } from "~/features/curators/console/error-boundary";
import {
  emptyValues,
  fieldsOf,
  valuesFromForm,
  type ServiceFormValues,
} from "~/features/curators/helplines/form-values";
import { changeWithStepUp, countryOr404 } from "~/features/curators/helplines/helplines.server";
import { ServiceForm } from "~/features/curators/helplines/service-form";
import { addService } from "~/features/curators/helplines/writes.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/helpline-new";
import { AllCrisisLinesLink } from "~/features/curators/helplines/check-badge";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { db, curator } = await requireCurator(request, context);
  const country = await countryOr404(db, params.code);
  return {
    username: curator.username,
    country: { code: country.code, name: country.name },
    values: emptyValues(country.timeZone),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  requireSameOrigin(request);
  const { db, curator } = await requireCurator(request, context);
  const country = await countryOr404(db, params.code);
  const form = await request.formData();
  const values = valuesFromForm(form);
  const { position: _position, ...fields } = fieldsOf(values);
  const body = { ...fields, check: { sourceUrl: values.checkUrl, note: values.checkNote } };
  const what = `Adding “${values.name.trim() || "a line"}” in ${country.name}`;
  const result = await changeWithStepUp(
    { request, context, curator, form, what, kept: { values } },
    (writer) => addService(db, country.code, body, writer),
  );
  if ("answer" in result) return result.answer;
  const { id } = result.done.service;
  return redirect(`${href("/curator/helplines/:id", { id })}?done=saved`, 303);
}

export const headers: Route.HeadersFunction = retryAfterHeaders;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: args.loaderData ? `Add a line in ${args.loaderData.country.name}` : "Add a line",
    description: "Where the curator adds a crisis line.",
    noindex: true,
  });

export default function CuratorHelplineNew({ loaderData, actionData }: Route.ComponentProps) {
  const { username, country } = loaderData;
  if (actionData && "stepUp" in actionData) {
    return (
      <ConsoleFrame username={username} section="helplines">
        <StepUpForm request={actionData.stepUp} />
      </ConsoleFrame>
    );
  }
  const failed = actionData && "errors" in actionData ? actionData : null;
  const values = (failed?.values as ServiceFormValues | undefined) ?? loaderData.values;
  return (
    <ConsoleFrame username={username} section="helplines">
      <AllCrisisLinesLink at={`country-${country.code}`} />
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-ink">
        Add a line in {country.name}
      </h1>
      <p className="mt-1 max-w-[68ch] text-ink-muted">
        Only a line whose number you have read on its own page (or an official page that runs it).
        Nothing guessed: leave out what its page does not say. It goes on the site as soon as you
        add it, at the end of {country.name}&rsquo;s list.
      </p>
      <ConsoleNotice problem={failed ? `Nothing was added: ${failed.message}` : null} />
      <div className="mt-6 max-w-2xl">
        <ServiceForm
          values={values}
          errors={failed?.errors ?? {}}
          submitLabel="Add this line"
          withCheck
        />
      </div>
    </ConsoleFrame>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <CuratorErrorBoundary error={error} />;
}
