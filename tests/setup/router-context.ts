import type { RouterContextProvider } from "react-router";
import { routerContextOf, type LoadServices } from "../../server/router-context";
import { silentLogger } from "./database";

/** What a test may put in the router context: any of the server's services. */
export type TestServices = Partial<LoadServices>;

/**
 * The router context for calling a loader or an action directly: what the test names, and for
 * the rest of what the server always sets, stand-ins that stay out of the way: no rate limit,
 * no write queue, no link targets, nothing to put live, a silent log.
 */
export function testContext(services: TestServices): RouterContextProvider {
  return routerContextOf({
    submitAllowance: { take: async () => ({ ok: true }), refund: async () => {} },
    admitWrite: async () => () => {},
    linkTargets: () => [],
    catalogueChanged: async () => {},
    clientIp: "127.0.0.1",
    log: silentLogger,
    ...services,
  });
}
