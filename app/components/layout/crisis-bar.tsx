import { useEffect, useState } from "react";
import { href, Link } from "react-router";
import type { Country } from "~/content/helplines.schema";
import { PhoneIcon } from "~/components/ui/icons";
import { countryInSentence, DEFAULT_LINE, mainLine, telHref } from "~/lib/helpline-links";
import { useRememberedCountry } from "~/lib/remembered-country";

const BAR_LINK = "font-semibold text-brand underline";

/**
 * Quiet, always there: where to turn right now. Before a visitor chooses a country (and without
 * JavaScript) it names 988, the line for the US and Canada, and links everyone else to
 * /get-help; once a country is chosen there, this browser shows that country's main line. The
 * helpline data loads only then, so that the visitors who never choose do not download it.
 */
export function CrisisBar() {
  const code = useRememberedCountry();
  const [loaded, setLoaded] = useState<{ code: string; country?: Country }>();
  useEffect(() => {
    if (!code) return;
    let current = true;
    void import("~/lib/helplines").then(({ findCountry }) => {
      if (current) setLoaded({ code, country: findCountry(code) });
    });
    return () => {
      current = false;
    };
  }, [code]);
  const country = code && loaded?.code === code ? loaded.country : undefined;
  const line = country ? mainLine(country) : undefined;
  const call = line?.contacts.find((contact) => contact.kind === "call");

  let message;
  if (country && line && call) {
    message = (
      <span>
        In crisis in {countryInSentence(country)}? {line.name}:{" "}
        <a href={telHref(call.number)} className={BAR_LINK}>
          {call.number}
        </a>
      </span>
    );
  } else if (country) {
    const emergency = country.emergency.numbers[0] ?? "";
    message = (
      <span>
        In danger in {countryInSentence(country)}? Call{" "}
        <a href={telHref(emergency)} className={BAR_LINK}>
          {emergency}
        </a>
      </span>
    );
  } else {
    message = (
      <span>
        In crisis? Call or text{" "}
        <a href={telHref(DEFAULT_LINE.number)} className={BAR_LINK}>
          {DEFAULT_LINE.label}
        </a>{" "}
        ({DEFAULT_LINE.region})
      </span>
    );
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
