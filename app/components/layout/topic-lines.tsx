import { href, Link } from "react-router";
import { PhoneIcon } from "~/components/ui/icons";
import { useChosenCountry } from "~/domain/helplines/chosen-country";
import { callHref, countryInSentence } from "~/domain/helplines/dial";
import {
  checkCaveat,
  FIND_A_HELPLINE_URL,
  hostOf,
  methodHref,
  methodLabel,
} from "~/domain/helplines/links";
import {
  topicHeading,
  topicInWords,
  topicLinesOf,
  type CountryHeader,
  type TopicLines,
} from "~/domain/helplines/topics";
import type { HelplineService } from "~/domain/helplines/types";
import { formatDate } from "~/lib/dates";

/*
 * The lines for a page's topic (abuse and sexual violence, the perinatal period, eating
 * difficulties, alcohol and drugs, a crisis), in the visitor's chosen country: the server renders
 * the default country's (app/domain/helplines/links.ts, DEFAULT_COUNTRY_CODE), which is what a
 * visitor without JavaScript sees; a browser that chose a country on /get-help shows that one's.
 */

const LINK =
  "inline-flex min-h-11 items-center gap-2 rounded-lg border border-line bg-surface px-4 font-semibold text-ink no-underline hover:bg-surface-muted";
const TEXT_LINK = "font-semibold text-brand underline";

/**
 * One line, briefly: its name, who it is for, how to reach it (each way with its note), its
 * hours and last check.
 */
function Line({ service, headingLevel = 3 }: { service: HelplineService; headingLevel?: 3 | 4 }) {
  const Heading = headingLevel === 3 ? "h3" : "h4";
  return (
    <div className="rounded-xl border border-line bg-surface p-4">
      <Heading className="font-semibold text-ink">{service.name}</Heading>
      <p className="mt-1 text-sm text-ink-muted">{service.description}</p>
      <ul className="mt-2 flex flex-wrap gap-2">
        {service.methods.map((method, index) => (
          <li key={`${method.kind}-${method.value}-${index}`}>
            <a href={methodHref(method)} className={LINK}>
              {method.kind === "call" ? <PhoneIcon width={18} height={18} /> : null}
              {methodLabel(method)}
            </a>
            {method.note ? (
              <span className="ml-2 text-sm text-ink-muted">{method.note}</span>
            ) : null}
          </li>
        ))}
      </ul>
      <p className="mt-2 text-sm text-ink-muted">
        {service.hoursText}. Checked{" "}
        <time dateTime={service.checkedAt.slice(0, 10)}>{formatDate(service.checkedAt)}</time>{" "}
        against{" "}
        <a href={service.checkedAgainst} className="text-brand underline" rel="noreferrer">
          {hostOf(service.checkedAgainst)}
        </a>
        {checkCaveat(service)}.
      </p>
    </div>
  );
}

function Emergency({ country, chosen }: { country: CountryHeader; chosen: boolean }) {
  return (
    <p className="text-sm text-ink">
      <span className="font-semibold">In danger right now:</span> call{" "}
      {country.emergency.numbers.map((number, index) => (
        <span key={number}>
          {index > 0 ? " or " : ""}
          <a href={callHref(number)} className={TEXT_LINK}>
            {number}
          </a>
        </span>
      ))}{" "}
      in {countryInSentence(country)}
      {chosen ? "" : ", or your local emergency number anywhere else"}.
    </p>
  );
}

/** A topic's lines, with where they are and how to see another country's. */
export function TopicLinesPanel({
  lines: fallback,
  id,
  generalBelow = false,
}: {
  lines: TopicLines;
  id: string;
  /** The country's crisis lines are in a panel below: point there instead of repeating one. */
  generalBelow?: boolean;
}) {
  const chosenCountry = useChosenCountry();
  const chosen = Boolean(chosenCountry);
  const shown = chosenCountry ? topicLinesOf(chosenCountry, fallback.audiences) : fallback;
  const { country, lines, general } = shown;
  const where = countryInSentence(country);
  return (
    <aside
      aria-labelledby={id}
      data-topic-lines={country.code}
      className="space-y-3 rounded-2xl border border-line bg-surface-muted p-5 sm:p-6"
    >
      <h2 id={id} className="text-xl font-semibold text-ink">
        {topicHeading(shown.audiences)}
      </h2>
      <Emergency country={country} chosen={chosen} />
      <p className="text-sm text-ink-muted">
        Lines in {where}
        {chosen ? ", the country you chose" : ""}. You don&rsquo;t need the right words to call.
      </p>
      {lines.length > 0 ? (
        <div className="grid gap-3 md:grid-cols-2">
          {lines.map((service) => (
            <Line key={service.id} service={service} />
          ))}
        </div>
      ) : (
        <>
          <p className="text-ink">
            We don&rsquo;t list a line for {topicInWords(shown.audiences)} in {where} yet.{" "}
            {generalBelow
              ? "The crisis lines below can help, or tell you where to turn."
              : general
                ? "Its general crisis line can help, or tell you where to turn:"
                : null}
          </p>
          {general && !generalBelow ? <Line service={general} /> : null}
          <p className="text-sm text-ink-muted">
            <a href={FIND_A_HELPLINE_URL} className={TEXT_LINK} rel="noreferrer">
              Find A Helpline
            </a>{" "}
            lists more free lines in {where} and other countries.
          </p>
        </>
      )}
      <p className="text-sm text-ink-muted">
        {chosen ? `You chose ${country.name} on Get help now. ` : `Not in ${where}? `}
        <Link to={href("/get-help")} className={TEXT_LINK}>
          {chosen ? "Choose another country" : "Find the lines for your country"}
        </Link>
        .
      </p>
    </aside>
  );
}

/** An entry that is itself a crisis line (Samaritans, the Lifeline): how to reach it, from the registry. */
export function ServiceLines({
  services,
  id,
}: {
  services: Array<{ country: CountryHeader; service: HelplineService }>;
  id: string;
}) {
  if (services.length === 0) return null;
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-2xl font-semibold">
        How to reach it
      </h2>
      {services.map(({ country, service }) => (
        <div key={service.id} className="space-y-1">
          {services.length > 1 ? (
            <p className="font-semibold text-ink">In {countryInSentence(country)}</p>
          ) : null}
          <Line service={service} />
        </div>
      ))}
      <p className="text-sm text-ink-muted">
        Every line we list, by country:{" "}
        <Link to={href("/get-help")} className={TEXT_LINK}>
          Get help now
        </Link>
        .
      </p>
    </section>
  );
}
