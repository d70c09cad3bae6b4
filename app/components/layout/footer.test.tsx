// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { Footer } from "./footer";

afterEach(cleanup);

const links = (name: string) =>
  within(screen.getByRole("navigation", { name }))
    .getAllByRole("link")
    .map((link) => `${link.textContent} ${link.getAttribute("href")}`);

describe("Footer", () => {
  it("lists the registry's footer pages and the categories with the trauma alias (SPEC.md, Footer)", () => {
    render(
      <MemoryRouter>
        <Footer />
      </MemoryRouter>,
    );
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
});
