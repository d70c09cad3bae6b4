import { Fragment, lazy, Suspense, useEffect, useState, type ReactNode } from "react";
import { Link } from "react-router";
import { useChosenCountry } from "~/domain/helplines/chosen-country";
import type { HelplineCountry } from "~/domain/helplines/types";
import { AboutInstrument } from "./about-instrument";
import { CheckInForm } from "./check-in-form";
import type { PageWords } from "./check-in-words";
import { localDate } from "./local-date";
import type { Instrument } from "./questionnaire";
import type { ResultSlot } from "./result-view";
import type { CheckInOutcome, CheckInResult } from "./scoring";
import { useHydrated } from "./use-hydrated";

/** What the form's action answers a post without JavaScript. */
export interface PostedCheckIn {
  outcome: CheckInOutcome;
  /** The day it was scored, `YYYY-MM-DD`. */
  date: string;
}

/** What the page hands its language's result: the result, and the visitor's chosen country. */
export type ResultProps = ResultSlot & { country: HelplineCountry | undefined };

const KeptResults = lazy(() =>
  import("./kept-results-view").then((module) => ({ default: module.KeptResults })),
);

const QUIET_BUTTON =
  "inline-flex min-h-11 items-center rounded-lg border border-line bg-surface px-4 font-semibold text-ink no-underline hover:bg-surface-muted";

/**
 * A questionnaire page, in every language: the questions, then the result in their place. The
 * words come from the route (its language's `PageWords`), and so do the result and Get help
 * now, which load apart from the questions (fetched as soon as the page has hydrated, before
 * any answer) so that the page stays within the JavaScript budget for content pages. Without
 * JavaScript the form posts to this same address and the server renders the result whole.
 */
export function CheckInPage(props: {
  /** The questionnaire's own words, from the route's loader. */
  instrument: Instrument;
  posted?: PostedCheckIn;
  words: PageWords;
  /** Above the heading: the way back to the check-ins. */
  nav: ReactNode;
  /** Under the privacy line: who the questionnaires are for, where help is now. */
  notes: ReactNode;
  /** This page's own address: "answer again" without JavaScript. */
  again: string;
  /** The result in the page's language (a lazy component of the route's). */
  result: (props: ResultProps) => ReactNode;
  /** Get help now beside item 9, in the page's language (a lazy component of the route's). */
  helpNow: (country: HelplineCountry | undefined) => ReactNode;
  /** Fetches the result's and Get help now's code. */
  preload: () => void;
  /** The results kept on this device, under the questions. */
  keptResults?: boolean;
  /** Last on the page. */
  footer?: ReactNode;
}) {
  const { instrument, posted, words, preload } = props;
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
    preload();
  }, [preload]);

  const initial = posted
    ? posted.outcome.ok
      ? { answers: posted.outcome.result.answers, difficulty: posted.outcome.result.difficulty }
      : posted.outcome.given
    : undefined;
  // Each result scored here is new (its own key): it takes focus when it appears.
  const result = shown ? (
    <Fragment key={scoredHere}>
      {props.result({
        autoFocus: scoredHere > 0,
        instrument,
        result: shown.result,
        date: shown.date,
        country,
        hydrated,
      })}
    </Fragment>
  ) : null;

  return (
    <>
      <div className="border-b border-line bg-surface print:hidden">
        <div className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
          {props.nav}
          <h1 className="mt-4 text-3xl leading-tight font-bold tracking-tight text-ink sm:text-4xl">
            {words.title(instrument)}
          </h1>
          <p className="mt-3 text-lg text-ink-muted">{words.intro(instrument)}</p>
          <p className="mt-3 text-ink">
            <span className="font-semibold">{words.private}</span>{" "}
            {hydrated ? words.scoredHere : words.sentOnce}{" "}
            <Link to={words.privacy.href} className="text-brand underline">
              {words.privacy.label}
            </Link>
          </p>
          {props.notes}
        </div>
      </div>
      <div className="mx-auto max-w-3xl space-y-10 px-4 py-10 print:space-y-2 print:p-0">
        <div hidden={shown !== null}>
          <CheckInForm
            instrument={instrument}
            initial={initial}
            initialMissing={posted && !posted.outcome.ok ? posted.outcome.missing : undefined}
            hydrated={hydrated}
            words={words.form}
            safetyNote={
              <Suspense
                fallback={
                  <p className="rounded-xl border-2 border-brand bg-brand-soft p-4 text-ink">
                    {words.helpLoading.text}{" "}
                    <Link
                      to={words.helpLoading.href}
                      className="font-semibold text-brand underline"
                    >
                      {words.helpLoading.link}
                    </Link>
                    .
                  </p>
                }
              >
                {props.helpNow(country)}
              </Suspense>
            }
            onResult={(result) => {
              setShown({ result, date: localDate(new Date()) });
              setScoredHere((count) => count + 1);
            }}
          />
        </div>
        {shown ? (
          <div className="space-y-6">
            {scoredHere > 0 ? (
              <Suspense fallback={<p className="text-ink-muted">{words.preparing}</p>}>
                {result}
              </Suspense>
            ) : (
              // A result posted without JavaScript is rendered whole, with the page.
              result
            )}
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
                  {words.changeAnswers}
                </button>
              ) : (
                <a href={props.again} className={QUIET_BUTTON}>
                  {words.answerAgain}
                </a>
              )}
            </div>
          </div>
        ) : hydrated && props.keptResults ? (
          <Suspense fallback={null}>
            <KeptResults />
          </Suspense>
        ) : null}
        <AboutInstrument instrument={instrument} words={words.about} />
        {props.footer}
      </div>
    </>
  );
}
