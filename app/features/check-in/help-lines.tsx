import { href, Link } from "react-router";
import type { Country } from "~/content/helplines.schema";
import { PhoneIcon } from "~/components/ui/icons";
import {
  contactHref,
  contactLabel,
  countryInSentence,
  DEFAULT_LINE,
  mainLine,
  smsHref,
  telHref,
} from "~/lib/helpline-links";

const LINE =
  "inline-flex min-h-11 items-center gap-2 rounded-lg bg-brand px-4 font-semibold text-brand-ink no-underline hover:bg-brand-strong";
const LINE_QUIET =
  "inline-flex min-h-11 items-center rounded-lg border border-line bg-surface px-4 font-semibold text-ink no-underline hover:bg-surface-muted";

/** The chosen country's main line as call and text links; 988 before a country is chosen. */
export function HelpLines({ country }: { country: Country | undefined }) {
  const line = country ? mainLine(country) : undefined;
  return (
    <div className="space-y-2">
      {country && line ? (
        <p className="font-semibold text-ink">
          {line.name}, in {countryInSentence(country)}:
        </p>
      ) : null}
      <ul className="flex flex-wrap gap-2">
        {line ? (
          line.contacts.map((contact, index) => (
            <li key={`${contact.kind}-${contact.number}`}>
              <a href={contactHref(contact)} className={index === 0 ? LINE : LINE_QUIET}>
                {contact.kind === "call" ? <PhoneIcon width={18} height={18} /> : null}
                {contactLabel(contact)}
              </a>
            </li>
          ))
        ) : country ? (
          // A country whose lines could not be checked: its emergency number.
          country.emergency.numbers.map((number) => (
            <li key={number}>
              <a href={telHref(number)} className={LINE}>
                <PhoneIcon width={18} height={18} /> Call {number}
              </a>
            </li>
          ))
        ) : (
          <>
            <li>
              <a href={telHref(DEFAULT_LINE.number)} className={LINE}>
                <PhoneIcon width={18} height={18} /> Call {DEFAULT_LINE.label}
              </a>
            </li>
            <li>
              <a href={smsHref(DEFAULT_LINE.number)} className={LINE_QUIET}>
                Text {DEFAULT_LINE.label}
              </a>
            </li>
          </>
        )}
        <li>
          <Link to={href("/get-help")} className={LINE_QUIET}>
            {country ? "Lines in other countries" : "Crisis lines in other countries"}
          </Link>
        </li>
      </ul>
      {country ? null : (
        <p className="text-sm text-ink-muted">
          {DEFAULT_LINE.label} answers in the {DEFAULT_LINE.region}.
        </p>
      )}
    </div>
  );
}
