import type { Locator } from "@playwright/test";
import { E2E_CURATORS, E2E_PASSWORD } from "../setup/e2e-curator";
import { expect, test, waitForHydration } from "./fixtures";
import { currentCode, enterPassword, SIGN_IN_TIMEOUT } from "./sign-in";
import { labelInNameProblems } from "./label-in-name";
import { tabBothWays } from "./focus-checks";
import {
  exitBarProblems,
  helpInOrder,
  setDefaultTextSize,
  sidewaysAt,
  smallTargets,
  textProblems,
} from "./wcag-checks";

/**
 * WCAG 2.2's new AA criteria, one browser test each, plus what the axe runs cannot see: names
 * that match what a control shows with its menus open, and pages read with the browser's text
 * size set to 200%. The checks run in the page (./wcag-checks.ts, passed to `page.evaluate`), so
 * each page costs one round trip.
 */

// --- 2.4.11 Focus not obscured -------------------------------------------------------------

test.describe("2.4.11 focus not obscured", () => {
  // Tabbing through each template, forward and back: tests/e2e/focus.spec.ts.
  test("with text at 200% on a phone, the taller exit bar never covers focus either", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 375, height: 800 });
    await setDefaultTextSize(page, 32);
    const problems: string[] = [];
    for (const path of ["/", "/blog/depression-in-men"]) {
      await page.goto(path);
      await waitForHydration(page);
      problems.push(...(await tabBothWays(page, `${path} at 200%`)));
    }
    expect(problems).toEqual([]);
  });

  for (const width of [1280, 375]) {
    test(`with a toast on screen, tabbing never leaves focus under it (${width} px)`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: 700 });
      // The page's clock stands still once the toast is up, so that it stays for the whole tab.
      await page.clock.install();
      await page.goto("/submit");
      await waitForHydration(page);
      await page.getByLabel("Resource Type").selectOption("book");
      await page.getByLabel("Category").selectOption({ label: "Depression & Anxiety" });
      await page.getByLabel("Resource Title").fill(`Toast and focus ${Date.now()}`);
      await page.getByLabel("Description & Why You Recommend It").fill("Kind and clear.");
      await page.getByRole("button", { name: "Submit Resource for Review" }).click();
      const toast = page.getByRole("region", { name: /Notifications/ }).getByRole("listitem");
      await expect(toast).toContainText("Resource Submitted Successfully!");
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 100);
      const problems = await tabBothWays(page, "/submit with a toast", 120);
      await expect(toast).toBeVisible();
      expect(problems).toEqual([]);
    });
  }
});

// --- 2.5.8 Target size (minimum) and 3.2.6 Consistent help -----------------------------------

// Every page's targets, help, Exit this page bar and reflow: tests/e2e/every-page.spec.ts, which
// loads each page once for all of them. Here, the checks themselves, failing on planted examples.
test.describe("2.5.8 target size, 3.2.6 consistent help, Exit this page, 1.4.10 reflow", () => {
  test("the checks find a page wider than the window and an Exit this page bar out of place", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto("/about");
    await waitForHydration(page);
    expect(await page.evaluate(sidewaysAt)).toBeNull();
    expect(await page.evaluate(exitBarProblems)).toEqual([]);
    await page.evaluate(() => {
      const wide = document.createElement("pre");
      wide.textContent = "x".repeat(200);
      document.querySelector("main")!.append(wide);
      const bar = document.querySelector<HTMLElement>('[data-testid="quick-exit"]')!;
      bar.style.position = "relative";
      bar.style.top = "-500px";
      bar.querySelector("a[href='/exit']")!.setAttribute("href", "/somewhere");
    });
    expect(await page.evaluate(sidewaysAt)).toMatch(/^\d+ px wide in 320 px$/);
    expect(await page.evaluate(exitBarProblems)).toEqual([
      '"Exit this page" leads to /somewhere',
      '"Exit this page" is out of view',
      'the hint "Or press Shift 3 times" is not shown',
      'no "Browsing safely" link to /browsing-safely',
    ]);
  });

  test("the check finds a target that is too small and crowded", async ({ page }) => {
    await page.goto("/about");
    await waitForHydration(page);
    await page.evaluate(() => {
      const row = document.createElement("p");
      row.innerHTML =
        '<button style="width:16px;height:16px;padding:0"></button><button style="width:16px;height:16px;padding:0"></button>';
      document.querySelector("main")!.prepend(row);
    });
    const found = await page.evaluate(smallTargets);
    expect(found.filter((problem) => problem.startsWith('button "" is 16x16 px'))).toHaveLength(2);
  });

  test("a chosen country changes the crisis bar's line, not where help is", async ({ page }) => {
    await page.goto("/get-help/gb");
    await expect(page.getByText(/^This browser now remembers/)).toBeVisible();
    const order = async (path: string) => {
      await page.goto(path);
      await waitForHydration(page);
      return page.evaluate(helpInOrder);
    };
    const home = await order("/");
    await expect(page.getByTestId("crisis-bar")).toContainText("Samaritans");
    for (const path of ["/blog/depression-in-men", "/search?q=sleep", "/resource/headspace"])
      expect(await order(path), path).toEqual(home);
  });
});

// --- 3.3.7 Redundant entry and 3.3.8 Accessible authentication ------------------------------

/** What a form asks for: each field's label and autocomplete purpose, in order. */
async function fieldsOf(form: Locator) {
  return form.evaluate((element: HTMLFormElement) =>
    [...element.elements]
      .filter(
        (field): field is HTMLInputElement =>
          field.matches("input, select, textarea") &&
          !["hidden", "submit"].includes((field as HTMLInputElement).type) &&
          field.getAttribute("aria-hidden") !== "true" &&
          !field.closest('[aria-hidden="true"]'),
      )
      .map((field) => ({
        name: field.name,
        label: [...(field.labels ?? [])].map((label) => label.textContent?.trim()).join(" "),
        autocomplete: field.getAttribute("autocomplete"),
      })),
  );
}

test.describe("3.3.7 redundant entry", () => {
  test("the submit form asks for nothing twice, and a refusal keeps every answer", async ({
    browser,
    baseURL,
  }) => {
    // Without JavaScript the server checks the form and sends it back: the hardest case.
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/submit");
    const form = page.locator("form", { has: page.getByLabel("Resource Title") });
    const fields = await fieldsOf(form);
    const labels = fields.map((field) => field.label);
    const purposes = fields.map((field) => field.autocomplete).filter((value) => value);
    expect(new Set(labels).size, "every label differs").toBe(labels.length);
    expect(new Set(purposes).size, "every autocomplete purpose differs").toBe(purposes.length);
    expect(labels.filter((label) => /confirm|again|re-?enter|repeat/i.test(label))).toEqual([]);

    const typed: Record<string, string> = {
      "Your Name": "Sam Rivera",
      "Your Title": "School counselor",
      "Your Location": "Tucson, Arizona",
      "Resource Title": "A title worth keeping",
      "Author / Creator": "A. Writer",
      "Resource URL": "not an address",
      "Description & Why You Recommend It": "Warm and practical.",
    };
    for (const [label, value] of Object.entries(typed)) await page.getByLabel(label).fill(value);
    await page.getByLabel("Your Email").fill("sam@example.org");
    await page.getByLabel("Resource Type").selectOption("book");
    await page.getByLabel("Category").selectOption({ label: "Depression & Anxiety" });
    await page.getByRole("button", { name: "Submit Resource for Review" }).click();
    await expect(page.getByRole("alert").first()).toBeVisible();
    for (const [label, value] of Object.entries(typed))
      await expect(page.getByLabel(label), label).toHaveValue(value);
    await expect(page.getByLabel("Your Email")).toHaveValue("sam@example.org");
    await expect(page.getByLabel("Resource Type")).toHaveValue("book");
    await expect(page.getByLabel("Category")).not.toHaveValue("");
    await context.close();
  });

  test("the report form never asks which resource, and a refusal keeps what was typed", async ({
    page,
    consoleErrors,
  }) => {
    await page.goto("/resource/headspace/report");
    await waitForHydration(page);
    const form = page.locator("form", { has: page.getByLabel("Details (optional)") });
    // The resource is in the address: the form asks only what the problem is.
    expect([...new Set((await fieldsOf(form)).map((field) => field.name))]).toEqual([
      "reason",
      "details",
    ]);
    // An old browser that skips the required check sends it without a reason.
    await form.evaluate((element: HTMLFormElement) => (element.noValidate = true));
    await page.getByLabel("Details (optional)").fill("The link opens a different app.");
    await page.getByRole("button", { name: "Send report" }).click();
    await expect(page.getByText("Please choose what the problem is.")).toBeVisible();
    await expect(page.getByLabel("Details (optional)")).toHaveValue(
      "The link opens a different app.",
    );
    // The refusal is a 400, which the browser logs; nothing else may be.
    expect(consoleErrors.filter((error) => !/400/.test(error))).toEqual([]);
    consoleErrors.length = 0;
  });
});

test.describe("3.3.8 accessible authentication", () => {
  test("the curator's sign-in lets a password manager fill it and pasting work", async ({
    page,
    context,
  }) => {
    await page.goto("/curator/login");
    const form = page.locator("form", { has: page.getByLabel("Password") });
    await expect(form).not.toHaveAttribute("autocomplete", "off");
    // A password manager finds the account by these, and fills both.
    const username = page.getByLabel("Username");
    const password = page.getByLabel("Password");
    await expect(username).toHaveAttribute("autocomplete", "username");
    await expect(username).toHaveAttribute("name", "username");
    await expect(password).toHaveAttribute("autocomplete", "current-password");
    await expect(password).toHaveAttribute("type", "password");
    for (const field of [username, password]) await expect(field).not.toHaveAttribute("maxlength");

    // Pasting from the clipboard works in both fields once the page's script runs.
    await waitForHydration(page);
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    for (const [field, text] of [
      [username, E2E_CURATORS.signingIn],
      [password, E2E_PASSWORD],
    ] as const) {
      await page.evaluate((value) => navigator.clipboard.writeText(value), text);
      await field.focus();
      await page.keyboard.press("ControlOrMeta+V");
      await expect(field).toHaveValue(text);
    }
  });
});

test.describe("3.3.8 accessible authentication, the code step", () => {
  test("the second factor's code takes a password manager's one-time code and a pasted code", async ({
    page,
    context,
  }) => {
    await enterPassword(page, "pasteCode");
    await expect(page).toHaveURL(/\/curator\/login\/code$/, { timeout: SIGN_IN_TIMEOUT });
    const code = page.getByLabel("Code", { exact: true });
    await expect(code).toHaveAttribute("autocomplete", "one-time-code");
    await expect(code).toHaveAttribute("name", "code");
    await waitForHydration(page);
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    // A code copied from an app often comes with a space in the middle; it still signs in.
    const digits = currentCode();
    const pasted = `${digits.slice(0, 3)} ${digits.slice(3)}`;
    await page.evaluate((value) => navigator.clipboard.writeText(value), pasted);
    await code.focus();
    await page.keyboard.press("ControlOrMeta+V");
    await expect(code).toHaveValue(pasted);
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(/\/curator$/, { timeout: SIGN_IN_TIMEOUT });
  });
});

// --- 2.5.3 Label in name, menus open --------------------------------------------------------

test.describe("2.5.3 label in name", () => {
  for (const width of [1280, 375]) {
    test(`every control's name holds what it shows, menus open (${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const problems: string[] = [];
      for (const path of ["/", "/resource/rain-exercise", "/search?q=sleep"]) {
        await page.goto(path);
        await waitForHydration(page);
        // Every header menu and group open, so that their links are in the accessibility tree.
        await page.evaluate(() =>
          document.querySelectorAll("details").forEach((details) => (details.open = true)),
        );
        problems.push(...(await labelInNameProblems(page)).map((problem) => `${path}: ${problem}`));
      }
      expect(problems).toEqual([]);
    });
  }

  test("a filter chip is named by what it shows, then its unit", async ({ page }) => {
    await page.goto("/category/psychological-concerns");
    const books = page
      .getByRole("navigation", { name: "Filter by type" })
      .getByRole("link", { name: /^Books/ });
    // What it shows: its text without what only screen readers get.
    const shown = await books.evaluate((link) => {
      const copy = link.cloneNode(true) as Element;
      copy.querySelectorAll(".sr-only").forEach((hidden) => hidden.remove());
      return (copy.textContent ?? "").replace(/\s+/g, " ").trim();
    });
    expect(shown).toMatch(/^Books \d+$/);
    await expect(books).toHaveAccessibleName(new RegExp(`^${shown} resources?$`));
  });

  test("the check finds a name that leaves out what is shown", async ({ page }) => {
    await page.goto("/about");
    await waitForHydration(page);
    await page.evaluate(() => {
      const link = document.createElement("a");
      link.href = "/blog";
      link.textContent = "Books 5";
      link.setAttribute("aria-label", "Books, 5 resources");
      document.querySelector("main")!.prepend(link);
    });
    expect(await labelInNameProblems(page)).toEqual([
      'link "Books, 5 resources" does not contain what it shows, "books 5"',
    ]);
  });
});

// --- 1.4.4 Resize text: the browser's default text size at 200% ------------------------------

test.describe("1.4.4 text at 200%", () => {
  // Every template page at 1280 and 375 px with the browser's text size at 200%:
  // tests/e2e/every-page.spec.ts, on the load that checks the rest.

  test("with text alone zoomed to 200% (root font 32 px, the window's media queries unchanged), the header collapses into Menu at 1280 px", async ({
    page,
  }) => {
    // Firefox's "Zoom text only" and a user style sheet enlarge the rem but not the width a media
    // query reads: the full menu, laid out for 1,280 px of 16 px text, once pushed the page to 1,730 px.
    await page.setViewportSize({ width: 1280, height: 900 });
    const problems: string[] = [];
    for (const path of ["/", "/get-help/gb", "/resource/samaritans"]) {
      await page.goto(path);
      await waitForHydration(page);
      await page.addStyleTag({ content: "html { font-size: 32px !important }" });
      await expect(page.getByRole("banner").getByText("Menu", { exact: true })).toBeVisible();
      await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
      problems.push(...(await page.evaluate(textProblems)).map((problem) => `${path}: ${problem}`));
    }
    expect(problems).toEqual([]);
  });

  test("the check finds overlapping text and text off the window", async ({ page }) => {
    await page.goto("/about");
    await waitForHydration(page);
    expect(await page.evaluate(textProblems)).toEqual([]);
    await page.evaluate(() => {
      const main = document.querySelector("main")!;
      main.insertAdjacentHTML(
        "afterbegin",
        '<p>First words here</p><p style="margin-top:-1.2rem">Second words here</p><p style="margin-left:-50px">Off the edge</p>',
      );
    });
    const problems = await page.evaluate(textProblems);
    expect(problems).toContainEqual(expect.stringMatching(/overlap/));
    expect(problems).toContainEqual(expect.stringMatching(/"Off the edge" runs off the window/));
  });
});
