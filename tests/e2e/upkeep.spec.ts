import type { Browser, Page } from "@playwright/test";
import { isoDay } from "~/lib/dates";
import { e2eFakeSitePort } from "../setup/e2e-ports";
import { startFakeSite, type FakeSite } from "../setup/fake-sites";
import { expect, expectAccessible, test, waitForHydration } from "./fixtures";
import { signIn } from "./sign-in";

/**
 * Keeping the catalogue healthy: a visitor reports a problem (without JavaScript, and with it),
 * the curator reads it, checks every link against a local fake site (the server is started with
 * LINK_CHECK_TEST_BASE_URL pointing at it: playwright.config.ts) and works the needs-review queue,
 * all without JavaScript.
 */

const RESOURCE = { id: "unwinding-anxiety", title: "Unwinding Anxiety" };
const DETAILS = `The publisher's page gives a 404 now (${Date.now()})`;

// The fake site listens on the one port the server was told about, so this file's tests share
// one worker, in order, rather than each worker starting its own copy on that port.
test.describe.configure({ mode: "default" });

let site: FakeSite;
test.beforeAll(async () => {
  site = await startFakeSite(e2eFakeSitePort(), { [`/${RESOURCE.id}`]: "missing" });
});
test.afterAll(() => site?.close());

/** A status message with this text (the page also has the site's route announcer). */
const status = (page: Page, text: string | RegExp) =>
  page.getByRole("status").filter({ hasText: text });

/** A link of the console's own navigation. */
const section = (page: Page, name: string) =>
  page.getByRole("navigation", { name: "Console sections" }).getByRole("link", { name });

async function noScriptPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  return { context, page: await context.newPage() };
}

test("a visitor reports a problem without JavaScript; the curator reads it, checks links and confirms a review", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const { context, page } = await noScriptPage(browser, baseURL);

  // The visitor, on the resource page served from memory.
  await page.goto(`/resource/${RESOURCE.id}`);
  await page.getByRole("link", { name: "Report a problem with this resource" }).click();
  await expect(page).toHaveURL(`/resource/${RESOURCE.id}/report`);
  await page.getByRole("button", { name: "Send report" }).click();
  // The browser's own check asks for a reason first; nothing was sent.
  await expect(page.getByText("Your report has reached our curator")).toHaveCount(0);
  await page.getByRole("radio", { name: "The link doesn't work" }).check();
  await page.getByLabel("Details (optional)").fill(DETAILS);
  await page.getByRole("button", { name: "Send report" }).click();
  await expect(page).toHaveURL(`/resource/${RESOURCE.id}/report`);
  await expect(status(page, "Your report has reached our curator")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Report a problem");

  // The curator signs in and finds the report under its resource.
  await signIn(page, "reports");
  await section(page, "Reports").click();
  const reported = page
    .getByRole("list", { name: "Resources with open reports" })
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: RESOURCE.title }) });
  await expect(reported.getByText(DETAILS)).toBeVisible();
  await expect(reported.getByText("The link doesn't work")).toBeVisible();

  // Checks every link; the fake site answers 404 for this one.
  await section(page, "Links").click();
  await page.getByRole("button", { name: "Check links now" }).click();
  await expect(status(page, /has started|already under way/)).toBeVisible();
  const results = page.getByRole("list", { name: "Link results, worst first" });
  await expect(async () => {
    await page.goto("/curator/links");
    await expect(results.getByRole("listitem").first()).toContainText(RESOURCE.title, {
      timeout: 1000,
    });
  }).toPass({ timeout: 30_000 });
  const first = results.getByRole("listitem").first();
  await expect(first).toContainText("Broken");
  await expect(first).toContainText("HTTP 404");
  expect(site.requests.some((line) => line.includes("SteadyGroundLinkCheck/1.0"))).toBe(true);

  // A review names its reviewer: the curator fills in a public profile first.
  await section(page, "Needs review").click();
  await page.getByRole("link", { name: "Fill in your profile" }).click();
  await page.getByLabel("Name", { exact: true }).fill("Casey Upkeep");
  await page.getByLabel("Credentials (optional)").fill("PsyD (test account)");
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(status(page, "Saved.")).toBeVisible();

  // The queue lists it for both reasons; confirming records a review and closes the report.
  await section(page, "Needs review").click();
  const entry = page
    .getByRole("list", { name: "Resources needing review" })
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: RESOURCE.title }) });
  await expect(entry).toContainText("Broken");
  await expect(entry).toContainText(/open reports? from visitors/);
  await entry.getByRole("button", { name: /^Confirm reviewed/ }).click();
  await expect(status(page, `Recorded your review of ${RESOURCE.title}.`)).toBeVisible();
  await expect(entry).toHaveCount(0);

  await section(page, "Reports").click();
  await expect(page.getByText(DETAILS)).toBeHidden();

  // The confirmation is in the audit log, and the page a visitor sees names the reviewer, today.
  await section(page, "Audit log").click();
  await expect(
    page
      .getByRole("row")
      .filter({ hasText: `resource:${RESOURCE.id}` })
      .first(),
  ).toContainText("confirm-reviewed");
  const today = isoDay();
  await page.goto(`/resource/${RESOURCE.id}`);
  await expect(page.locator(`dt:text-is("Reviewed by") + dd`)).toContainText(
    "Casey Upkeep, PsyD (test account), on",
  );
  await expect(page.locator(`dt:text-is("Reviewed by") + dd time`)).toHaveAttribute(
    "datetime",
    today,
  );
  await context.close();
});

test("with JavaScript the report is sent in place, and the curator closes it", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const other = { id: "rain-exercise" };
  const note = `Out of date since the last edition (${Date.now()})`;
  await page.goto(`/resource/${other.id}`);
  await waitForHydration(page);
  await page.getByRole("link", { name: "Report a problem with this resource" }).click();
  await expect(page).toHaveURL(`/resource/${other.id}/report`);
  await page.getByRole("radio", { name: "The information is out of date" }).check();
  await page.getByLabel("Details (optional)").fill(note);
  await page.getByRole("button", { name: "Send report" }).click();
  await expect(status(page, "Your report has reached our curator")).toBeVisible();
  await expect(status(page, "Your report has reached our curator")).toBeFocused();
  await expect(page).toHaveURL(`/resource/${other.id}/report`);
  await expectAccessible(page);

  const { context, page: console } = await noScriptPage(browser, baseURL);
  await signIn(console, "closeReport");
  await console.goto("/curator/reports");
  const item = console.getByRole("listitem").filter({ hasText: note });
  await item.getByRole("button", { name: "Close report" }).click();
  await expect(status(console, "Report closed.")).toBeVisible();
  await expect(
    console.getByRole("list", { name: "Resources with open reports" }).getByText(note),
  ).toHaveCount(0);
  await context.close();
});

test("the report page and the console's new pages pass axe", async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto(`/resource/${RESOURCE.id}/report`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Report a problem");
  await expectAccessible(page);
  await signIn(page, "upkeepPages");
  for (const name of ["Needs review", "Reports", "Links"]) {
    await section(page, name).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      name === "Reports" ? "Problem reports" : name,
    );
    await expectAccessible(page);
  }
});
