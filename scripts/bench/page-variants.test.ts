import { describe, expect, it } from "vitest";
import { rewrite, scriptsAfterLoad, stylesheetInline, withoutScripts } from "./page-variants";

const PAGE = `<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/tailwind-abc.css"/>
<script type="application/ld+json">{"@type":"Article"}</script>
<script>((key) => { history.scrollRestoration = "manual"; })("k")</script></head>
<body><h1>Hi</h1><script>window.__reactRouterContext = {};</script>
<script type="module" async="">;
import * as route0 from "/assets/root-1.js";
import * as route1 from "/assets/article-2.js";
  window.__reactRouterRouteModules = {"root":route0,"routes/blog/article":route1};
import("/assets/entry.client-3.js");</script></body></html>`;

describe("the pages bench:lcp measures", () => {
  it("scripts after load: the route imports become dynamic and wait for the load event", () => {
    const html = scriptsAfterLoad(PAGE);
    expect(html).not.toContain("import * as");
    expect(html).toContain(
      '<script type="module">addEventListener("load", async () => {const route0 = await import("/assets/root-1.js");const route1 = await import("/assets/article-2.js");',
    );
    expect(html).toContain('window.__reactRouterRouteModules = {"root":route0');
    expect(html).toContain('import("/assets/entry.client-3.js");});</script>');
    // Everything else is untouched.
    expect(html).toContain("window.__reactRouterContext = {};");
    expect(html).toContain('<link rel="stylesheet"');
  });

  it("no scripts: every executable script goes, the structured data stays", () => {
    const html = withoutScripts(PAGE);
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).toContain('<script type="application/ld+json">{"@type":"Article"}</script>');
    expect(html).toContain("<h1>Hi</h1>");
  });

  it("CSS inline: the stylesheet's link becomes a style element with the whole sheet", () => {
    const html = stylesheetInline(PAGE, "h1{color:$&red}");
    expect(html).not.toContain('rel="stylesheet"');
    expect(html).toContain("<style>h1{color:$&red}</style>");
    expect(rewrite(PAGE, "no scripts, CSS inline", "p{}")).toBe(
      stylesheetInline(withoutScripts(PAGE), "p{}"),
    );
    expect(rewrite(PAGE, "as built", "p{}")).toBe(PAGE);
  });
});
