import { DEFAULT_WRITE_QUEUE_LIMIT, DEFAULT_WRITE_QUEUE_WAITING } from "~/lib/env.server";

/**
 * A bound on the public writes (submissions, newsletter sign-ups) the server handles at once,
 * with a short, bounded line of writes waiting their turn
 * (docs/decisions/032-a-short-line-for-writes.md).
 * A write that arrives while every place is taken waits in line, in order of arrival, for at
 * most WRITE_QUEUE_MAX_WAIT_MS; when the line is full, or its wait runs out, it is turned away
 * with 503 and `Retry-After`. A burst is absorbed instead of refused, while the work done for
 * writes at any moment stays bounded, so page serving keeps its share of the processor
 * (docs/performance.md, "Load shedding"). A write turned away has stored nothing; one admitted
 * is handled to the end.
 */

/** The longest a write waits in line before it is turned away (an answer, never a timeout). */
export const WRITE_QUEUE_MAX_WAIT_MS = 1000;

/** What a write turned away asks the client to wait: a moment, not the database's 10 s. */
export const BUSY_RETRY_AFTER_SECONDS = 2;

/** What a write turned away says (the JSON API's `message`). */
export const BUSY_MESSAGE =
  "We're busy right now, and nothing was stored. Please try again in a moment.";

/** Gives a place back; calling it twice gives back one place. */
export type Release = () => void;

export interface WriteQueue {
  /** How many writes may be handled at once. */
  readonly limit: number;
  /** How many more may wait in line. */
  readonly waitingLimit: number;
  /** How many are being handled now. */
  readonly inFlight: number;
  /** How many are waiting in line now. */
  readonly waiting: number;
  /** How many were turned away since the last call (for a periodic log line), then 0. */
  takeTurnedAway(): number;
  /**
   * Asks for a place: `admit` is called with the place's release once it has one (at once when
   * a place is free and nobody is waiting), `refuse` when the line is full or the wait runs
   * out; exactly one of them is called, unless the write leaves the line first. Returns the
   * function that takes the write out of the line (for a client that went away), or undefined
   * when it was already answered.
   */
  enter(admit: (release: Release) => void, refuse: () => void): (() => void) | undefined;
  /**
   * The same as a promise: the release, or undefined when turned away. When `signal` aborts
   * (the client went away) while the write waits, it leaves the line and gets undefined.
   */
  admit(signal?: AbortSignal): Promise<Release | undefined>;
}

interface Waiter {
  admit: (release: Release) => void;
  refuse: () => void;
  timer: NodeJS.Timeout;
}

const wholeNumber = (value: number, least: number, what: string) => {
  if (!Number.isInteger(value) || value < least) {
    throw new RangeError(
      `the write queue's ${what} must be a whole number ≥ ${least}, not ${value}`,
    );
  }
};

export function createWriteQueue(
  limit: number = DEFAULT_WRITE_QUEUE_LIMIT,
  waitingLimit: number = DEFAULT_WRITE_QUEUE_WAITING,
  maxWaitMs: number = WRITE_QUEUE_MAX_WAIT_MS,
): WriteQueue {
  wholeNumber(limit, 1, "limit");
  wholeNumber(waitingLimit, 0, "waiting line");
  let inFlight = 0;
  let turnedAway = 0;
  // A Set keeps the order of arrival and lets a write that gives up leave from anywhere.
  const line = new Set<Waiter>();

  const place = (): Release => {
    inFlight++;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      inFlight--;
      const next = line.values().next();
      if (!next.done) {
        line.delete(next.value);
        clearTimeout(next.value.timer);
        next.value.admit(place());
      }
    };
  };

  const enter: WriteQueue["enter"] = (admit, refuse) => {
    if (inFlight < limit && line.size === 0) {
      admit(place());
      return undefined;
    }
    if (line.size >= waitingLimit) {
      turnedAway++;
      refuse();
      return undefined;
    }
    const waiter: Waiter = {
      admit,
      refuse,
      timer: setTimeout(() => {
        line.delete(waiter);
        turnedAway++;
        refuse();
      }, maxWaitMs),
    };
    line.add(waiter);
    return () => {
      if (line.delete(waiter)) clearTimeout(waiter.timer);
    };
  };

  return {
    limit,
    waitingLimit,
    get inFlight() {
      return inFlight;
    },
    get waiting() {
      return line.size;
    },
    takeTurnedAway() {
      const count = turnedAway;
      turnedAway = 0;
      return count;
    },
    enter,
    admit: (signal) =>
      new Promise((resolve) => {
        const leave = enter(resolve, () => resolve(undefined));
        if (!leave || !signal) return;
        // Once the write has its place, leaving and resolving again do nothing.
        const goAway = () => {
          leave();
          resolve(undefined);
        };
        if (signal.aborted) goAway();
        else signal.addEventListener("abort", goAway, { once: true });
      }),
  };
}
