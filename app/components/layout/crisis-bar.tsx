import { href, Link } from "react-router";
import { PhoneIcon } from "~/components/ui/icons";
import { useChosenCountry } from "~/domain/helplines/chosen-country";
import { callHref, countryInSentence, crisisLineVerb, mainLine } from "~/domain/helplines/dial";
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

  let message;
  if (country && main && call) {
    message = (
      <span>
        In crisis in {countryInSentence(country)}? {main.name}:{" "}
        <a href={callHref(call.value)} className={BAR_LINK}>
          {call.value}
        </a>
      </span>
    );
  } else if (country) {
    const emergency = country.emergency.numbers[0] ?? "";
    message = (
      <span>
        In danger in {countryInSentence(country)}? Call{" "}
        <a href={callHref(emergency)} className={BAR_LINK}>
          {emergency}
        </a>
      </span>
    );
  } else if (line) {
    const verb = crisisLineVerb(line);
    message = (
      <span>
        In crisis? {verb[0]!.toUpperCase() + verb.slice(1)}{" "}
        <a href={callHref(line.number)} className={BAR_LINK}>
          {line.number}
        </a>{" "}
        in {line.where}
      </span>
    );
  } else {
    message = <span>In crisis? Free, confidential help:</span>;
  }

  return (
    <div className="bg-surface-muted text-sm text-ink" data-testid="crisis-bar">
      <p className="mx-auto max-w-6xl px-4 py-1.5">
        <PhoneIcon width={16} height={16} className="mr-1.5 inline align-[-0.2em] text-brand" />
        {message} <span aria-hidden="true">·</span>{" "}
        <Link to={href("/get-help")} className="font-medium text-brand underline">
          {country ? "Other countries: get help now" : "Elsewhere: get help now"}
        </Link>
      </p>
    </div>
  );
}
