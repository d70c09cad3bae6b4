import { useState, type FormEvent, type ReactNode } from "react";
import { cn } from "~/lib/cn";
import { ErrorSummary, answerId } from "./error-summary";
import type { FormWords } from "./form-words";
import { DIFFICULTY_FIELD, itemField, SAFETY_ITEM, type Instrument } from "./questionnaire";
import {
  hasSafetyConcern,
  readAnswers,
  scoreCheckIn,
  type CheckInAnswers,
  type CheckInResult,
} from "./scoring";

const OPTION =
  "flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-line bg-surface px-3 py-2 text-ink has-[:checked]:border-brand has-[:checked]:bg-brand-soft";

function Choices({
  field,
  labels,
  initial,
  onChoose,
}: {
  field: string;
  labels: readonly string[];
  initial: number | null;
  onChoose: (value: number) => void;
}) {
  return (
    <div className="mt-3 grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
      {labels.map((label, value) => (
        <label key={label} htmlFor={answerId(field, value)} className={OPTION}>
          <input
            id={answerId(field, value)}
            type="radio"
            name={field}
            value={value}
            defaultChecked={initial === value}
            onChange={() => onChoose(value)}
            className="size-5 shrink-0 accent-brand"
          />
          {label}
        </label>
      ))}
    </div>
  );
}

export interface CheckInFormProps {
  instrument: Instrument;
  /** What was chosen before: after a post without JavaScript, or before "Change my answers". */
  initial?: CheckInAnswers;
  /** Items the server found unanswered (a post without JavaScript). */
  initialMissing?: number[];
  hydrated: boolean;
  /** With JavaScript the answers are scored here and handed up; nothing is sent anywhere. */
  onResult: (result: CheckInResult) => void;
  /** The form's words in the page's language (./check-in-words.ts, ./check-in-words-es.ts). */
  words: FormWords;
  /** Get help now, beside item 9 in the page's language, once it is answered above the first. */
  safetyNote: ReactNode;
}

/**
 * One radio group per item (a fieldset and its legend). Without JavaScript it is a plain POST to
 * this page's own address; with it, the answers never leave the browser.
 */
export function CheckInForm(props: CheckInFormProps) {
  const { instrument, initial, hydrated, words } = props;
  const [answers, setAnswers] = useState<(number | null)[]>(
    () => initial?.answers ?? instrument.items.map(() => null),
  );
  const [missing, setMissing] = useState<number[]>(props.initialMissing ?? []);
  const [attempt, setAttempt] = useState<number>();
  // Said once, the first time Get help now appears: changing the answer again says nothing more.
  const [announced, setAnnounced] = useState(false);
  const stillMissing = missing.filter((index) => answers[index] === null);
  const helpNow = hydrated && hasSafetyConcern(instrument, answers);

  const choose = (index: number, value: number) => {
    const next = answers.map((answer, i) => (i === index ? value : answer));
    setAnswers(next);
    if (hasSafetyConcern(instrument, next)) setAnnounced(true);
  };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const outcome = scoreCheckIn(
      instrument,
      readAnswers(instrument, (name) => form.get(name)),
    );
    if (!outcome.ok) {
      setMissing(outcome.missing);
      setAttempt((last) => (last ?? 0) + 1);
      return;
    }
    setMissing([]);
    props.onResult(outcome.result);
  }

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="space-y-5">
      {instrument.id === "phq-9" ? (
        // The form's polite live region, present (empty) from the start so that what is put in
        // it is read out; it never takes focus, and it is never an alert.
        <p role="status" aria-live="polite" className="sr-only">
          {hydrated && announced ? words.helpNowAnnouncement : ""}
        </p>
      ) : null}
      {stillMissing.length > 0 ? (
        <ErrorSummary
          instrument={instrument}
          missing={stillMissing}
          attempt={attempt}
          words={words}
        />
      ) : null}
      <h2 id="check-in-stem" className="text-xl font-semibold text-ink">
        {instrument.stem}
      </h2>
      <p className="text-ink-muted">{words.answerEvery}</p>
      {instrument.items.map((item, index) => {
        const field = itemField(index);
        const wrong = stillMissing.includes(index);
        return (
          <div key={field}>
            <div
              className={cn(
                "rounded-xl border bg-surface p-4 sm:p-5",
                wrong ? "border-2 border-danger" : "border-line",
              )}
            >
              <fieldset aria-describedby={wrong ? `${field}-error` : undefined} className="min-w-0">
                <legend className="w-full">
                  <span className="block text-sm font-semibold text-ink-muted">
                    {words.questionOf(index, instrument.items.length)}
                  </span>
                  <span className="mt-1 block text-lg font-medium text-ink">{item}</span>
                </legend>
                {wrong ? (
                  <p id={`${field}-error`} className="mt-2 font-medium text-danger">
                    {words.chooseHowOften}
                  </p>
                ) : null}
                <Choices
                  field={field}
                  labels={words.answers}
                  initial={initial?.answers[index] ?? null}
                  onChoose={(value) => choose(index, value)}
                />
              </fieldset>
            </div>
            {index === SAFETY_ITEM && helpNow ? (
              // Right after the question; focus stays on the answer just chosen.
              <div className="mt-3">{props.safetyNote}</div>
            ) : null}
          </div>
        );
      })}
      {instrument.asksDifficulty ? (
        <div className="rounded-xl border border-line bg-surface p-4 sm:p-5">
          <fieldset aria-describedby="difficulty-hint" className="min-w-0">
            <legend className="w-full text-lg font-medium text-ink">
              {words.difficulty.question}
            </legend>
            <p id="difficulty-hint" className="mt-1 text-sm text-ink-muted">
              {words.optionalDifficulty}
            </p>
            <Choices
              field={DIFFICULTY_FIELD}
              labels={words.difficulty.answers}
              initial={initial?.difficulty ?? null}
              onChoose={() => {}}
            />
          </fieldset>
        </div>
      ) : null}
      <div className="flex flex-wrap items-center gap-4 pt-2">
        <button
          type="submit"
          className="inline-flex min-h-11 items-center rounded-lg bg-brand px-5 font-semibold text-brand-ink hover:bg-brand-strong"
        >
          {words.submit}
        </button>
        <p className="text-sm text-ink-muted">{hydrated ? words.scoredHere : words.sentOnce}</p>
      </div>
    </form>
  );
}
