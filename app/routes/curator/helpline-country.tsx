import { Form, href, redirect } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { Input, Textarea } from "~/components/ui/input";
import { requireCurator, requireSameOrigin } from "~/features/curators/accounts/guard.server";
import { retryAfterHeaders } from "~/lib/retry-after";
import { StepUpForm } from "~/features/curators/accounts/step-up-form";
import { ConsoleFrame } from "~/features/curators/console/console-frame";
import { ConsoleNotice } from "~/features/curators/console/console-notice";
import { CuratorErrorBoundary } from "~/features/curators/console/error-boundary";
import { AllCrisisLinesLink, VerificationLog } from "~/features/curators/helplines/check-badge";
import { emergencyChangeOf } from "~/features/curators/helplines/form-values";
import { changeWithStepUp, countryOr404 } from "~/features/curators/helplines/helplines.server";
import { VerifyForm } from "~/features/curators/helplines/service-form";
import { editEmergency, verifyEmergency } from "~/features/curators/helplines/writes.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/helpline-country";

const DONE = {
  saved: "Saved. Every page that names these numbers shows the change now.",
  verified: "Check recorded.",
} as const;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { db, curator } = await requireCurator(request, context);
  const country = await countryOr404(db, params.code);
  const done = new URL(request.url).searchParams.get("done") ?? "";
  return {
    username: curator.username,
    country,
    notice: Object.hasOwn(DONE, done) ? DONE[done as keyof typeof DONE] : null,
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  requireSameOrigin(request);
  const { db, curator } = await requireCurator(request, context);
  const country = await countryOr404(db, params.code);
  const form = await request.formData();
  const intent = form.get("intent") === "verify" ? "verify" : "save";
  const body =
    intent === "verify"
      ? { sourceUrl: form.get("sourceUrl"), note: form.get("note") ?? "" }
      : emergencyChangeOf(form);
  const what = `${intent === "verify" ? "Recording a check of" : "Changing"} the emergency numbers of ${country.name}`;
  const result = await changeWithStepUp(
    { request, context, curator, form, what, kept: { intent } },
    (writer) =>
      (intent === "verify" ? verifyEmergency : editEmergency)(db, country.code, body, writer),
  );
  if ("answer" in result) return result.answer;
  const done = intent === "verify" ? "verified" : "saved";
  return redirect(
    `${href("/curator/helplines/countries/:code", { code: country.code })}?done=${done}`,
    303,
  );
}

export const headers: Route.HeadersFunction = retryAfterHeaders;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: args.loaderData
      ? `Emergency numbers: ${args.loaderData.country.name}`
      : "Emergency numbers",
    description: "Where the curator keeps a country's emergency numbers true.",
    noindex: true,
  });

export default function CuratorHelplineCountry({ loaderData, actionData }: Route.ComponentProps) {
  const { username, country, notice } = loaderData;
  if (actionData && "stepUp" in actionData) {
    return (
      <ConsoleFrame username={username} section="helplines">
        <StepUpForm request={actionData.stepUp} />
      </ConsoleFrame>
    );
  }
  const failed = actionData && "intent" in actionData ? actionData : null;
  const errors: Record<string, string> = failed?.intent === "save" ? failed.errors : {};
  const { emergency } = country;
  return (
    <ConsoleFrame username={username} section="helplines">
      <AllCrisisLinesLink at={`country-${country.code}`} />
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-ink">{country.name}</h1>
      <ConsoleNotice success={notice} problem={failed?.message} />
      <section
        aria-labelledby="verify"
        className="mt-8 max-w-2xl rounded-2xl border border-line bg-surface p-5"
      >
        <h2 id="verify" className="text-xl font-semibold">
          Verify the emergency numbers
        </h2>
        <p className="mt-1 text-sm text-ink-muted">
          Against an official government or emergency-service page.
        </p>
        <div className="mt-3">
          <VerifyForm
            target={{}}
            sourceUrl={emergency.source}
            label={`the emergency numbers of ${country.name}`}
            error={failed?.intent === "verify" ? Object.values(failed.errors)[0] : undefined}
          />
        </div>
        <VerificationLog checks={emergency.checks} />
      </section>
      <section aria-labelledby="edit" className="mt-8 max-w-2xl">
        <h2 id="edit" className="text-xl font-semibold">
          Edit
        </h2>
        <Form method="post" className="mt-4 space-y-5" noValidate>
          <input type="hidden" name="intent" value="save" />
          {(
            [
              [
                "numbers",
                "Emergency numbers",
                "One per line, as dialled locally.",
                emergency.numbers.join("\n"),
                true,
              ],
              [
                "note",
                "Note (optional)",
                "Which services they reach; how deaf callers reach them.",
                emergency.note ?? "",
                true,
              ],
              [
                "source",
                "Official page",
                "https: a government or emergency-service page.",
                emergency.source,
                false,
              ],
              ["name", "Country's name", "", country.name, false],
              [
                "inSentence",
                "Name in a sentence (optional)",
                "Where English needs “the”: the United Kingdom.",
                country.inSentence ?? "",
                false,
              ],
            ] as const
          ).map(([name, label, hint, value, long]) => (
            <div key={name}>
              <label htmlFor={`field-${name}`} className="block font-semibold text-ink">
                {label}
              </label>
              {hint ? <p className="text-sm text-ink-muted">{hint}</p> : null}
              {long ? (
                <Textarea
                  id={`field-${name}`}
                  name={name}
                  rows={name === "numbers" ? 3 : 2}
                  defaultValue={value}
                  aria-invalid={errors[name] ? true : undefined}
                  aria-describedby={errors[name] ? `error-${name}` : undefined}
                  className="mt-1"
                />
              ) : (
                <Input
                  id={`field-${name}`}
                  name={name}
                  defaultValue={value}
                  aria-invalid={errors[name] ? true : undefined}
                  aria-describedby={errors[name] ? `error-${name}` : undefined}
                  className="mt-1"
                />
              )}
              {errors[name] ? (
                <p id={`error-${name}`} className="mt-1 text-sm font-semibold text-danger">
                  {errors[name]}
                </p>
              ) : null}
            </div>
          ))}
          <button type="submit" className={buttonClasses("primary")}>
            Save changes
          </button>
        </Form>
      </section>
    </ConsoleFrame>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <CuratorErrorBoundary error={error} />;
}
