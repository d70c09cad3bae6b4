import type { APIRequestContext } from "@playwright/test";

/** Every page built so far, for the checks that apply to all of them (meta, axe, headers). */
export const STATIC_PAGES = [
  "/",
  "/about",
  "/editorial-policy",
  "/accessibility",
  "/contact",
  "/get-help",
  "/get-help/us",
  "/get-help/gb",
  "/get-help/ie",
  "/get-help/in",
  "/get-help/za",
  "/get-help/embed",
  "/safety-plan",
  "/check-in",
  "/check-in/phq-9",
  "/check-in/gad-7",
  "/privacy",
  "/browsing-safely",
  "/search",
  "/color-demo",
  "/blog",
  "/blog/how-to-choose-a-therapist",
  "/blog/depression-in-men",
  "/category/psychological-concerns",
  "/category/psychological-concerns/anxiety",
  "/category/lifestyle",
  "/category/relationships/romantic",
  "/category/psychological-concerns/trauma",
  "/depression",
  "/anxiety",
  "/trauma",
  "/childhood-adversity",
  "/eating-difficulties",
  "/parenting",
  "/difficult-people",
  "/marriage-couples",
  "/understanding-anxiety-depression",
  "/understanding-depression",
  "/understanding-anxiety",
  // One resource of each type, and the RAIN exercise with its extra section.
  "/resource/radical-compassion",
  "/resource/how-to-make-stress-your-friend",
  "/resource/headspace",
  "/resource/ucla-mindful-guided-meditations",
  "/resource/rain-exercise",
  // Crisis lines for its topic, and an entry that is itself a line.
  "/resource/calm-harm",
  "/resource/samaritans",
  // Rendered per request (its form posts to its own action), with the same meta.
  "/submit",
];

/** Pages outside the sitemap that visitors still reach. */
export const EXTRA_PAGES = ["/search", "/search?q=sleep", "/no-such-page", "/curator/login"];

/** Every page of STATIC_PAGES, and the pages only the accessibility checks visit. */
export const TEMPLATE_PAGES = [...STATIC_PAGES, ...EXTRA_PAGES.slice(1)].filter(
  (path) => path !== "/color-demo",
);

/** Every path the sitemap lists. */
export async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get("/sitemap.xml")).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}
