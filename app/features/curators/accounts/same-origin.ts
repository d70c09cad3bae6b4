/**
 * The check every state-changing curator request passes (docs/product.md, Security rules): the
 * browser says it came from this site. `Sec-Fetch-Site` when the browser sends it (same-origin,
 * or none for a request the person made directly); otherwise `Origin` must name this host (the
 * scheme may differ behind a proxy that ends TLS). A request with neither is refused: every
 * browser that can use the console sends one.
 */
export function isSameOrigin(request: {
  fetchSite: string | null | undefined;
  origin: string | null | undefined;
  /** This server's host (and port) as the request names it. */
  host: string | null | undefined;
}): boolean {
  if (request.fetchSite) return request.fetchSite === "same-origin" || request.fetchSite === "none";
  if (!request.origin || request.origin === "null" || !request.host) return false;
  try {
    return new URL(request.origin).host === request.host;
  } catch {
    return false;
  }
}

export function isSameOriginRequest(request: Request): boolean {
  return isSameOrigin({
    fetchSite: request.headers.get("sec-fetch-site"),
    origin: request.headers.get("origin"),
    host: new URL(request.url).host,
  });
}

export const CROSS_SITE_MESSAGE =
  "This request came from another site, so it was refused. Please use the console's own buttons.";
