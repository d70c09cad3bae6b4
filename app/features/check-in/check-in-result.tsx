import { useEffect, useRef, useState } from "react";
import { href, Link } from "react-router";
import type { HelplineCountry } from "~/domain/helplines/types";
import { meaningOf, NEXT_STEPS, SAFETY_MEANING } from "./guidance";
import { HelpFirst } from "./help-first";
import type { Instrument } from "./questionnaire";
import { KeepResult } from "./keep-result";
import { KeptResults } from "./kept-results-view";
import { PrintSheetBody, PrintSheetTitle } from "./print-sheet";
import type { CheckInResult } from "./scoring";

/** A catalogue entry as the result lists it (the route's loader picks them for the topic). */
export interface ResultResource {
  id: string;
  title: string;
  author?: string;
  /** "Book · Free" */
  facts: string;
}

export interface ResultLinks {
  /** The topic page: `/depression`. */
  topicPath: string;
  topicTitle: string;
  /** The handout of the resources below: `/list?ids=…`. */
  handoutHref: string;
  /** The default country's lines (the registry's), printed when the visitor chose none. */
  homeCountry: HelplineCountry;
}

const QUIET_BUTTON =
  "inline-flex min-h-11 items-center rounded-lg border border-line bg-surface px-4 font-semibold text-ink no-underline hover:bg-surface-muted";

/**
 * The result: Get help now first when PHQ-9's item 9 asks for it, then the score and band, what
 * they mean, what to do next, resources for the topic, and printing or keeping it.
 */
export function CheckInResultView(props: {
  instrument: Instrument;
  result: CheckInResult;
  /** The day it was scored, `YYYY-MM-DD`. */
  date: string;
  country: HelplineCountry | undefined;
  resources: ResultResource[];
  links: ResultLinks;
  hydrated: boolean;
  /** A result scored in the browser takes the questions' place: focus moves to its first heading. */
  autoFocus?: boolean;
}) {
  const { instrument, result, date, country, resources, links, hydrated } = props;
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
  const step = NEXT_STEPS[result.nextStep];
  return (
    <div ref={box} className="space-y-8">
      <div className="space-y-8 print:hidden">
        {result.safetyConcern ? <HelpFirst country={country} /> : null}
        <section
          aria-labelledby="result-title"
          className="rounded-xl border border-line bg-surface p-5 sm:p-6"
        >
          <h2 id="result-title" className="text-2xl font-semibold text-ink">
            Your {instrument.name} result
          </h2>
          <p className="mt-3 text-lg text-ink">
            Score: <span className="text-3xl font-bold">{result.score}</span> out of {result.max}
            <span aria-hidden="true"> · </span>
            <span className="sr-only">, </span>
            <span className="font-semibold">{result.band.name}</span>
          </p>
          {result.safetyConcern ? (
            <p className="mt-3 font-semibold text-ink">{SAFETY_MEANING}</p>
          ) : null}
          <p className="mt-3 text-ink">{meaningOf(instrument.id, result.band.name)}</p>
          <p className="mt-3 text-sm text-ink-muted">
            This is a self-check, not a diagnosis: only a doctor or other qualified professional can
            diagnose depression or anxiety. Low mood and anxiety are common, and there is help that
            works for many people.
          </p>
          <h3 className="mt-6 text-xl font-semibold text-ink">{step.title}</h3>
          <p className="mt-2 text-ink">{step.text}</p>
          {result.nextStep === "talk" || result.nextStep === "talk-soon" ? (
            <p className="mt-2 text-ink">
              Not sure where to start? Read{" "}
              <Link
                to={href("/blog/:slug", { slug: "how-to-choose-a-therapist" })}
                className="font-semibold text-brand underline"
              >
                how to choose a therapist
              </Link>
              .
            </p>
          ) : null}
        </section>

        {resources.length > 0 ? (
          <section aria-labelledby="result-resources">
            <h2 id="result-resources" className="text-2xl font-semibold text-ink">
              Resources that may help
            </h2>
            <p className="mt-1 text-ink-muted">
              Chosen by our curating psychologist for {links.topicTitle.toLowerCase()}.
            </p>
            <ul className="mt-4 space-y-3">
              {resources.map((resource) => (
                <li key={resource.id} className="rounded-xl border border-line bg-surface p-4">
                  <Link
                    to={href("/resource/:id", { id: resource.id })}
                    className="font-semibold text-brand underline-offset-4 hover:underline"
                  >
                    {resource.title}
                  </Link>
                  <p className="mt-1 text-sm text-ink-muted">
                    {resource.author ? `${resource.author} · ` : ""}
                    {resource.facts}
                  </p>
                </li>
              ))}
            </ul>
            <div className="mt-4 flex flex-wrap gap-3">
              <Link to={links.topicPath} className={QUIET_BUTTON}>
                All {links.topicTitle.toLowerCase()} resources
              </Link>
              <Link to={links.handoutHref} className={QUIET_BUTTON}>
                These resources as a one-page list
              </Link>
            </div>
          </section>
        ) : null}
      </div>

      <section aria-labelledby="print-title" className="flex flex-col gap-3 print:gap-1">
        <div className="print:hidden">
          <h2 id="print-title" className="text-2xl font-semibold text-ink">
            Print for your clinician
          </h2>
          <p className="mt-1 text-ink-muted">
            One page with the questionnaire, today&rsquo;s date, your answers, your score and band,
            and crisis lines. Your name is printed only if you type it here; it is never sent or
            saved.
          </p>
        </div>
        <div className="max-w-sm print:order-2 print:max-w-none print:has-[input:placeholder-shown]:hidden">
          <label
            htmlFor="print-name"
            className="block font-medium text-ink print:inline print:font-semibold"
          >
            <span className="print:hidden">Your name on the printout (optional)</span>
            <span className="hidden print:inline">Name: </span>
          </label>
          <input
            id="print-name"
            type="text"
            autoComplete="name"
            placeholder="Optional"
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
              Print for your clinician
            </button>
          ) : (
            <p className="text-ink">
              Use your browser&rsquo;s Print command: this result prints on one page.
            </p>
          )}
        </div>
        <PrintSheetTitle instrument={instrument} date={date} />
        <PrintSheetBody
          instrument={instrument}
          result={result}
          country={country ?? links.homeCountry}
          chosen={Boolean(country)}
        />
      </section>

      {hydrated ? (
        <div className="space-y-4 print:hidden">
          <KeepResult instrument={instrument.id} score={result.score} date={date} />
          <KeptResults />
        </div>
      ) : null}
    </div>
  );
}
