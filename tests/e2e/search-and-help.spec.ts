import { expect, expectAccessible, test, waitForHydration } from "./fixtures";
import { callHref, CRISIS_LINE, textHref } from "./helplines";
import { SITE_URL } from "./site-url";

test.describe("search", () => {
  test("from the header on a wide screen, forgiving a typo", async ({ page }) => {
    await page.goto("/about");
    const box = page.getByRole("banner").getByRole("searchbox", { name: "Search resources" });
    await box.fill("anxeity");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=anxeity$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search");
    const titles = await page
      .getByRole("region", { name: "Resources" })
      .getByRole("heading")
      .allTextContents();
    expect(titles.slice(0, 5).some((title) => /anxiety/i.test(title))).toBe(true);
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 375, height: 800 } });

    test("the search icon opens the search page; results follow typing and the URL", async ({
      page,
    }) => {
      await page.goto("/");
      await waitForHydration(page);
      await page.getByRole("banner").getByRole("link", { name: "Search" }).click();
      await expect(page).toHaveURL(/\/search$/);
      await waitForHydration(page);
      await page
        .getByRole("searchbox", { name: "Search resources and articles" })
        .pressSequentially("sleep", { delay: 40 });
      await expect(page).toHaveURL(/\/search\?q=sleep/);
      // The page's own status line: the layout's page-change announcer and each card's Save
      // note are status regions too.
      await expect(
        page.getByRole("main").getByRole("status").filter({ hasText: "for “sleep”" }),
      ).toHaveText(/\d+ results? for “sleep”/);
      await expect(
        page.getByRole("searchbox", { name: "Search resources and articles" }),
      ).toBeFocused();
      await expectAccessible(page);
    });
  });

  test("filters live in the URL", async ({ page }) => {
    await page.goto("/search?q=anxiety&type=book");
    await expect(
      page
        .getByRole("navigation", { name: "Filter by type" })
        .getByRole("link", { name: /^Books/ }),
    ).toHaveAttribute("aria-current", "true");
    const badges = page.getByRole("region", { name: "Resources" }).locator("[data-type]");
    expect(await badges.count()).toBeGreaterThan(0);
    for (const badge of await badges.all())
      await expect(badge).toHaveAttribute("data-type", "book");
    await page.getByRole("combobox", { name: "Category" }).selectOption("lifestyle");
    await expect(page).toHaveURL(/category=lifestyle/);
  });

  test("no results: a kind message, categories and the submit form", async ({ page }) => {
    await page.goto("/search?q=zzzqqxv");
    await expect(page.getByRole("heading", { name: "No results found" })).toBeVisible();
    await expect(
      page.getByRole("main").getByRole("link", { name: "Healthy Lifestyle" }),
    ).toHaveAttribute("href", "/category/lifestyle");
    await expect(page.getByRole("link", { name: "Suggest it for review" })).toHaveAttribute(
      "href",
      "/submit",
    );
  });

  test("works without JavaScript", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto("/search");
    await page.getByRole("searchbox", { name: "Search resources and articles" }).fill("therapist");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/q=therapist/);
    await expect(
      page.getByRole("region", { name: "Articles" }).getByRole("link", { name: /Therapist/ }),
    ).toBeVisible();
    await context.close();
  });

  test("is kept out of search engines", async ({ request }) => {
    const html = await (await request.get("/search?q=sleep")).text();
    expect(html).toContain('<meta name="robots" content="noindex"/>');
  });
});

// Exit this page on every public page: tests/e2e/crisis-help.spec.ts.

test("get help now explains what to do in a crisis", async ({ page }) => {
  await page.goto("/get-help");
  // The page leads with the crisis line every page names; the US lines below repeat it.
  await expect(
    page.getByRole("link", { name: `Call ${CRISIS_LINE.number}` }).first(),
  ).toHaveAttribute("href", callHref(CRISIS_LINE.number));
  await expect(
    page.getByRole("link", { name: `Text ${CRISIS_LINE.number}` }).first(),
  ).toHaveAttribute("href", textHref(CRISIS_LINE.number));
  const main = page.getByRole("main");
  await expect(main).toContainText(`In ${CRISIS_LINE.where}:`);
  await expect(main).toContainText("In immediate danger, call your local emergency number");
  // Every country's emergency numbers, each with its country named.
  await expect(main).toContainText(`In the United States, call:`);
  await expect(main).toContainText("not a crisis service");
});

test("the sitemap lists every public page with absolute URLs, and each answers 200", async ({
  request,
}) => {
  const response = await request.get("/sitemap.xml");
  expect(response.headers()["content-type"]).toBe("application/xml; charset=utf-8");
  const locs = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => match[1]!,
  );
  for (const path of [
    "/",
    "/about",
    "/contact",
    "/submit",
    "/get-help",
    "/blog/depression-in-men",
    "/resource/rain-exercise",
    "/category/lifestyle/sleep",
    "/anxiety",
  ]) {
    expect(locs).toContain(`${SITE_URL}${path}`);
  }
  expect(locs.some((loc) => loc.includes("/curator") || loc.includes("/search"))).toBe(false);
  for (const loc of locs) {
    expect(loc.startsWith(`${SITE_URL}/`), loc).toBe(true);
    expect((await request.get(new URL(loc).pathname)).status(), loc).toBe(200);
  }
});

test("robots.txt keeps crawlers out of the console and the API", async ({ request }) => {
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain("Disallow: /curator");
  expect(robots).toContain("Disallow: /api");
  expect(robots).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
});
