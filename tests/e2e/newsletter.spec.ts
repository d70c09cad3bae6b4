import type { Page } from "@playwright/test";
import { expect, expectAccessible, test, waitForHydration } from "./fixtures";

/** An address no other test (or earlier run against the same data) has used. */
function uniqueEmail(tag: string): string {
  return `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.org`;
}

function box(page: Page) {
  return page.getByRole("region", { name: "Get new articles by email" });
}

async function subscribe(page: Page, email: string) {
  await box(page).getByRole("textbox", { name: "Email address" }).fill(email);
  await box(page).getByRole("button", { name: "Subscribe" }).click();
}

/** The answer, under the field, in a live region that screen readers announce. */
const notice = (page: Page) => box(page).locator("[aria-live=polite]");

test("a new address is subscribed, and the same address again is recognised kindly", async ({
  page,
}) => {
  await page.goto("/blog");
  await waitForHydration(page);
  const email = uniqueEmail("new");
  await subscribe(page, email);
  await expect(notice(page)).toContainText("You're subscribed!");
  await expect(box(page).getByRole("textbox", { name: "Email address" })).toHaveValue("");
  await expectAccessible(page);

  await subscribe(page, `  ${email.toUpperCase()} `);
  await expect(notice(page)).toContainText("You're already subscribed");
  await expect(notice(page)).toContainText("already on our list");
  // No toast covers the button: the answer stays in the box.
  await expect(
    page.getByRole("region", { name: /Notifications/ }).getByRole("listitem"),
  ).toHaveCount(0);
});

test("an address that is not one is explained under the field and stays in the box", async ({
  page,
  consoleErrors,
}) => {
  await page.goto("/blog");
  await waitForHydration(page);
  await subscribe(page, "not-an-email");
  await expect(notice(page)).toContainText("Please check your email address");
  await expect(notice(page)).toContainText("name@example.com");
  const input = box(page).getByRole("textbox", { name: "Email address" });
  await expect(input).toHaveAccessibleDescription(/Please check your email address/);
  await expect(input).toHaveValue("not-an-email");
  await expect(input).toHaveAttribute("aria-invalid", "true");
  // The 400 is expected here; anything else is not.
  expect(
    consoleErrors.filter((e) => !/status of 400|^400 for POST .*\/api\/newsletter$/.test(e)),
  ).toEqual([]);
  consoleErrors.length = 0;
});

test("without JavaScript the box posts a form and the page shows the answer", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto("/blog");
  const email = uniqueEmail("nojs");

  await subscribe(page, email);
  await expect(page).toHaveURL(/\/blog\?newsletter=subscribed#newsletter$/);
  await expect(notice(page)).toContainText("You're subscribed!");

  await subscribe(page, email);
  await expect(page).toHaveURL(/\/blog\?newsletter=already#newsletter$/);
  await expect(notice(page)).toContainText("You're already subscribed");

  await subscribe(page, "nope");
  await expect(page).toHaveURL(/\/blog\?newsletter=invalid#newsletter$/);
  await expect(notice(page)).toContainText("Please check your email address");
  await expect(box(page).getByRole("textbox", { name: "Email address" })).toHaveAttribute(
    "aria-invalid",
    "true",
  );
  await context.close();
});

test("a refusal by the rate limit is told in plain words, never as a raw status", async ({
  page,
  consoleErrors,
}) => {
  await page.goto("/blog");
  await waitForHydration(page);
  await page.route("**/api/newsletter", (route) =>
    route.fulfill({
      status: 429,
      contentType: "application/json",
      body: JSON.stringify({ message: "Too many requests, please try again later." }),
    }),
  );
  await subscribe(page, uniqueEmail("limited"));
  await expect(notice(page)).toContainText("Please wait a few minutes");
  await expect(notice(page)).not.toContainText("429");
  await expect(box(page).getByRole("button", { name: "Subscribe" })).toBeInViewport();
  await expect(box(page).getByRole("textbox", { name: "Email address" })).not.toHaveAttribute(
    "aria-invalid",
    "true",
  );
  await expectAccessible(page);
  allowOnly429(consoleErrors);
});

function allowOnly429(consoleErrors: string[]) {
  expect(consoleErrors.filter((e) => !/status of 429|^429 for POST/.test(e))).toEqual([]);
  consoleErrors.length = 0;
}

test("a form body of exactly 64 KiB is read; one byte more is refused before it is read", async ({
  request,
}) => {
  const limit = 64 * 1024;
  const atLimit = `email=${"a".repeat(limit - "email=".length)}`;
  const read = await request.post("/newsletter", {
    headers: { "content-type": "application/x-www-form-urlencoded" },
    data: atLimit,
    maxRedirects: 0,
  });
  expect(read.status()).toBe(303);
  expect(read.headers()["location"]).toBe("/blog?newsletter=invalid#newsletter");
  const over = await request.post("/newsletter", {
    headers: { "content-type": "application/x-www-form-urlencoded" },
    data: `${atLimit}a`,
    maxRedirects: 0,
  });
  expect(over.status()).toBe(413);
});
