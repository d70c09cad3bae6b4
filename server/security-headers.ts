/**
 * The security headers every response carries (docs/product.md, Security rules). One builder for
 * the Content-Security-Policy: prerendered pages allow their inline scripts by hash, pages
 * rendered per request by a nonce.
 */
export type HeaderMode = "production" | "development";

/** What Google's tag needs, allowed only when GA_MEASUREMENT_ID is set. */
const ANALYTICS_SOURCES = {
  script: ["https://www.googletagmanager.com"],
  connect: [
    "https://*.google-analytics.com",
    "https://*.analytics.google.com",
    "https://*.googletagmanager.com",
  ],
  img: ["https://*.google-analytics.com", "https://*.googletagmanager.com"],
};

export function contentSecurityPolicy(
  scriptSources: readonly string[],
  mode: HeaderMode,
  options: { analytics?: boolean } = {},
): string {
  const dev = mode === "development";
  const analytics = options.analytics ? ANALYTICS_SOURCES : { script: [], connect: [], img: [] };
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    // Vite's dev client injects inline scripts and talks over a websocket; production never does.
    "script-src": dev
      ? ["'self'", "'unsafe-inline'", ...analytics.script]
      : ["'self'", ...scriptSources, ...analytics.script],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", ...analytics.img],
    "font-src": ["'self'"],
    "connect-src": dev ? ["'self'", "ws:", ...analytics.connect] : ["'self'", ...analytics.connect],
    "object-src": ["'none'"],
    "base-uri": ["'none'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
}

/** Headers that do not depend on the response; computed once. */
export function staticSecurityHeaders(mode: HeaderMode): Record<string, string> {
  const headers: Record<string, string> = {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Cross-Origin-Resource-Policy": "same-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), interest-cohort=()",
  };
  // Browsers ignore HSTS on plain HTTP, so sending it on every production answer is safe and
  // covers deployments whose TLS ends at a proxy.
  if (mode === "production") {
    headers["Strict-Transport-Security"] = "max-age=63072000; includeSubDomains";
  }
  return headers;
}

export function nonceSource(nonce: string): string {
  return `'nonce-${nonce}'`;
}
