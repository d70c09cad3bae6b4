import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { Link } from "react-router";
import { CrisisNote } from "~/components/layout/crisis-line";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { CheckInForm } from "./check-in-form";
import { CheckInResultView, type ResultLinks, type ResultResource } from "./check-in-result";
import { useChosenCountry } from "./help-lines";
import { INSTRUMENTS, type InstrumentId } from "./instruments";
import { localDate } from "./kept-results";
import { KeptResults } from "./kept-results-view";
import { AboutInstrument } from "./about-instrument";
import type { CheckInOutcome, CheckInResult } from "./scoring";

/** What the form's action answers a post without JavaScript. */
export interface PostedCheckIn {
  outcome: CheckInOutcome;
  /** The day it was scored, `YYYY-MM-DD`. */
  date: string;
}

const noSubscription = () => () => {};
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

const QUIET_BUTTON =
  "inline-flex min-h-11 items-center rounded-lg border border-line bg-surface px-4 font-semibold text-ink no-underline hover:bg-surface-muted";

/** A questionnaire page: the questions, then the result in their place. */
export function CheckInPage(props: {
  instrument: InstrumentId;
  resources: ResultResource[];
  links: ResultLinks;
  posted?: PostedCheckIn;
}) {
  const instrument = INSTRUMENTS[props.instrument];
  const { posted } = props;
  const hydrated = useHydrated();
  const country = useChosenCountry();
  const [shown, setShown] = useState<{ result: CheckInResult; date: string } | null>(
    posted?.outcome.ok ? { result: posted.outcome.result, date: posted.date } : null,
  );
  const [scoredHere, setScoredHere] = useState(0);
  const resultBox = useRef<HTMLDivElement>(null);
  // A result scored here takes the questions' place: focus moves to its first heading.
  useEffect(() => {
    if (scoredHere === 0) return;
    const heading = resultBox.current?.querySelector<HTMLElement>("h2");
    if (!heading) return;
    heading.tabIndex = -1;
    heading.focus();
    heading.scrollIntoView({ block: "start" });
  }, [scoredHere]);

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
              { label: "Home", href: "/" },
              { label: "Check in privately", href: "/check-in" },
              { label: instrument.name },
            ]}
          />
          <h1 className="mt-4 text-3xl font-bold tracking-tight text-ink sm:text-4xl">
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
            <Link to="/privacy" className="text-brand underline">
              Privacy
            </Link>
          </p>
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
            hydrated={hydrated}
            onResult={(result) => {
              setShown({ result, date: localDate(new Date()) });
              setScoredHere((count) => count + 1);
            }}
          />
        </div>
        {shown ? (
          <div ref={resultBox} className="space-y-6">
            <CheckInResultView
              instrument={instrument}
              result={shown.result}
              date={shown.date}
              country={country}
              resources={props.resources}
              links={props.links}
              hydrated={hydrated}
            />
            <div className="print:hidden">
              {hydrated ? (
                <button type="button" onClick={() => setShown(null)} className={QUIET_BUTTON}>
                  Change my answers
                </button>
              ) : (
                <a href={`/check-in/${instrument.id}`} className={QUIET_BUTTON}>
                  Answer the questions again
                </a>
              )}
            </div>
          </div>
        ) : hydrated ? (
          <KeptResults />
        ) : null}
        <AboutInstrument instrument={instrument} />
      </div>
    </>
  );
}
