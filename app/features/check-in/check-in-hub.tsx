import { lazy, Suspense } from "react";
import { href, Link } from "react-router";
import { CrisisNote } from "~/components/layout/crisis-line";
import { PageHeader } from "~/components/layout/page-header";
import { buttonClasses } from "~/components/ui/button";
import { AdultsOnly } from "./adults-only";
import { INSTRUMENT_PATHS, type InstrumentId, type InstrumentOffer } from "./questionnaire";
import { useHydrated } from "./use-hydrated";

/** Shown only once hydrated, loaded apart so that the page stays within its JavaScript budget. */
const KeptResults = lazy(() =>
  import("./kept-results-view").then((module) => ({ default: module.KeptResults })),
);

const SUMMARY: Record<InstrumentId, string> = {
  "phq-9":
    "Nine questions about low mood: interest in things, sleep, energy, appetite, concentration, how you feel about yourself, and thoughts of being better off dead or of hurting yourself.",
  "gad-7":
    "Seven questions about worry and anxiety: feeling on edge, worrying and not being able to stop, trouble relaxing, restlessness, irritability and fear.",
};

function Choice({ instrument }: { instrument: InstrumentOffer }) {
  return (
    <li className="flex flex-col rounded-2xl border border-line bg-surface p-6 shadow-sm">
      <h2 className="text-xl font-semibold text-ink">
        {instrument.about.charAt(0).toUpperCase() + instrument.about.slice(1)} ({instrument.name})
      </h2>
      <p className="mt-2 flex-1 text-ink-muted">{SUMMARY[instrument.id]}</p>
      <Link
        to={INSTRUMENT_PATHS[instrument.id]}
        className={`${buttonClasses("primary")} mt-5 self-start`}
      >
        Start the {instrument.name}
      </Link>
    </li>
  );
}

/**
 * /check-in: the two questionnaires (PHQ-9, then GAD-7, from the route's loader), what they are
 * and are not, and where the answers go.
 */
export function CheckInHub({ offers }: { offers: readonly InstrumentOffer[] }) {
  const hydrated = useHydrated();
  return (
    <>
      <PageHeader
        title="Check in privately"
        lead="Two short questionnaires that many doctors and therapists use, about how the last two weeks have been. Your answers stay private."
      />
      <div className="mx-auto max-w-4xl space-y-10 px-4 py-10">
        <ul className="grid gap-5 md:grid-cols-2">
          {offers.map((offer) => (
            <Choice key={offer.id} instrument={offer} />
          ))}
        </ul>
        <section aria-labelledby="not-a-diagnosis" className="max-w-3xl">
          <h2 id="not-a-diagnosis" className="text-2xl font-semibold text-ink">
            A check-in, not a diagnosis
          </h2>
          <p className="mt-2 text-ink">
            A score tells you how often some things have bothered you lately; it cannot tell you
            why. Only a doctor or other qualified professional can diagnose depression or anxiety.
            Your result says what the score means in plain words, what you could do next, and which
            resources may help at that level. You can print it for a doctor or therapist.
          </p>
          <AdultsOnly className="mt-3" />
        </section>
        <section aria-labelledby="answers-private" className="max-w-3xl">
          <h2 id="answers-private" className="text-2xl font-semibold text-ink">
            What happens to your answers
          </h2>
          <ul className="mt-2 list-disc space-y-2 pl-5 text-ink">
            <li>
              In most browsers, your answers are scored on your device. They are not sent to us or
              to anyone else, and there is no account and no cookie.
            </li>
            <li>
              If JavaScript is off, your answers are sent to our server once, to work out the score,
              which comes straight back. Nothing is saved and nothing is written to our logs.
            </li>
            <li>
              If you choose <span className="font-semibold">Keep this result on this device</span>,
              only the date, the questionnaire and the score are kept, in this browser. One button
              deletes them.
            </li>
          </ul>
          <p className="mt-3 text-ink">
            More in our{" "}
            <Link to={href("/privacy")} className="text-brand underline">
              privacy notice
            </Link>
            , and in{" "}
            <Link to={href("/browsing-safely")} className="text-brand underline">
              browsing safely
            </Link>
            .
          </p>
        </section>
        <CrisisNote className="max-w-3xl" />
        {hydrated ? (
          <Suspense fallback={null}>
            <KeptResults />
          </Suspense>
        ) : null}
      </div>
    </>
  );
}
