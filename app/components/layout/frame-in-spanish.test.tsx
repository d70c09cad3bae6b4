// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { crisisLineOf } from "~/domain/helplines/links";
import { buildRegistry, seedRows } from "~/domain/helplines/registry.server";
import { FRAME_PREFIXES, messagesFor } from "~/lib/i18n.server";
import { regionName, type Locale } from "~/lib/locale";
import { en } from "~/locales/en";
import { es } from "~/locales/es";
import { Footer } from "./footer";
import { Header } from "./header";
import { siteNavigation } from "./site-navigation";
import { NotFound } from "./not-found";
import { QuickExit } from "./quick-exit";

afterEach(cleanup);

/** Everything around a page's content, as the root layout puts it, at `path`. */
async function renderFrame(path: string, locale: Locale) {
  const registry = buildRegistry(seedRows());
  const crisisLine =
    locale === "en"
      ? crisisLineOf(registry)
      : crisisLineOf(registry, { name: (c) => regionName(locale, c.code), and: "y" });
  const Frame = () => (
    <>
      <QuickExit />
      <Header />
      <main>
        <NotFound />
      </main>
      <Footer />
    </>
  );
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/*",
      Component: Frame,
      HydrateFallback: () => null,
      loader: () => ({
        crisisLine,
        i18n: messagesFor(locale, FRAME_PREFIXES),
        navigation: siteNavigation(locale),
      }),
    },
  ]);
  render(<Stub initialEntries={[path]} />);
  await screen.findByRole("contentinfo");
  return document.body;
}

/** What a reader sees or hears: the text, and the labels and placeholders of controls. */
function readable(body: HTMLElement): string {
  const attributes = [...body.querySelectorAll("[aria-label],[placeholder]")].flatMap((el) => [
    el.getAttribute("aria-label") ?? "",
    el.getAttribute("placeholder") ?? "",
  ]);
  return [body.textContent ?? "", ...attributes].join("\n");
}

const phrasesOf = (catalogue: Record<string, string>) =>
  Object.values(catalogue)
    .flatMap((message) => message.split(/\{[^{}]*\}|<\/?\w+>|[{}]/))
    .map((part) => part.trim())
    .filter((part) => part.length >= 4 && /[a-z]{3}/i.test(part));

/**
 * The English catalogue's messages as they read once filled in: their fixed words, but for the
 * few the Spanish catalogue uses too (a key's name: "Shift").
 */
const spanishToo = new Set(phrasesOf(es));
const englishPhrases = phrasesOf(en).filter((phrase) => !spanishToo.has(phrase));

describe("the frame of a Spanish page", () => {
  it("shows no string of the English catalogue", async () => {
    const text = readable(await renderFrame("/es", "es"));
    const english = englishPhrases.filter((phrase) => text.includes(phrase));
    expect(english).toEqual([]);
    for (const key of ["quickExit.button", "frame.menu", "footer.note"] as const) {
      expect(text).toContain(es[key]);
    }
    expect(text).toContain("¿Necesitas ayuda ahora?");
    expect(text).toContain("Estados Unidos");
  });

  it("links the English page in English, marked as English", async () => {
    const body = await renderFrame("/es", "es");
    const link = body.querySelector('[data-testid="language-link"]')!;
    expect(link.textContent).toBe("English");
    expect(link.getAttribute("lang")).toBe("en");
  });

  it("would catch one: the English frame shows the English catalogue's strings", async () => {
    const text = readable(await renderFrame("/", "en"));
    expect(englishPhrases.filter((phrase) => text.includes(phrase)).length).toBeGreaterThan(10);
    expect(text).toContain("Exit this page");
  });
});
