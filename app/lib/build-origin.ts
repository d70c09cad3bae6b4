/**
 * The origin that prerendered pages, the feed, the sitemap and robots.txt are written with at
 * build time. It is never served: the server replaces it with SITE_URL as it loads the build
 * into memory, so one build serves any origin (docs/decisions/020-site-url-at-serve-time.md).
 * `.invalid` is reserved (RFC 2606), so it can never be a real site's address.
 */
export const BUILD_ORIGIN = "https://build-origin.steady-ground.invalid";
