import type { Database } from "~/db/client.server";
import type { CuratorAuth } from "~/features/curators/accounts/auth.server";

// What the Express server hands every loader and action (see server/app.ts).
declare module "react-router" {
  interface AppLoadContext {
    /** Per-request CSP nonce for inline scripts; absent while prerendering (hashes are used). */
    cspNonce?: string;
    /** The database; absent while prerendering, so only routes rendered per request use it. */
    db?: Database;
    /** Set on a form POST past SUBMIT_RATE_LIMIT (server/api/rate-limit.ts): store nothing. */
    rateLimited?: boolean;
    /** Curator sign-in and sessions (app/features/curators/accounts/auth.server.ts). */
    curatorAuth?: CuratorAuth;
    /** The client's IP as Express sees it (TRUST_PROXY), for the sign-in limit. */
    clientIp?: string;
  }
}

export {};
