import { formatDateEs, isoDay } from "~/lib/dates";
import { expect, expectAccessible, test } from "./fixtures";
import { signIn } from "./sign-in";

/**
 * Who reviewed a Spanish page's translation, as a curator records it and a visitor reads it: a
 * curator whose profile does not list Spanish is told why they cannot record one; once Spanish is
 * ticked, a review of /es/plan-de-seguridad changes that page's note, for every visitor, to the
 * curator's name, credentials and the day in Spanish (docs/decisions/043-reviewed-translations.md).
 */

const REVIEWER = { name: "Rocío Testwell", credentials: "PsyD (cuenta de prueba)" };
const PAGE = { path: "/es/plan-de-seguridad", title: "Mi plan de seguridad" };
const UNREVIEWED =
  "Traducido por nuestro equipo editorial; aún no revisado por un clínico hispanohablante.";

test("a curator who reviews in Spanish records a review of the Spanish safety plan; visitors read who and when", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  await signIn(page, "spanishReviewer");

  // A profile that lists English alone: the Spanish pages' console says why no review is offered.
  await page.goto("/curator/profile");
  await page.getByLabel("Name", { exact: true }).fill(REVIEWER.name);
  await page.getByLabel("Credentials (optional)").fill(REVIEWER.credentials);
  await expect(page.getByRole("checkbox", { name: "English" })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: "Spanish" })).not.toBeChecked();
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();
  await page
    .getByRole("navigation", { name: "Console sections" })
    .getByRole("link", { name: "Spanish pages" })
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Spanish pages");
  await expect(page.getByText("Your profile does not list Spanish")).toBeVisible();
  await expect(page.getByRole("button", { name: /^Record review/ })).toHaveCount(0);

  // Spanish ticked: the review is offered, recorded, and shown in the console.
  await page.goto("/curator/profile");
  await page.getByRole("checkbox", { name: "Spanish" }).check();
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();
  await expect(page.getByText("Reviews in: English, Spanish")).toBeVisible();
  await page.goto("/curator/translations");
  await expectAccessible(page);
  await page.getByRole("button", { name: `Record review: ${PAGE.title}` }).click();
  await expect(
    page.getByRole("status").filter({ hasText: `Recorded your review of ${PAGE.title}.` }),
  ).toBeVisible();
  const card = page.getByRole("listitem").filter({ hasText: PAGE.path });
  await expect(card).toContainText(
    `Translation reviewed by ${REVIEWER.name}, ${REVIEWER.credentials}`,
  );

  // A visitor, without JavaScript, on the page served from memory: the note names the reviewer.
  const visitor = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const reader = await visitor.newPage();
  await reader.goto(PAGE.path);
  const day = formatDateEs(isoDay());
  await expect(reader.getByTestId("translation-note")).toHaveText(
    `Traducido por nuestro equipo editorial; revisado por ${REVIEWER.name}, ${REVIEWER.credentials}, el ${day}.`,
  );
  await visitor.close();

  // With JavaScript too (the page hydrates without a mismatch: the fixture fails on console
  // errors), and a page nobody reviewed keeps its note word for word.
  await page.goto(PAGE.path);
  await expect(page.getByTestId("translation-note")).toContainText(`revisado por ${REVIEWER.name}`);
  await page.goto("/es/chequeo/gad-7");
  await expect(page.getByTestId("translation-note")).toHaveText(UNREVIEWED);
});
