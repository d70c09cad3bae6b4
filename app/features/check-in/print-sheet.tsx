import { CrisisLineList } from "~/components/layout/crisis-line-list";
import type { HelplineCountry } from "~/domain/helplines/types";
import { formatDate } from "~/lib/dates";
import { ANSWERS, bandRanges, DIFFICULTY, SAFETY_ITEM, type Instrument } from "./questionnaire";
import type { CheckInResult } from "./scoring";

/*
 * "Print for your clinician": one printed page, hidden on screen. The visitor's name is not
 * here: it is the result's own text box, shown on paper only when something was typed in it.
 */

/** The sheet's title and date, printed first. */
export function PrintSheetTitle({ instrument, date }: { instrument: Instrument; date: string }) {
  return (
    <div className="hidden print:order-1 print:block">
      <p className="text-[8pt]">Steady Ground · Check in privately</p>
      <h2 className="text-[15pt] font-bold">
        {instrument.name} ({instrument.about}): answers and score
      </h2>
      <p className="text-[10pt]">Date: {formatDate(date)}</p>
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
  country,
  chosen,
}: {
  instrument: Instrument;
  result: CheckInResult;
  /** The visitor's chosen country, else the default one (`chosen` false). */
  country: HelplineCountry;
  chosen: boolean;
}) {
  return (
    <div className="hidden text-[9.5pt] leading-snug print:order-3 print:block">
      <p className="mt-2 font-semibold">{instrument.stem}</p>
      <table className="mt-1 w-full border-collapse text-left">
        <thead>
          <tr className="border-b border-black">
            <th scope="col" className="py-0.5 pr-2">
              Question
            </th>
            <th scope="col" className="py-0.5 pr-2">
              Answer
            </th>
            <th scope="col" className="py-0.5 text-right">
              Points
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
                {ANSWERS[result.answers[index]!]!.label}
              </td>
              <td className="py-0.5 text-right">{result.answers[index]}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2} className="pt-1 pr-2 text-right">
              Total score
            </th>
            <td className="pt-1 text-right font-bold whitespace-nowrap">
              {result.score} of {result.max}
            </td>
          </tr>
        </tfoot>
      </table>
      <p className="mt-1 font-semibold">
        Band: {result.band.name} ({describeBands(instrument)}).
      </p>
      {instrument.asksDifficulty ? (
        <p className="mt-1">
          {DIFFICULTY.question}{" "}
          <span className="font-semibold">
            {result.difficulty === null ? "Not answered." : DIFFICULTY.answers[result.difficulty]}
          </span>
        </p>
      ) : null}
      {result.safetyConcern ? (
        <p className="mt-1 font-semibold">
          Question {SAFETY_ITEM + 1} was answered above &ldquo;Not at all&rdquo;.
        </p>
      ) : null}
      <p className="mt-1">A self-check, not a diagnosis. {instrument.source.citation}</p>
      <div data-print-crisis-lines className="mt-2 border-t border-black pt-1">
        <CrisisLineList country={country} chosen={chosen} />
      </div>
    </div>
  );
}
