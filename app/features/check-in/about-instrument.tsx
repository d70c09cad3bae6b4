import { bandRanges, maxScore, type Instrument } from "./questionnaire";

/** The section's words in the page's language (./check-in-words.ts, ./check-in-words-es.ts). */
export interface AboutWords {
  title: (name: string) => string;
  /** Who made it, that its words are the official ones, and how it scores, up to `max`. */
  text: (name: string, max: number) => string;
  /** "Source:", before the citation. */
  source: string;
  /** The citation's language, when it is not the page's. */
  sourceLang?: string;
}

/** Where the questionnaire comes from, and how its score is read. */
export function AboutInstrument({
  instrument,
  words,
}: {
  instrument: Instrument;
  words: AboutWords;
}) {
  return (
    <section aria-labelledby="about-instrument" className="border-t border-line pt-8 print:hidden">
      <h2 id="about-instrument" className="text-xl font-semibold text-ink">
        {words.title(instrument.name)}
      </h2>
      <p className="mt-2 text-ink">{words.text(instrument.name, maxScore(instrument))}</p>
      <ul className="mt-2 list-disc pl-5 text-ink">
        {bandRanges(instrument).map((band) => (
          <li key={band.name}>
            {band.from}–{band.to}: {band.name.toLowerCase()}
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm text-ink-muted">
        {words.source}{" "}
        <a
          href={instrument.source.href}
          className="text-brand underline"
          rel="noreferrer"
          lang={words.sourceLang}
        >
          {instrument.source.citation}
        </a>
      </p>
    </section>
  );
}
