import type { Logger } from "pino";
import type { Database } from "~/db/client.server";
import { takeHit } from "~/db/limits.server";
import { checkLink, type CheckSettings } from "./check-link.server";
import {
  storeResult,
  worstFirst,
  type LinkTarget,
  type StoredLinkResult,
} from "./link-results.server";

/** Requests in flight at once, so that no site (nor our server) feels a burst. */
export const LINK_CHECK_CONCURRENCY = 4;

/** The most resources `POST /api/curator/links/check` checks while the caller waits. */
export const LINK_CHECK_ONLY_MAX = 20;

/**
 * Checks each target (at most LINK_CHECK_CONCURRENCY at a time) and stores each result. An
 * address that several resources share is asked once.
 */
export async function checkAndStore(
  db: Database,
  targets: readonly LinkTarget[],
  settings: CheckSettings,
): Promise<StoredLinkResult[]> {
  const results: StoredLinkResult[] = [];
  const asked = new Map<string, ReturnType<typeof checkLink>>();
  let next = 0;
  async function worker() {
    while (next < targets.length) {
      const target = targets[next++]!;
      let check = asked.get(target.url);
      if (!check) {
        check = checkLink(target.url, settings);
        asked.set(target.url, check);
      }
      results.push(await storeResult(db, target, await check));
    }
  }
  await Promise.all(Array.from({ length: LINK_CHECK_CONCURRENCY }, worker));
  return results.sort(worstFirst);
}

export interface LinkMonitorOptions {
  db: Database;
  settings: CheckSettings;
  /** Every listed resource's address, asked afresh for each full check. */
  targets: () => LinkTarget[];
  logger: Logger;
}

export type LinkMonitor = ReturnType<typeof createLinkMonitor>;

/**
 * The link monitor of one server process: checks on demand, and full checks in the background
 * (one at a time per process; a scheduled one at most once per period across processes).
 */
export function createLinkMonitor({ db, settings, targets, logger }: LinkMonitorOptions) {
  let running: Promise<void> | null = null;

  function startFullCheck(): { started: boolean } {
    if (running) return { started: false };
    const started = Date.now();
    running = checkAndStore(db, targets(), settings)
      .then((results) => {
        const failing = results.filter((result) => result.failures > 0).length;
        logger.info(
          { checked: results.length, failing, ms: Date.now() - started },
          "link check done",
        );
      })
      .catch((error: unknown) => logger.warn({ err: error }, "the link check stopped early"))
      .finally(() => {
        running = null;
      });
    return { started: true };
  }

  return {
    /** Checks these resources now and answers their results, worst first. */
    checkNow: (only: readonly LinkTarget[]) => checkAndStore(db, only, settings),
    startFullCheck,
    /** True while a full check runs in this process. */
    isRunning: () => running !== null,
    /** Resolves when the full check under way (if any) has finished. */
    idle: () => running ?? Promise.resolve(),
    /**
     * Every `hours`, a full check, by whichever process takes the period's turn first: the turn
     * is a database limit of one per period (app/db/limits.server.ts), so that several processes
     * sharing a database do not all check.
     */
    schedule(hours: number): () => void {
      const periodMs = hours * 60 * 60 * 1000;
      const timer = setInterval(() => {
        takeHit(db, "links:scheduled-check", 1, periodMs - 60_000)
          .then((turn) => {
            if (turn.ok) startFullCheck();
          })
          .catch((error: unknown) => logger.warn({ err: error }, "could not start the link check"));
      }, periodMs);
      timer.unref();
      return () => clearInterval(timer);
    },
  };
}
