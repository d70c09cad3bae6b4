import { Marked, type Tokens } from "marked";

export interface Heading {
  id: string;
  text: string;
  depth: number;
}

export interface RenderedMarkdown {
  html: string;
  headings: Heading[];
  /** Words a reader reads: the text without markup or link targets. */
  wordCount: number;
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/&[a-z]+;/g, "")
    .replace(/[^a-z0-9\s-]/g, "")
    .trim()
    .replace(/\s+/g, "-")
    .replace(/-+/g, "-");
}

function countWords(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

const EXTERNAL = /^https?:\/\//;

/**
 * Renders Markdown written here (articles, page texts) to HTML, once, on the server or at build
 * time. Headings get ids for a table of contents; external links open in a new tab, safely.
 * Only our own content comes through here: visitors' text is always shown as plain text.
 */
export function renderMarkdown(source: string): RenderedMarkdown {
  const headings: Heading[] = [];
  const texts: string[] = [];
  const marked = new Marked({
    gfm: true,
    walkTokens(token) {
      // Text tokens can nest (list items); only the leaves hold words not counted elsewhere.
      const leaf = !("tokens" in token) || !token.tokens?.length;
      if (leaf && (token.type === "text" || token.type === "codespan")) {
        texts.push((token as Tokens.Text).text);
      }
    },
    renderer: {
      heading({ tokens, depth, text }) {
        const id = slugify(text);
        headings.push({ id, text, depth });
        return `<h${depth} id="${id}">${this.parser.parseInline(tokens)}</h${depth}>\n`;
      },
      link({ href, title, tokens }) {
        const label = this.parser.parseInline(tokens);
        const titleAttr = title ? ` title="${title}"` : "";
        if (EXTERNAL.test(href)) {
          return `<a href="${href}"${titleAttr} target="_blank" rel="noopener noreferrer">${label}<span class="sr-only"> (opens in a new tab)</span></a>`;
        }
        return `<a href="${href}"${titleAttr}>${label}</a>`;
      },
    },
  });
  const html = marked.parse(source, { async: false });
  return { html, headings, wordCount: countWords(texts.join(" ")) };
}
