import { fillHelplines } from "~/domain/helplines/prose.server";
import { renderMarkdown, type RenderedMarkdown } from "~/lib/markdown.server";

// The page texts written for this site, bundled into the server build at build time.
const SOURCES = import.meta.glob<string>(
  ["../../content/pages/*.md", "../../content/pages/es/*.md"],
  {
    query: "?raw",
    import: "default",
    eager: true,
  },
);

export type PageName =
  | "about"
  | "editorial-policy"
  | "accessibility"
  | "privacy"
  | "browsing-safely"
  | "understanding-depression"
  | "understanding-anxiety"
  | "understanding-anxiety-depression"
  | "childhood-adversity"
  | "trauma-support"
  | "es/privacidad"
  | "es/salir-con-seguridad";

const cache = new Map<PageName, RenderedMarkdown>();

/**
 * A page text rendered to HTML (once per process), its crisis lines filled in from the registry
 * as it reads now (app/domain/helplines/prose.server.ts).
 */
export function pageContent(name: PageName): RenderedMarkdown {
  let rendered = cache.get(name);
  if (!rendered) {
    const source = SOURCES[`../../content/pages/${name}.md`];
    if (source === undefined) throw new Error(`No page text named ${name}`);
    rendered = renderMarkdown(source);
    cache.set(name, rendered);
  }
  return {
    ...rendered,
    html: fillHelplines(rendered.html, undefined, name.startsWith("es/") ? "es" : "en"),
  };
}

/** Whether a page text is written yet (a language's texts may come after its pages). */
export function hasPageContent(name: PageName): boolean {
  return SOURCES[`../../content/pages/${name}.md`] !== undefined;
}
