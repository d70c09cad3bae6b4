import { readFileSync } from "node:fs";
import type { Locator, Page, Request } from "@playwright/test";
import { PHQ_9 } from "../../app/features/check-in/instruments";
import { ANSWERS } from "../../app/features/check-in/questionnaire";
import { callHref, country, CRISIS_LINE, methodHref, methodLabel, service } from "./helplines";
import { expect, expectAccessible, test, waitForHydration } from "./fixtures";
import { serverLogPath } from "./server-log";

/**
 * Check in privately (docs/product.md): the PHQ-9 and GAD-7 with and without JavaScript, PHQ-9's
 * item 9 put first, the error summary, keeping results on this device, printing for a
 * clinician, and that the answers go nowhere (no request carries them; no log line holds them).
 */

/** Chooses one answer (0–3) per question, in order. */
async function answer(page: Page, values: number[]) {
  for (const [index, value] of values.entries()) {
    await page
      .getByRole("group", { name: new RegExp(`^Question ${index + 1} of `) })
      .getByRole("radio", { name: ANSWERS[value]!.label, exact: true })
      .check();
  }
}

const seeResult = (page: Page) => page.getByRole("button", { name: "See my result" }).click();

/** A mild PHQ-9: 7 of 27, item 9 "Not at all". */
const MILD = [1, 1, 1, 1, 1, 1, 1, 0, 0];
/** The lowest total, but item 9 answered "Several days". */
const ITEM_9 = [0, 0, 0, 0, 0, 0, 0, 0, 1];
/** A severe PHQ-9: 21 of 27, item 9 "Not at all". */
const SEVERE = [3, 3, 3, 3, 3, 3, 2, 1, 0];

const US = country("us");
const LIFELINE = service("988-lifeline");
const VETERANS = service("veterans-crisis-line");

/**
 * Get help now as the contract has it: the emergency line first (the default country's number,
 * with "or your local emergency number"), then the crisis lines, every way of reaching them a
 * link with its note, then /get-help and the safety plan.
 */
async function expectGetHelpNow(help: Locator) {
  await expect(help.getByRole("heading", { level: 2 })).toHaveText("Get help now");
  const emergency = help.getByText(/^If you might act on these thoughts/);
  await expect(emergency).toHaveText(
    `If you might act on these thoughts, call ${US.emergency.numbers[0]} now, or your local emergency number.`,
  );
  await expect(emergency.getByRole("link")).toHaveAttribute(
    "href",
    callHref(US.emergency.numbers[0]!),
  );
  for (const line of [LIFELINE, VETERANS]) {
    await expect(help.getByRole("heading", { level: 3, name: line.name })).toBeVisible();
    for (const method of line.methods) {
      // Within this line's own list: 988 is also the Veterans Crisis Line's number.
      const item = help
        .getByRole("heading", { level: 3, name: line.name })
        .locator("xpath=..")
        .getByRole("listitem")
        .filter({ has: help.page().locator(`a[href="${methodHref(method)}"]`) })
        .filter({ hasText: methodLabel(method) })
        .first();
      await expect(item.getByRole("link", { name: methodLabel(method) })).toBeVisible();
      if (method.note) await expect(item).toContainText(method.note);
    }
  }
  // "Then press 1" beside the Veterans Crisis Line's call.
  await expect(
    help
      .getByRole("listitem")
      .filter({ hasText: /^Call \d+Then press 1$/ })
      .getByRole("link"),
  ).toHaveAttribute("href", methodHref(VETERANS.methods[0]!));
  // In this order: the emergency line, the crisis lines, then /get-help and the safety plan.
  const links = await help
    .getByRole("link")
    .evaluateAll((all) => all.map((a) => a.getAttribute("href")));
  expect(links[0]).toBe(callHref(US.emergency.numbers[0]!));
  expect(links[1]).toBe(methodHref(LIFELINE.methods[0]!));
  expect(links.slice(-2)).toEqual(["/get-help", "/safety-plan"]);
}

/** The offers of a result, by their addresses, in order. */
async function offered(page: Page) {
  return page
    .getByRole("region", { name: "What may help now" })
    .getByRole("listitem")
    .getByRole("link")
    .evaluateAll((all) => all.map((a) => a.getAttribute("href")));
}

test.describe("with JavaScript", () => {
  test("scores in the browser: no request carries an answer", async ({ page }) => {
    await page.goto("/check-in/phq-9");
    await waitForHydration(page);
    const sent: Request[] = [];
    page.on("request", (request) => sent.push(request));

    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "PHQ-9: a check-in on low mood",
    );
    await expect(page.getByRole("heading", { level: 2, name: PHQ_9.stem })).toBeVisible();
    await answer(page, MILD);
    await page
      .getByRole("group", { name: /how difficult have these problems made it/ })
      .getByRole("radio", { name: "Somewhat difficult" })
      .check();
    await seeResult(page);

    const result = page.getByRole("heading", { name: "Your PHQ-9 result" });
    await expect(result).toBeFocused();
    await expect(page.getByRole("main")).toContainText("Score: 7 out of 27");
    await expect(page.getByRole("main")).toContainText("Mild");
    await expect(page.getByRole("heading", { name: "Get help now" })).toHaveCount(0);
    await expect(
      page.getByRole("heading", { name: "Look after yourself, and check in again" }),
    ).toBeVisible();
    const resources = page.getByRole("region", { name: "What may help now" });
    await expect(resources.getByRole("listitem").first()).toBeVisible();
    await expect(
      resources.getByRole("link", { name: "These resources as a one-page list" }),
    ).toHaveAttribute("href", /^\/list\?ids=[a-z0-9,-]+&title=/);

    await page.getByRole("button", { name: "Keep this result on this device" }).click();
    await expect(page.getByText("Kept on this device.")).toBeVisible();

    // What the page did fetch (React Router finding the routes the result links to) is a GET
    // with no body, and none of it says anything about the answers.
    for (const request of sent) {
      expect(request.method(), request.url()).toBe("GET");
      expect(request.postData(), request.url()).toBeNull();
      expect(request.url()).not.toMatch(/item-|difficulty|score|phq-9\.data|Several|Somewhat/i);
    }
  });

  test("the error summary links to each unanswered question and shrinks as they are answered", async ({
    page,
  }) => {
    await page.goto("/check-in/gad-7");
    await waitForHydration(page);
    await answer(page, [0, 1, 2, 3, 0]);
    await seeResult(page);

    const summary = page.getByRole("alert");
    await expect(summary).toBeFocused();
    await expect(summary.getByRole("heading")).toHaveText("2 questions need an answer");
    await expect(summary.getByRole("link")).toHaveText([
      "Question 6: Becoming easily annoyed or irritable",
      "Question 7: Feeling afraid as if something awful might happen",
    ]);
    const question7 = page.getByRole("group", { name: /^Question 7 of 7/ });
    await expect(question7).toHaveAccessibleDescription("Choose how often this has bothered you.");
    await summary.getByRole("link", { name: /^Question 7/ }).click();
    await expect(question7.getByRole("radio", { name: "Not at all" })).toBeFocused();
    await page.keyboard.press("Space");
    await expect(summary.getByRole("link")).toHaveText([
      "Question 6: Becoming easily annoyed or irritable",
    ]);
    await expect(summary.getByRole("heading")).toHaveText("One question needs an answer");
    await expectAccessible(page);

    await page
      .getByRole("group", { name: /^Question 6 of 7/ })
      .getByRole("radio", { name: "Nearly every day" })
      .check();
    await seeResult(page);
    await expect(page.getByRole("heading", { name: "Your GAD-7 result" })).toBeFocused();
    await expect(page.getByRole("main")).toContainText("Score: 9 out of 21");
    // The other answers were kept: changing them shows them as they were.
    await page.getByRole("button", { name: "Change my answers" }).click();
    await expect(
      page.getByRole("heading", { level: 2, name: /^Over the last 2 weeks/ }),
    ).toBeFocused();
    await expect(
      page.getByRole("group", { name: /^Question 4 of 7/ }).getByRole("radio", {
        name: "Nearly every day",
      }),
    ).toBeChecked();
  });

  test("item 9: Get help now appears right after the question at once, and first in the result", async ({
    page,
  }) => {
    // Two accessibility scans and every line's every way, checked twice.
    test.setTimeout(90_000);
    await page.goto("/check-in/phq-9");
    await waitForHydration(page);
    const status = page.locator("main form").getByRole("status");
    await expect(status).toHaveText("");
    await answer(page, ITEM_9);
    const question9 = page.getByRole("group", { name: /^Question 9 of 9/ });
    await expect(question9.getByRole("radio", { name: "Several days" })).toBeFocused();
    const help = page.getByRole("region", { name: "Get help now" });
    await expect(help).toBeVisible();
    // Right after item 9: the next thing in the page's order.
    expect(
      await question9.evaluate(
        (group, region) =>
          group.closest("div.rounded-xl")!.nextElementSibling?.contains(region) ?? false,
        await help.elementHandle(),
      ),
    ).toBe(true);
    await expectGetHelpNow(help);
    await expect(help).toContainText("Finish the questions whenever you are ready.");
    // Announced once, politely; never an alert, and focus stays on the answer.
    await expect(status).toHaveText(/^Get help now/);
    await expect(page.getByRole("alert")).toHaveCount(0);
    await expect(question9.getByRole("radio", { name: "Several days" })).toBeFocused();
    await expectAccessible(page);

    await seeResult(page);
    const headings = page.getByRole("main").getByRole("heading", { level: 2 });
    await expect(headings.first()).toHaveText("Get help now");
    await expect(headings.first()).toBeFocused();
    await expect(headings.nth(1)).toHaveText("Your PHQ-9 result");
    await expectGetHelpNow(page.getByRole("region", { name: "Get help now" }));
    await expect(page.getByRole("main")).toContainText("Score: 1 out of 27");
    await expect(page.getByRole("heading", { name: "Talk to someone today" })).toBeVisible();
    await expect(page.getByRole("main")).toContainText("Talk to a crisis line now");
    await expect(page.getByRole("main")).toContainText("same day");
    expect((await offered(page)).slice(0, 2)).toEqual(["/get-help", "/safety-plan"]);
    await expectAccessible(page);
  });

  test("a result posted before the page was ready hydrates, and its answers can be changed", async ({
    page,
  }) => {
    await page.goto("/check-in/gad-7");
    await waitForHydration(page);
    await answer(page, [3, 3, 3, 3, 3, 0, 0]);
    // As a visitor who presses the button before the scripts have run: a plain POST.
    await Promise.all([
      page.waitForResponse((response) => response.request().method() === "POST"),
      page.evaluate(() =>
        HTMLFormElement.prototype.submit.call(document.querySelector("main form")),
      ),
    ]);
    await expect(page.getByRole("main")).toContainText("Score: 15 out of 21");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Change my answers" }).click();
    await expect(
      page.getByRole("group", { name: /^Question 5 of 7/ }).getByRole("radio", {
        name: "Nearly every day",
      }),
    ).toBeChecked();
  });

  test("item 9 shows the chosen country's lines", async ({ page }) => {
    await page.goto("/get-help/gb");
    await expect(page.getByText(/^This browser now remembers/)).toBeVisible();
    await page.goto("/check-in/phq-9");
    await waitForHydration(page);
    await answer(page, ITEM_9);
    await seeResult(page);
    const help = page.getByRole("region", { name: "Get help now" });
    const gb = country("gb");
    await expect(help.getByText(/^If you might act on these thoughts/)).toHaveText(
      `If you might act on these thoughts, call ${gb.emergency.numbers.join(" or ")} now, the emergency ${gb.emergency.numbers.length > 1 ? "numbers" : "number"} in the United Kingdom.`,
    );
    await expect(help).toContainText("You can talk to someone right now, in the United Kingdom");
    const samaritans = service("samaritans-uk");
    await expect(help.getByRole("heading", { name: samaritans.name })).toBeVisible();
    await expect(
      help.getByRole("link", { name: methodLabel(samaritans.methods[0]!) }),
    ).toHaveAttribute("href", methodHref(samaritans.methods[0]!));
  });

  test("kept results show as a chart and a table, and one button deletes them", async ({
    page,
  }) => {
    await page.goto("/check-in/phq-9");
    await waitForHydration(page);
    await answer(page, MILD);
    await seeResult(page);
    await page.getByRole("button", { name: "Keep this result on this device" }).click();
    await page.getByRole("button", { name: "Change my answers" }).click();
    await answer(page, [2, 2, 2, 2, 1, 1, 1, 1, 0]);
    await seeResult(page);
    await expect(page.getByRole("main")).toContainText("Score: 12 out of 27");
    await page.getByRole("button", { name: "Keep this result on this device" }).click();

    const kept = page.getByRole("region", { name: "Kept on this device" });
    await expect(kept.getByRole("img")).toHaveAccessibleName(
      /^PHQ-9 scores kept on this device, oldest first: 7, 12\./,
    );
    await expect(kept.locator("svg circle")).toHaveCount(2);
    const rows = kept.getByRole("table").getByRole("row");
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(1)).toContainText(/PHQ-9\s*7 of 27\s*Mild/);
    await expect(rows.nth(2)).toContainText(/PHQ-9\s*12 of 27\s*Moderate/);
    expect(
      await page.evaluate(() => localStorage.getItem("steady-ground:check-in-results")),
    ).not.toContain("answers");

    // They are there on the next visit, before any question is answered, and on /check-in.
    await page.goto("/check-in");
    await waitForHydration(page);
    await expect(
      page.getByRole("region", { name: "Kept on this device" }).getByRole("row"),
    ).toHaveCount(3);
    await page.getByRole("button", { name: "Delete all kept results" }).click();
    await expect(page.getByText("Your kept results were deleted from this device.")).toBeVisible();
    await expect(page.getByRole("region", { name: "Kept on this device" })).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
  });

  test("prints one page for a clinician, with a name only when one is typed", async ({ page }) => {
    await page.goto("/check-in/phq-9");
    await waitForHydration(page);
    await answer(page, ITEM_9);
    await seeResult(page);
    await page.emulateMedia({ media: "print" });
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { name: "Get help now" })).toBeHidden();
    await expect(
      main.getByRole("heading", { name: "PHQ-9 (low mood): answers and score" }),
    ).toBeVisible();
    await expect(main).toContainText(
      "Thoughts that you would be better off dead or of hurting yourself in some way",
    );
    await expect(main.getByRole("cell", { name: "Several days" })).toBeVisible();
    await expect(main).toContainText("Question 9 was answered above “Not at all”.");
    await expect(main).toContainText(`call or text ${CRISIS_LINE.number}`);
    await expect(main.getByText("Name:")).toBeHidden();
    expect(await page.pdf({ format: "Letter" }).then(pageCount)).toBe(1);

    await page.emulateMedia({ media: "screen" });
    await page
      .getByRole("textbox", { name: "Your name on the printout (optional)" })
      .fill("Sam Rivera");
    await page.emulateMedia({ media: "print" });
    await expect(main.getByText("Name:")).toBeVisible();
    await expect(main.getByRole("textbox")).toHaveValue("Sam Rivera");
    expect(await page.pdf({ format: "A4" }).then(pageCount)).toBe(1);
  });
});

const pageCount = (pdf: Buffer) => pdf.toString("latin1").match(/\/Type\s*\/Page[^s]/g)?.length;

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("posts to the same address and answers the result, never stored, never logged", async ({
    page,
  }) => {
    await page.goto("/check-in/phq-9");
    await answer(page, [2, 1, 2, 1, 0, 1, 0, 1, 0]);
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      seeResult(page),
    ]);
    expect(response.url()).toMatch(/\/check-in\/phq-9$/);
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toBe("no-store");
    const body = response.request().postData() ?? "";
    expect(body).toContain("item-1=2");
    await expect(page).toHaveURL(/\/check-in\/phq-9$/);
    await expect(page.getByRole("heading", { name: "Your PHQ-9 result" })).toBeVisible();
    await expect(page.getByRole("main")).toContainText("Score: 8 out of 27");
    await expect(page.getByRole("link", { name: "Answer the questions again" })).toBeVisible();
    await expect(page.getByText("Use your browser’s Print command")).toBeVisible();

    // The server logged the request (by its id) without anything that was answered.
    const id = response.headers()["x-request-id"]!;
    expect(id).toBeTruthy();
    await expect.poll(() => readFileSync(serverLogPath(), "utf8")).toContain(id);
    const log = readFileSync(serverLogPath(), "utf8");
    const lines = log.split("\n").filter((line) => line.includes(id));
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line).toContain('"url":"/check-in/phq-9"');
    for (const secret of ["item-", "difficulty=", "Several days", "More than half", body]) {
      expect(log, secret).not.toContain(secret);
    }
  });

  test("an unanswered question comes back with the error summary and the answers kept", async ({
    page,
    consoleErrors,
  }) => {
    await page.goto("/check-in/phq-9");
    await answer(page, [3, 3]);
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      seeResult(page),
    ]);
    expect(response.status()).toBe(400);
    expect(response.headers()["cache-control"]).toBe("no-store");
    const summary = page.getByRole("alert");
    await expect(summary.getByRole("heading")).toHaveText("7 questions need an answer");
    await expect(summary.getByRole("link")).toHaveCount(7);
    await expect(summary.getByRole("link").first()).toHaveAttribute("href", "#item-3-0");
    await expect(
      page.getByRole("group", { name: /^Question 2 of 9/ }).getByRole("radio", {
        name: "Nearly every day",
      }),
    ).toBeChecked();
    // The browser reports the 400 it was answered on purpose; nothing else may be logged.
    expect(consoleErrors).toEqual([expect.stringMatching(/status of 400 \(Bad Request\)/)]);
    consoleErrors.length = 0;
  });

  test("item 9 puts Get help now above the score, and says today", async ({ page }) => {
    await page.goto("/check-in/phq-9");
    await answer(page, ITEM_9);
    await seeResult(page);
    const headings = page.getByRole("main").getByRole("heading", { level: 2 });
    await expect(headings.first()).toHaveText("Get help now");
    await expect(headings.nth(1)).toHaveText("Your PHQ-9 result");
    await expectGetHelpNow(page.getByRole("region", { name: "Get help now" }));
    await expect(page.getByRole("main")).toContainText("Score: 1 out of 27");
    await expect(page.getByRole("heading", { name: "Talk to someone today" })).toBeVisible();
    await expect(page.getByRole("main")).not.toContainText("this week if you can");
    expect((await offered(page)).slice(0, 2)).toEqual(["/get-help", "/safety-plan"]);
  });

  // Each band on its own page load: five submissions in one test came close to its 30 s limit
  // on a busy machine.
  const bands: Array<[string, string, number[], string[]]> = [
    [
      "a mild PHQ-9 offers self-help",
      "/check-in/phq-9",
      MILD,
      [
        "/resource/self-compassion-break",
        "/resource/ucla-mindful-guided-meditations",
        "/resource/nimh-depression",
      ],
    ],
    [
      "a moderate PHQ-9 offers a therapist first",
      "/check-in/phq-9",
      [2, 2, 1, 1, 1, 1, 1, 1, 0],
      [
        "/blog/how-to-choose-a-therapist",
        "/resource/nimh-depression",
        "/understanding-depression",
        "/resource/feeling-good",
      ],
    ],
    [
      "a severe PHQ-9 offers help first",
      "/check-in/phq-9",
      SEVERE,
      ["/get-help", "/safety-plan", "/blog/how-to-choose-a-therapist", "/resource/nimh-depression"],
    ],
    [
      "a mild GAD-7 offers self-help",
      "/check-in/gad-7",
      [1, 1, 1, 1, 1, 1, 0],
      ["/resource/progressive-muscle-relaxation", "/resource/ucla-mindful-guided-meditations"],
    ],
    [
      "a severe GAD-7 offers help first",
      "/check-in/gad-7",
      [3, 3, 3, 3, 3, 3, 3],
      ["/get-help", "/safety-plan", "/blog/how-to-choose-a-therapist", "/understanding-anxiety"],
    ],
  ];
  for (const [name, path, values, offers] of bands) {
    test(`each band offers its own: ${name}`, async ({ page }) => {
      await page.goto(path);
      await answer(page, values);
      await seeResult(page);
      await expect(page.getByRole("heading", { name: /^Your .+ result$/ })).toBeVisible();
      expect(await offered(page)).toEqual(offers);
      if (values === SEVERE) {
        // A severe PHQ-9 without item 9: today, and no Get help now region (item 9's alone).
        await expect(page.getByRole("main")).toContainText("Score: 21 out of 27");
        await expect(page.getByRole("heading", { name: "Talk to someone today" })).toBeVisible();
        await expect(page.getByRole("region", { name: "Get help now" })).toHaveCount(0);
      }
    });
  }
});

test.describe("where the check-in is offered", () => {
  test("the home page and the topic pages link to it", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("link", { name: "Check in privately" })).toHaveAttribute(
      "href",
      "/check-in",
    );
    for (const [path, question, href] of [
      ["/depression", "How has your mood been lately?", "/check-in/phq-9"],
      ["/anxiety", "Has worry been getting to you lately?", "/check-in/gad-7"],
    ] as const) {
      await page.goto(path);
      await expect(
        page.getByRole("region", { name: question }).getByRole("link"),
        path,
      ).toHaveAttribute("href", href);
    }
  });

  test("a search for a self-check lists it first, under Get help now", async ({ page }) => {
    await page.goto("/search?q=am+I+depressed");
    const pages = page.getByRole("region", { name: "Pages" });
    await expect(pages.getByRole("link").first()).toHaveAttribute("href", "/check-in/phq-9");
    await page.goto("/search?q=anxiety+test");
    await expect(
      page.getByRole("region", { name: "Pages" }).getByRole("link").first(),
    ).toHaveAttribute("href", "/check-in/gad-7");
  });

  test("/check-in offers both, says what they are and where the answers go", async ({ page }) => {
    await page.goto("/check-in");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Check in privately");
    await expect(page.getByRole("link", { name: "Start the PHQ-9" })).toHaveAttribute(
      "href",
      "/check-in/phq-9",
    );
    await expect(page.getByRole("link", { name: "Start the GAD-7" })).toHaveAttribute(
      "href",
      "/check-in/gad-7",
    );
    await expect(page.getByRole("heading", { name: "A check-in, not a diagnosis" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "What happens to your answers" })).toBeVisible();
    await expectAccessible(page);
  });

  test("each questionnaire cites its paper", async ({ page }) => {
    await page.goto("/check-in/phq-9");
    await expect(
      page.getByRole("link", { name: /Kroenke K, Spitzer RL, Williams JBW/ }),
    ).toHaveAttribute("href", "https://doi.org/10.1046/j.1525-1497.2001.016009606.x");
    await page.goto("/check-in/gad-7");
    await expect(
      page.getByRole("link", { name: /Spitzer RL, Kroenke K, Williams JBW, Löwe B/ }),
    ).toHaveAttribute(
      "href",
      "https://jamanetwork.com/journals/jamainternalmedicine/fullarticle/410326",
    );
    await expect(page.getByRole("heading", { level: 2 }).first()).toHaveText(
      "Over the last 2 weeks, how often have you been bothered by the following problems?",
    );
  });
});
