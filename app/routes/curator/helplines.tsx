import { href, Link, redirect } from "react-router";
import { requireCurator, requireSameOrigin } from "~/features/curators/accounts/guard.server";
import { StepUpForm } from "~/features/curators/accounts/step-up-form";
import { ConsoleFrame } from "~/features/curators/console/console-frame";
import { ConsoleNotice } from "~/features/curators/console/console-notice";
import { CuratorErrorBoundary } from "~/features/curators/console/error-boundary";
import { formatDateTime } from "~/features/curators/console/format";
import { VerifyForm } from "~/features/curators/helplines/service-form";
import { CheckAgeBadge, CheckedBy } from "~/features/curators/helplines/check-badge";
import { checkAge, CHECK_DUE_MONTHS, CHECK_OVERDUE_MONTHS } from "~/domain/helplines/check-age";
import { hoursText } from "~/domain/helplines/hours";
import { methodLabel } from "~/domain/helplines/links";
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
    countries: countries.map((country) => ({
      code: country.code,
      name: country.name,
      emergency: {
        numbers: country.emergency.numbers,
        source: country.emergency.source,
        lastCheck: country.emergency.checks[0] ?? null,
        age: country.emergency.checkedAt ? checkAge(country.emergency.checkedAt, now) : "overdue",
      },
      services: country.services.map((service) => ({
        id: service.id,
        name: service.name,
        ways: service.methods.map(methodLabel),
        hours: hoursText(service.hours, service.timeZone),
        source: service.source,
        position: service.position,
        removed: service.removed
          ? { at: service.removedAt ?? "", by: service.removedBy ?? "" }
          : null,
        lastCheck: service.checks[0] ?? null,
        age: service.checkedAt ? checkAge(service.checkedAt, now) : "overdue",
      })),
    })),
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
          <section
            key={country.code}
            id={`country-${country.code}`}
            aria-labelledby={`heading-${country.code}`}
            className="space-y-3"
          >
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 id={`heading-${country.code}`} className="text-2xl font-semibold text-ink">
                {country.name}{" "}
                <span className="text-base font-normal text-ink-muted">({country.code})</span>
              </h2>
              <p className="flex flex-wrap gap-3 text-sm">
                <Link
                  to={href("/get-help/:code", { code: country.code })}
                  className="text-brand underline"
                >
                  Its public page
                </Link>
                <Link
                  to={href("/curator/helplines/countries/:code/new", { code: country.code })}
                  className="font-semibold text-brand underline"
                >
                  Add a line<span className="sr-only"> in {country.name}</span>
                </Link>
              </p>
            </div>
            <div
              id={`country-${country.code}-emergency`}
              className="rounded-2xl border border-line bg-surface p-4"
            >
              <div className="flex flex-wrap items-start justify-between gap-2">
                <h3 className="font-semibold text-ink">
                  Emergency: {country.emergency.numbers.join(", ")}
                </h3>
                <CheckAgeBadge age={country.emergency.age} />
              </div>
              <CheckedBy check={country.emergency.lastCheck} />
              <p className="mt-2 text-sm">
                <Link
                  to={href("/curator/helplines/countries/:code", { code: country.code })}
                  className="font-semibold text-brand underline"
                >
                  Edit or verify the emergency numbers
                  <span className="sr-only"> of {country.name}</span>
                </Link>
              </p>
            </div>
            {country.services.length === 0 ? (
              <p className="text-ink-muted">
                No checked line yet: the public page gives the emergency numbers and points to Find
                A Helpline.
              </p>
            ) : (
              <ol className="space-y-3" aria-label={`Lines in ${country.name}`}>
                {country.services.map((service) => (
                  <li
                    key={service.id}
                    id={service.id}
                    className={
                      service.removed
                        ? "rounded-2xl border border-dashed border-line p-4 text-ink-muted"
                        : "rounded-2xl border border-line bg-surface p-4 shadow-sm"
                    }
                  >
                    <div className="flex flex-wrap items-start justify-between gap-2">
                      <h3 className="text-lg font-semibold text-ink">
                        <Link
                          to={href("/curator/helplines/:id", { id: service.id })}
                          className="underline"
                        >
                          {service.name}
                        </Link>
                      </h3>
                      {service.removed ? (
                        <span className="rounded-full bg-surface-muted px-2.5 py-0.5 text-sm font-semibold">
                          Removed
                        </span>
                      ) : (
                        <CheckAgeBadge age={service.age} />
                      )}
                    </div>
                    {service.removed ? (
                      <p className="mt-1 text-sm">
                        Removed by {service.removed.by} on {formatDateTime(service.removed.at)}.
                      </p>
                    ) : (
                      <>
                        <p className="mt-1 text-sm text-ink">
                          {service.position === 0 ? (
                            <strong className="font-semibold">Main line. </strong>
                          ) : null}
                          {service.ways.join(" · ")}
                        </p>
                        <p className="text-sm text-ink-muted">{service.hours}</p>
                        <CheckedBy check={service.lastCheck} />
                        <details className="mt-3" open={failed?.target === service.id}>
                          <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-brand">
                            Verify<span className="sr-only">: {service.name}</span>
                          </summary>
                          <div className="mt-2 max-w-xl">
                            <VerifyForm
                              target={{ serviceId: service.id }}
                              sourceUrl={service.source}
                              label={service.name}
                              error={
                                failed?.target === service.id
                                  ? Object.values(failed.errors)[0]
                                  : undefined
                              }
                            />
                          </div>
                        </details>
                      </>
                    )}
                  </li>
                ))}
              </ol>
            )}
          </section>
        ))}
      </div>
    </ConsoleFrame>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <CuratorErrorBoundary error={error} />;
}
