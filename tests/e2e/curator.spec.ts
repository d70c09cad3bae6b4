import type { BrowserContext, Page } from "@playwright/test";
import { E2E_CURATORS, E2E_PASSWORD, HOSTILE_SUBMISSION } from "../setup/e2e-curator";
import { expect, expectAccessible, test, waitForHydration } from "./fixtures";
import { enterCode, enterPassword, SIGN_IN_TIMEOUT, signIn } from "./sign-in";

/**
 * The curator's journeys through the review console, against the production build. The curator
 * account and the hostile submission are put in the database before the server starts
 * (tests/setup/e2e-seed.ts); each test signs in as its own (tests/e2e/sign-in.ts). Failed
 * sign-ins count per IP, so this file makes at most one.
 */

function uniqueTitle(tag: string): string {
  return `${tag} ${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
}

/** The fixture fails a test on any failed request; these tests cause some on purpose. */
function allowOnly(consoleErrors: string[], expected: RegExp[]) {
  const unexpected = consoleErrors.filter((error) => !expected.some((re) => re.test(error)));
  expect(unexpected, "console errors besides the expected ones").toEqual([]);
  consoleErrors.length = 0;
}

async function sessionCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name.endsWith("sg_session"));
}

const card = (page: Page, title: string) => page.getByRole("article", { name: title });

/** The console's notice; the layout's page-change announcer is a status region too. */
const notice = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });

test("signing in: noindex, no-store, a kind refusal, then a Secure __Host- session cookie", async ({
  page,
  context,
  consoleErrors,
}) => {
  const login = await page.goto("/curator/login");
  expect(login!.headers()["cache-control"]).toBe("no-store");
  expect(login!.headers()["x-robots-tag"]).toBe("noindex");
  await expect(page).toHaveTitle("Curator sign-in | Steady Ground");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expectAccessible(page);

  await waitForHydration(page);
  await enterPassword(page, "signingIn", "not the password at all");
  await expect(page.getByRole("alert")).toHaveText(
    "That username and password don't match an account. Please check them and try again.",
  );
  await expect(page.getByLabel("Username")).toHaveValue(E2E_CURATORS.signingIn);
  await expectAccessible(page);
  allowOnly(consoleErrors, [/status of 401/, /^401 for POST .*\/curator\/login/]);

  await page.getByLabel("Password").fill(E2E_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  // The password alone opens nothing: the code step first (the curator has a second factor).
  await expect(page).toHaveURL(/\/curator\/login\/code$/, { timeout: SIGN_IN_TIMEOUT });
  expect(await sessionCookie(context)).toMatchObject({ name: "__Host-sg_session" });
  const halfWay = (await sessionCookie(context))!.value;
  await page.goto("/curator");
  await enterCode(page);
  await expect(page).toHaveURL(/\/curator$/);
  await expect(page.getByText(`Signed in as ${E2E_CURATORS.signingIn}`)).toBeVisible();
  // A new session id once the code is given.
  expect((await sessionCookie(context))!.value).not.toBe(halfWay);
  expect(await sessionCookie(context)).toMatchObject({
    name: "__Host-sg_session",
    path: "/",
    httpOnly: true,
    secure: true,
    sameSite: "Lax",
  });
  expect((await sessionCookie(context))!.expires).toBe(-1); // the server decides when it ends

  // Signed in, the sign-in page sends the curator on to the console.
  await page.goto("/curator/login");
  await expect(page).toHaveURL(/\/curator$/);
});

test("a submission made through /submit is approved with a note, found by status, then sign out", async ({
  page,
  context,
}) => {
  const title = uniqueTitle("Feeling Good");
  await page.goto("/submit");
  await waitForHydration(page);
  await page.getByLabel("Your Name").fill("Dana Reyes");
  await page.getByLabel("Resource Type").selectOption("book");
  await page.getByLabel("Category").selectOption({ label: "Depression & Anxiety" });
  await page.getByLabel("Resource Title").fill(title);
  await page.getByLabel("Resource URL").fill("https://example.org/feeling-good");
  await page.getByLabel("Description & Why You Recommend It").fill("Clear, practical CBT.");
  await page.getByRole("button", { name: "Submit Resource for Review" }).click();
  await expect(page.getByRole("region", { name: /Notifications/ })).toContainText(
    "Resource Submitted Successfully!",
  );

  // Not signed in: the console asks for a sign-in first.
  await page.goto("/curator");
  await expect(page).toHaveURL(/\/curator\/login$/);
  await signIn(page, "review");
  await waitForHydration(page);

  await expect(page.getByRole("link", { name: /^Pending \d+$/ })).toHaveAttribute(
    "aria-current",
    "page",
  );
  const submission = card(page, title);
  await expect(submission).toContainText("Pending");
  await expect(submission).toContainText("Book");
  await expect(submission).toContainText("Depression & Anxiety");
  await expect(submission).toContainText("Clear, practical CBT.");
  await expect(submission).toContainText("Dana Reyes");
  await expect(submission).toContainText(/Received \w+ \d+, \d{4} at \d+:\d\d [AP]M UTC/);
  await expect(submission.getByRole("link", { name: /Open in a new tab/ })).toHaveAttribute(
    "href",
    "https://example.org/feeling-good",
  );
  // Newest first: the submission just made comes before the older, seeded one.
  const titles = await page.getByRole("article").locator("h2").allTextContents();
  expect(titles.indexOf(title)).toBeLessThan(titles.indexOf(HOSTILE_SUBMISSION.resourceTitle));

  await submission.getByLabel(/Review notes/).fill("Evidence-based; add to Depression.");
  await submission.getByRole("button", { name: "Approve" }).click();
  await expect(notice(page, "is now approved")).toContainText(`“${title}” is now approved.`);
  await expect(card(page, title)).toHaveCount(0);

  await page.getByRole("link", { name: /^Approved \d+$/ }).click();
  await expect(page).toHaveURL(/\/curator\?status=approved$/);
  const approved = card(page, title);
  await expect(approved).toContainText("Approved");
  await expect(approved).toContainText(/Reviewed \w+ \d+, \d{4} at/);
  await expect(approved).toContainText("Note: Evidence-based; add to Depression.");
  await expect(approved.getByRole("button", { name: "Approve" })).toHaveCount(0);
  await expect(approved.getByRole("button", { name: "Back to pending" })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/curator\/login\?signed-out$/);
  await expect(notice(page, "signed out")).toHaveText("You have signed out.");
  expect(await sessionCookie(context)).toBeUndefined();
  await page.goto("/curator?status=approved");
  await expect(page).toHaveURL(/\/curator\/login$/);
});

test("a hostile submission, written straight to the database, shows as inert text", async ({
  page,
}) => {
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await signIn(page, "hostile");
  const response = await page.goto("/curator");
  expect(response!.headers()["cache-control"]).toBe("no-store");
  expect(response!.headers()["x-robots-tag"]).toBe("noindex");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await waitForHydration(page);

  const hostile = card(page, HOSTILE_SUBMISSION.resourceTitle);
  await expect(hostile.getByRole("heading", { level: 2 })).toHaveText(
    HOSTILE_SUBMISSION.resourceTitle,
  );
  await expect(hostile).toContainText(HOSTILE_SUBMISSION.resourceUrl);
  await expect(hostile).toContainText("Not an http(s) address, so it is not offered as a link.");
  await expect(hostile).toContainText(HOSTILE_SUBMISSION.resourceAuthor);
  await expect(hostile).toContainText(HOSTILE_SUBMISSION.submitterName);
  await expect(hostile).toContainText(HOSTILE_SUBMISSION.resourceDescription);
  await expect(hostile.getByRole("link")).toHaveCount(0);
  await expect(hostile.locator("script, img, b")).toHaveCount(0);
  await expect(page.locator('[href^="javascript:" i], [src="x"]')).toHaveCount(0);
  expect(dialogs).toEqual([]);
  await expectAccessible(page);
});

test("the console without JavaScript: sign in, reject with a note, sign out", async ({
  browser,
  baseURL,
  request,
}) => {
  const title = uniqueTitle("No script");
  const created = await request.post("/api/resources/submit", {
    data: {
      resourceType: "website",
      resourceCategory: "lifestyle",
      resourceTitle: title,
      resourceDescription: "A page about sleep.",
    },
  });
  expect(created.status()).toBe(201);

  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await signIn(page, "noScript");
  const submission = card(page, title);
  await submission.getByLabel(/Review notes/).fill("Not evidence-based.");
  await submission.getByRole("button", { name: "Reject" }).click();
  await expect(page).toHaveURL(/\/curator\?status=pending&updated=\d+$/);
  await expect(notice(page, "is now rejected")).toContainText(`“${title}” is now rejected.`);
  await page.getByRole("link", { name: "Show rejected" }).click();
  await expect(card(page, title)).toContainText("Note: Not evidence-based.");

  // Back to pending clears the review date; the note stays editable.
  await card(page, title).getByRole("button", { name: "Back to pending" }).click();
  await expect(page).toHaveURL(/\/curator\?status=rejected&updated=\d+$/);
  await page.getByRole("link", { name: /^Pending \d+$/ }).click();
  await expect(card(page, title)).not.toContainText("Reviewed");

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(notice(page, "signed out")).toHaveText("You have signed out.");
  await context.close();
});

test("requests from another site, and the API without a session, are refused", async ({
  page,
  context,
  request,
}) => {
  const anonymous = await request.get("/api/resources/submissions");
  expect(anonymous.status()).toBe(401);
  expect(await anonymous.json()).toEqual({ message: "Please sign in as a curator to see this." });

  const crossSite = await request.post("/curator/login", {
    form: { username: E2E_CURATORS.api, password: E2E_PASSWORD },
    headers: { origin: "https://evil.example" },
    maxRedirects: 0,
  });
  expect(crossSite.status()).toBe(403);
  expect(crossSite.headers()["set-cookie"]).toBeUndefined();

  await signIn(page, "api");
  const cookie = await sessionCookie(context);
  const headers = { cookie: `${cookie!.name}=${cookie!.value}` };
  const list = await request.get("/api/resources/submissions?status=pending", { headers });
  expect(list.status()).toBe(200);
  expect(list.headers()["cache-control"]).toBe("no-store");
  const rows = (await list.json()) as Array<{ resourceTitle: string; status: string }>;
  expect(rows.map((row) => row.resourceTitle)).toContain(HOSTILE_SUBMISSION.resourceTitle);
  expect(new Set(rows.map((row) => row.status))).toEqual(new Set(["pending"]));
  expect((await request.get("/api/resources/submissions?status=nope", { headers })).status()).toBe(
    400,
  );

  // A review posted from another site, even with the curator's cookie, changes nothing.
  const forged = await request.post("/curator", {
    form: { id: "1", intent: "approve", notes: "" },
    headers: { ...headers, origin: "https://evil.example" },
    maxRedirects: 0,
  });
  expect(forged.status()).toBe(403);
});

test("exports: the current view and the newsletter addresses as CSV files", async ({
  page,
  request,
}) => {
  const email = `curator-${Date.now()}@example.org`;
  expect((await request.post("/api/newsletter", { data: { email } })).status()).toBe(201);
  await signIn(page, "exports");

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Export this view as CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^submissions-pending-\d{4}-\d\d-\d\d\.csv$/);
  const csv = await readDownload(download);
  expect(csv).toMatch(/^\uFEFF"ID","Status","Received \(UTC\)"/);
  // A cell that a spreadsheet would run as a formula is prefixed with ' (and quotes doubled).
  expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""click"") <b>bold?</b>"`);

  await page
    .getByRole("navigation", { name: "Console sections" })
    .getByRole("link", { name: "Newsletter" })
    .click();
  await expect(page).toHaveURL(/\/curator\/newsletter$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Newsletter");
  await expect(page.getByRole("cell", { name: new RegExp(email) })).toBeVisible();
  await expectAccessible(page);
  const [newsletter] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Export as CSV" }).click(),
  ]);
  expect(await readDownload(newsletter)).toContain(`"${email}"`);
});

test("the console stays out of the sitemap, and robots.txt keeps crawlers out", async ({
  request,
}) => {
  expect(await (await request.get("/sitemap.xml")).text()).not.toContain("/curator");
  expect(await (await request.get("/robots.txt")).text()).toContain("Disallow: /curator");
});

test("the console fits a 375 px screen and stays accessible there", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, "narrow");
  await expect(page.getByRole("article").first()).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAccessible(page);
});

async function readDownload(download: { createReadStream(): Promise<NodeJS.ReadableStream> }) {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString("utf8");
}
