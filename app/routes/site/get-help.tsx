import { href, redirect } from "react-router";
import { PageHeader } from "~/components/layout/page-header";
import { EmergencyNumbers, HelplineCard } from "~/components/layout/crisis-line";
import { PhoneIcon } from "~/components/ui/icons";
import { CountryChooser } from "~/features/help/country-chooser";
import { NotACrisisService, RightNow } from "~/features/help/help-guidance";
import { FindAHelpline } from "~/features/help/find-a-helpline";
import { chooserTarget, helplineData } from "~/features/help/helplines.server";
import { countryInSentence } from "~/lib/helpline-links";
import { COUNTRIES, DEFAULT_LINE, smsHref, telHref } from "~/lib/helplines";
import { pageHead } from "~/content/site-pages";
import { pageMeta } from "~/lib/meta";
import { useRememberedCountry } from "~/lib/remembered-country";
import type { Route } from "./+types/get-help";

export function loader({ request }: Route.LoaderArgs) {
  const country = new URL(request.url).searchParams.get("country");
  // The chooser is a plain GET form, so it works before JavaScript loads.
  if (country !== null) throw redirect(chooserTarget(country), 303);
  helplineData();
  return { head: pageHead("/get-help") };
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData ? pageMeta(args, args.loaderData.head) : [];

export default function GetHelp() {
  const remembered = useRememberedCountry();
  // The visitor's own country first, once this browser knows it.
  const countries = remembered
    ? [...COUNTRIES].sort((a, b) => Number(b.code === remembered) - Number(a.code === remembered))
    : COUNTRIES;
  return (
    <>
      <PageHeader
        title="Get help now"
        lead="You don't have to face this alone. Free, confidential help is available, often any time of day or night."
      >
        <div className="mt-6 space-y-4">
          <p className="font-semibold">In the United States and Canada:</p>
          <div className="flex flex-wrap gap-3">
            <a
              href={telHref(DEFAULT_LINE.number)}
              className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-brand px-5 font-semibold text-brand-ink no-underline"
            >
              <PhoneIcon /> Call 988
            </a>
            <a
              href={smsHref(DEFAULT_LINE.number)}
              className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-line bg-surface px-5 font-semibold text-ink no-underline"
            >
              Text 988
            </a>
          </div>
          <p className="text-ink-muted">
            In immediate danger, call 911 or your local emergency number. Somewhere else? Choose
            your country:
          </p>
          <CountryChooser />
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
                <HelplineCard key={service.id} service={service} headingLevel={3} />
              ))}
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
