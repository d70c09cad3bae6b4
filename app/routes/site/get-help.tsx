import { href, redirect } from "react-router";
import { CrisisLinePhrase } from "~/components/layout/crisis-line";
import { EmergencyNumbers, HelplineSummary, useNow } from "~/components/layout/helpline-card";
import { PageHeader } from "~/components/layout/page-header";
import { PhoneIcon } from "~/components/ui/icons";
import { pageHead } from "~/content/site-pages";
import { callHref, countryInSentence, textHref } from "~/domain/helplines/dial";
import { countriesByName, crisisLineOf } from "~/domain/helplines/links";
import { activeRegistry } from "~/domain/helplines/registry.server";
import { CountryChooser } from "~/features/help/country-chooser";
import { FindAHelpline } from "~/features/help/find-a-helpline";
import { NotACrisisService, RightNow } from "~/features/help/help-guidance";
import { chooserTarget } from "~/features/help/helplines.server";
import { DEFAULT_SHARE_IMAGE, pageMeta } from "~/lib/meta";
import { useRememberedCountry } from "~/lib/remembered-country";
import type { Route } from "./+types/get-help";

/*
 * Every country's lines, rendered per request from the live registry so that each line's
 * "Open now" is right at the time of the request (docs/decisions/037).
 */
export function loader({ request }: Route.LoaderArgs) {
  const country = new URL(request.url).searchParams.get("country");
  // The chooser is a plain GET form, so it works before JavaScript loads.
  if (country !== null) throw redirect(chooserTarget(country), 303);
  const registry = activeRegistry();
  return {
    // Each line in brief (its own page has the rest): a page light enough for a slow phone.
    countries: countriesByName(registry).map(({ services, ...country }) => ({
      ...country,
      services: services.map(({ id, name, methods, hours, timeZone }) => ({
        id,
        name,
        methods,
        hours,
        timeZone,
      })),
    })),
    line: crisisLineOf(registry),
    now: new Date().toISOString(),
    head: pageHead("/get-help"),
  };
}

// Rendered per request, so no card of its own is drawn at build time: the site's card.
export const meta: Route.MetaFunction = (args) =>
  args.loaderData ? pageMeta(args, { ...args.loaderData.head, image: DEFAULT_SHARE_IMAGE }) : [];

export default function GetHelp({ loaderData }: Route.ComponentProps) {
  const { line } = loaderData;
  const now = useNow(loaderData.now);
  const remembered = useRememberedCountry();
  // The visitor's own country first, once this browser knows it.
  const countries = remembered
    ? [...loaderData.countries].sort(
        (a, b) => Number(b.code === remembered) - Number(a.code === remembered),
      )
    : loaderData.countries;
  const choices = loaderData.countries.map(({ code, name }) => ({ code, name }));
  return (
    <>
      <PageHeader
        title="Get help now"
        lead="You don't have to face this alone. Someone is there to talk to, often at any time of day or night."
      >
        <div className="mt-6 space-y-4">
          {line ? (
            <>
              <p className="font-semibold">In {line.where}:</p>
              <div className="flex flex-wrap gap-3">
                <a
                  href={callHref(line.number)}
                  className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-brand px-5 font-semibold text-brand-ink no-underline"
                >
                  <PhoneIcon /> Call {line.number}
                </a>
                {line.texts ? (
                  <a
                    href={textHref(line.number)}
                    className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-line bg-surface px-5 font-semibold text-ink no-underline"
                  >
                    Text {line.number}
                  </a>
                ) : null}
              </div>
              <p className="text-ink-muted">
                That is <CrisisLinePhrase line={line} />.
              </p>
            </>
          ) : null}
          <p className="text-ink-muted">
            In immediate danger, call your local emergency number. Somewhere else? Choose your
            country:
          </p>
          <CountryChooser countries={choices} />
        </div>
      </PageHeader>
      <div className="mx-auto max-w-6xl space-y-12 px-4 py-10 *:max-w-3xl">
        <RightNow />
        <section aria-labelledby="by-country" className="space-y-8">
          <h2 id="by-country" className="text-2xl font-semibold">
            Crisis lines by country
          </h2>
          {countries.map((country) => (
            <section
              key={country.code}
              aria-labelledby={`country-${country.code}`}
              className="space-y-3"
            >
              <h3 id={`country-${country.code}`} className="text-xl font-semibold">
                <a
                  href={href("/get-help/:code", { code: country.code })}
                  className="text-ink underline-offset-4 hover:underline"
                >
                  {country.name}
                </a>
              </h3>
              <div className="text-ink-muted">
                <EmergencyNumbers country={country} />
              </div>
              {country.services.map((service) => (
                <HelplineSummary key={service.id} service={service} now={now} />
              ))}
              {country.services.length > 0 ? (
                <p className="text-sm text-ink-muted">
                  <a
                    href={href("/get-help/:code", { code: country.code })}
                    className="font-semibold text-brand underline"
                  >
                    {country.name}: hours, languages, who each line is for, and when we checked it
                  </a>
                </p>
              ) : null}
              {country.services.length === 0 ? (
                <p className="text-ink-muted">
                  We have not yet been able to check a crisis line here against its own page. Find A
                  Helpline, below, lists lines for {countryInSentence(country)}.
                </p>
              ) : null}
            </section>
          ))}
        </section>
        <FindAHelpline />
        <NotACrisisService />
      </div>
    </>
  );
}
