import type { ReactNode } from "react";
import { bandRanges, SAFETY_ITEM, type Instrument } from "./questionnaire";
import type { CheckInResult } from "./scoring";

/*
 * "Print for your clinician": one printed page, hidden on screen. The visitor's name is not
 * here: it is the result's own text box, shown on paper only when something was typed in it.
 */

/** The sheet's own words: English in ./print-words.ts, Spanish in ./chequeo-words.ts. */
export interface PrintWords {
  kicker: string;
  title: (instrument: Instrument) => string;
  /** "Date: October 10, 2025", from the day as YYYY-MM-DD. */
  date: (isoDate: string) => string;
  question: string;
  answer: string;
  points: string;
  totalScore: string;
  outOf: (score: number, max: number) => string;
  /** The band's name, then every band's range: "Band: Mild (0–4 minimal, …)." */
  band: (name: string, ranges: string) => string;
  notAnswered: string;
  /** Item 9 answered above the first answer ("Not at all"). */
  safetyFlag: (question: number, firstAnswer: string) => string;
  selfCheck: string;
  /** The four answers and the closing question, as the form prints them. */
  answers: readonly string[];
  difficulty: { question: string; answers: readonly string[] };
}

/** The sheet's title and date, printed first. */
export function PrintSheetTitle({
  instrument,
  date,
  words,
}: {
  instrument: Instrument;
  date: string;
  words: PrintWords;
}) {
  return (
    <div className="hidden print:order-1 print:block">
      <p className="text-[8pt]">{words.kicker}</p>
      <h2 className="text-[15pt] font-bold">{words.title(instrument)}</h2>
      <p className="text-[10pt]">{words.date(date)}</p>
    </div>
  );
}

function describeBands(instrument: Instrument): string {
  return bandRanges(instrument)
    .map((band) => `${band.from}–${band.to} ${band.name.toLowerCase()}`)
    .join(", ");
}

/** The answers, the score and band, and the crisis lines, printed after the name. */
export function PrintSheetBody({
  instrument,
  result,
  words,
  crisisLines,
}: {
  instrument: Instrument;
  result: CheckInResult;
  words: PrintWords;
  /** The crisis lines in the page's language: the visitor's chosen country's, else the default's. */
  crisisLines: ReactNode;
}) {
  return (
    <div className="hidden text-[9.5pt] leading-snug print:order-3 print:block">
      <p className="mt-2 font-semibold">{instrument.stem}</p>
      <table className="mt-1 w-full border-collapse text-left">
        <thead>
          <tr className="border-b border-black">
            <th scope="col" className="py-0.5 pr-2">
              {words.question}
            </th>
            <th scope="col" className="py-0.5 pr-2 whitespace-nowrap">
              {words.answer}
            </th>
            <th scope="col" className="py-0.5 text-right">
              {words.points}
            </th>
          </tr>
        </thead>
        <tbody>
          {instrument.items.map((item, index) => (
            <tr key={item} className="border-b border-black/30 align-top">
              <td className="py-0.5 pr-2">
                {index + 1}. {item}
              </td>
              <td className="py-0.5 pr-2 whitespace-nowrap">
                {words.answers[result.answers[index]!]}
              </td>
              <td className="py-0.5 text-right">{result.answers[index]}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2} className="pt-1 pr-2 text-right">
              {words.totalScore}
            </th>
            <td className="pt-1 text-right font-bold whitespace-nowrap">
              {words.outOf(result.score, result.max)}
            </td>
          </tr>
        </tfoot>
      </table>
      <p className="mt-1 font-semibold">
        {words.band(result.band.name, describeBands(instrument))}
      </p>
      {instrument.asksDifficulty ? (
        <p className="mt-1">
          {words.difficulty.question}{" "}
          <span className="font-semibold">
            {result.difficulty === null
              ? words.notAnswered
              : words.difficulty.answers[result.difficulty]}
          </span>
        </p>
      ) : null}
      {result.safetyConcern ? (
        <p className="mt-1 font-semibold">{words.safetyFlag(SAFETY_ITEM + 1, words.answers[0]!)}</p>
      ) : null}
      <p className="mt-1">
        {words.selfCheck} <span lang="en">{instrument.source.citation}</span>
      </p>
      <div data-print-crisis-lines className="mt-2 border-t border-black pt-1">
        {crisisLines}
      </div>
    </div>
  );
}
