import { href, Link } from "react-router";
import { PhoneIcon } from "~/components/ui/icons";
import { callHref, countryInSentence } from "~/domain/helplines/dial";
import { methodHref, methodLabel } from "~/domain/helplines/links";
import type { HelplineCountry, HelplineService } from "~/domain/helplines/types";

const LINE =
  "inline-flex min-h-11 items-center gap-2 rounded-lg bg-brand px-4 font-semibold text-brand-ink no-underline hover:bg-brand-strong";
const LINE_QUIET =
  "inline-flex min-h-11 items-center gap-2 rounded-lg border border-line bg-surface px-4 font-semibold text-ink no-underline hover:bg-surface-muted";

/**
 * The lines Get help now lists after item 9: the country's lines for anyone, and those for
 * veterans and service members (who are at higher risk, and whose line is reached through the
 * same number), in the curator's order. Lines for other groups stay on the country's page.
 */
export function crisisLinesFor(country: HelplineCountry): HelplineService[] {
  return country.services.filter((service) =>
    service.audiences.some((audience) => audience === "everyone" || audience === "veterans"),
  );
}

/**
 * "If you might act on these thoughts, call [the number] now, or your local emergency number":
 * the chosen country's numbers once one is chosen, else the default country's with the reminder
 * that elsewhere the local number is the one to call. Every number from the registry.
 */
export function EmergencyLine({
  country,
  chosen,
}: {
  country: HelplineCountry;
  /** Whether the visitor chose this country (else it is the default one). */
  chosen: boolean;
}) {
  const numbers = country.emergency.numbers;
  return (
    <p className="text-lg font-semibold text-ink">
      If you might act on these thoughts, call{" "}
      {numbers.map((number, index) => (
        <span key={number}>
          {index > 0 ? " or " : ""}
          <a href={callHref(number)} className="text-brand underline">
            {number}
          </a>
        </span>
      ))}{" "}
      now
      {chosen
        ? `, the emergency ${numbers.length > 1 ? "numbers" : "number"} in ${countryInSentence(country)}.`
        : ", or your local emergency number."}
    </p>
  );
}

/**
 * The country's crisis lines, each way of reaching them as a call, text or chat link with
 * its note ("Then press 1", "To text in Spanish"), then where to find other countries' lines.
 */
export function HelpLines({ country, chosen }: { country: HelplineCountry; chosen: boolean }) {
  const lines = crisisLinesFor(country);
  return (
    <div className="space-y-4">
      {lines.length > 0 ? (
        <>
          <p className="text-ink">
            You can talk to someone right now, in {countryInSentence(country)}:
          </p>
          {lines.map((line, lineIndex) => (
            <div key={line.id}>
              <h3 className="font-semibold text-ink">{line.name}</h3>
              <ul className="mt-2 space-y-3 sm:space-y-2">
                {line.methods.map((method, index) => (
                  <li
                    key={`${method.kind}-${method.value}-${index}`}
                    // The note sits under its own link on a phone, beside it on a wider screen.
                    className="flex flex-col items-start gap-1 sm:flex-row sm:items-center sm:gap-3"
                  >
                    <a
                      href={methodHref(method)}
                      className={lineIndex === 0 && index === 0 ? LINE : LINE_QUIET}
                    >
                      {method.kind === "call" ? <PhoneIcon width={18} height={18} /> : null}
                      {methodLabel(method)}
                    </a>
                    {method.note ? <span className="text-ink">{method.note}</span> : null}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </>
      ) : (
        <p className="text-ink">
          We don&rsquo;t list a crisis line for {countryInSentence(country)} yet: the emergency
          number above answers at any hour.
        </p>
      )}
      <p className="text-ink">
        {chosen ? null : <>Not in {countryInSentence(country)}? </>}
        <Link to={href("/get-help")} className="font-semibold text-brand underline">
          {chosen ? "Lines in other countries" : "Crisis lines in other countries"}
        </Link>
      </p>
    </div>
  );
}
