import { expect, test } from "./fixtures";
import { STATIC_PAGES } from "./pages";
import { metaContent, serverHtml } from "./server-html";
import { SITE_URL } from "./site-url";

/** Pages that name another as the one to index (docs/decisions/021-one-trauma-page.md). */
const CANONICAL: Record<string, string> = { "/category/psychological-concerns/trauma": "/trauma" };

for (const path of [...STATIC_PAGES, "/no-such-page"]) {
  test(`${path}: title, description, social tags, canonical and one h1 in the server HTML`, async ({
    request,
  }) => {
    const { status, document } = await serverHtml(request, path);
    expect(status).toBe(path === "/no-such-page" ? 404 : 200);
    expect(document.title).toMatch(/ \| Steady Ground$|^Steady Ground \| /);
    const description = metaContent(document, "description");
    expect(description?.length).toBeGreaterThan(40);
    expect(metaContent(document, "og:title")).toBe(document.title);
    expect(metaContent(document, "og:description")).toBe(description);
    const canonical = document.head.querySelectorAll('link[rel="canonical"]');
    expect([...canonical].map((link) => link.getAttribute("href"))).toEqual([
      `${SITE_URL}${CANONICAL[path] ?? path}`,
    ]);
    expect(document.querySelectorAll("h1")).toHaveLength(1);
  });

  // axe runs on each of these pages in accessibility.spec.ts, in both schemes and at two widths.
}

test("an unknown path answers 404 with the not-found screen", async ({ page }) => {
  const response = await page.goto("/this/does/not/exist");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 Page Not Found");
  await expect(page.getByRole("link", { name: "Return Home" })).toHaveAttribute("href", "/");
});

test("the colour demo shows each navigation colour on a sample bar", async ({ page }) => {
  await page.goto("/color-demo");
  for (const name of ["green-700", "emerald-700", "teal-700", "cyan-700"]) {
    await expect(page.getByRole("heading", { name: new RegExp(name) })).toBeVisible();
  }
  await expect(page.getByText("#0f766e")).toBeVisible();
});

test("about tells the curator's story with the disclaimer and no-compensation statement", async ({
  page,
}) => {
  await page.goto("/about");
  const main = page.getByRole("main");
  await expect(main).toContainText("I am a licensed psychologist");
  await expect(main).toContainText("not a substitute for");
  await expect(main).toContainText("no compensation");
});

test("contact shows the three blocks, the submit button and the review note", async ({ page }) => {
  await page.goto("/contact");
  const main = page.getByRole("main");
  for (const heading of ["Resource Suggestions", "Questions", "Feedback", "Submit a Resource"]) {
    await expect(main.getByRole("heading", { name: heading })).toBeVisible();
  }
  await expect(main.getByRole("link", { name: "Submit a Resource" })).toHaveAttribute(
    "href",
    "/submit",
  );
  await expect(main).toContainText(
    "reviewed for alignment with our evidence-based wellness mission",
  );
});
