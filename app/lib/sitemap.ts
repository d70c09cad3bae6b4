function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}

/** A sitemap (sitemaps.org 0.9) of absolute URLs, one per path, without duplicates. */
export function buildSitemap(siteUrl: string, paths: readonly string[]): string {
  const urls = [...new Set(paths)].map(
    (path) => `  <url><loc>${escapeXml(siteUrl + path)}</loc></url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
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
