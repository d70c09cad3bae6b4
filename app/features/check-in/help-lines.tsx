import { href, Link } from "react-router";
import { useCrisisLine } from "~/components/layout/crisis-line";
import { PhoneIcon } from "~/components/ui/icons";
import { callHref, countryInSentence, mainLine, textHref } from "~/domain/helplines/dial";
import { methodHref, methodLabel } from "~/domain/helplines/links";
import type { HelplineCountry } from "~/domain/helplines/types";

const LINE =
  "inline-flex min-h-11 items-center gap-2 rounded-lg bg-brand px-4 font-semibold text-brand-ink no-underline hover:bg-brand-strong";
const LINE_QUIET =
  "inline-flex min-h-11 items-center rounded-lg border border-line bg-surface px-4 font-semibold text-ink no-underline hover:bg-surface-muted";

/**
 * The chosen country's main line as call and text links; before a country is chosen, the
 * registry's default line (the United States and Canada's).
 */
export function HelpLines({ country }: { country: HelplineCountry | undefined }) {
  const line = country ? mainLine(country) : undefined;
  const fallback = useCrisisLine();
  return (
    <div className="space-y-2">
      {country && line ? (
        <p className="font-semibold text-ink">
          {line.name}, in {countryInSentence(country)}:
        </p>
      ) : null}
      <ul className="flex flex-wrap gap-2">
        {line ? (
          line.methods.map((method, index) => (
            <li key={`${method.kind}-${method.value}-${index}`}>
              <a href={methodHref(method)} className={index === 0 ? LINE : LINE_QUIET}>
                {method.kind === "call" ? <PhoneIcon width={18} height={18} /> : null}
                {methodLabel(method)}
              </a>
            </li>
          ))
        ) : country ? (
          // A country whose lines could not be checked: its emergency number.
          country.emergency.numbers.map((number) => (
            <li key={number}>
              <a href={callHref(number)} className={LINE}>
                <PhoneIcon width={18} height={18} /> Call {number}
              </a>
            </li>
          ))
        ) : fallback ? (
          <>
            <li>
              <a href={callHref(fallback.number)} className={LINE}>
                <PhoneIcon width={18} height={18} /> Call {fallback.number}
              </a>
            </li>
            {fallback.texts ? (
              <li>
                <a href={textHref(fallback.number)} className={LINE_QUIET}>
                  Text {fallback.number}
                </a>
              </li>
            ) : null}
          </>
        ) : null}
        <li>
          <Link to={href("/get-help")} className={LINE_QUIET}>
            {country ? "Lines in other countries" : "Crisis lines in other countries"}
          </Link>
        </li>
      </ul>
      {country || !fallback ? null : (
        <p className="text-sm text-ink-muted">
          {fallback.number} ({fallback.name}) answers in {fallback.where}.
        </p>
      )}
    </div>
  );
}
