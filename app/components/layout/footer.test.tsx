// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { callHref, type CrisisLine } from "~/domain/helplines/dial";
import { crisisLineOf } from "~/domain/helplines/links";
import { buildRegistry, seedRows } from "~/domain/helplines/registry.server";
import { FRAME_PREFIXES, messagesFor } from "~/lib/i18n.server";
import { Footer } from "./footer";
import { siteNavigation } from "./site-navigation";

afterEach(cleanup);

/** The footer inside the root route, whose loader hands every page the crisis line. */
async function renderFooter(crisisLine: CrisisLine | null) {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      Component: Footer,
      HydrateFallback: () => null,
      loader: () => ({
        crisisLine,
        i18n: messagesFor("en", FRAME_PREFIXES),
        navigation: siteNavigation(),
      }),
    },
  ]);
  render(<Stub initialEntries={["/"]} />);
  return screen.findByRole("contentinfo");
}

const links = (name: string) =>
  within(screen.getByRole("navigation", { name }))
    .getAllByRole("link")
    .map((link) => `${link.textContent} ${link.getAttribute("href")}`);

describe("Footer", () => {
  it("lists the registry's footer pages and the categories with the trauma alias (docs/product.md, Footer)", async () => {
    await renderFooter(null);
    expect(links("Explore")).toEqual([
      "Submit a Resource /submit",
      "About Me /about",
      "Editorial policy /editorial-policy",
      "Contact /contact",
      "Get help now /get-help",
      "My safety plan /safety-plan",
      "Browsing safely /browsing-safely",
      "Privacy /privacy",
      "Blog /blog",
      "Accessibility /accessibility",
    ]);
    expect(links("Categories")).toEqual([
      "Psychological Concerns /category/psychological-concerns",
      "Healthy Lifestyle /category/lifestyle",
      "Healthy Relationships /category/relationships",
      "Trauma /category/trauma",
    ]);
  });

  it("names the registry's crisis line, as a call link, and where it answers", async () => {
    const line = crisisLineOf(buildRegistry(seedRows()))!;
    const footer = await renderFooter(line);
    expect(within(footer).getByRole("link", { name: line.number })).toHaveProperty(
      "href",
      callHref(line.number),
    );
    // Each place by its own line's name: Canada's 9-8-8 is not the US Lifeline.
    expect(footer.textContent).toContain(
      `${line.number} in the United States (${line.name}) and Canada (9-8-8: Suicide Crisis Helpline)`,
    );
  });

  it("without a line in the registry, still points to the lines by country", async () => {
    const footer = await renderFooter(null);
    expect(footer.textContent).toContain("If you are in crisis, see crisis lines by country");
    expect(within(footer).queryAllByRole("link", { name: /^\d/ })).toEqual([]);
  });
});
