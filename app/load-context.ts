import type { Database } from "~/db/client.server";

// What the Express server hands every loader and action (see server/app.ts).
declare module "react-router" {
  interface AppLoadContext {
    /** Per-request CSP nonce for inline scripts; absent while prerendering (hashes are used). */
    cspNonce?: string;
    /** The database; absent while prerendering, so only routes rendered per request use it. */
    db?: Database;
    /** Set on a form POST past SUBMIT_RATE_LIMIT (server/api/rate-limit.ts): store nothing. */
    rateLimited?: boolean;
  }
}

export {};
