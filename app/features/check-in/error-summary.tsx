import { useEffect, useRef } from "react";
import type { FormWords } from "./form-words";
import { itemField, type Instrument } from "./questionnaire";

/** The first answer of an item, where the summary's link takes the visitor. */
export function answerId(field: string, value: number): string {
  return `${field}-${value}`;
}

/**
 * The questions still unanswered, each a link to its first answer (an error summary, as the
 * submission form has it). Each new `attempt` moves focus here, so keyboard and screen-reader
 * users land on it; answering a question takes it off the list.
 */
export function ErrorSummary({
  instrument,
  missing,
  attempt,
  words,
}: {
  instrument: Instrument;
  missing: number[];
  attempt?: number;
  words: FormWords;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (attempt !== undefined) box.current?.focus();
  }, [attempt]);
  const count = missing.length;
  return (
    <div
      ref={box}
      tabIndex={-1}
      role="alert"
      aria-labelledby="check-in-errors"
      className="rounded-xl border-2 border-danger bg-danger-soft p-4"
    >
      <h2 id="check-in-errors" className="text-lg font-semibold text-danger">
        {words.needAnswer(count)}
      </h2>
      <p className="mt-1 text-ink">
        {words.scoredOnceAll}
        {count < instrument.items.length ? words.othersStillHere : ""}
      </p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {missing.map((index) => {
          const target = answerId(itemField(index), 0);
          return (
            <li key={index}>
              <a
                href={`#${target}`}
                onClick={(event) => {
                  // Focus the answer itself (not only scroll to it), so choosing can start at once.
                  const input = document.getElementById(target);
                  if (!input) return;
                  event.preventDefault();
                  input.focus();
                }}
                className="text-ink underline"
              >
                {words.questionLink(index, instrument.items[index]!)}
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
