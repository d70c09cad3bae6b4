import { useState } from "react";
import type { InstrumentId } from "./questionnaire";
import { keepResult } from "./kept-results";
import { announceKeptChange } from "./kept-results-view";

/**
 * "Keep this result on this device": opt-in, one press per result. Only the date, the
 * questionnaire and the score are kept, in this browser.
 */
export function KeepResult(props: { instrument: InstrumentId; score: number; date: string }) {
  const [state, setState] = useState<"idle" | "kept" | "failed">("idle");
  const keep = () => {
    const ok = keepResult(() => window.localStorage, {
      date: props.date,
      instrument: props.instrument,
      score: props.score,
    });
    setState(ok ? "kept" : "failed");
    if (ok) announceKeptChange();
  };
  return (
    <div className="rounded-xl border border-line bg-surface-muted p-4 sm:p-5">
      <p className="text-ink">
        You can keep this result in this browser to see how your scores change over time. Only the
        date, the questionnaire and the score are kept, never your answers, and nothing is sent to
        us. Anyone who uses this browser could see them; you can delete them at any time.
      </p>
      <button
        type="button"
        onClick={keep}
        disabled={state === "kept"}
        className="mt-3 inline-flex min-h-11 items-center rounded-lg border border-line bg-surface px-4 font-semibold text-ink hover:bg-surface-muted disabled:opacity-60"
      >
        Keep this result on this device
      </button>
      <p aria-live="polite" className="mt-2 text-sm text-ink">
        {state === "kept"
          ? "Kept on this device."
          : state === "failed"
            ? "This browser is not letting us keep it (some private windows do this). You can still print it."
            : ""}
      </p>
    </div>
  );
}
