import { useEffect, useRef, useState, type ReactNode } from "react";
import { PrintSheetBody, PrintSheetTitle, type PrintWords } from "./print-sheet";
import type { Instrument, InstrumentId, NextStep } from "./questionnaire";
import type { CheckInResult } from "./scoring";

/**
 * The result's words in one language: English in ./check-in-result.tsx, Spanish in
 * ./chequeo-words.ts. The score, band, item-9 rule and next step are the scoring's (./scoring.ts).
 */
export interface ResultWords {
  /** "Your PHQ-9 result". */
  title: (name: string) => string;
  /** "Score:" and "out of", around the score and the most it can be. */
  score: string;
  outOf: string;
  /** What the band means, by instrument and band name. */
  meaning: (instrument: InstrumentId, band: string) => string;
  /** Beside the meaning when PHQ-9's item 9 was answered above its first answer. */
  safetyMeaning: string;
  notDiagnosis: string;
  nextSteps: Record<NextStep, { title: string; text: string }>;
  /** "Print for your clinician": its heading (and button), what it prints, the name box. */
  print: {
    title: string;
    text: string;
    nameLabel: string;
    namePrinted: string;
    placeholder: string;
    /** Without JavaScript, in place of the button. */
    browserPrint: string;
  };
  sheet: PrintWords;
}

/** What the route's result (its language's module) is handed by the page. */
export interface ResultSlot {
  instrument: Instrument;
  result: CheckInResult;
  /** The day it was scored, `YYYY-MM-DD`: printed on the sheet. */
  date: string;
  hydrated: boolean;
  /** A result scored in the browser takes the questions' place: focus moves to its first heading. */
  autoFocus: boolean;
}

/**
 * The result, in every language: Get help now first when PHQ-9's item 9 asks for it, then the
 * score and band, what they mean and what to do next, what the page offers, and the sheet to
 * print for a clinician. The name is printed only when one is typed; it is never sent or saved.
 */
export function ResultView(
  props: ResultSlot & {
    words: ResultWords;
    /** Get help now, in the page's language; shown first when item 9 asks for it. */
    helpFirst: ReactNode;
    /** The crisis lines printed on the sheet: the chosen country's, else the default's. */
    printLines: ReactNode;
    /** After the score, on screen only: what may help now. */
    offers?: ReactNode;
    /** Last, on screen only: keeping the result on this device. */
    keep?: ReactNode;
  },
) {
  const { instrument, result, words, hydrated } = props;
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
  const step = words.nextSteps[result.nextStep];
  return (
    <div ref={box} className="space-y-8">
      <div className="space-y-8 print:hidden">
        {result.safetyConcern ? props.helpFirst : null}
        <section
          aria-labelledby="result-title"
          className="rounded-xl border border-line bg-surface p-5 sm:p-6"
        >
          <h2 id="result-title" className="text-2xl font-semibold text-ink">
            {words.title(instrument.name)}
          </h2>
          <p className="mt-3 text-lg text-ink">
            {words.score} <span className="text-3xl font-bold">{result.score}</span> {words.outOf}{" "}
            {result.max}
            <span aria-hidden="true"> · </span>
            <span className="sr-only">, </span>
            <span className="font-semibold">{result.band.name}</span>
          </p>
          {result.safetyConcern ? (
            <p className="mt-3 font-semibold text-ink">{words.safetyMeaning}</p>
          ) : null}
          <p className="mt-3 text-ink">{words.meaning(instrument.id, result.band.name)}</p>
          <p className="mt-3 text-sm text-ink-muted">{words.notDiagnosis}</p>
          <h3 className="mt-6 text-xl font-semibold text-ink">{step.title}</h3>
          <p className="mt-2 text-ink">{step.text}</p>
        </section>
        {props.offers}
      </div>

      <section aria-labelledby="print-title" className="flex flex-col gap-3 print:gap-1">
        <div className="print:hidden">
          <h2 id="print-title" className="text-2xl font-semibold text-ink">
            {words.print.title}
          </h2>
          <p className="mt-1 text-ink-muted">{words.print.text}</p>
        </div>
        <div className="max-w-sm print:order-2 print:max-w-none print:has-[input:placeholder-shown]:hidden">
          <label
            htmlFor="print-name"
            className="block font-medium text-ink print:inline print:font-semibold"
          >
            <span className="print:hidden">{words.print.nameLabel}</span>
            <span className="hidden print:inline">{words.print.namePrinted}</span>
          </label>
          <input
            id="print-name"
            type="text"
            autoComplete="name"
            placeholder={words.print.placeholder}
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
              {words.print.title}
            </button>
          ) : (
            <p className="text-ink">{words.print.browserPrint}</p>
          )}
        </div>
        <PrintSheetTitle instrument={instrument} date={props.date} words={words.sheet} />
        <PrintSheetBody
          instrument={instrument}
          result={result}
          words={words.sheet}
          crisisLines={props.printLines}
        />
      </section>

      {props.keep}
    </div>
  );
}
