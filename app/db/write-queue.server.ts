/**
 * A bound on the public writes (submissions, newsletter sign-ups) the server handles at once.
 * Past it, a write is turned away at once with 503 and `Retry-After` rather than queued behind
 * the others: under a flood, waiting requests would pile up until they time out, and every one
 * admitted takes processor time from page serving (docs/performance.md, "Load shedding").
 * A write turned away has stored nothing; one admitted is handled to the end.
 */

/** The default of WRITE_QUEUE_LIMIT: how many public writes are handled at once. */
export const DEFAULT_WRITE_QUEUE_LIMIT = 4;

/** What a write turned away asks the client to wait: a moment, not the database's 10 s. */
export const BUSY_RETRY_AFTER_SECONDS = 2;

/** What a write turned away says (the JSON API's `message`). */
export const BUSY_MESSAGE =
  "We're busy right now, and nothing was stored. Please try again in a moment.";

export interface WriteQueue {
  /** How many writes may be handled at once. */
  readonly limit: number;
  /** How many are being handled now. */
  readonly inFlight: number;
  /** How many were turned away since the last call (for a periodic log line), then 0. */
  takeTurnedAway(): number;
  /**
   * Takes a place and returns the function that gives it back (calling it twice gives back one
   * place), or undefined, counting one turned away, when every place is taken.
   */
  tryEnter(): (() => void) | undefined;
}

export function createWriteQueue(limit: number = DEFAULT_WRITE_QUEUE_LIMIT): WriteQueue {
  if (!Number.isInteger(limit) || limit < 1) {
    throw new RangeError(`the write queue limit must be a whole number ≥ 1, not ${limit}`);
  }
  let inFlight = 0;
  let turnedAway = 0;
  return {
    limit,
    get inFlight() {
      return inFlight;
    },
    takeTurnedAway() {
      const count = turnedAway;
      turnedAway = 0;
      return count;
    },
    tryEnter() {
      if (inFlight >= limit) {
        turnedAway++;
        return undefined;
      }
      inFlight++;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        inFlight--;
      };
    },
  };
}
