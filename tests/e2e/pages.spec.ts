import { expect, test } from "./fixtures";
import { STATIC_PAGES } from "./pages";
import { SITE_URL } from "./site-url";

/** Pages that name another as the one to index (docs/decisions/021-one-trauma-page.md). */
const CANONICAL: Record<string, string> = { "/category/psychological-concerns/trauma": "/trauma" };

/** Reads a tag's attribute out of raw HTML, as a crawler without JavaScript would. */
function metaContent(
  html: string,
  attribute: "name" | "property",
  key: string,
): string | undefined {
  const tag = html.match(new RegExp(`<meta[^>]*${attribute}="${key}"[^>]*>`))?.[0];
  return tag?.match(/content="([^"]*)"/)?.[1];
}

for (const path of [...STATIC_PAGES, "/no-such-page"]) {
  test(`${path}: title, description, social tags, canonical and one h1 in the server HTML`, async ({
    request,
  }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(path === "/no-such-page" ? 404 : 200);
    const html = await response.text();
    const title = html.match(/<title>([^<]*)<\/title>/)?.[1];
    expect(title).toMatch(/ \| Steady Ground$|^Steady Ground \| /);
    expect(metaContent(html, "name", "description")?.length).toBeGreaterThan(40);
    expect(metaContent(html, "property", "og:title")).toBe(title);
    expect(metaContent(html, "property", "og:description")).toBe(
      metaContent(html, "name", "description"),
    );
    expect(html).toContain(`<link rel="canonical" href="${SITE_URL}${CANONICAL[path] ?? path}"/>`);
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
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
