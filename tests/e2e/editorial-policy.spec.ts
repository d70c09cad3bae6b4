import { expect, expectAccessible, test } from "./fixtures";
import { metaContent, serverHtml } from "./server-html";
import { SITE_URL } from "./site-url";

/**
 * /editorial-policy (docs/product.md "Claims a reader can check"): how resources are chosen and
 * checked, written for readers; reached from the footer, /about, resource pages and the submit page.
 */

test("the policy reads from the footer: each part, the evidence rubric, and how to report a problem", async ({
  page,
}) => {
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Editorial policy" }).click();
  await expect(page).toHaveURL(/\/editorial-policy$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Editorial policy");
  const main = page.getByRole("main");
  for (const heading of [
    "How resources are chosen",
    "What the evidence line means",
    "What rules a resource out",
    "How we check the facts",
    "Checked is not the same as reviewed",
    "How often we review",
    "Conflicts of interest",
    "How to report a problem",
    "How we correct mistakes",
  ]) {
    await expect(main.getByRole("heading", { name: heading, exact: true })).toBeVisible();
  }
  // Each evidence level as the resource pages name it, with what it does not promise.
  for (const level of [
    "Research-tested",
    "Built on an evidence-based approach",
    "Expert experience",
  ]) {
    await expect(main.getByText(level, { exact: true })).toBeVisible();
  }
  await expect(main.getByText("It does not promise", { exact: true })).toHaveCount(3);
  await expect(main).toContainText("receives no compensation for recommending any resource");
  await expect(main).toContainText("12 months after its last review");
  await expect(main).toContainText("Not yet reviewed by our curating psychologist");
  await expect(main).toContainText("Recommended by its author");
  await expect(main).toContainText("not a substitute for diagnosis, treatment or medical advice");
  await expect(main.getByRole("link", { name: "contact page" })).toHaveAttribute(
    "href",
    "/contact",
  );
  await expect(main.getByRole("link", { name: "988" })).toHaveAttribute("href", "tel:988");
  // The in-page link reaches its section.
  await main.getByRole("link", { name: "tell us" }).click();
  await expect(page).toHaveURL(/#how-to-report-a-problem$/);
  await expectAccessible(page);
});

test("/about, every resource page and the submit page link to it; it is in the sitemap, the search and has its own card", async ({
  page,
  request,
}) => {
  await page.goto("/about");
  await page.getByRole("main").getByRole("link", { name: "editorial policy" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Editorial policy");

  await page.goto("/resource/headspace");
  await expect(
    page.getByRole("main").getByRole("link", { name: "How resources are chosen" }),
  ).toHaveAttribute("href", "/editorial-policy");

  await page.goto("/submit");
  await expect(
    page.getByRole("main").getByRole("link", { name: "Our editorial policy" }),
  ).toHaveAttribute("href", "/editorial-policy");

  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain(`<loc>${SITE_URL}/editorial-policy</loc>`);

  await page.goto("/search?q=editorial%20policy");
  await expect(
    page
      .getByRole("main")
      .getByRole("link", { name: /Editorial policy/ })
      .first(),
  ).toHaveAttribute("href", "/editorial-policy");

  const { document } = await serverHtml(request, "/editorial-policy");
  expect(metaContent(document, "og:image")).toBe(`${SITE_URL}/social/editorial-policy.png`);
});
