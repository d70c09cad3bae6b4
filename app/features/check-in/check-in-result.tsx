import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { CrisisLineList } from "~/components/layout/crisis-line-list";
import type { HelplineCountry } from "~/domain/helplines/types";
import { offersKey } from "~/content/check-in-offers";
import { meaningOf, NEXT_STEPS, SAFETY_MEANING } from "./guidance";
import { GetHelpNow } from "./help-first";
import type { Instrument } from "./questionnaire";
import { KeepResult } from "./keep-result";
import { KeptResults } from "./kept-results-view";
import { PrintSheetBody, PrintSheetTitle } from "./print-sheet";
import { PRINT_WORDS } from "./print-words";
import type { CheckInResult } from "./scoring";

/** One thing a result offers: a page of the site, or a catalogue entry. */
export interface ResultOffer {
  href: string;
  title: string;
  /** A page's one line, or an entry's facts ("Book · Free"). */
  text: string;
  /** For a catalogue entry: its id (for the handout) and author. */
  resourceId?: string;
  author?: string;
  /** Said of an entry the editors added that no curator has reviewed yet. */
  provenance?: string;
}

/** What a result offers, by band (app/content/check-in-offers.ts), as the loader resolved it. */
export interface ResultOffers {
  items: ResultOffer[];
  /** The handout of the entries among them (`/list?ids=…`), if there are any. */
  handoutHref: string | null;
}

export interface ResultLinks {
  /** The topic page: `/depression`. */
  topicPath: string;
  topicTitle: string;
  /** The default country's lines (the registry's), printed when the visitor chose none. */
  homeCountry: HelplineCountry;
}

const QUIET_BUTTON =
  "inline-flex min-h-11 items-center rounded-lg border border-line bg-surface px-4 font-semibold text-ink no-underline hover:bg-surface-muted";

/**
 * The result: Get help now first when PHQ-9's item 9 asks for it, then the score and band, what
 * they mean, what to do next, resources for the topic, and printing or keeping it.
 */
export function CheckInResultView(props: {
  instrument: Instrument;
  result: CheckInResult;
  /** The day it was scored, `YYYY-MM-DD`. */
  date: string;
  country: HelplineCountry | undefined;
  /** By band name, and item 9's (app/content/check-in-offers.ts). */
  offers: Record<string, ResultOffers>;
  links: ResultLinks;
  hydrated: boolean;
  /** A result scored in the browser takes the questions' place: focus moves to its first heading. */
  autoFocus?: boolean;
}) {
  const { instrument, result, date, country, links, hydrated } = props;
  const offers = props.offers[offersKey(result.band.name, result.safetyConcern)] ?? {
    items: [],
    handoutHref: null,
  };
  const [name, setName] = useState("");
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!props.autoFocus) return;
    const heading = box.current?.querySelector<HTMLElement>("h2");
    if (!heading) return;
    heading.tabIndex = -1;
    heading.focus();
    heading.scrollIntoView({ block: "start" });
  }, [props.autoFocus]);
  const step = NEXT_STEPS[result.nextStep];
  return (
    <div ref={box} className="space-y-8">
      <div className="space-y-8 print:hidden">
        {result.safetyConcern ? (
          <GetHelpNow place="result" country={country} home={links.homeCountry} />
        ) : null}
        <section
          aria-labelledby="result-title"
          className="rounded-xl border border-line bg-surface p-5 sm:p-6"
        >
          <h2 id="result-title" className="text-2xl font-semibold text-ink">
            Your {instrument.name} result
          </h2>
          <p className="mt-3 text-lg text-ink">
            Score: <span className="text-3xl font-bold">{result.score}</span> out of {result.max}
            <span aria-hidden="true"> · </span>
            <span className="sr-only">, </span>
            <span className="font-semibold">{result.band.name}</span>
          </p>
          {result.safetyConcern ? (
            <p className="mt-3 font-semibold text-ink">{SAFETY_MEANING}</p>
          ) : null}
          <p className="mt-3 text-ink">{meaningOf(instrument.id, result.band.name)}</p>
          <p className="mt-3 text-sm text-ink-muted">
            This is a self-check, not a diagnosis: only a doctor or other qualified professional can
            diagnose depression or anxiety. Low mood and anxiety are common, and there is help that
            works for many people.
          </p>
          <h3 className="mt-6 text-xl font-semibold text-ink">{step.title}</h3>
          <p className="mt-2 text-ink">{step.text}</p>
        </section>

        {offers.items.length > 0 ? (
          <section aria-labelledby="result-offers">
            <h2 id="result-offers" className="text-2xl font-semibold text-ink">
              What may help now
            </h2>
            <ul className="mt-4 space-y-3">
              {offers.items.map((offer) => (
                <li key={offer.href} className="rounded-xl border border-line bg-surface p-4">
                  <Link
                    to={offer.href}
                    className="font-semibold text-brand underline-offset-4 hover:underline"
                  >
                    {offer.title}
                  </Link>
                  <p className="mt-1 text-sm text-ink-muted">
                    {offer.author ? `${offer.author} · ` : ""}
                    {offer.text}
                  </p>
                  {offer.provenance ? (
                    <p className="mt-1 text-sm text-ink-muted">{offer.provenance}</p>
                  ) : null}
                </li>
              ))}
            </ul>
            <div className="mt-4 flex flex-wrap gap-3">
              <Link to={links.topicPath} className={QUIET_BUTTON}>
                All {links.topicTitle.toLowerCase()} resources
              </Link>
              {offers.handoutHref ? (
                <Link to={offers.handoutHref} className={QUIET_BUTTON}>
                  These resources as a one-page list
                </Link>
              ) : null}
            </div>
          </section>
        ) : null}
      </div>

      <section aria-labelledby="print-title" className="flex flex-col gap-3 print:gap-1">
        <div className="print:hidden">
          <h2 id="print-title" className="text-2xl font-semibold text-ink">
            Print for your clinician
          </h2>
          <p className="mt-1 text-ink-muted">
            One page with the questionnaire, today&rsquo;s date, your answers, your score and band,
            and crisis lines. Your name is printed only if you type it here; it is never sent or
            saved.
          </p>
        </div>
        <div className="max-w-sm print:order-2 print:max-w-none print:has-[input:placeholder-shown]:hidden">
          <label
            htmlFor="print-name"
            className="block font-medium text-ink print:inline print:font-semibold"
          >
            <span className="print:hidden">Your name on the printout (optional)</span>
            <span className="hidden print:inline">Name: </span>
          </label>
          <input
            id="print-name"
            type="text"
            autoComplete="name"
            placeholder="Optional"
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            className="mt-1 w-full rounded-lg border border-line bg-surface px-3 py-2 text-ink print:mt-0 print:inline print:w-auto print:border-0 print:p-0"
          />
        </div>
        <div className="flex flex-wrap gap-3 print:hidden">
          {hydrated ? (
            <button
              type="button"
              onClick={() => window.print()}
              className="inline-flex min-h-11 items-center rounded-lg bg-brand px-4 font-semibold text-brand-ink hover:bg-brand-strong"
            >
              Print for your clinician
            </button>
          ) : (
            <p className="text-ink">
              Use your browser&rsquo;s Print command: this result prints on one page.
            </p>
          )}
        </div>
        <PrintSheetTitle instrument={instrument} date={date} words={PRINT_WORDS} />
        <PrintSheetBody
          instrument={instrument}
          result={result}
          words={PRINT_WORDS}
          crisisLines={
            <CrisisLineList country={country ?? links.homeCountry} chosen={Boolean(country)} />
          }
        />
      </section>

      {hydrated ? (
        <div className="space-y-4 print:hidden">
          <KeepResult instrument={instrument.id} score={result.score} date={date} />
          <KeptResults />
        </div>
      ) : null}
    </div>
  );
}
