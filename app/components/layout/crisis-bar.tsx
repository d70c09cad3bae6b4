import { href, Link } from "react-router";
import { PhoneIcon } from "~/components/ui/icons";
import { useChosenCountry } from "~/domain/helplines/chosen-country";
import { callHref, countryInSentence, mainLine } from "~/domain/helplines/dial";
import { Message, useLocale, useT } from "~/lib/i18n";
import { regionName } from "~/lib/locale";
import { useCrisisLine } from "./crisis-line";

const BAR_LINK = "font-semibold text-brand underline";

/**
 * Quiet, always there: where to turn right now. Before a visitor chooses a country (and without
 * JavaScript) it names the registry's default line (the US and Canada's suicide and crisis line) and
 * links everyone else to /get-help; once a country is chosen there, this browser fetches that
 * country's lines from the open API and shows its main line.
 */
export function CrisisBar() {
  const line = useCrisisLine();
  const country = useChosenCountry();
  const main = country && mainLine(country);
  const call = main?.methods.find((method) => method.kind === "call");
  const t = useT();
  const locale = useLocale();
  const countryName =
    country && (locale === "en" ? countryInSentence(country) : regionName(locale, country.code));
  const callLink = (number: string) => <a href={callHref(number)} className={BAR_LINK} />;

  let message;
  if (country && main && call) {
    message = (
      <Message
        id="crisis.barIn"
        values={{ country: countryName, name: main.name, number: call.value }}
        components={{ call: callLink(call.value) }}
      />
    );
  } else if (country) {
    const emergency = country.emergency.numbers[0] ?? "";
    message = (
      <Message
        id="crisis.barDanger"
        values={{ country: countryName, number: emergency }}
        components={{ call: callLink(emergency) }}
      />
    );
  } else if (line) {
    message = (
      <Message
        id="crisis.barDefault"
        values={{ texts: line.texts ? "yes" : "no", number: line.number, where: line.where }}
        components={{ call: callLink(line.number) }}
      />
    );
  } else {
    message = t("crisis.barNone");
  }

  return (
    <div className="bg-surface-muted text-sm text-ink" data-testid="crisis-bar">
      <p className="mx-auto max-w-6xl px-4 py-1.5">
        <PhoneIcon width={16} height={16} className="mr-1.5 inline align-[-0.2em] text-brand" />
        <span>{message}</span> <span aria-hidden="true">·</span>{" "}
        <Link
          to={locale === "es" ? href("/es/ayuda") : href("/get-help")}
          className="font-medium text-brand underline"
        >
          {country ? t("crisis.barOtherCountries") : t("crisis.barElsewhere")}
        </Link>
      </p>
    </div>
  );
}
