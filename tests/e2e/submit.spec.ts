import type { Page } from "@playwright/test";
import { expect, expectAccessible, test, waitForHydration } from "./fixtures";
import { signIn } from "./sign-in";

const API = "**/api/resources/submit";

/** The fixture fails a test on any failed request; these tests cause some on purpose. */
function allowOnly(consoleErrors: string[], expected: RegExp[]) {
  const unexpected = consoleErrors.filter((error) => !expected.some((re) => re.test(error)));
  expect(unexpected, "console errors besides the expected ones").toEqual([]);
  consoleErrors.length = 0;
}

async function fillRequired(page: Page, title = "Feeling Good") {
  await page.getByLabel("Resource Type").selectOption("book");
  await page.getByLabel("Category").selectOption({ label: "Depression & Anxiety" });
  await page.getByLabel("Resource Title").fill(title);
  await page.getByLabel("Description & Why You Recommend It").fill("Clear, practical CBT.");
}

async function openForm(page: Page) {
  await page.goto("/submit");
  await waitForHydration(page);
}

const submitButton = (page: Page) =>
  page.getByRole("button", { name: /Submit Resource for Review|Submitting/ });

/** Fills the form, submits it to an API that answers 500, and returns the toast it shows. */
async function submitIntoServerFailure(page: Page) {
  await page.route(API, (route) =>
    route.fulfill({
      status: 500,
      contentType: "application/json",
      body: JSON.stringify({ message: "Something went wrong on our side. Please try again." }),
    }),
  );
  await fillRequired(page, "Keep me");
  await submitButton(page).click();
  const toast = page.getByRole("region", { name: /Notifications/ }).getByRole("listitem");
  await expect(toast).toContainText("Submission Failed");
  return toast;
}

test("the page: back link, title, intro, labelled fields, required marks, options, review note", async ({
  page,
}) => {
  await page.goto("/submit");
  await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Submit a Resource");
  await expect(page.getByRole("main")).toContainText("favorite book, video, app");
  // Required fields show * and say "required" to screen readers.
  for (const [role, label] of [
    ["combobox", "Resource Type"],
    ["combobox", "Category"],
    ["textbox", "Resource Title"],
    ["textbox", "Description & Why You Recommend It"],
  ] as const) {
    const field = page.getByRole(role, { name: `${label} (required)`, exact: true });
    await expect(field).toHaveAttribute("required", "");
  }
  for (const label of [
    "Your Name",
    "Your Title",
    "Your Location",
    "Author / Creator",
    "Resource URL",
  ]) {
    await expect(page.getByLabel(label, { exact: true })).not.toHaveAttribute("required", "");
  }
  await expect(page.getByLabel("Resource URL")).toHaveAttribute("type", "url");
  await expect(page.getByLabel("Description & Why You Recommend It")).toHaveAttribute("rows", "5");
  await expect(page.getByLabel("Resource Type").locator("option")).toHaveText([
    "Choose a type",
    "Book",
    "Video",
    "App",
    "Website",
    "Other",
  ]);
  const categories = page.getByLabel("Category").locator("option");
  await expect(categories).toHaveText([
    "Choose a category",
    "Depression & Anxiety",
    "Psychological Trauma",
    "Relationships",
    "Lifestyle Factors",
    "Other",
  ]);
  expect(
    await categories.evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value)),
  ).toEqual(["", "psychological-concerns", "trauma", "relationships", "lifestyle", "other"]);
  // Ties are asked about, in plain words, optionally, with why we ask.
  const relation = page.getByLabel("Your connection to this resource");
  await expect(relation).not.toHaveAttribute("required", "");
  await expect(relation).toHaveValue("");
  await expect(relation.locator("option")).toHaveText([
    "Prefer not to say",
    "None: I have no tie to it",
    "I wrote or made it",
    "I work for its publisher or maker",
    "I am paid or sponsored to promote it",
    "Another connection (please say in the description)",
  ]);
  await expect(relation).toHaveAccessibleDescription(
    /^We ask so that we can be open with our readers\. A connection does not rule a suggestion out/,
  );
  await expect(page.getByRole("main")).toContainText("reviewed before anything is added");
  await expect(page.getByRole("main")).toContainText("credit it to your name and title");
  await expect(page.getByRole("main")).toContainText("edit submissions for clarity and length");
  // The honeypot is in the form but not for people: unseen, out of the accessibility tree.
  await expect(page.locator('input[name="website"]')).toHaveAttribute("tabindex", "-1");
  await expect(page.getByRole("textbox", { name: /leave this field empty/i })).toHaveCount(0);
  await expectAccessible(page);
});

test("submitting: 'Submitting...' while pending, then the success toast and an empty form", async ({
  page,
}) => {
  await openForm(page);
  let sent: Record<string, unknown> | undefined;
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(API, async (route) => {
    sent = route.request().postDataJSON() as Record<string, unknown>;
    await held;
    await route.continue();
  });
  await page.getByLabel("Your Name").fill("Dana Reyes");
  await fillRequired(page);
  await page.getByLabel("Resource URL").fill("https://example.org/feeling-good");
  await page.getByLabel("Your connection to this resource").selectOption("I wrote or made it");
  await submitButton(page).click();

  await expect(submitButton(page)).toHaveText("Submitting...");
  await expect(submitButton(page)).toBeDisabled();
  release();

  const toast = page.getByRole("region", { name: /Notifications/ }).getByRole("listitem");
  await expect(toast).toContainText("Resource Submitted Successfully!");
  await expect(toast).toContainText(
    "Thank you for your submission. We will review it and get back to you.",
  );
  // The same news in the page, focused, so that screen readers read it out.
  const status = page.getByRole("main").getByRole("status").filter({ hasText: "Thank you" });
  await expect(status).toContainText("Resource Submitted Successfully!");
  await expect(status).toBeFocused();
  await expect(submitButton(page)).toHaveText("Submit Resource for Review");
  await expect(submitButton(page)).toBeEnabled();
  for (const label of [
    "Your Name",
    "Resource Title",
    "Resource URL",
    "Description & Why You Recommend It",
  ]) {
    await expect(page.getByLabel(label)).toHaveValue("");
  }
  await expect(page.getByLabel("Resource Type")).toHaveValue("");
  expect(sent).toMatchObject({
    submitterName: "Dana Reyes",
    resourceType: "book",
    resourceCategory: "psychological-concerns",
    resourceTitle: "Feeling Good",
    resourceUrl: "https://example.org/feeling-good",
    submitterRelation: "author-or-creator",
    website: "",
  });
  // Cleared with the rest.
  await expect(page.getByLabel("Your connection to this resource")).toHaveValue("");

  await expectAccessible(page); // with the toast open
  // F8 takes the keyboard to the notifications.
  await page.keyboard.press("F8");
  await expect(page.getByRole("region", { name: /Notifications/ }).getByRole("list")).toBeFocused();
});

test("a server failure shows the destructive toast with STATUS: MESSAGE and keeps what was typed", async ({
  page,
  consoleErrors,
}) => {
  await openForm(page);
  const toast = await submitIntoServerFailure(page);
  await expect(toast).toContainText("500: Something went wrong on our side. Please try again.");
  // In the page, in words, with focus on it.
  const alert = page.getByRole("main").getByRole("alert");
  await expect(alert).toBeFocused();
  await expect(alert).toContainText("Submission Failed");
  await expect(alert).toContainText("There was an error submitting your resource.");
  await expect(alert).not.toContainText("500");
  await expect(page.getByLabel("Resource Title")).toHaveValue("Keep me");
  await expect(page.getByLabel("Resource Type")).toHaveValue("book");
  await expect(submitButton(page)).toBeEnabled();
  allowOnly(consoleErrors, [/status of 500/, /^500 for POST .*\/api\/resources\/submit$/]);
});

test("on a phone a toast never covers the quick exit", async ({ page, consoleErrors }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await openForm(page);
  await expect(await submitIntoServerFailure(page)).toBeVisible();
  // A trial click checks that the link itself would receive the click, not something over it.
  await page.getByRole("link", { name: "Exit this page" }).click({ trial: true, timeout: 5_000 });
  allowOnly(consoleErrors, [/status of 500/, /^500 for POST .*\/api\/resources\/submit$/]);
});

test("a busy server (503) gets a calm note, not an error, and what was typed stays", async ({
  page,
  consoleErrors,
}) => {
  await openForm(page);
  await page.route(API, (route) =>
    route.fulfill({
      status: 503,
      headers: { "Retry-After": "2" },
      contentType: "application/json",
      body: JSON.stringify({
        message: "We're busy right now, and nothing was stored. Please try again in a moment.",
      }),
    }),
  );
  await fillRequired(page, "Keep me too");
  await submitButton(page).click();
  const note = page.getByRole("main").getByRole("alert");
  await expect(note).toBeFocused();
  await expect(note).toContainText("We're busy right now");
  await expect(note).toContainText("Please try again in a moment: what you typed is still here.");
  await expect(note).not.toContainText("Submission Failed");
  await expect(page.getByLabel("Resource Title")).toHaveValue("Keep me too");
  await expect(page.getByLabel("Category")).not.toHaveValue("");
  await expect(submitButton(page)).toBeEnabled();
  allowOnly(consoleErrors, [/status of 503/, /^503 for POST .*\/api\/resources\/submit$/]);
});

test("an answer without a body falls back to the status text", async ({ page, consoleErrors }) => {
  await openForm(page);
  await page.route(API, (route) => route.fulfill({ status: 503, body: "" }));
  await fillRequired(page);
  await submitButton(page).click();
  await expect(page.getByRole("region", { name: /Notifications/ })).toContainText(
    "503: Service Unavailable",
  );
  allowOnly(consoleErrors, [/status of 503/, /^503 for POST/]);
});

test("field errors: an error summary takes focus and links to each field, messages under each", async ({
  page,
}) => {
  await openForm(page);
  let requests = 0;
  await page.route(API, (route) => {
    requests++;
    return route.continue();
  });
  await page.getByLabel("Resource URL").fill("example.org");
  await submitButton(page).click();

  const summary = page.getByRole("alert", { name: "Some fields need another look" });
  await expect(summary).toBeFocused();
  for (const label of ["Resource Type", "Category", "Resource Title", "Resource URL"])
    await expect(summary.getByRole("link", { name: new RegExp(`^${label}:`) })).toBeVisible();
  await summary.getByRole("link", { name: /^Category:/ }).click();
  await expect(page.getByLabel("Category")).toBeFocused();

  const type = page.getByLabel("Resource Type");
  await expect(type).toHaveAttribute("aria-invalid", "true");
  await expect(type).toHaveAccessibleDescription("Please choose a resource type.");
  await expect(page.getByLabel("Category")).toHaveAccessibleDescription(
    "Please choose a category.",
  );
  await expect(page.getByLabel("Resource Title")).toHaveAccessibleDescription(
    "Please enter the resource's title.",
  );
  await expect(page.getByLabel("Resource URL")).toHaveAccessibleDescription(
    /starting with http:\/\/ or https:\/\//,
  );
  await expect(page.getByLabel("Your Name")).not.toHaveAttribute("aria-invalid", "true");
  await expectAccessible(page);

  // Fixing a field clears its message as the visitor types.
  await page.getByLabel("Resource Title").fill("Feeling Good");
  await expect(page.getByLabel("Resource Title")).not.toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Please enter the resource's title.")).toHaveCount(0);
  expect(requests).toBe(0);
});

test("the server's field errors are shown too", async ({ page, consoleErrors }) => {
  await openForm(page);
  await page.route(API, (route) =>
    route.fulfill({
      status: 400,
      contentType: "application/json",
      body: JSON.stringify({
        message: "Some fields need another look. Please check them and try again.",
        errors: { resourceTitle: "Please shorten the title to 300 characters or fewer." },
      }),
    }),
  );
  await fillRequired(page);
  await submitButton(page).click();
  await expect(page.getByRole("region", { name: /Notifications/ })).toContainText(
    "400: Some fields need another look.",
  );
  await expect(page.getByLabel("Resource Title")).toHaveAccessibleDescription(
    "Please shorten the title to 300 characters or fewer.",
  );
  const summary = page.getByRole("alert", { name: "Some fields need another look" });
  await expect(summary).toBeFocused();
  await summary.getByRole("link", { name: /^Resource Title:/ }).click();
  await expect(page.getByLabel("Resource Title")).toBeFocused();
  allowOnly(consoleErrors, [/status of 400/, /^400 for POST/]);
});

test("without JavaScript the form posts to the page, which answers with a message", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto("/submit");

  // Invalid first: the page lists the problems, marks the fields and keeps what was typed.
  await page.getByLabel("Your Name").fill("Sam");
  await page.getByLabel("Resource Title").fill("A title worth keeping");
  const invalid = page.waitForResponse((r) => r.request().method() === "POST");
  await submitButton(page).click();
  expect((await invalid).status()).toBe(400);
  const alert = page.getByRole("alert");
  await expect(alert).toContainText("Some fields need another look");
  await expect(
    alert.getByRole("link", { name: /Resource Type: Please choose a resource type/ }),
  ).toHaveAttribute("href", "#field-resourceType");
  await expect(page.getByLabel("Your Name")).toHaveValue("Sam");
  await expect(page.getByLabel("Resource Title")).toHaveValue("A title worth keeping");
  await expect(page.getByLabel("Category")).toHaveAttribute("aria-invalid", "true");

  // Then valid: stored, thanked, and the form is empty again.
  await page.getByLabel("Resource Type").selectOption("video");
  await page.getByLabel("Category").selectOption("trauma");
  await page.getByLabel("Description & Why You Recommend It").fill("A gentle talk on healing.");
  await submitButton(page).click();
  const status = page.getByRole("main").getByRole("status");
  await expect(status).toContainText("Resource Submitted Successfully!");
  await expect(status).toContainText("We will review it and get back to you.");
  await expect(page.getByLabel("Resource Title")).toHaveValue("");
  await expect(page.getByLabel("Your Name")).toHaveValue("");
  await context.close();
});

test("without JavaScript the connection is sent with the form, and the console shows it beside the submission", async ({
  browser,
  baseURL,
  page: curator,
}) => {
  const title = `A Workbook From Its Publisher ${Date.now()}`;
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const visitor = await context.newPage();
  await visitor.goto("/submit");
  await fillRequired(visitor, title);
  await visitor.getByLabel("Your Name").fill("Sam Lee");
  await visitor
    .getByLabel("Your connection to this resource")
    .selectOption("I work for its publisher or maker");
  const sent = visitor.waitForRequest((r) => r.method() === "POST");
  await submitButton(visitor).click();
  expect(new URLSearchParams((await sent).postData() ?? "").get("submitterRelation")).toBe(
    "works-for-publisher",
  );
  await expect(visitor.getByRole("main").getByRole("status")).toContainText(
    "Resource Submitted Successfully!",
  );
  await context.close();

  await signIn(curator, "relation");
  const card = curator.getByRole("article", { name: title });
  const connection = card.getByRole("definition").filter({ hasText: "publisher" });
  await expect(connection).toHaveText("Works for its publisher or maker");
  await expect(card.getByRole("term").filter({ hasText: "Connection to it" })).toBeVisible();
  await expectAccessible(curator);
});

test("the page and the API answer without stacks or caching surprises", async ({ request }) => {
  const response = await request.post("/api/resources/submit", { data: { resourceTitle: "x" } });
  expect(response.status()).toBe(400);
  const body = (await response.json()) as { message: string; errors: Record<string, string> };
  expect(body.errors).toHaveProperty("resourceType");
  expect(response.headers()["cache-control"]).toBe("no-store");
});
