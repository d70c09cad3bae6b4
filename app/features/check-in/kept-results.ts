import { INSTRUMENTS } from "./instruments";
import { isInstrumentId, maxScore, type InstrumentId } from "./questionnaire";

/**
 * "Keep this result on this device": the date, the questionnaire and the score (never the
 * answers), in this browser's localStorage only. Nothing here sends them anywhere.
 */

export interface KeptResult {
  /** The visitor's own calendar date, `YYYY-MM-DD`. */
  date: string;
  instrument: InstrumentId;
  score: number;
}

/** The browser storage key; the value is JSON `{ version: 1, results }`, oldest first. */
export const KEPT_STORAGE_KEY = "steady-ground:check-in-results";
/** At most this many results are kept; keeping one more lets the oldest go. */
export const MAX_KEPT_RESULTS = 100;
/** What reading storage gives when the browser blocks it (a value no stored list can have). */
export const STORAGE_BLOCKED = "\u0000blocked";

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function isKeptResult(value: unknown): value is KeptResult {
  if (typeof value !== "object" || value === null) return false;
  const { date, instrument, score } = value as Record<string, unknown>;
  return (
    typeof date === "string" &&
    DATE.test(date) &&
    isInstrumentId(instrument) &&
    Number.isInteger(score) &&
    (score as number) >= 0 &&
    (score as number) <= maxScore(INSTRUMENTS[instrument])
  );
}

/** Reads the stored list; anything unreadable is skipped, and a broken list reads as empty. */
export function parseKept(stored: string | null): KeptResult[] {
  if (!stored || stored === STORAGE_BLOCKED) return [];
  try {
    const results = (JSON.parse(stored) as { results?: unknown } | null)?.results;
    if (!Array.isArray(results)) return [];
    return results
      .filter(isKeptResult)
      .map(({ date, instrument, score }) => ({ date, instrument, score }))
      .slice(-MAX_KEPT_RESULTS);
  } catch {
    return [];
  }
}

/** The stored text (a stable value React can compare), null for none, or STORAGE_BLOCKED. */
export function readKept(storage: () => Storage): string | null {
  try {
    return storage().getItem(KEPT_STORAGE_KEY);
  } catch {
    return STORAGE_BLOCKED;
  }
}

/** Adds a result, letting the oldest go past MAX_KEPT_RESULTS; false when storage refuses. */
export function keepResult(storage: () => Storage, result: KeptResult): boolean {
  try {
    const results = [...parseKept(storage().getItem(KEPT_STORAGE_KEY)), result].slice(
      -MAX_KEPT_RESULTS,
    );
    storage().setItem(KEPT_STORAGE_KEY, JSON.stringify({ version: 1, results }));
    return true;
  } catch {
    return false;
  }
}

export function deleteKept(storage: () => Storage): boolean {
  try {
    storage().removeItem(KEPT_STORAGE_KEY);
    return true;
  } catch {
    return false;
  }
}
