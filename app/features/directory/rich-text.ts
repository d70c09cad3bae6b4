/** A run of a paragraph: plain text, or a link to an http(s) URL found in it. */
export type Segment = { kind: "text"; text: string } | { kind: "link"; text: string; href: string };

/** Splits text into paragraphs on blank lines, dropping empty ones. */
export function toParagraphs(text: string): string[] {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"']+/gi;
/** Sentence punctuation that ends a URL written in prose rather than belonging to it. */
const TRAILING = /[.,;:!?)\]}]+$/;

/**
 * Turns the http(s) URLs inside a paragraph into link segments. Only http and https become links
 * (never javascript: or data:), and trailing punctuation stays text.
 */
export function linkify(paragraph: string): Segment[] {
  const segments: Segment[] = [];
  let last = 0;
  for (const match of paragraph.matchAll(URL_PATTERN)) {
    const raw = match[0];
    const href = raw.replace(TRAILING, "");
    const start = match.index;
    if (start > last) segments.push({ kind: "text", text: paragraph.slice(last, start) });
    segments.push({ kind: "link", text: href, href });
    last = start + href.length;
  }
  if (last < paragraph.length) segments.push({ kind: "text", text: paragraph.slice(last) });
  return segments;
}
