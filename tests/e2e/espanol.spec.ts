import type { Page, Request } from "@playwright/test";
import { expect, expectAccessible, test, waitForHydration } from "./fixtures";

/**
 * The Spanish pages (docs/decisions/042-i18n-with-lingui.md): each in Spanish from `<html lang>`
 * to the footer, with its English twin named both ways, a language link that works without
 * JavaScript, clean under axe and at 320 px.
 */

/** Each Spanish page and its English twin. */
const TWINS: [string, string][] = [
  ["/es", "/"],
  ["/es/ayuda", "/get-help"],
  ["/es/ayuda/us", "/get-help/us"],
  ["/es/plan-de-seguridad", "/safety-plan"],
  ["/es/chequeo", "/check-in"],
  ["/es/privacidad", "/privacy"],
  ["/es/salir-con-seguridad", "/browsing-safely"],
  ["/es/buscar", "/search"],
];

/** Spanish pages with no English counterpart: their language link leads to the English home. */
const WITHOUT_TWIN = ["/es/recursos", "/es/respirar"];

/** Every Spanish page above, for the checks that need no twin. */
const SPANISH = [...TWINS.map(([spanish]) => spanish), ...WITHOUT_TWIN];

/**
 * Pages of results: kept out of the sitemap and of search engines as /search is, so they name
 * no hreflang alternates (app/lib/meta.ts); the language link still pairs them.
 */
const RESULT_PAGES = new Set(["/es/buscar"]);

/** Strings of the English frame that must not show on a Spanish page. */
const ENGLISH_FRAME = [
  "Exit this page",
  "Skip to content",
  "Browsing safely",
  "In crisis?",
  "Elsewhere: get help now",
  "Please note",
  "Explore",
];

async function alternates(page: Page) {
  return page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) =>
      links.map(
        (link) =>
          `${link.getAttribute("hreflang")} ${new URL(link.getAttribute("href")!).pathname}`,
      ),
    );
}

test.describe("the Spanish pages", () => {
  test("are Spanish, titled, twinned both ways, and say who translated them", async ({ page }) => {
    // Sixteen pages in one test (each Spanish page and its twin).
    test.setTimeout(120_000);
    for (const [spanish, english] of TWINS) {
      const response = await page.goto(spanish);
      expect(response?.status(), spanish).toBe(200);
      await expect(page.locator("html"), spanish).toHaveAttribute("lang", "es");
      await expect(page, spanish).toHaveTitle(/ \| Steady Ground$/);
      const named = RESULT_PAGES.has(spanish)
        ? []
        : [`en ${english}`, `es ${spanish}`, `x-default ${english}`];
      expect(await alternates(page), spanish).toEqual(named);
      await expect(page.getByTestId("translation-note"), spanish).toHaveText(
        // translation-review.spec.ts records a review of the safety plan on this same server.
        spanish === "/es/plan-de-seguridad"
          ? /^Traducido por nuestro equipo editorial; (aún no revisado por un clínico hispanohablante|revisado por .+, el \d{1,2} de [a-z]+ de \d{4})\.$/
          : "Traducido por nuestro equipo editorial; aún no revisado por un clínico hispanohablante.",
      );
      await expect(page.getByTestId("quick-exit"), spanish).toContainText("Salir de esta página");
      // "¿Necesitas ayuda ahora?", or "… ahora en Estados Unidos?" once a country is chosen.
      await expect(page.getByTestId("crisis-bar"), spanish).toContainText("¿Necesitas ayuda ahora");
      const text = await page.locator("body").innerText();
      for (const phrase of ENGLISH_FRAME)
        expect(text, `${spanish}: ${phrase}`).not.toContain(phrase);

      await page.goto(english);
      await expect(page.locator("html"), english).toHaveAttribute("lang", "en");
      expect(await alternates(page), english).toEqual(named);
      const link = page.getByTestId("language-link");
      await expect(link, english).toHaveText("Español");
      await expect(link, english).toHaveAttribute("lang", "es");
      await expect(link, english).toHaveAttribute("href", spanish);
    }
  });

  test("without an English twin are Spanish, titled, name no alternates, and lead to /", async ({
    page,
  }) => {
    for (const spanish of WITHOUT_TWIN) {
      const response = await page.goto(spanish);
      expect(response?.status(), spanish).toBe(200);
      await expect(page.locator("html"), spanish).toHaveAttribute("lang", "es");
      await expect(page, spanish).toHaveTitle(/ \| Steady Ground$/);
      expect(await alternates(page), spanish).toEqual([]);
      await expect(page.getByTestId("translation-note"), spanish).toHaveText(
        "Traducido por nuestro equipo editorial; aún no revisado por un clínico hispanohablante.",
      );
      const link = page.getByTestId("language-link");
      await expect(link, spanish).toHaveText("English");
      await expect(link, spanish).toHaveAttribute("href", "/");
      const text = await page.locator("body").innerText();
      for (const phrase of ENGLISH_FRAME)
        expect(text, `${spanish}: ${phrase}`).not.toContain(phrase);
    }
  });

  for (const spanish of SPANISH) {
    test(`${spanish} is clean under axe`, async ({ page }) => {
      await page.goto(spanish);
      await expectAccessible(page);
    });
  }

  test("/es/recursos lists the twelve resources in Spanish, each added by the editors", async ({
    page,
  }) => {
    await page.goto("/es/recursos");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    const entries = page.locator("main li");
    await expect(entries).toHaveCount(12);
    await expect(
      entries.filter({ hasText: "Añadido por nuestro equipo editorial; aún no revisado" }),
    ).toHaveCount(12);
    // Their own sites, in Spanish; no page here in English to lead to.
    await expect(entries.locator('a[href^="/resource/"]')).toHaveCount(0);
    await expectAccessible(page);
  });

  test("answer an unknown /es address with a Spanish 404", async ({ page }) => {
    const response = await page.goto("/es/no-existe");
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Error 404: no encontramos esta página",
    );
    await expect(page).toHaveTitle("Página no encontrada | Steady Ground");
    await expect(page.getByRole("link", { name: "Volver al inicio" })).toHaveAttribute(
      "href",
      "/es",
    );
  });

  test("are listed in the sitemap with their English twins", async ({ request }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    for (const [spanish, english] of TWINS.filter(([path]) => !RESULT_PAGES.has(path))) {
      expect(xml, spanish).toMatch(
        new RegExp(
          `<loc>[^<]*${spanish}</loc><xhtml:link rel="alternate" hreflang="en" href="[^"]*${english}"/>`,
        ),
      );
    }
  });

  test("list first the crisis routes that answer in Spanish", async ({ page }) => {
    await page.goto("/es/ayuda/us");
    await expect(page.getByRole("heading", { level: 2 }).first()).toHaveText(
      "Líneas que te atienden en español",
    );
    // Every route listed after the Spanish ones says which language it answers in.
    const others = page.locator("section[aria-labelledby=otras] li");
    for (const route of await others.all()) {
      await expect(route).toContainText(/\((en |idioma no indicado)/);
    }
  });
});

test.describe("the Spanish pages without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the language link leads to the twin and back", async ({ page }) => {
    await page.goto("/es/plan-de-seguridad");
    const english = page.getByTestId("language-link");
    await expect(english).toHaveText("English");
    await expect(english).toHaveAttribute("lang", "en");
    await english.click();
    await expect(page).toHaveURL(/\/safety-plan$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await page.getByTestId("language-link").click();
    await expect(page).toHaveURL(/\/es\/plan-de-seguridad$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
  });
});

test.describe("the Spanish breathing exercises without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the pacer speaks Spanish, on screen and to a screen reader", async ({ page }) => {
    await page.goto("/es/respirar");
    await page.getByTestId("language-link").click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto("/es");
    await page.getByRole("link", { name: "Ejercicios de respiración" }).click();
    await expect(page).toHaveURL(/\/es\/respirar$/);

    const box = page.getByRole("region", { name: "Respiración en caja" });
    const start = box.getByText("Iniciar la guía");
    await expect(start).toBeVisible();
    await start.click();
    await expect(box.getByText("Detener la guía")).toBeVisible();
    await expect(box.getByRole("checkbox", { name: "Pausar" })).toBeVisible();
    await expect(box.getByText("El círculo crece cuando inhalas")).toBeVisible();
    // The phase words are shown to the eye only (the stage is aria-hidden), one at a time.
    await expect(box.locator(".pacer-word").first()).toHaveText(/^Inhala\s*cuenta hasta 4$/);
    await expect(box.locator(".pacer-stage")).toHaveAttribute("aria-hidden", "true");
    const heard = await page.getByRole("main").ariaSnapshot();
    for (const english of ["Start the pacer", "Stop the pacer", "Pause", "opens in a new tab"])
      expect(heard, english).not.toContain(english);
    expect(heard).toContain("(se abre en una pestaña nueva)");
  });

  test("with reduced motion, the pacer stays still and says so in Spanish", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/es/respirar");
    const box = page.getByRole("region", { name: "Respiración en caja" });
    await box.getByText("Iniciar la guía").click();
    await expect(box.getByText("Tu dispositivo pide menos movimiento")).toBeVisible();
    await expect(box.locator(".pacer-stage")).toBeHidden();
    // The steps are there as text.
    await expect(box.getByText("Inhala despacio por la nariz, contando hasta 4.")).toBeVisible();
  });

  test("prints the two cards with Spanish headings, without the pacer", async ({ page }) => {
    await page.goto("/es/respirar");
    await page.emulateMedia({ media: "print" });
    await expect(page.getByText("Iniciar la guía").first()).toBeHidden();
    await expect(page.getByRole("main").getByRole("heading", { level: 3 })).toHaveText([
      "Respiración en caja, paso a paso",
      "La respiración 4-7-8, paso a paso",
    ]);
    await expect(page.getByText("Steady Ground: una tarjeta de ejercicio").first()).toBeVisible();
    const printed = await page.getByRole("main").innerText();
    expect(printed).toContain("Educativo, no es consejo médico.");
    for (const english of ["step by step", "an exercise card", "Educational"])
      expect(printed, english).not.toContain(english);
  });
});

test.describe("the Spanish pages at 320 px", () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test("never scroll sideways", async ({ page }) => {
    const wide: string[] = [];
    for (const spanish of SPANISH) {
      await page.goto(spanish, { waitUntil: "load" });
      const { scroll, client } = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        client: document.documentElement.clientWidth,
      }));
      if (scroll > client) wide.push(`${spanish} (${scroll} px in ${client} px)`);
    }
    expect(wide).toEqual([]);
  });
});

test.describe("the Spanish safety plan", () => {
  const SECRET = "Llamar a mi hermana Rosa";

  test("keeps what is typed in this browser only, in Spanish", async ({ page }) => {
    const sent: Request[] = [];
    page.on("request", (request) => sent.push(request));
    await page.goto("/es/plan-de-seguridad");
    await waitForHydration(page);
    await page
      .getByRole("textbox", { name: "4. Personas a quienes puedo pedir ayuda" })
      .fill(SECRET);
    await expect(page.getByText("Guardado solo en este dispositivo.")).toBeVisible();
    await page.reload();
    await waitForHydration(page);
    await expect(
      page.getByRole("textbox", { name: "4. Personas a quienes puedo pedir ayuda" }),
    ).toHaveValue(SECRET);
    for (const request of sent) {
      expect(request.method(), request.url()).toBe("GET");
      expect(request.url()).not.toContain("Rosa");
      expect(request.postData() ?? "").not.toContain("Rosa");
    }
    await page.getByRole("button", { name: "Borrar mi plan" }).click();
    await page.getByRole("button", { name: "Sí, borrar mi plan" }).click();
    await expect(
      page.getByRole("textbox", { name: "4. Personas a quienes puedo pedir ayuda" }),
    ).toHaveValue("");
  });

  test("prints in Spanish, with the lines in Spanish first", async ({ page }) => {
    await page.goto("/es/plan-de-seguridad");
    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("link", { name: "Salir de esta página" })).toBeHidden();
    await expect(page.getByRole("main")).toContainText("1. Mis señales de alerta");
    await expect(page.getByRole("main")).toContainText("Líneas de crisis en Estados Unidos");
  });
});
