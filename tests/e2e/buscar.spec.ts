import type { Page } from "@playwright/test";
import { expect, expectAccessible, test, waitForHydration } from "./fixtures";

/**
 * The search in Spanish (/es/buscar) and the English search filtered to Spanish (?lang=es):
 * the entries and pages in Spanish, a count in Spanish plurals, and "Obtén ayuda ahora" pinned
 * above the results for crisis words (docs/product.md, "Search").
 */

/** The page's own status line (the layout's announcer is a status region too). */
const status = (page: Page) => page.getByRole("main").getByRole("status").first();

test.describe("the search in Spanish without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("“quiero morir” shows Obtén ayuda ahora first, with the lines in Spanish", async ({
    page,
  }) => {
    await page.goto("/es/buscar");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page).toHaveTitle("Buscar | Steady Ground");
    // Kept out of search engines as /search is; the language link pairs the two.
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expect(page.getByTestId("language-link")).toHaveAttribute("href", "/search");
    const box = page.getByRole("searchbox", { name: "Busca recursos y páginas" });
    await box.fill("quiero morir");
    await page.getByRole("button", { name: "Buscar", exact: true }).click();
    await expect(page).toHaveURL(/\/es\/buscar\?q=quiero\+morir/);
    await expect(page).toHaveTitle("Buscar: quiero morir | Steady Ground");
    // The language link keeps what was searched for.
    await expect(page.getByTestId("language-link")).toHaveAttribute(
      "href",
      "/search?q=quiero+morir",
    );

    const help = page.getByRole("alert").filter({ hasText: "Obtén ayuda ahora" });
    await expect(help).toBeVisible();
    // First under the form: no result heading comes before it.
    const headings = await page
      .getByRole("main")
      .getByRole("heading", { level: 2 })
      .allTextContents();
    expect(headings[0]).toBe("Obtén ayuda ahora");
    await expect(help).toContainText("Te atienden en español");
    await expect(help.getByRole("link", { name: "Líneas en otros países" })).toHaveAttribute(
      "href",
      "/es/ayuda",
    );
    // The registry's first route in Spanish leads (a call, a text or a chat).
    await expect(help.getByRole("link").first()).toHaveAttribute("href", /^(tel:|sms:|https:)/);
    await expect(status(page)).toHaveText(/^\d+ resultados? para «quiero morir»$/);
  });

  test("a Spanish word finds the entries in Spanish, counted in Spanish", async ({ page }) => {
    await page.goto("/es/buscar?q=ansiedad");
    await expect(status(page)).toHaveText(/^\d+ resultados para «ansiedad»$/);
    const results = page.getByRole("region", { name: "Recursos", exact: true });
    await expect(
      results.getByRole("link", { name: "Trastorno de ansiedad generalizada" }),
    ).toHaveAttribute("href", /^https:\/\/www\.mayoclinic\.org\//);
    // No page here to lead to: each links to its own site.
    await expect(results.locator('a[href^="/resource/"]')).toHaveCount(0);
    await expect(page.getByRole("alert")).toHaveCount(0);

    await page.goto("/es/buscar?q=insomnio");
    await expect(status(page)).toHaveText("1 resultado para «insomnio»");
    await page.goto("/es/buscar");
    await expect(status(page)).toHaveText(/^1\d recursos$/);
  });

  test("finds no English page, and says so in Spanish when nothing matches", async ({ page }) => {
    await page.goto("/es/buscar?q=zzzqqxv");
    await expect(status(page)).toHaveText("0 resultados para «zzzqqxv»");
    await expect(page.getByRole("heading", { name: "No encontramos resultados" })).toBeVisible();
    await expect(page.getByRole("link", { name: "todos los recursos en español" })).toHaveAttribute(
      "href",
      "/es/recursos",
    );
  });

  test("the Spanish header searches in Spanish", async ({ page }) => {
    await page.goto("/es/recursos");
    // The box on wide screens, the icon on narrow ones.
    await expect(page.locator('header form[role="search"]')).toHaveAttribute(
      "action",
      "/es/buscar",
    );
    await expect(page.locator('header a[href="/es/buscar"]')).toHaveCount(1);
    await expect(page.locator('header a[href="/search"]')).toHaveCount(0);
  });
});

test.describe("the English search", () => {
  test("is unchanged without lang=es: no entry in Spanish, English help", async ({ page }) => {
    await page.goto("/search?q=ansiedad");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("region", { name: "Resources in Spanish" })).toHaveCount(0);
    await expect(page.getByText("Obtén ayuda ahora")).toHaveCount(0);
    await page.goto("/search?q=suicide");
    await expect(page.getByRole("alert").filter({ hasText: "Get help now" })).toBeVisible();
    await expect(page.getByText("Obtén ayuda ahora")).toHaveCount(0);
  });

  test("with lang=es lists only the entries in Spanish, and pins Obtén ayuda ahora", async ({
    page,
  }) => {
    await page.goto("/search?lang=es&q=ansiedad");
    const results = page.getByRole("region", { name: "Resources in Spanish" });
    await expect(results.getByRole("listitem").first()).toBeVisible();
    await expect(results.getByRole("list")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("region", { name: "Resources", exact: true })).toHaveCount(0);
    await expectAccessible(page);

    await page.goto("/search?lang=es&q=hacerme%20dano");
    const help = page.getByRole("alert").filter({ hasText: "Obtén ayuda ahora" });
    await expect(help).toHaveAttribute("lang", "es");
    await expect(help.getByRole("link", { name: "Líneas en otros países" })).toHaveAttribute(
      "href",
      "/es/ayuda",
    );
  });
});

test.describe("the search in Spanish with JavaScript", () => {
  test("follows typing, and is clean under axe", async ({ page }) => {
    await page.goto("/es/buscar");
    await waitForHydration(page);
    const box = page.getByRole("searchbox", { name: "Busca recursos y páginas" });
    await box.pressSequentially("depresion", { delay: 40 });
    await expect(page).toHaveURL(/\/es\/buscar\?q=depresion/);
    await expect(status(page)).toHaveText(/^\d+ resultados? para «depresion»$/);
    await expect(box).toBeFocused();
    await expectAccessible(page);
  });

  test("is clean under axe with Obtén ayuda ahora pinned", async ({ page }) => {
    await page.goto("/es/buscar?q=quiero+morir");
    await expect(page.getByRole("alert").filter({ hasText: "Obtén ayuda ahora" })).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe("the search in Spanish at 320 px", () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test("never scrolls sideways", async ({ page }) => {
    const wide: string[] = [];
    for (const path of ["/es/buscar?q=quiero+morir", "/es/buscar?q=ansiedad", "/search?lang=es"]) {
      await page.goto(path, { waitUntil: "load" });
      const { scroll, client } = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        client: document.documentElement.clientWidth,
      }));
      if (scroll > client) wide.push(`${path} (${scroll} px in ${client} px)`);
    }
    expect(wide).toEqual([]);
  });
});
