/**
 * Structured data for search engines. JSON in a non-executable script type needs no CSP
 * allowance; `<` is escaped so that no text inside can close the tag.
 */
export function JsonLd({ data }: { data: object }) {
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
