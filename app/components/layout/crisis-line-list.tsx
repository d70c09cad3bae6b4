import { callHref, countryInSentence } from "~/domain/helplines/dial";
import { methodLabelWithNote } from "~/domain/helplines/links";
import type { HelplineCountry } from "~/domain/helplines/types";

/**
 * A country's crisis lines in a few lines of text, for paper (the safety plan, handouts, the
 * check-in's sheet): the emergency number first, for immediate danger, then each line with how
 * to reach it (each way with its note: "then press 1", TTY) and its hours. `chosen` false: the default country, shown before the visitor
 * chooses one, so it says where its numbers work and that elsewhere the local number is called.
 */
export function CrisisLineList({ country, chosen }: { country: HelplineCountry; chosen: boolean }) {
  const where = countryInSentence(country);
  return (
    <>
      <p>
        <span className="font-semibold">In danger right now:</span> call{" "}
        {country.emergency.numbers.map((number, index) => (
          <span key={number}>
            {index > 0 ? " or " : ""}
            <a href={callHref(number)} className="font-semibold underline">
              {number}
            </a>
          </span>
        ))}{" "}
        in {where}
        {chosen ? "" : ", or your local emergency number anywhere else"}.
      </p>
      {country.services.length > 0 ? (
        <>
          <ul className="mt-1 space-y-0.5" aria-label={`Crisis lines in ${where}`}>
            {country.services.map((service) => (
              <li key={service.id}>
                <span className="font-semibold">{service.name}</span>:{" "}
                {service.methods.map(methodLabelWithNote).join("; ")} (
                {service.hours.kind === "always"
                  ? "24/7"
                  : service.hours.kind === "unknown"
                    ? "hours not stated"
                    : service.hoursText}
                )
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="mt-1">
          We have not yet checked a crisis line in {where} against its own page; Find A Helpline
          lists lines there.
        </p>
      )}
    </>
  );
}
