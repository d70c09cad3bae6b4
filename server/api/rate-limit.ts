import { ipKeyGenerator } from "express-rate-limit";
import type { Database } from "~/db/client.server";
import { refundHit, takeHit, type LimitDecision } from "~/db/limits.server";

/** SUBMIT_RATE_LIMIT counts accepted writes per client IP over this window (docs/security.md). */
export const SUBMIT_WINDOW_MS = 10 * 60 * 1000;

export const RATE_LIMITED_MESSAGE =
  "You have sent several requests in a short time. Please wait a few minutes and try again.";

/** One client's allowance, taken only once a write has passed validation. */
export interface Allowance {
  take(): Promise<LimitDecision>;
  refund(): Promise<void>;
}

export type SubmitAllowances = (clientIp: string | undefined) => Allowance;

const unlimited: Allowance = {
  take: async () => ({ ok: true }),
  refund: async () => {},
};

/**
 * One count per client IP across every way of writing to the database: the JSON API and the
 * forms that work without JavaScript (submissions and newsletter sign-ups alike). Kept in the
 * database (app/db/limits.server.ts), so that every server process sharing it shares the count.
 * IPv6 clients are counted per /56, as express-rate-limit does. 0 turns the limit off.
 */
export function createSubmitAllowances(db: Database, limit: number): SubmitAllowances {
  if (limit === 0) return () => unlimited;
  return (clientIp) => {
    const key = `submit:ip:${ipKeyGenerator(clientIp ?? "unknown", 56)}`;
    return {
      take: () => takeHit(db, key, limit, SUBMIT_WINDOW_MS),
      refund: () => refundHit(db, key),
    };
  };
}
