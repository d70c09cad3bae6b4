import { href, Link } from "react-router";
import type { CuratorCountry } from "~/domain/helplines/store.server";
import { checkAge } from "~/domain/helplines/check-age";
import { hoursText } from "~/domain/helplines/hours";
import { methodLabel } from "~/domain/helplines/links";
import { formatDateTime } from "../console/format";
import { CheckAgeBadge, CheckedBy } from "./check-badge";
import { VerifyForm } from "./service-form";

/*
 * One country on the console's list of crisis lines: its emergency numbers and its lines, each
 * with its last check, how old it is, and a Verify form (app/routes/curator/helplines.tsx).
 */

/** A country as the list shows it: only what the page prints, worked out on the server. */
export function countryOverview(country: CuratorCountry, now: Date) {
  return {
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
  };
}

export type CountryOverview = ReturnType<typeof countryOverview>;

/** `failed`: the Verify form that was refused (its target, its errors), opened again. */
export function CountryLines({
  country,
  failed,
}: {
  country: CountryOverview;
  failed: { target: string; errors: Record<string, string> } | null;
}) {
  return (
    <section
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
          No checked line yet: the public page gives the emergency numbers and points to Find A
          Helpline.
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
  );
}
