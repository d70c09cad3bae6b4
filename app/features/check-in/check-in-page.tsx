import { lazy, Suspense, useEffect, useState } from "react";
import { href, Link } from "react-router";
import { CrisisNote } from "~/components/layout/crisis-line";
import { useChosenCountry } from "~/domain/helplines/chosen-country";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { CheckInForm } from "./check-in-form";
import type { ResultLinks, ResultOffers } from "./check-in-result";
import { localDate } from "./local-date";
import { INSTRUMENT_PATHS, type Instrument } from "./questionnaire";
import { AboutInstrument } from "./about-instrument";
import { AdultsOnly } from "./adults-only";
import type { CheckInOutcome, CheckInResult } from "./scoring";
import { useHydrated } from "./use-hydrated";

/** What the form's action answers a post without JavaScript. */
export interface PostedCheckIn {
  outcome: CheckInOutcome;
  /** The day it was scored, `YYYY-MM-DD`. */
  date: string;
}

/*
 * The result and the kept results load apart from the questions (fetched as soon as the page
 * has hydrated, before any answer), so that the questionnaire page stays within the JavaScript
 * budget for content pages. Without JavaScript the server renders them whole.
 */
const loadResult = () => import("./check-in-result");
const loadGetHelpNow = () => import("./help-first");
const CheckInResultView = lazy(() =>
  loadResult().then((module) => ({ default: module.CheckInResultView })),
);
const KeptResults = lazy(() =>
  import("./kept-results-view").then((module) => ({ default: module.KeptResults })),
);

const QUIET_BUTTON =
  "inline-flex min-h-11 items-center rounded-lg border border-line bg-surface px-4 font-semibold text-ink no-underline hover:bg-surface-muted";

/** A questionnaire page: the questions, then the result in their place. */
export function CheckInPage(props: {
  /** The questionnaire's own words, from the route's loader. */
  instrument: Instrument;
  offers: Record<string, ResultOffers>;
  links: ResultLinks;
  posted?: PostedCheckIn;
}) {
  const { instrument, posted } = props;
  const hydrated = useHydrated();
  const country = useChosenCountry();
  const [shown, setShown] = useState<{ result: CheckInResult; date: string } | null>(
    posted?.outcome.ok ? { result: posted.outcome.result, date: posted.date } : null,
  );
  const [scoredHere, setScoredHere] = useState(0);
  // "Change my answers" brings the questions back, and focus with them, to their first heading.
  const [changing, setChanging] = useState(0);
  useEffect(() => {
    if (changing === 0) return;
    const stem = document.getElementById("check-in-stem");
    if (!stem) return;
    stem.tabIndex = -1;
    stem.focus();
  }, [changing]);
  useEffect(() => {
    void loadResult();
    void loadGetHelpNow();
  }, []);

  const initial = posted
    ? posted.outcome.ok
      ? { answers: posted.outcome.result.answers, difficulty: posted.outcome.result.difficulty }
      : posted.outcome.given
    : undefined;

  return (
    <>
      <div className="border-b border-line bg-surface print:hidden">
        <div className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
          <Breadcrumb
            items={[
              { label: "Home", href: href("/") },
              { label: "Check in privately", href: href("/check-in") },
              { label: instrument.name },
            ]}
          />
          <h1 className="mt-4 text-3xl leading-tight font-bold tracking-tight text-ink sm:text-4xl">
            {instrument.name}: a check-in on {instrument.about}
          </h1>
          <p className="mt-3 text-lg text-ink-muted">
            {instrument.countInWords} questions about how often some things have bothered you over
            the last two weeks. It is a self-check, not a diagnosis: a starting point for looking
            after yourself, or for a talk with a doctor or therapist.
          </p>
          <p className="mt-3 text-ink">
            <span className="font-semibold">Your answers stay private.</span>{" "}
            {hydrated
              ? "They are scored here, on this device, and are not sent to us or anyone else."
              : "They are sent once to work out your score and sent straight back; nothing is saved or logged."}{" "}
            <Link to={href("/privacy")} className="text-brand underline">
              Privacy
            </Link>
          </p>
          <AdultsOnly className="mt-3" />
          <CrisisNote className="mt-5" />
        </div>
      </div>
      <div className="mx-auto max-w-3xl space-y-10 px-4 py-10 print:p-0">
        <div hidden={shown !== null}>
          <CheckInForm
            instrument={instrument}
            initial={initial}
            initialMissing={posted && !posted.outcome.ok ? posted.outcome.missing : undefined}
            country={country}
            home={props.links.homeCountry}
            hydrated={hydrated}
            onResult={(result) => {
              setShown({ result, date: localDate(new Date()) });
              setScoredHere((count) => count + 1);
            }}
          />
        </div>
        {shown ? (
          <div className="space-y-6">
            <Suspense fallback={<p className="text-ink-muted">Preparing your result…</p>}>
              <CheckInResultView
                // Each result scored here is new: it takes focus when it appears.
                key={scoredHere}
                autoFocus={scoredHere > 0}
                instrument={instrument}
                result={shown.result}
                date={shown.date}
                country={country}
                offers={props.offers}
                links={props.links}
                hydrated={hydrated}
              />
            </Suspense>
            <div className="print:hidden">
              {hydrated ? (
                <button
                  type="button"
                  onClick={() => {
                    setShown(null);
                    setChanging((count) => count + 1);
                  }}
                  className={QUIET_BUTTON}
                >
                  Change my answers
                </button>
              ) : (
                <a href={INSTRUMENT_PATHS[instrument.id]} className={QUIET_BUTTON}>
                  Answer the questions again
                </a>
              )}
            </div>
          </div>
        ) : hydrated ? (
          <Suspense fallback={null}>
            <KeptResults />
          </Suspense>
        ) : null}
        <AboutInstrument instrument={instrument} />
      </div>
    </>
  );
}
