import type { Page, Request } from "@playwright/test";
import { ANSWERS_ES } from "../../app/features/check-in/answers-es";
import { PHQ_9_ES } from "../../app/features/check-in/instruments-es";
import { callHref, CRISIS_LINE } from "./helplines";
import { expect, expectAccessible, test, waitForHydration } from "./fixtures";

/**
 * The check-in in Spanish (/es/chequeo/phq-9): the official Spanish PHQ-9 with and without
 * JavaScript, item 9's "Obtén ayuda ahora" beside the question and first in the result, that no
 * request carries an answer, and the page's language, title and English twin.
 */

const PATH = "/es/chequeo/phq-9";

/** Chooses one answer (0–3) per question, in order. */
async function answer(page: Page, values: number[]) {
  for (const [index, value] of values.entries()) {
    await page
      .getByRole("group", { name: new RegExp(`^Pregunta ${index + 1} de `) })
      .getByRole("radio", { name: ANSWERS_ES[value]!.label, exact: true })
      .check();
  }
}

const seeResult = (page: Page) => page.getByRole("button", { name: "Ver mi resultado" }).click();

/** The lowest total, but item 9 answered "Varios días". */
const ITEM_9 = [0, 0, 0, 0, 0, 0, 0, 0, 1];

test("is in Spanish, titled as the site, with its English twin both ways", async ({ page }) => {
  await page.goto(PATH);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page).toHaveTitle(/^PHQ-9: un chequeo sobre el ánimo bajo \| Steady Ground$/);
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
    "href",
    /\/check-in\/phq-9$/,
  );
  await expect(page.getByRole("heading", { level: 2, name: PHQ_9_ES.stem })).toBeVisible();
  await expectAccessible(page);

  await page.goto("/check-in/phq-9");
  await expect(page.locator('link[rel="alternate"][hreflang="es"]')).toHaveAttribute(
    "href",
    new RegExp(`${PATH}$`),
  );
});

test.describe("with JavaScript", () => {
  test("item 9: help appears beside it, announced, focus kept; the result puts it first; nothing is sent", async ({
    page,
  }) => {
    // Two accessibility scans and a result: more than the default time on a busy machine.
    test.slow();
    await page.goto(PATH);
    await waitForHydration(page);
    const sent: Request[] = [];
    page.on("request", (request) => sent.push(request));

    await answer(page, ITEM_9);
    const item9 = page
      .getByRole("group", { name: /^Pregunta 9 de 9/ })
      .getByRole("radio", { name: "Varios días", exact: true });
    await expect(item9).toBeFocused();
    // Announced once by the form's polite status; the help itself right after the question.
    await expect(page.locator("main form").getByRole("status")).toHaveText(
      "Obtén ayuda ahora: las líneas de crisis y el número de emergencias aparecen después de la pregunta 9.",
    );
    const help = page.getByRole("region", { name: "Obtén ayuda ahora" });
    await expect(help).toHaveCount(1);
    await expect(
      help.getByRole("link", { name: new RegExp(`^Llama al ${CRISIS_LINE.number}\\b`) }),
    ).toHaveAttribute("href", callHref(CRISIS_LINE.number));
    await expect(item9).toBeFocused();
    await expectAccessible(page);

    await seeResult(page);
    const headings = page.getByRole("main").getByRole("heading", { level: 2 });
    await expect(headings.first()).toHaveText("Obtén ayuda ahora");
    await expect(headings.first()).toBeFocused();
    await expect(headings.nth(1)).toHaveText("Tu resultado del PHQ-9");
    await expect(page.getByRole("main")).toContainText("Puntaje: 1 de 27");
    await expect(page.getByRole("heading", { name: "Habla hoy con alguien" })).toBeVisible();
    await expectAccessible(page);

    for (const request of sent) {
      expect(request.method(), request.url()).toBe("GET");
      expect(request.postData(), request.url()).toBeNull();
      expect(request.url()).not.toMatch(/item-|difficulty|score|phq-9\.data|Varios|Ning/i);
    }
  });
});

test("prints one page for whoever treats you, in Spanish, as the English page does", async ({
  page,
}) => {
  await page.goto(PATH);
  await waitForHydration(page);
  await answer(page, ITEM_9);
  await seeResult(page);
  await expect(page.getByRole("button", { name: "Imprimir para quien te atiende" })).toBeVisible();
  await page.emulateMedia({ media: "print" });
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { name: "Obtén ayuda ahora" })).toBeHidden();
  await expect(
    main.getByRole("heading", { name: "PHQ-9, sobre el ánimo bajo: respuestas y puntaje" }),
  ).toBeVisible();
  await expect(main.getByRole("columnheader")).toHaveText(["Pregunta", "Respuesta", "Puntos"]);
  await expect(main).toContainText(PHQ_9_ES.items[8]!);
  await expect(main.getByRole("cell", { name: "Varios días" })).toBeVisible();
  await expect(main).toContainText("Puntaje total");
  await expect(main).toContainText("La pregunta 9 se respondió por encima de «Ningún día».");
  await expect(main).toContainText("Líneas de crisis en Estados Unidos");
  await expect(main.getByText("Nombre:")).toBeHidden();
  const printed = await main.innerText();
  for (const english of ["answers and score", "Question", "Total score", "Band:", "Date:"])
    expect(printed, english).not.toContain(english);
  const pdf = await page.pdf({ format: "Letter" });
  expect(pdf.toString("latin1").match(/\/Type\s*\/Page[^s]/g)?.length).toBe(1);

  await page.emulateMedia({ media: "screen" });
  await page.getByRole("textbox", { name: "Tu nombre en la hoja (opcional)" }).fill("Ana");
  await page.emulateMedia({ media: "print" });
  await expect(main.getByText("Nombre:")).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("posts to the same address and answers the result in Spanish, never stored", async ({
    page,
  }) => {
    await page.goto(PATH);
    await answer(page, ITEM_9);
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      seeResult(page),
    ]);
    expect(response.url()).toMatch(new RegExp(`${PATH}$`));
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toBe("no-store");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    const headings = page.getByRole("main").getByRole("heading", { level: 2 });
    await expect(headings.first()).toHaveText("Obtén ayuda ahora");
    await expect(page.getByRole("main")).toContainText("Puntaje: 1 de 27");
    await expect(page.getByRole("link", { name: "Responder de nuevo" })).toHaveAttribute(
      "href",
      PATH,
    );
    // No accessibility scan here: axe runs as a script, which this page does not allow. The
    // same result is scanned in the test with JavaScript.
  });
});

test("/es/chequeo offers the PHQ-9, and the GAD-7 page offers no questionnaire", async ({
  page,
}) => {
  await page.goto("/es/chequeo");
  await page.getByRole("link", { name: "Hacer el PHQ-9" }).click();
  await expect(page).toHaveURL(new RegExp(`${PATH}$`));

  await page.goto("/es/chequeo/gad-7");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("radio")).toHaveCount(0);
  await expect(page.getByRole("main")).toContainText("phqscreeners.com");
  await expect(page.getByRole("link", { name: /GAD-7: a check-in/ })).toHaveAttribute("lang", "en");
  await expectAccessible(page);
});
