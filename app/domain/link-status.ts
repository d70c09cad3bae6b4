import { LINK_STATUSES, type LinkStatus } from "../content/record-terms";

/**
 * What the link monitor found at a resource's address: the one list the database's check
 * constraint (app/db/schema.ts), the API, the command line and the console read. Ordered worst
 * first, which is the order the console lists them in.
 *
 * - `broken`: the site answered 4xx or 5xx.
 * - `unreachable`: no answer (DNS, TLS, refused connection, timeout) or an address we refuse.
 * - `moved`: the address ends on another host. Flagged because a lapsed domain can be bought and
 *   filled with something else while still answering 200.
 * - `redirected`: ends on the same site (http to https, a new path): usually fine.
 * - `ok`: answered 2xx directly.
 */
export { LINK_STATUSES, type LinkStatus };

/** What the console calls each status. */
export const LINK_STATUS_LABELS: Record<LinkStatus, string> = {
  broken: "Broken",
  unreachable: "Unreachable",
  moved: "Moved to another site",
  redirected: "Redirected",
  ok: "OK",
};

/** The statuses that put a resource in the needs-review queue. */
export const FAILING_LINK_STATUSES: ReadonlySet<LinkStatus> = new Set([
  "broken",
  "unreachable",
  "moved",
]);
