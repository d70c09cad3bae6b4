function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}

/**
 * A sitemap (sitemaps.org 0.9) of absolute URLs, one per path, without duplicates. A path with a
 * twin in the other language (`twinOf`) lists both languages and the English default as
 * alternates, as search engines read them (docs/decisions/042-i18n-with-lingui.md).
 */
export function buildSitemap(
  siteUrl: string,
  paths: readonly string[],
  twinOf: (path: string) => { en: string; es: string } | null = () => null,
): string {
  const link = (lang: string, path: string) =>
    `<xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(siteUrl + path)}"/>`;
  const urls = [...new Set(paths)].map((path) => {
    const twins = twinOf(path);
    const alternates = twins
      ? [link("en", twins.en), link("es", twins.es), link("x-default", twins.en)].join("")
      : "";
    return `  <url><loc>${escapeXml(siteUrl + path)}</loc>${alternates}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

/** robots.txt: everything open to crawlers but the console and the API. */
export function buildRobots(siteUrl: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /curator",
    "Disallow: /api",
    "",
    `Sitemap: ${siteUrl}/sitemap.xml`,
    "",
  ].join("\n");
}
