import { useEffect } from "react";
import { data, href, Link, redirect } from "react-router";
import { EmergencyNumbers, HelplineCard, useNow } from "~/components/layout/helpline-card";
import { PageHeader } from "~/components/layout/page-header";
import { SHOWS_COUNTRY } from "~/domain/helplines/chosen-country";
import { countryInSentence } from "~/domain/helplines/dial";
import { checkCaveat, hostOf } from "~/domain/helplines/links";
import { CountryChooser } from "~/features/help/country-chooser";
import { countryPageText } from "~/features/help/country-page";
import { FindAHelpline } from "~/features/help/find-a-helpline";
import { NotACrisisService, RightNow } from "~/features/help/help-guidance";
import { countryByCode, countryChoices } from "~/features/help/helplines.server";
import { formatDate } from "~/lib/dates";
import { DEFAULT_SHARE_IMAGE, pageMeta } from "~/lib/meta";
import { rememberCountry, useRememberedCountry } from "~/lib/remembered-country";
import type { Route } from "./+types/get-help-country";

/*
 * A country's lines, rendered per request from the live registry: "Open now" / "Closed now" is
 * right at the time of the request, with or without JavaScript, and a curator's change shows at
 * once (docs/decisions/037). With JavaScript the status follows the clock while the page is open.
 */
/** The crisis bar shows this page's country from the first paint, without fetching it again. */
export const handle = SHOWS_COUNTRY;

export function loader({ params }: Route.LoaderArgs) {
  const country = countryByCode(params.code);
  if (!country) throw data(null, { status: 404 });
  // A code in capitals goes to its lowercase address, the one the chooser and links use.
  if (params.code !== country.code) {
    throw redirect(href("/get-help/:code", { code: country.code }), 301);
  }
  return {
    country,
    choices: countryChoices(),
    now: new Date().toISOString(),
    // The same country's lines in Spanish (the header's language link and hreflang).
    head: { twin: href("/es/ayuda/:code", { code: country.code }) },
  };
}

export const meta: Route.MetaFunction = (args) => {
  const country = args.loaderData?.country;
  if (!country) return [{ title: "Page not found" }];
  // Rendered per request, so no card of its own is drawn at build time: the site's card.
  return pageMeta(args, {
    ...countryPageText(country),
    image: DEFAULT_SHARE_IMAGE,
    twin: args.loaderData?.head.twin,
  });
};

export default function GetHelpCountry({ loaderData }: Route.ComponentProps) {
  const { country, choices } = loaderData;
  const now = useNow(loaderData.now);
  const remembered = useRememberedCountry();
  // Visiting a country's page is choosing it: the crisis bar shows its line from now on.
  useEffect(() => {
    rememberCountry(country.code);
  }, [country.code]);
  const where = countryInSentence(country);
  const emergencyChecked = country.emergency.checkedAt;

  return (
    <>
      <PageHeader
        eyebrow="Get help now"
        title={`Crisis lines in ${where}`}
        lead="You don't have to face this alone."
      >
        <div className="mt-6 text-ink-muted">
          <p className="font-semibold text-ink">In immediate danger:</p>
          <div className="mt-2">
            <EmergencyNumbers country={country} />
          </div>
        </div>
      </PageHeader>
      <div className="mx-auto max-w-6xl space-y-12 px-4 py-10 *:max-w-3xl">
        <section aria-labelledby="lines" className="space-y-4">
          <h2 id="lines" className="text-2xl font-semibold">
            Talk to someone now
          </h2>
          {country.services.map((service) => (
            <HelplineCard key={service.id} service={service} now={now} />
          ))}
          {country.services.length === 0 ? (
            <p className="text-ink-muted">
              We have not yet been able to check a crisis line in {where} against the service's own
              page, so we don't list one here. Find A Helpline, below, lists lines for {where}.
            </p>
          ) : null}
          <p className="text-sm text-ink-muted">
            {country.services.length > 0
              ? "Each line shows when it was last checked, and against which page. "
              : null}
            The emergency numbers were checked on{" "}
            <time dateTime={emergencyChecked.slice(0, 10)}>{formatDate(emergencyChecked)}</time>{" "}
            against{" "}
            <a
              href={country.emergency.checkedAgainst}
              className="text-brand underline"
              rel="noreferrer"
            >
              {hostOf(country.emergency.checkedAgainst)}
            </a>
            {checkCaveat(country.emergency)}.
          </p>
        </section>
        <RightNow country={country} />
        <FindAHelpline />
        <section aria-labelledby="other-country" className="space-y-3">
          <h2 id="other-country" className="text-xl font-semibold">
            Another country
          </h2>
          <CountryChooser countries={choices} current={country.code} />
          <p className="text-sm text-ink-muted">
            Or see{" "}
            <Link to={href("/get-help")} className="text-brand underline">
              every country we list
            </Link>
            . A school, clinic or charity can show these lines on its own site:{" "}
            <Link to={href("/get-help/embed")} className="text-brand underline">
              embed them
            </Link>
            .
          </p>
          {remembered === country.code ? (
            <p className="text-sm text-ink-muted">
              This browser now remembers {where}, so the bar at the top of every page shows its
              line. It is kept only on this device.{" "}
              <button
                type="button"
                className="font-semibold text-brand underline"
                onClick={() => rememberCountry(null)}
              >
                Forget my country
              </button>
            </p>
          ) : null}
        </section>
        <NotACrisisService />
      </div>
    </>
  );
}

/** An unknown code: a 404 that still leads somewhere useful at once. */
export function ErrorBoundary() {
  return (
    <div className="mx-auto max-w-xl space-y-4 px-4 py-20 text-center">
      <title>Country not found | Steady Ground</title>
      <h1 className="text-3xl font-bold">We don't list that country</h1>
      <p className="text-ink-muted">
        We couldn't find crisis lines for that address. In danger, call your local emergency number
        now.
      </p>
      <p>
        <Link
          to={href("/get-help")}
          className="inline-flex min-h-11 items-center rounded-lg bg-brand px-5 font-semibold text-brand-ink no-underline"
        >
          Choose your country on Get help now
        </Link>
      </p>
      <FindAHelpline />
    </div>
  );
}
