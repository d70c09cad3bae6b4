import { useState, useSyncExternalStore } from "react";
import { formatDate } from "~/lib/dates";
import { INSTRUMENTS } from "./instruments";
import { maxScore, type InstrumentId } from "./questionnaire";
import { deleteKept, parseKept, readKept, STORAGE_BLOCKED, type KeptResult } from "./kept-results";
import { bandFor } from "./scoring";

const storage = () => window.localStorage;
/** Fired in this tab when the kept results change (storage events reach other tabs only). */
const CHANGE_EVENT = "steady-ground:check-in-kept";

export function announceKeptChange() {
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

function subscribe(onChange: () => void) {
  window.addEventListener("storage", onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener("storage", onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

/** The kept results' stored text; null before hydration (and without JavaScript). */
function useKeptResults(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => readKept(storage),
    () => null,
  );
}

const WIDTH = 320;
const HEIGHT = 160;
const PAD = { left: 28, right: 14, top: 16, bottom: 12 };

/** A small line chart of one questionnaire's kept scores, oldest first; the table has the figures. */
function ScoreChart({ instrument, results }: { instrument: InstrumentId; results: KeptResult[] }) {
  const { name, bands } = INSTRUMENTS[instrument];
  const max = maxScore(INSTRUMENTS[instrument]);
  const y = (score: number) => PAD.top + (1 - score / max) * (HEIGHT - PAD.top - PAD.bottom);
  const step = results.length > 1 ? (WIDTH - PAD.left - PAD.right) / (results.length - 1) : 0;
  const x = (index: number) =>
    results.length > 1 ? PAD.left + index * step : (PAD.left + WIDTH - PAD.right) / 2;
  const points = results.map((result, index) => `${x(index)},${y(result.score)}`).join(" ");
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={`${name} scores kept on this device, oldest first: ${results
        .map((result) => result.score)
        .join(", ")}. The table below gives the same figures with their dates.`}
      className="h-auto w-full max-w-md text-brand"
    >
      {[0, ...bands.slice(1).map((band) => band.from), max].map((score) => (
        <g key={score}>
          <line
            x1={PAD.left}
            x2={WIDTH - PAD.right}
            y1={y(score)}
            y2={y(score)}
            className="stroke-line"
            strokeWidth={1}
          />
          <text
            x={PAD.left - 6}
            y={y(score) + 4}
            textAnchor="end"
            className="fill-ink-muted text-[10px]"
          >
            {score}
          </text>
        </g>
      ))}
      {results.length > 1 ? (
        <polyline points={points} fill="none" stroke="currentColor" strokeWidth={2.5} />
      ) : null}
      {results.map((result, index) => (
        <circle
          key={`${result.date}-${index}`}
          cx={x(index)}
          cy={y(result.score)}
          r={4.5}
          fill="currentColor"
        />
      ))}
    </svg>
  );
}

/**
 * The results kept on this device, both questionnaires' (after hydration, when there are any):
 * a chart per questionnaire, the same figures as a table, and one button that deletes them all.
 */
export function KeptResults() {
  const stored = useKeptResults();
  const [status, setStatus] = useState<"idle" | "deleted" | "failed">("idle");
  const results = parseKept(stored);
  const remove = () => {
    const ok = deleteKept(storage);
    setStatus(ok ? "deleted" : "failed");
    announceKeptChange();
  };
  const message =
    status === "deleted"
      ? "Your kept results were deleted from this device."
      : status === "failed" || stored === STORAGE_BLOCKED
        ? "This browser is not letting us read or change kept results (some private windows do this)."
        : "";
  const shown = (["phq-9", "gad-7"] as const).filter((id) =>
    results.some((result) => result.instrument === id),
  );
  return (
    <div className="print:hidden">
      <p aria-live="polite" className="text-sm text-ink-muted">
        {message}
      </p>
      {results.length > 0 ? (
        <section
          aria-labelledby="kept-results"
          className="mt-2 rounded-xl border border-line bg-surface p-4 sm:p-5"
        >
          <h2 id="kept-results" className="text-xl font-semibold text-ink">
            Kept on this device
          </h2>
          <p className="mt-1 text-sm text-ink-muted">
            Only the date, the questionnaire and the score, in this browser. Nothing is sent to us.
          </p>
          {shown.map((id) => (
            <div key={id} className="mt-4">
              <ScoreChart instrument={id} results={results.filter((r) => r.instrument === id)} />
            </div>
          ))}
          <div className="mt-4 overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Your kept results, oldest first</caption>
              <thead>
                <tr className="border-b border-line">
                  <th scope="col" className="py-2 pr-3 font-semibold">
                    Date
                  </th>
                  <th scope="col" className="py-2 pr-3 font-semibold">
                    Questionnaire
                  </th>
                  <th scope="col" className="py-2 pr-3 font-semibold">
                    Score
                  </th>
                  <th scope="col" className="py-2 font-semibold">
                    Band
                  </th>
                </tr>
              </thead>
              <tbody>
                {results.map((result, index) => {
                  const instrument = INSTRUMENTS[result.instrument];
                  return (
                    <tr
                      key={`${result.date}-${index}`}
                      className="border-b border-line last:border-0"
                    >
                      <td className="py-2 pr-3">{formatDate(result.date)}</td>
                      <td className="py-2 pr-3">{instrument.name}</td>
                      <td className="py-2 pr-3">
                        {result.score} of {maxScore(instrument)}
                      </td>
                      <td className="py-2">{bandFor(instrument, result.score).name}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          <button
            type="button"
            onClick={remove}
            className="mt-4 inline-flex min-h-11 items-center rounded-lg border border-line bg-surface px-4 font-semibold text-ink hover:bg-surface-muted"
          >
            Delete all kept results
          </button>
        </section>
      ) : null}
    </div>
  );
}
