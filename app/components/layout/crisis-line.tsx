import { href, Link } from "react-router";
import type { Country, Helpline } from "~/content/helplines.schema";
import { PhoneIcon } from "~/components/ui/icons";
import { formatDate } from "~/lib/dates";
import {
  contactHref,
  contactLabel,
  countryInSentence,
  DEFAULT_LINE,
  telHref,
} from "~/lib/helpline-links";

const LINK =
  "inline-flex min-h-11 items-center gap-2 rounded-lg bg-brand px-4 font-semibold text-brand-ink no-underline hover:bg-brand-strong";
const LINK_QUIET =
  "inline-flex min-h-11 items-center gap-2 rounded-lg border border-line bg-surface px-4 font-semibold text-ink no-underline hover:bg-surface-muted";

function hostOf(url: string): string {
  return new URL(url).hostname.replace(/^www\d?\./, "");
}

/** One crisis line: who it is for, how to reach it, and when and where it was checked. */
export function HelplineCard({
  service,
  headingLevel = 3,
}: {
  service: Helpline;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="rounded-xl border border-line bg-surface p-5 print:break-inside-avoid print:border-0 print:p-0">
      <Heading className="text-lg font-semibold text-ink">{service.name}</Heading>
      <p className="mt-1 text-ink-muted">{service.forWhom}</p>
      <ul className="mt-3 flex flex-wrap gap-2">
        {service.contacts.map((contact, index) => (
          <li key={`${contact.kind}-${contact.number}`}>
            <a href={contactHref(contact)} className={index === 0 ? LINK : LINK_QUIET}>
              {contact.kind === "call" ? <PhoneIcon width={18} height={18} /> : null}
              {contactLabel(contact)}
            </a>
          </li>
        ))}
      </ul>
      <dl className="mt-3 grid gap-x-3 gap-y-1 text-sm text-ink-muted sm:grid-cols-[auto_1fr]">
        {service.hours ? (
          <>
            <dt className="font-semibold">Hours</dt>
            <dd>{service.hours}</dd>
          </>
        ) : null}
        {service.languages ? (
          <>
            <dt className="font-semibold">Languages</dt>
            <dd>{service.languages.join("; ")}</dd>
          </>
        ) : null}
        <dt className="font-semibold">Last checked</dt>
        <dd>
          {formatDate(service.lastChecked)}, against{" "}
          <a href={service.source} className="text-brand underline" rel="noreferrer">
            {hostOf(service.source)}
          </a>
        </dd>
      </dl>
    </article>
  );
}

/** "In danger right now": the country's emergency number(s) as call links. */
export function EmergencyNumbers({ country }: { country: Country }) {
  const { numbers, note } = country.emergency;
  return (
    <p className="flex flex-wrap items-center gap-2">
      <span>
        In {countryInSentence(country)}, call{note ? ` (${note})` : ""}:
      </span>
      {numbers.map((number, index) => (
        <span key={number} className="inline-flex items-center gap-2">
          {index > 0 ? <span>or</span> : null}
          <a href={telHref(number)} className={LINK}>
            <PhoneIcon width={18} height={18} /> {number}
          </a>
        </span>
      ))}
    </p>
  );
}

/** The line beside any text that mentions suicide or self-harm: 988, and every other country. */
export function CrisisNote({ className = "" }: { className?: string }) {
  return (
    <p className={`rounded-xl bg-surface-muted p-4 text-sm text-ink-muted ${className}`}>
      If you are thinking about suicide or are in crisis, call or text{" "}
      <a href={telHref("988")} className="font-semibold text-brand underline">
        988
      </a>{" "}
      in the US and Canada, or find the line for your country on{" "}
      <Link to={href("/get-help")} className="font-semibold text-brand underline">
        Get help now
      </Link>
      . In danger, call your local emergency number.
    </p>
  );
}

/**
 * A country's crisis lines in a few lines of text, for paper (the safety plan, handouts): the
 * emergency number, then each line with how to reach it and its hours. Without a country, the
 * emergency number first, then the line everyone sees first: 988 for the US and Canada.
 */
export function CrisisLineList({ country }: { country: Country | null | undefined }) {
  if (!country) {
    return (
      <p>
        <span className="font-semibold">In danger right now:</span> call 911 or your local emergency
        number. <span className="font-semibold">In the US and Canada:</span> call or text{" "}
        <a href={telHref(DEFAULT_LINE.number)} className="font-semibold underline">
          {DEFAULT_LINE.number}
        </a>
        .
      </p>
    );
  }
  return (
    <>
      <p className="font-semibold">
        In danger in {countryInSentence(country)}: call {country.emergency.numbers.join(" or ")}.
      </p>
      <ul className="mt-1 space-y-0.5">
        {country.services.map((service) => (
          <li key={service.id}>
            <span className="font-semibold">{service.name}</span>:{" "}
            {service.contacts.map(contactLabel).join("; ")}
            {service.hours ? ` (${service.hours})` : ""}
          </li>
        ))}
      </ul>
    </>
  );
}
