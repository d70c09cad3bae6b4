import type { LinkStatus } from "~/domain/link-status";

/** One answered request on the way to a link's final page. */
export interface Hop {
  url: string;
  status: number;
}

/** A host without its leading `www.`, lower-cased: `www.Example.org` and `example.org` match. */
function siteOf(address: string): string {
  return new URL(address).hostname.toLowerCase().replace(/^www\./, "");
}

/**
 * What a chain of answers means for a link. Any 4xx or 5xx at the end is broken. A success
 * reached through redirects is `redirected` when it stays on the same host (ignoring `www.` and
 * the scheme), and `moved` when it ends on another: a new owner of a lapsed domain answers 200
 * too, so a curator looks at every move.
 */
export function classify(
  original: string,
  hops: readonly Hop[],
): { status: LinkStatus; httpStatus?: number; finalUrl?: string; detail?: string } {
  const last = hops.at(-1);
  if (!last) return { status: "unreachable", detail: "no answer" };
  const redirected = hops.length > 1;
  const finalUrl = redirected ? last.url : undefined;
  if (last.status >= 400) return { status: "broken", httpStatus: last.status, finalUrl };
  if (last.status >= 300) {
    return { status: "broken", httpStatus: last.status, finalUrl, detail: "a redirect to nowhere" };
  }
  if (last.status < 200) return { status: "broken", httpStatus: last.status, finalUrl };
  if (!redirected) return { status: "ok", httpStatus: last.status };
  const status = siteOf(original) === siteOf(last.url) ? "redirected" : "moved";
  return { status, httpStatus: last.status, finalUrl };
}
