import { useEffect, useState } from "react";
import { AUDIENCE_LABELS } from "~/content/helpline-terms";
import { PhoneIcon } from "~/components/ui/icons";
import { checkAge } from "~/domain/helplines/check-age";
import { openStatus, statusText } from "~/domain/helplines/hours";
import { callHref, countryInSentence } from "~/domain/helplines/dial";
import {
  checkCaveat,
  hostOf,
  listInWords,
  methodHref,
  methodLabel,
} from "~/domain/helplines/links";
import type { CheckShown, HelplineCountry, HelplineService } from "~/domain/helplines/types";
import { formatDate } from "~/lib/dates";

/*
 * A crisis line as the help pages show it (docs/product.md "Crisis lines"):
 * how to reach it, whether it is open now, its hours, languages, who it is for, its cost, and
 * when and against what it was last checked.
 */

const LINK =
  "inline-flex min-h-11 items-center gap-2 rounded-lg bg-brand px-4 font-semibold text-brand-ink no-underline hover:bg-brand-strong";
const LINK_QUIET =
  "inline-flex min-h-11 items-center gap-2 rounded-lg border border-line bg-surface px-4 font-semibold text-ink no-underline hover:bg-surface-muted";

/**
 * The time now: the request's on the server and in the first render (so the HTML and the
 * hydration agree), then the browser's clock, once a minute, so a page left open stays right.
 */
export function useNow(renderedAt: string): Date {
  const [now, setNow] = useState(() => new Date(renderedAt));
  useEffect(() => {
    const tick = () => setNow(new Date());
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, 30_000);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, []);
  return now;
}

/** What a brief listing needs of a line. */
export type SummaryService = Pick<
  HelplineService,
  "id" | "name" | "methods" | "hours" | "timeZone"
>;

/** "Open now, until 1:00 pm (Helsinki time)" / "Closed now. Opens on Friday at …". */
export function OpenNow({ service, now }: { service: SummaryService; now: Date }) {
  const status = statusText(openStatus(service.hours, service.timeZone, now), service.timeZone);
  if (!status) return null;
  return (
    <p className="mt-2 flex flex-wrap items-center gap-x-2 text-sm" data-open-status>
      <span
        className={
          status.open
            ? "rounded-full bg-brand-soft px-2.5 py-0.5 font-semibold text-brand-strong"
            : "rounded-full bg-surface-muted px-2.5 py-0.5 font-semibold text-ink"
        }
      >
        {status.label}
      </span>
      <span className="text-ink-muted">{status.open ? status.detail : `${status.detail}.`}</span>
    </p>
  );
}

/** How to reach a line: each way as a link (a call, a text with its keyword, an https chat), with its note. */
export function MethodLinks({ service }: { service: Pick<HelplineService, "methods"> }) {
  return (
    <ul className="mt-3 flex flex-col gap-2">
      {service.methods.map((method, index) => (
        <li
          key={`${method.kind}-${method.value}-${index}`}
          className="flex flex-wrap items-center gap-x-3 gap-y-1"
        >
          <a
            href={methodHref(method)}
            className={index === 0 ? LINK : LINK_QUIET}
            {...(method.kind === "chat" ? { rel: "noreferrer" } : {})}
          >
            {method.kind === "call" ? <PhoneIcon width={18} height={18} /> : null}
            {methodLabel(method)}
          </a>
          {method.note ? <span className="text-sm text-ink-muted">{method.note}</span> : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * When the line was last checked and against what: "November 26, 2026, against samaritans.org",
 * with the page's year when it is old or a word when it does not print the number (decision
 * 040); after 12 months, "Not re-checked since November 26, 2026 (checked against …)".
 */
export function CheckedLine({ service, now }: { service: CheckShown; now?: Date }) {
  const stale = now && checkAge(service.checkedAt, now) === "overdue";
  const date = (
    <time dateTime={service.checkedAt.slice(0, 10)}>{formatDate(service.checkedAt)}</time>
  );
  const against = (
    <a href={service.checkedAgainst} className="text-brand underline" rel="noreferrer">
      {hostOf(service.checkedAgainst)}
    </a>
  );
  const caveat = checkCaveat(service);
  return stale ? (
    <span className="font-semibold text-ink">
      Not re-checked since {date} (checked then against {against}
      {caveat})
    </span>
  ) : (
    <>
      {date}, against {against}
      {caveat}
    </>
  );
}

/** One crisis line, in full. With `now`, whether it is open at that moment. */
export function HelplineCard({
  service,
  now,
  headingLevel = 3,
}: {
  service: HelplineService;
  now?: Date;
  headingLevel?: 2 | 3 | 4;
}) {
  const Heading = (["h2", "h3", "h4"] as const)[headingLevel - 2]!;
  const rows: Array<[string, React.ReactNode]> = [
    ["Hours", service.hoursText],
    ["Languages", service.languages.length ? listInWords(service.languages) : "Not stated"],
    ["For", listInWords(service.audiences.map((audience) => AUDIENCE_LABELS[audience]))],
    ["Cost", service.cost ?? "Not stated on the page we checked"],
    ["Last checked", <CheckedLine key="checked" service={service} now={now} />],
  ];
  return (
    <article
      id={service.id}
      className="rounded-xl border border-line bg-surface p-5 print:break-inside-avoid print:border-0 print:p-0"
    >
      <Heading className="text-lg font-semibold text-ink">{service.name}</Heading>
      <p className="mt-1 text-ink-muted">{service.description}</p>
      {now ? <OpenNow service={service} now={now} /> : null}
      <MethodLinks service={service} />
      <dl className="mt-3 grid gap-x-3 gap-y-1 text-sm text-ink-muted sm:grid-cols-[auto_1fr]">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-semibold">{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </article>
  );
}

/** A line in brief, for the page of every country: its name, whether it is open, how to reach it. */
export function HelplineSummary({ service, now }: { service: SummaryService; now: Date }) {
  return (
    <article id={service.id} className="rounded-xl border border-line bg-surface p-4">
      <h4 className="font-semibold text-ink">{service.name}</h4>
      <OpenNow service={service} now={now} />
      <MethodLinks service={service} />
    </article>
  );
}

/** "In Ireland, call: …" and the note: the country's emergency numbers as call links. */
export function EmergencyNumbers({ country }: { country: Omit<HelplineCountry, "services"> }) {
  const { numbers, note } = country.emergency;
  return (
    <div className="space-y-1">
      <p className="flex flex-wrap items-center gap-2">
        <span>In {countryInSentence(country)}, call:</span>
        {numbers.map((number, index) => (
          <span key={number} className="inline-flex items-center gap-2">
            {index > 0 ? <span>or</span> : null}
            <a href={callHref(number)} className={LINK}>
              <PhoneIcon width={18} height={18} /> {number}
            </a>
          </span>
        ))}
      </p>
      {note ? <p className="text-sm">{note}</p> : null}
    </div>
  );
}
