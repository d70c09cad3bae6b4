import type { Logger } from "pino";
import type { Database } from "~/db/client.server";
import type { LimitDecision } from "~/db/limits.server";
import type { CuratorAuth } from "~/features/curators/accounts/auth.server";
import type { LinkMonitor } from "~/features/curators/links/link-monitor.server";
import type { LinkTarget } from "~/features/curators/links/link-results.server";

// What the Express server hands every loader and action (see server/app.ts).
declare module "react-router" {
  interface AppLoadContext {
    /** Per-request CSP nonce for inline scripts; absent while prerendering (hashes are used). */
    cspNonce?: string;
    /** The database; absent while prerendering, so only routes rendered per request use it. */
    db?: Database;
    /**
     * This client's share of SUBMIT_RATE_LIMIT (server/api/rate-limit.ts): an action takes from
     * it only once the form is valid, and gives it back when nothing new was stored.
     */
    submitAllowance?: { take(): Promise<LimitDecision>; refund(): Promise<void> };
    /**
     * Takes a place among the public writes handled at once (WRITE_QUEUE_LIMIT,
     * app/db/write-queue.server.ts), waiting in line for it if need be: the function that gives
     * it back, or undefined when the line is full, the wait ran out or `signal` (the request's)
     * aborted while it waited.
     */
    admitWrite?: (signal?: AbortSignal) => Promise<(() => void) | undefined>;
    /** The request's logger: every line carries the request id. */
    log?: Logger;
    /** Curator sign-in and sessions (app/features/curators/accounts/auth.server.ts). */
    curatorAuth?: CuratorAuth;
    /** The link monitor of this process (server/link-monitor.ts). */
    linkMonitor?: LinkMonitor;
    /** Every listed resource's address, as the link monitor checks it. */
    linkTargets?: () => LinkTarget[];
    /**
     * Puts a committed catalogue change live in this process (pages re-rendered, then swapped in);
     * other processes hear of it from the database (server/live-catalogue.ts).
     */
    catalogueChanged?: () => Promise<void>;
    /** The client's IP as Express sees it (TRUST_PROXY), for the sign-in limit. */
    clientIp?: string;
  }
}

export {};
