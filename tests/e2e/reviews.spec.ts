import type { Browser, Page } from "@playwright/test";
import sharp from "sharp";
import { checkArticleJsonLd } from "~/features/blog/json-ld-check";
import { nextReviewOn } from "~/domain/reviews";
import { isoDay } from "~/lib/dates";
import { expect, expectAccessible, test } from "./fixtures";
import {
  reviewClaimsOf,
  sitemapPaths,
  unheldClaims,
  type ReviewClaim,
  type StoredReview,
} from "./review-claims";
import { signIn } from "./sign-in";

/**
 * Who reviewed what, as a curator records it and a visitor reads it: a curator without a public
 * profile cannot confirm a review and is told why; one who fills in a profile (with a photo,
 * without JavaScript) and confirms an entry, an exercise and an article is named on their pages
 * with the date and the next review, and on /about; and no page claims a review the database
 * does not hold.
 */

const REVIEWER = {
  name: "Avery Testwell",
  credentials: "PhD (test account)",
  licenceType: "Psychologist",
  licenceNumber: "TEST-0001",
  issuer: "A test licensing board",
  lookupUrl: "https://licence-lookup.example/test",
  bio: "A test account for the browser tests. It reviews entries so the tests can read the result.",
};
const ENTRY = { id: "atomic-habits", title: "Atomic Habits" };
const EXERCISE = { id: "self-compassion-break" };
const ARTICLE = {
  slug: "how-to-choose-a-therapist",
  title: "How to Choose a Therapist: A Practical Guide",
};

async function noScriptPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  return { context, page: await context.newPage() };
}

/** A status message with this text (the page also has the site's route announcer). */
const status = (page: Page, text: string | RegExp) =>
  page.getByRole("status").filter({ hasText: text });

test("without a profile the console says why a review cannot be confirmed, and where to fill it in", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const { context, page } = await noScriptPage(browser, baseURL);
  await signIn(page, "noProfile");
  await page.goto("/curator/needs-review");
  await expect(
    page.getByText("Fill in your public profile before confirming reviews."),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: /^Confirm reviewed/ })).toHaveCount(0);
  await page.goto(`/curator/resources/${ENTRY.id}`);
  await expect(page.getByRole("region", { name: "Review" })).toContainText("Not yet reviewed");
  await page.getByRole("link", { name: "Fill in your profile" }).click();
  await expect(page).toHaveURL(/\/curator\/profile$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your public profile");
  await context.close();
});

test("a curator fills in a profile with a photo and confirms reviews without JavaScript; the pages name them", async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(180_000);
  const { context, page } = await noScriptPage(browser, baseURL);
  await signIn(page, "reviewer");

  // The profile, as a plain form.
  await page
    .getByRole("navigation", { name: "Console sections" })
    .getByRole("link", { name: "Your profile" })
    .click();
  await page.getByLabel("Name", { exact: true }).fill(REVIEWER.name);
  await page.getByLabel("Credentials (optional)").fill(REVIEWER.credentials);
  await page.getByLabel("Type").fill(REVIEWER.licenceType);
  await page.getByLabel("Number").fill(REVIEWER.licenceNumber);
  await page.getByLabel("Issued by").fill(REVIEWER.issuer);
  await page.getByLabel("Public lookup address").fill("http://licence-lookup.example/test");
  await page.getByLabel("Short bio (optional)").fill(REVIEWER.bio);
  await page.getByRole("button", { name: "Save profile" }).click();
  // An http lookup is sent back with what was typed.
  await expect(
    page.getByText("Please give the licence lookup as an https:// address"),
  ).toBeVisible();
  await expect(page.getByLabel("Short bio (optional)")).toHaveValue(REVIEWER.bio);
  await page.getByLabel("Public lookup address").fill(REVIEWER.lookupUrl);
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(status(page, "Saved.")).toBeVisible();
  await expect(page.getByRole("region", { name: "How a review reads" })).toContainText(
    `Reviewed by ${REVIEWER.name}, ${REVIEWER.credentials}`,
  );

  // The photo, as a multipart form: a text file is refused, a picture is taken.
  await page.getByLabel("Choose a photo").setInputFiles({
    name: "notes.png",
    mimeType: "image/png",
    buffer: Buffer.from("not a picture at all"),
  });
  await page.getByRole("button", { name: "Upload photo" }).click();
  await expect(page.getByRole("alert")).toContainText("not a photo we can read");
  const photo = await sharp({
    create: { width: 800, height: 600, channels: 3, background: "#5b7f95" },
  })
    .jpeg()
    .toBuffer();
  await page
    .getByLabel("Choose a photo")
    .setInputFiles({ name: "me.jpg", mimeType: "image/jpeg", buffer: photo });
  await page.getByRole("button", { name: "Upload photo" }).click();
  await expect(status(page, "Photo saved.")).toBeVisible();

  // An entry and a healing exercise from their own console pages; the exercise can be edited too.
  await page.goto(`/curator/resources/${ENTRY.id}`);
  await page
    .getByLabel("Note (optional, kept in the console)")
    .fill("Read the publisher's page again.");
  await page.getByRole("button", { name: "Confirm reviewed" }).click();
  await expect(status(page, "Recorded your review.")).toBeVisible();
  await expect(page.getByRole("region", { name: "Review" })).toContainText(
    `Last reviewed by ${REVIEWER.name}`,
  );
  await page.goto(`/curator/resources/${EXERCISE.id}`);
  await page.getByLabel(/^Facts checked on/).fill(isoDay());
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(status(page, "Saved. The site shows the change now.")).toBeVisible();
  await page.getByRole("button", { name: "Confirm reviewed" }).click();
  await expect(status(page, "Recorded your review.")).toBeVisible();

  // An article, from the queue, where never-reviewed articles come first.
  await page.goto("/curator/needs-review");
  const never = page.getByRole("list", { name: "Never reviewed" });
  await never.getByRole("button", { name: `Confirm reviewed: ${ARTICLE.title}` }).click();
  await expect(status(page, `Recorded your review of ${ARTICLE.title}.`)).toBeVisible();
  await expect(
    never.getByRole("button", { name: `Confirm reviewed: ${ARTICLE.title}` }),
  ).toHaveCount(0);

  // What a visitor reads, from the pages served from memory.
  const today = isoDay();
  const byLine = `${REVIEWER.name}, ${REVIEWER.credentials}`;
  for (const id of [ENTRY.id, EXERCISE.id]) {
    await page.goto(`/resource/${id}`);
    const glance = page.getByRole("region", { name: "At a glance" });
    await expect(glance.locator('dt:text-is("Reviewed by") + dd')).toContainText(`${byLine}, on`);
    await expect(glance.locator('dt:text-is("Reviewed by") + dd time')).toHaveAttribute(
      "datetime",
      today,
    );
    await expect(glance.locator('dt:text-is("Next review") + dd time')).toHaveAttribute(
      "datetime",
      nextReviewOn(today),
    );
    await expect(glance.getByText("Not yet reviewed")).toHaveCount(0);
  }
  await expect(
    page
      .getByRole("region", { name: "At a glance" })
      .locator('dt:text-is("Facts checked") + dd time'),
  ).toHaveAttribute("datetime", today);

  await page.goto(`/blog/${ARTICLE.slug}`);
  const byline = page.locator("article header");
  await expect(byline.locator('dt:text-is("Reviewed by") + dd')).toContainText(byLine);
  await expect(byline.locator('dt:text-is("Next review") + dd time')).toHaveAttribute(
    "datetime",
    nextReviewOn(today),
  );
  const jsonLd = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').last().textContent()) ?? "{}",
  );
  const { page: webPage } = checkArticleJsonLd(jsonLd);
  expect(webPage).toMatchObject({
    reviewedBy: { "@type": "Person", name: REVIEWER.name },
    lastReviewed: today,
  });

  // /about introduces the curator who reviewed the most: this one, with three.
  await page.goto("/about");
  const about = page.getByRole("region", { name: "Who reviews the resources" });
  await expect(about.getByRole("heading", { level: 3 })).toHaveText(REVIEWER.name);
  await expect(about).toContainText(REVIEWER.credentials);
  await expect(about).toContainText(
    `${REVIEWER.licenceType} no. ${REVIEWER.licenceNumber}, issued by ${REVIEWER.issuer}`,
  );
  await expect(
    about.getByRole("link", { name: "Check this licence with its issuer" }),
  ).toHaveAttribute("href", REVIEWER.lookupUrl);
  const portrait = about.getByRole("img", { name: REVIEWER.name });
  await expect(portrait).toBeVisible();
  const served = await request.get((await portrait.getAttribute("src"))!);
  expect(served.status()).toBe(200);
  expect(served.headers()["content-type"]).toBe("image/webp");
  expect(served.headers()["cache-control"]).toContain("immutable");
  await context.close();
});

test("the profile page passes axe, and with JavaScript a photo over the limit is refused before it is sent", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, "profilePage");
  await page.goto("/curator/profile");
  await expectAccessible(page);
  let uploads = 0;
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().includes("/curator/profile/photo")) uploads++;
  });
  await page.getByLabel("Choose a photo").setInputFiles({
    name: "huge.jpg",
    mimeType: "image/jpeg",
    buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
  });
  await page.getByRole("button", { name: "Upload photo" }).click();
  await expect
    .poll(() =>
      page
        .getByLabel("Choose a photo")
        .evaluate((input) => (input as HTMLInputElement).validationMessage),
    )
    .toContain("larger than 5 MB");
  expect(uploads).toBe(0);
});

test("no page claims a review that the database does not hold", async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, "claimsCrawl");
  const api = (method: "GET" | "PUT" | "POST", path: string, data?: unknown) =>
    page.request.fetch(`/api/curator${path}`, {
      method,
      headers: { "sec-fetch-site": "same-origin" },
      data,
    });
  // A review of this test's own, so there is at least one claim to check.
  expect(
    (
      await api("PUT", "/profile", { name: "Blake Crawler", credentials: "PsyD (test account)" })
    ).status(),
  ).toBe(200);
  expect((await api("POST", "/resources/spark/review")).status()).toBe(200);

  const claims: ReviewClaim[] = [];
  const stray: string[] = [];
  for (const path of await sitemapPaths(page.request)) {
    const found = await reviewClaimsOf(page.request, path);
    claims.push(...found.claims);
    stray.push(...found.stray);
  }
  // Read after the crawl: a review recorded meanwhile by another test is held, not missing.
  const stored = (await (await api("GET", "/reviews")).json()) as StoredReview[];
  expect(stray).toEqual([]);
  expect(claims.filter((claim) => claim.path === "/resource/spark")).toEqual([
    expect.objectContaining({
      where: "facts",
      by: "Blake Crawler, PsyD (test account)",
      date: isoDay(),
    }),
  ]);
  expect(unheldClaims(claims, stored)).toEqual([]);
  // The check itself can fail: a claim a day off, or by someone else, is not held.
  const [held] = claims.filter((claim) => claim.path === "/resource/spark");
  expect(
    unheldClaims(
      [
        { ...held!, date: "2001-01-01" },
        { ...held!, by: "Somebody Else" },
      ],
      stored,
    ),
  ).toHaveLength(2);
});
