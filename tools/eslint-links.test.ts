import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it, vi } from "vitest";

// The lint rule that keeps internal paths typed (eslint.config.js, `no-restricted-syntax`): each
// selector shown catching a planted path written by hand, and the typed href() let through.
const root = path.resolve(import.meta.dirname, "..");
const eslint = new ESLint({ cwd: root, ignore: false });
// The same config also runs the import-cycle rule, which reads the repository's graph.
vi.setConfig({ testTimeout: 120_000 });

async function pathProblems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages
    .filter((message) => message.ruleId === "no-restricted-syntax")
    .map((message) => message.message);
}

const component = (jsx: string) =>
  [
    'import { href, Link } from "react-router";',
    "export function Planted({ one }: { one?: string }) {",
    `  return ${jsx};`,
    "}",
  ].join("\n");

describe("internal paths written by hand", () => {
  it.each([
    ["href on a plain link", '<a href="/about">About</a>'],
    ["a string in braces", '<Link to={"/about"}>About</Link>'],
    ["a form's action", '<form action="/search">…</form>'],
    ["a template in a link", "<Link to={`/resource/${one}`}>One</Link>"],
    ["a template in an href", "<a href={`/blog/${one}`}>One</a>"],
  ])("are refused in JSX: %s", async (_name, jsx) => {
    const found = await pathProblems("app/routes/site/planted.tsx", component(jsx));
    expect(found).toEqual([expect.stringContaining("href(")]);
  });

  it("are refused in either arm of a conditional", async () => {
    const found = await pathProblems(
      "app/routes/site/planted.tsx",
      component('<Link to={one ? `/check-in/${one}` : "/check-in"}>Check in</Link>'),
    );
    expect(found).toHaveLength(2);
  });

  it("are refused in a list of links", async () => {
    const found = await pathProblems(
      "app/features/curators/console/planted.tsx",
      'export const SECTIONS = [{ label: "Links", href: "/curator/links" }];',
    );
    expect(found).toEqual([expect.stringContaining("href(")]);
  });

  // Only this rule's messages are counted: the planted modules may leave an import unused.
  it.each([
    ['redirect("/curator")'],
    ['redirectDocument("/curator")'],
    ["redirect(`/curator/resources/${id}?done=saved`, 303)"],
  ])("are refused in %s", async (call) => {
    const code = [
      'import { redirect, redirectDocument } from "react-router";',
      `export const go = (id: string) => ${call};`,
    ].join("\n");
    const found = await pathProblems("app/routes/curator/planted.server.ts", code);
    expect(found).toEqual([expect.stringContaining("href(")]);
  });

  it("let typed paths, anchors, other sites and tests stand", async () => {
    const typed = component(
      [
        "<>",
        '<a href={href("/about")}>About</a>',
        '<Link to={one ? href("/resource/:id", { id: one }) : href("/")}>One</Link>',
        '<a href="#main">Skip</a>',
        '<a href="https://988lifeline.org/">Elsewhere</a>',
        "</>",
      ].join(""),
    );
    expect(await pathProblems("app/routes/site/planted.tsx", typed)).toEqual([]);

    const redirects = [
      'import { href, redirect } from "react-router";',
      'export const a = () => redirect(href("/curator"));',
      'export const b = () => redirect(`${href("/curator/profile")}?done=saved`, 303);',
    ].join("\n");
    expect(await pathProblems("app/routes/curator/planted.server.ts", redirects)).toEqual([]);

    const icons = 'export const links = () => [{ rel: "icon", href: "/favicon.ico" }];';
    expect(await pathProblems("app/root.tsx", icons)).toEqual([]);

    const test = component('<a href="/about">About</a>');
    expect(await pathProblems("app/routes/site/planted.test.tsx", test)).toEqual([]);
  });
});
