import { href, redirect } from "react-router";
import { requireCurator, requireSameOrigin } from "~/features/curators/accounts/guard.server";
import { StepUpForm } from "~/features/curators/accounts/step-up-form";
import { ConsoleFrame } from "~/features/curators/console/console-frame";
import { ConsoleNotice } from "~/features/curators/console/console-notice";
import { CuratorErrorBoundary } from "~/features/curators/console/error-boundary";
import { CountryLines, countryOverview } from "~/features/curators/helplines/country-lines";
import { CHECK_DUE_MONTHS, CHECK_OVERDUE_MONTHS } from "~/domain/helplines/check-age";
import { curatorRegistry, curatorService } from "~/domain/helplines/store.server";
import { changeWithStepUp } from "~/features/curators/helplines/helplines.server";
import { verifyEmergency, verifyService } from "~/features/curators/helplines/writes.server";
import { retryAfterHeaders } from "~/lib/retry-after";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/helplines";

/** What the page says after a check went through. */
const DONE = {
  verified: "Check recorded. The public page shows it now.",
} as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, auth, curator } = await requireCurator(request, context);
  const url = new URL(request.url);
  const now = auth.clock();
  const countries = await curatorRegistry(db);
  const done = url.searchParams.get("done") ?? "";
  return {
    username: curator.username,
    notice: Object.hasOwn(DONE, done) ? DONE[done as keyof typeof DONE] : null,
    countries: countries.map((country) => countryOverview(country, now)),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  requireSameOrigin(request);
  const { db, curator } = await requireCurator(request, context);
  const form = await request.formData();
  const body = { sourceUrl: form.get("sourceUrl"), note: form.get("note") ?? "" };
  const serviceId = form.get("serviceId");
  const country = String(form.get("country") ?? "");
  const target = typeof serviceId === "string" ? serviceId : `country-${country}`;
  const what =
    typeof serviceId === "string"
      ? `Recording a check of “${(await curatorService(db, serviceId))?.name ?? serviceId}”`
      : `Recording a check of the emergency numbers (${country})`;
  const result = await changeWithStepUp(
    { request, context, curator, form, what, kept: { target } },
    async (writer) =>
      typeof serviceId === "string"
        ? verifyService(db, serviceId, body, writer)
        : verifyEmergency(db, country, body, writer),
  );
  if ("answer" in result) return result.answer;
  return redirect(`${href("/curator/helplines")}?done=verified#${target}`, 303);
}

export const headers: Route.HeadersFunction = retryAfterHeaders;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Crisis lines",
    description: "Where the curator keeps the crisis lines true.",
    noindex: true,
  });

export default function CuratorHelplines({ loaderData, actionData }: Route.ComponentProps) {
  const { username, countries, notice } = loaderData;
  if (actionData && "stepUp" in actionData) {
    return (
      <ConsoleFrame username={username} section="helplines">
        <StepUpForm request={actionData.stepUp} />
      </ConsoleFrame>
    );
  }
  const failed = actionData && "target" in actionData ? actionData : null;
  const due = countries
    .flatMap((country) => country.services)
    .filter((service) => !service.removed && service.age !== "fresh").length;
  return (
    <ConsoleFrame username={username} section="helplines">
      <h1 className="text-3xl font-bold tracking-tight text-ink">Crisis lines</h1>
      <p className="mt-1 max-w-[68ch] text-ink-muted">
        Every crisis line on the site, by country, as visitors see it now. Check a line against its
        own page, then press Verify: the public page says when and against what. A line is due for a
        check after {CHECK_DUE_MONTHS} months; after {CHECK_OVERDUE_MONTHS} the public page says it
        has not been re-checked. {due > 0 ? `${due} due now: see Needs review.` : null}
      </p>
      <ConsoleNotice success={notice} problem={failed?.message} />
      <nav aria-label="Countries" className="mt-6">
        <ul className="flex flex-wrap gap-x-3 gap-y-1 text-sm">
          {countries.map((country) => (
            <li key={country.code}>
              <a href={`#country-${country.code}`} className="text-brand underline">
                {country.name}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-8 space-y-10">
        {countries.map((country) => (
          <CountryLines key={country.code} country={country} failed={failed} />
        ))}
      </div>
    </ConsoleFrame>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <CuratorErrorBoundary error={error} />;
}
