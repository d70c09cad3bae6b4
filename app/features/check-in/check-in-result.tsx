import { Link } from "react-router";
import { CrisisLineList } from "~/components/layout/crisis-line-list";
import type { HelplineCountry } from "~/domain/helplines/types";
import { offersKey } from "~/content/check-in-offers";
import { meaningOf, NEXT_STEPS, SAFETY_MEANING } from "./guidance";
import { GetHelpNow } from "./help-first";
import { KeepResult } from "./keep-result";
import { KeptResults } from "./kept-results-view";
import { PRINT_WORDS } from "./print-words";
import { ResultView, type ResultSlot, type ResultWords } from "./result-view";

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

const RESULT_WORDS: ResultWords = {
  title: (name) => `Your ${name} result`,
  score: "Score:",
  outOf: "out of",
  meaning: meaningOf,
  safetyMeaning: SAFETY_MEANING,
  notDiagnosis:
    "This is a self-check, not a diagnosis: only a doctor or other qualified professional can diagnose depression or anxiety. Low mood and anxiety are common, and there is help that works for many people.",
  nextSteps: NEXT_STEPS,
  print: {
    title: "Print for your clinician",
    text: "One page with the questionnaire, today\u2019s date, your answers, your score and band, and crisis lines. Your name is printed only if you type it here; it is never sent or saved.",
    nameLabel: "Your name on the printout (optional)",
    namePrinted: "Name: ",
    placeholder: "Optional",
    browserPrint: "Use your browser\u2019s Print command: this result prints on one page.",
  },
  sheet: PRINT_WORDS,
};

/**
 * The result in English (./result-view.tsx): Get help now first when PHQ-9's item 9 asks for
 * it, then the score and band, what they mean, what to do next, resources for the topic, and
 * printing or keeping it.
 */
export function CheckInResultView(
  props: ResultSlot & {
    country: HelplineCountry | undefined;
    /** By band name, and item 9's (app/content/check-in-offers.ts). */
    offers: Record<string, ResultOffers>;
    links: ResultLinks;
  },
) {
  const { country, offers: byBand, links, ...slot } = props;
  const { result } = slot;
  const offers = byBand[offersKey(result.band.name, result.safetyConcern)] ?? {
    items: [],
    handoutHref: null,
  };
  return (
    <ResultView
      {...slot}
      words={RESULT_WORDS}
      helpFirst={<GetHelpNow place="result" country={country} home={links.homeCountry} />}
      printLines={
        <CrisisLineList country={country ?? links.homeCountry} chosen={Boolean(country)} />
      }
      offers={
        offers.items.length > 0 ? (
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
        ) : null
      }
      keep={
        slot.hydrated ? (
          <div className="space-y-4 print:hidden">
            <KeepResult instrument={slot.instrument.id} score={result.score} date={slot.date} />
            <KeptResults />
          </div>
        ) : null
      }
    />
  );
}
