import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { marked, type Token } from "marked";
import { describe, expect, it } from "vitest";
import { SITE_PAGES } from "./content/site-pages";
import { prerenderPaths } from "./prerender";

/** The site's own Markdown: page texts and articles. */
const MARKDOWN_DIRS = ["app/content/pages", "app/content/blog"];

/** Every link a Markdown file makes to this site (`/path`, without its `?query` or `#fragment`). */
function internalLinks(source: string): string[] {
  const links: string[] = [];
  marked.walkTokens(marked.lexer(source), (token: Token) => {
    if (token.type === "link" && token.href.startsWith("/"))
      links.push(token.href.split(/[?#]/)[0]!);
  });
  return links;
}

describe("internal links in the site's Markdown", () => {
  // Code links through href(), so a renamed page fails the type check; text cannot, so this does.
  it("lead to a page the build knows (renaming a page fails here too)", () => {
    const known = new Set([...prerenderPaths(), ...SITE_PAGES.map((page) => page.path)]);
    const files = MARKDOWN_DIRS.flatMap((dir) =>
      readdirSync(dir)
        .filter((name) => name.endsWith(".md"))
        .map((name) => path.join(dir, name)),
    );
    const links = files.flatMap((file) =>
      internalLinks(readFileSync(file, "utf8")).map((link) => ({ file, link })),
    );
    expect(links.length).toBeGreaterThan(20);
    expect(links.filter(({ link }) => !known.has(link))).toEqual([]);
  });
});
