import type { Logger } from "pino";
import { createContext } from "react-router";
import type { Database } from "~/db/client.server";
import type { LimitDecision } from "~/db/limits.server";
import type { WriteQueue } from "~/db/write-queue.server";

/*
 * What the Express server hands every loader and action (server/app.ts), one typed context each,
 * read with `context.get(dbContext)`. A context the server did not set throws when read, so no
 * route checks for a missing one; only the two that prerendering lacks have a default.
 */

/** The database. */
export const dbContext = createContext<Database>();

/**
 * Puts a committed change of the catalogue or of the crisis-line registry live in this process
 * (pages re-rendered, then swapped in); other processes hear of it from the database
 * (server/live-catalogue.ts).
 */
export const catalogueChangedContext = createContext<() => Promise<void>>();

/**
 * This client's share of SUBMIT_RATE_LIMIT (server/api/rate-limit.ts): an action takes from it
 * only once the form is valid, and gives it back when nothing new was stored.
 */
export const submitAllowanceContext = createContext<{
  take(): Promise<LimitDecision>;
  refund(): Promise<void>;
}>();

/**
 * Takes a place among the public writes handled at once (WRITE_QUEUE_LIMIT,
 * app/db/write-queue.server.ts), waiting in line for it if need be: the function that gives it
 * back, or undefined when the line is full, the wait ran out or `signal` (the request's) aborted
 * while it waited.
 */
export const admitWriteContext = createContext<WriteQueue["admit"]>();

/** The client's IP as Express sees it (TRUST_PROXY), for the sign-in limit. */
export const clientIpContext = createContext<string>();

/**
 * Per-request CSP nonce for inline scripts; null while prerendering (hashes are used). Null,
 * not undefined: a context whose default is undefined has none, and reading it throws.
 */
export const cspNonceContext = createContext<string | null>(null);

/** Where a loader, an action or a render reports trouble. */
export type RequestLog = Pick<Logger, "warn" | "error">;

/** While prerendering there is no request: the build's console hears of it. */
const buildConsole: RequestLog = {
  warn: (details: unknown, message?: string) => console.warn(message, details),
  error: (details: unknown, message?: string) => console.error(message, details),
};

/** The request's logger: every line carries the request id. */
export const logContext = createContext<RequestLog>(buildConsole);
