/**
 * The public origin the test server starts with (playwright.config.ts). It is deliberately not
 * the address the tests reach the server at, so that a page carrying the build machine's
 * `localhost` (rather than SITE_URL) fails.
 */
export const SITE_URL = "https://steady-ground.example";
