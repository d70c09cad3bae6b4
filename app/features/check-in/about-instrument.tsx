import { bandRanges, maxScore, type Instrument } from "./questionnaire";

/** Where the questionnaire comes from, and how its score is read. */
export function AboutInstrument({ instrument }: { instrument: Instrument }) {
  return (
    <section aria-labelledby="about-instrument" className="border-t border-line pt-8 print:hidden">
      <h2 id="about-instrument" className="text-xl font-semibold text-ink">
        About the {instrument.name}
      </h2>
      <p className="mt-2 text-ink">
        The {instrument.name} was developed by Drs. Robert L. Spitzer, Janet B.W. Williams, Kurt
        Kroenke and colleagues, with an educational grant from Pfizer Inc., and is free for anyone
        to use. The questions and answers above are its own, word for word. Each answer scores 0
        (&ldquo;Not at all&rdquo;) to 3 (&ldquo;Nearly every day&rdquo;), and the score is their
        sum, from 0 to {maxScore(instrument)}:
      </p>
      <ul className="mt-2 list-disc pl-5 text-ink">
        {bandRanges(instrument).map((band) => (
          <li key={band.name}>
            {band.from}–{band.to}: {band.name.toLowerCase()}
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm text-ink-muted">
        Source:{" "}
        <a href={instrument.source.href} className="text-brand underline" rel="noreferrer">
          {instrument.source.citation}
        </a>
      </p>
    </section>
  );
}
