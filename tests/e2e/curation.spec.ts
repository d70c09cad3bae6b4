import type { Browser, Page } from "@playwright/test";
import { BUILD_ORIGIN } from "~/lib/build-origin";
import { DEFAULT_SHARE_IMAGE } from "~/lib/meta";
import { expect, expectAccessible, test } from "./fixtures";
import { signIn } from "./sign-in";
import { SITE_URL } from "./site-url";

/**
 * The curation loop, without JavaScript: a visitor's suggestion is approved, edited and
 * published by the curator, then found by another visitor on its category page, in search and in
 * the sitemap (pages served from memory, re-rendered live); hidden, its page answers 410.
 */

async function noScriptPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  return context.newPage();
}

test("a suggestion approved, edited and published without JavaScript reaches every listing; hidden, it answers 410", async ({
  browser,
  baseURL,
  request,
  page: scanner,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  const tag = `${Date.now()}`;
  const submitted = `Quiet Mind Workbook ${tag}`;
  const published = `The Quiet Mind Workbook ${tag}`;
  const answer = await request.post("/api/resources/submit", {
    data: {
      submitterName: "Rosa Vega",
      submitterTitle: "Family therapist",
      resourceType: "book",
      resourceCategory: "psychological-concerns",
      resourceTitle: submitted,
      resourceAuthor: "A. Writer",
      resourceUrl: "https://example.org/quiet-mind",
      resourceDescription: "Short exercises for calming worried thoughts.",
    },
  });
  expect(answer.status()).toBe(201);

  const curator = await noScriptPage(browser, baseURL);
  await signIn(curator, "curation");
  // axe runs in the page, so the scans use a page with JavaScript and the same session.
  await scanner.context().addCookies(await curator.context().cookies());
  const scan = async (url: string) => {
    await scanner.goto(url);
    await expectAccessible(scanner);
  };
  const card = curator.getByRole("article", { name: submitted });
  await card.getByRole("button", { name: "Approve" }).click();
  await curator.goto("/curator?status=approved");
  await curator
    .getByRole("article", { name: submitted })
    .getByRole("link", { name: "Publish…" })
    .click();
  await expect(curator.getByRole("heading", { level: 1 })).toHaveText(`Publish “${submitted}”`);
  await scan(curator.url());

  // A fact left out is named, and nothing typed is lost.
  await curator.getByLabel("Title").fill(published);
  await curator.getByRole("button", { name: "Publish to the site" }).click();
  await expect(curator.getByRole("alert")).toContainText("need another look");
  await expect(curator.getByLabel("Title")).toHaveValue(published);
  await expect(curator.getByText(/^Please choose what it costs/)).toBeVisible();

  await curator.getByLabel("Subcategory (optional)").selectOption("anxiety");
  await curator.getByLabel("Cost", { exact: true }).selectOption("paid");
  await curator.getByLabel("Evidence", { exact: true }).selectOption("evidence-based-approach");
  await curator.getByLabel("Adults").check();
  await curator.getByLabel("What it asks of the reader").fill("A workbook; a few pages a day");
  await curator
    .getByLabel("What the evidence rests on")
    .fill("Uses cognitive behavioral therapy exercises.");
  await curator.getByRole("button", { name: "Publish to the site" }).click();
  await expect(curator.getByRole("status").filter({ hasText: /\w/ })).toHaveText(
    "Published. It is on the site now.",
  );
  const path = new URL(
    (await curator.getByRole("link", { name: /^\/resource\// }).getAttribute("href")) ?? "",
    "http://x",
  ).pathname;
  expect(path).toMatch(/^\/resource\/the-quiet-mind-workbook-/);

  // Rendered into memory as the build's pages are served: with SITE_URL (never the build's
  // placeholder origin), without module preloads; with its topic's picture, and the site's share
  // card, as no card was drawn for it at build time.
  for (const live of [path, "/category/psychological-concerns/anxiety"]) {
    const html = await (await request.get(live)).text();
    expect(html, live).toContain(`<link rel="canonical" href="${SITE_URL}${live}"/>`);
    expect(html, live).not.toContain(BUILD_ORIGIN);
    expect(html, live).not.toContain('rel="modulepreload"');
  }
  const livePage = await (await request.get(path)).text();
  expect(livePage).toContain("/images/illustrations/anxiety-840.webp");
  expect(livePage).toContain(
    `<meta property="og:image" content="${SITE_URL}${DEFAULT_SHARE_IMAGE}"/>`,
  );

  const visitor = await noScriptPage(browser, baseURL);
  const page = await visitor.goto(path);
  expect(page!.status()).toBe(200);
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(published);
  await expect(visitor.getByText("Recommended by Rosa Vega, Family therapist")).toBeVisible();
  await visitor.goto("/category/psychological-concerns/anxiety");
  await expect(visitor.getByRole("link", { name: new RegExp(published) }).first()).toBeVisible();
  await visitor.goto(`/search?q=${encodeURIComponent("Quiet Mind Workbook " + tag)}`);
  await expect(visitor.getByRole("link", { name: new RegExp(published) }).first()).toBeVisible();
  const sitemap = await request.get("/sitemap.xml");
  expect(await sitemap.text()).toContain(`${path}</loc>`);

  // Hidden with a reason: its page says so (410) and links its category; it leaves the listings.
  await curator.getByLabel(/Why hide it/).fill("The publisher withdrew it");
  await curator.getByRole("button", { name: "Hide from the site" }).click();
  await expect(curator.getByRole("status").filter({ hasText: /\w/ })).toContainText("Hidden.");
  const gone = await visitor.goto(path);
  expect(gone!.status()).toBe(410);
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(
    `${published} is no longer listed`,
  );
  await expect(visitor.getByRole("link", { name: /^Browse / })).toHaveAttribute(
    "href",
    "/category/psychological-concerns",
  );
  await scan(path);
  // The browser logs the 410 it was sent on purpose; nothing else may be logged.
  expect(consoleErrors).toEqual([expect.stringMatching(/status of 410 \(Gone\)/)]);
  consoleErrors.length = 0;
  await visitor.goto("/category/psychological-concerns/anxiety");
  await expect(visitor.getByRole("link", { name: new RegExp(published) })).toHaveCount(0);
  expect(await (await request.get("/sitemap.xml")).text()).not.toContain(path);

  await curator.goto("/curator/audit");
  await expect(curator.getByRole("cell", { name: "publish" }).first()).toBeVisible();
  await scan("/curator/audit");
  await scan("/curator/resources");
  // The catalogue list names where visitors find each entry, and says which are hidden.
  await expect(scanner.getByRole("listitem").filter({ hasText: published })).toContainText(
    "Hidden · Psychological Concerns › Anxiety",
  );
  await scan(`/curator${path.replace("/resource/", "/resources/")}`);
});
