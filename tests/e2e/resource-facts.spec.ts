import { checkArticleJsonLd } from "~/features/blog/json-ld-check";
import { expect, expectAccessible, test } from "./fixtures";

/**
 * A visitor choosing a resource: filtering a list by type, cost and audience (with and without
 * JavaScript), reading what a resource costs, asks and rests on, and checking an article's
 * sources and review dates.
 */
test.describe("filters on a category page, without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("combine as links with counts, skip empty choices, and Back undoes them", async ({
    page,
  }) => {
    await page.goto("/category/psychological-concerns");
    const cards = page.getByRole("main").getByRole("article");
    const cost = page.getByRole("navigation", { name: "Filter by cost" });
    const audience = page.getByRole("navigation", { name: "Filter by audience" });

    const freeLink = cost.getByRole("link", { name: /^Free \d+ resources?$/ });
    const freeCount = Number((await freeLink.textContent())?.match(/\d+/)?.[0]);
    await freeLink.click();
    await expect(page).toHaveURL(/\/category\/psychological-concerns\?cost=free$/);
    await expect(cards).toHaveCount(freeCount);
    for (const card of await cards.all()) await expect(card).toContainText("Free");

    const teensLink = audience.getByRole("link", { name: /^Teens \d+ resources?$/ });
    const teensCount = Number((await teensLink.textContent())?.match(/\d+/)?.[0]);
    await teensLink.click();
    await expect(page).toHaveURL(/\?cost=free&audience=teens$/);
    await expect(cards).toHaveCount(teensCount);
    expect(teensCount).toBeLessThan(freeCount);
    await expect(audience.getByRole("link", { name: /^Teens/ })).toHaveAttribute(
      "aria-current",
      "true",
    );

    // A choice that would empty the list is shown, with its zero, but is not a link.
    const empty = page.getByRole("main").locator('[aria-disabled="true"]').first();
    await expect(empty).toContainText("no resources with your other choices");
    await expect(empty).not.toHaveAttribute("href");
    await expect(page.getByRole("main").locator('a[aria-disabled="true"]')).toHaveCount(0);

    await page.goBack();
    await expect(page).toHaveURL(/\?cost=free$/);
    await expect(cards).toHaveCount(freeCount);

    await page.getByRole("link", { name: "Clear filters" }).click();
    await expect(page).toHaveURL(/\/category\/psychological-concerns$/);
  });
});

test("filters on /search keep the query and the other choices", async ({ page }) => {
  await page.goto("/search?q=anxiety");
  await page
    .getByRole("navigation", { name: "Filter by type" })
    .getByRole("link", { name: /^Books/ })
    .click();
  await expect(page).toHaveURL(/\/search\?q=anxiety&type=book$/);
  await expect(
    page.getByRole("navigation", { name: "Filter by type" }).getByRole("link", { name: /^Books/ }),
  ).toHaveAttribute("aria-current", "true");
  const badges = page.getByRole("region", { name: "Resources" }).locator("[data-type]");
  expect(await badges.count()).toBeGreaterThan(0);
  for (const badge of await badges.all()) await expect(badge).toHaveAttribute("data-type", "book");
  await page
    .getByRole("navigation", { name: "Filter by cost" })
    .getByRole("link", { name: /^Paid/ })
    .click();
  await expect(page).toHaveURL(/\/search\?q=anxiety&type=book&cost=paid$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/search\?q=anxiety&type=book$/);
  await expectAccessible(page);
});

test("a resource page lists its terms, puts the content note first, and offers related ones", async ({
  page,
}) => {
  await page.goto("/resource/the-body-keeps-the-score");
  const glance = page.getByRole("region", { name: "At a glance" });
  for (const term of ["Cost", "Time", "For", "Approach", "Evidence", "Content note", "Facts"])
    await expect(glance.getByRole("term").filter({ hasText: new RegExp(`^${term}$`) })).toHaveCount(
      1,
    );
  await expect(glance).toContainText("Paid");
  // Its facts come from the author's own page, not yet checked there by our editors: it says so,
  // and links to that page either way.
  const facts = glance.locator('dt:text-is("Facts") + dd');
  await expect(facts).toContainText("not yet checked by our editors");
  await expect(facts.getByRole("link", { name: "besselvanderkolk.com" })).toHaveAttribute(
    "href",
    /^https:\/\/(www\.)?besselvanderkolk\.com\//,
  );
  // No browser test reviews this entry: its page says so, and names no one.
  await expect(glance.locator('dt:text-is("Review") + dd')).toHaveText(
    "Not yet reviewed by our curating psychologist",
  );
  await expect(glance.getByRole("term").filter({ hasText: /^Reviewed by$/ })).toHaveCount(0);

  const note = page.getByRole("complementary", { name: "Content note" });
  await expect(note).toContainText("abuse");
  const noteBox = await note.boundingBox();
  const descriptionBox = await page.getByRole("heading", { name: "Description" }).boundingBox();
  expect(noteBox!.y).toBeLessThan(descriptionBox!.y);

  await expect(page.getByText(/Chosen by our curating psychologist/)).toBeVisible();
  const related = page.getByRole("region", { name: "Related resources" });
  await expect(related.getByRole("article")).toHaveCount(3);
  await expect(related.getByRole("link", { name: "The Body Keeps the Score" })).toHaveCount(0);
  await expectAccessible(page);
});

test("a card shows its cost, and a topic badge never shows a raw id", async ({ page }) => {
  await page.goto("/category/relationships/romantic");
  await expect(page.getByRole("main").getByRole("article").first()).toContainText(/Free|Paid/);
  await page.goto("/resource/hold-me-tight");
  const main = page.getByRole("main");
  await expect(main.getByText("Marriage and Couples", { exact: true })).toHaveCSS(
    "text-transform",
    "none",
  );
  await expect(main.getByText("romantic", { exact: true })).toHaveCount(0);
});

test("an article names its writer, says whether it was reviewed, and lists numbered sources", async ({
  page,
}) => {
  await page.goto("/blog/depression-in-men");
  const header = page.locator("article header");
  await expect(header.locator('dt:text-is("Written by") + dd')).toHaveText(
    "The Steady Ground team",
  );
  // Reviewed only by a recorded review (tests/e2e/reviews.spec.ts), never by a claim of its own.
  const review = header.locator('dt:text-is("Review") + dd, dt:text-is("Reviewed by") + dd');
  await expect(review).toHaveText(
    /^(Not yet reviewed by our curating psychologist|.+, on [A-Z][a-z]+ \d{1,2}, \d{4})$/,
  );

  const sources = page.getByRole("region", { name: "Sources" });
  const items = sources.getByRole("listitem");
  await expect(items).toHaveCount(3);
  await expect(items.first().getByRole("link")).toHaveAttribute(
    "href",
    "https://www.cdc.gov/nchs/products/databriefs/db527.htm",
  );
  await page.locator('a[href="#source-1"]').first().click();
  await expect(page).toHaveURL(/#source-1$/);
  await expect(page.locator("#source-1")).toBeInViewport();

  // Search engines read a BlogPosting with docs/product.md's fields, beside its medical web page.
  const jsonLd = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').last().textContent()) ?? "{}",
  );
  const { posting, page: webPage } = checkArticleJsonLd(jsonLd);
  expect(posting.headline).toBe("Depression in Men: Recognizing the Signs and Finding Help");
  expect(webPage["@type"]).toBe("MedicalWebPage");
  await expectAccessible(page);
});

test("topic pages filter the same way", async ({ page }) => {
  await page.goto("/depression");
  const cards = page.getByRole("main").getByRole("article");
  const all = await cards.count();
  const paidLink = page
    .getByRole("navigation", { name: "Filter by cost" })
    .getByRole("link", { name: /^Paid \d+ resources?$/ });
  // The link says how many it will show; the list is waited for, not read while it changes.
  const paid = Number((await paidLink.textContent())?.match(/\d+/)?.[0]);
  expect(paid).toBeGreaterThan(0);
  expect(paid).toBeLessThan(all);
  await paidLink.click();
  await expect(page).toHaveURL(/\/depression\?cost=paid$/);
  await expect(cards).toHaveCount(paid);
  for (const card of await cards.all()) await expect(card).toContainText("Paid");
});
