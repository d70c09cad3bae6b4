import type { Page, Request } from "@playwright/test";
import { expect, expectAccessible, test, waitForHydration } from "./fixtures";
import { SITE_URL } from "./site-url";
import { callHref, country, CRISIS_LINE, methodHref, methodLabel, service } from "./helplines";

/**
 * Help wherever the visitor is: crisis lines by country, the remembered country in the crisis
 * bar, crisis-aware search, Exit this page on every public page, and the safety plan.
 */

/** Exit this page goes to /exit, which answers 303 to QUICK_EXIT_URL; the test stands in for it. */
async function stubExit(page: Page) {
  await page.route("**/exit", (route) =>
    route.fulfill({ contentType: "text/html", body: "<title>Weather</title><p>Weather</p>" }),
  );
}

/**
 * Opens a country's page and waits until it says the browser remembers the country: the choice
 * is stored once the page has hydrated, which under load can come after the network goes quiet.
 */
async function chooseCountry(page: Page, code: string) {
  await page.goto(`/get-help/${code}`);
  await expect(page.getByText(/^This browser now remembers/)).toBeVisible();
}

test.describe("crisis lines by country", () => {
  test("country pages list their lines as tel: and sms: links", async ({ page }) => {
    await page.goto("/get-help/gb");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Crisis lines in the United Kingdom",
    );
    const samaritans = service("samaritans-uk").methods[0]!;
    const call = page.getByRole("link", { name: methodLabel(samaritans) });
    await expect(call).toHaveAttribute("href", methodHref(samaritans));
    // Digits only: what every phone's dialer takes.
    await expect(call).toHaveAttribute("href", /^tel:\d+$/);
    const emergency = country("gb").emergency.numbers[0]!;
    await expect(page.getByRole("link", { name: emergency }).first()).toHaveAttribute(
      "href",
      callHref(emergency),
    );
    await expect(page.getByRole("main")).toContainText("Last checked");

    await page.goto("/get-help/us");
    const start = service("national-domestic-violence-hotline").methods.find(
      (method) => method.kind === "text",
    )!;
    await expect(page.getByRole("link", { name: methodLabel(start) })).toHaveAttribute(
      "href",
      /^sms:\d+\?&body=[A-Z]+$/,
    );
    await expect(page.getByRole("link", { name: methodLabel(start) })).toHaveAttribute(
      "href",
      methodHref(start),
    );
    // The Veterans Crisis Line: the 988 number, then press 1, said beside the link.
    const veterans = page.locator("#veterans-crisis-line");
    const veteransCall = service("veterans-crisis-line").methods[0]!;
    await expect(veterans.getByRole("link", { name: methodLabel(veteransCall) })).toHaveAttribute(
      "href",
      methodHref(veteransCall),
    );
    await expect(veterans).toContainText(veteransCall.note!);
    const rainn = service("rainn-hotline").methods[0]!;
    await expect(page.getByRole("link", { name: methodLabel(rainn) })).toHaveAttribute(
      "href",
      methodHref(rainn),
    );
    // How to help someone else, and Find A Helpline for everyone else.
    await expect(page.getByRole("main")).toContainText("Are you thinking about suicide?");
    await expect(page.getByRole("link", { name: "findahelpline.com" })).toHaveAttribute(
      "href",
      "https://findahelpline.com",
    );

    await page.goto("/get-help/au");
    const triple = country("au").emergency.numbers[0]!;
    await expect(page.getByRole("link", { name: triple }).first()).toHaveAttribute(
      "href",
      callHref(triple),
    );
  });

  test("the chooser works without JavaScript; bad codes lead back to /get-help", async ({
    browser,
    baseURL,
    request,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto("/get-help");
    await page.getByRole("combobox", { name: "Your country" }).selectOption("nz");
    await page.getByRole("button", { name: "Show lines" }).click();
    await expect(page).toHaveURL(/\/get-help\/nz$/);
    const nz = service("need-to-talk-1737").methods[0]!;
    await expect(page.getByRole("link", { name: methodLabel(nz) })).toHaveAttribute(
      "href",
      methodHref(nz),
    );
    await context.close();

    const chosen = await request.get("/get-help?country=GB", { maxRedirects: 0 });
    expect(chosen.status()).toBe(303);
    expect(chosen.headers().location).toBe("/get-help/gb");
    for (const value of ["usa", "", "1"]) {
      const bad = await request.get(`/get-help?country=${value}`, { maxRedirects: 0 });
      expect(bad.status()).toBe(303);
      expect(bad.headers().location).toBe("/get-help");
    }
  });

  test("an unknown country is a 404 that points to /get-help", async ({ page }) => {
    const response = await page.goto("/get-help/xx");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("link", { name: /Choose your country/ })).toHaveAttribute(
      "href",
      "/get-help",
    );
    await expectAccessible(page);
  });

  test("a country page shows its lines as served: its line in the bar, nothing fetched again", async ({
    page,
    browser,
    baseURL,
  }) => {
    const fetched: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/helplines")) fetched.push(request.url());
    });
    await page.goto("/get-help/gb");
    await waitForHydration(page);
    await expect(page.getByText(/^This browser now remembers/)).toBeVisible();
    const samaritans = service("samaritans-uk");
    await expect(page.getByTestId("crisis-bar")).toContainText(samaritans.name);
    expect(fetched).toEqual([]);

    // Without JavaScript the server's HTML already names the country's line in the bar.
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const plain = await context.newPage();
    await plain.goto("/get-help/gb");
    await expect(plain.getByTestId("crisis-bar")).toContainText(
      `In crisis in the United Kingdom? ${samaritans.name}`,
    );
    // The emergency line first, then each line; a line no page printed the number of says so.
    const main = (await plain.getByRole("main").textContent()) ?? "";
    expect(main.indexOf(country("gb").emergency.numbers[0]!)).toBeLessThan(
      main.indexOf(samaritans.name),
    );
    await expect(plain.locator("article#childline")).toContainText(
      "a page that does not print the number",
    );
    await context.close();
  });

  test("the crisis bar shows the chosen country's line, in this browser only", async ({ page }) => {
    await page.goto("/about");
    const bar = page.getByTestId("crisis-bar");
    await expect(bar.getByRole("link", { name: CRISIS_LINE.number })).toHaveAttribute(
      "href",
      callHref(CRISIS_LINE.number),
    );
    await expect(bar).toContainText(`in ${CRISIS_LINE.where}`);
    expect(CRISIS_LINE.where).toBe("the United States and Canada");

    await chooseCountry(page, "gb");
    await page.goto("/about");
    await waitForHydration(page);
    const gbLine = service("samaritans-uk").methods[0]!.value;
    await expect(bar.getByRole("link", { name: gbLine })).toHaveAttribute("href", callHref(gbLine));
    await expect(bar).toContainText("United Kingdom");

    // /get-help now lists the chosen country first.
    await page.goto("/get-help");
    await waitForHydration(page);
    await expect(
      page
        .getByRole("region", { name: "Crisis lines by country" })
        .getByRole("heading", { level: 3 })
        .first(),
    ).toHaveText("United Kingdom");

    await page.goto("/get-help/gb");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Forget my country" }).click();
    await page.goto("/about");
    await waitForHydration(page);
    await expect(bar.getByRole("link", { name: CRISIS_LINE.number })).toBeVisible();
  });
});

test.describe("crisis-aware search", () => {
  for (const query of ["I want to kill myself", "sucide", "self harm", "being hit"]) {
    test(`“${query}” shows Get help now before any result`, async ({ page }) => {
      await page.goto(`/search?q=${encodeURIComponent(query)}`);
      const help = page
        .getByRole("alert")
        .filter({ has: page.getByRole("heading", { name: "Get help now" }) });
      await expect(help).toBeVisible();
      await expect(help.getByRole("link", { name: `Call ${CRISIS_LINE.number}` })).toHaveAttribute(
        "href",
        callHref(CRISIS_LINE.number),
      );
      await expect(
        help.getByRole("link", { name: "Crisis lines in other countries" }),
      ).toHaveAttribute("href", "/get-help");
      // Before the results in reading order.
      const order = await page.evaluate(() => {
        const alert = document.querySelector('[role="alert"]');
        const status = document.querySelector('[role="status"]');
        return alert && status
          ? alert.compareDocumentPosition(status) & Node.DOCUMENT_POSITION_FOLLOWING
          : 0;
      });
      expect(order).toBeTruthy();
    });
  }

  test("a plain query shows no Get help now section, and the help pages can be found", async ({
    page,
  }) => {
    await page.goto("/search?q=sleep");
    await expect(page.getByRole("heading", { name: "Get help now" })).toHaveCount(0);
    await page.goto("/search?q=crisis%20line");
    // Get help now leads; a country's page whose line is named so may follow it.
    const pages = page.getByRole("region", { name: "Pages" }).getByRole("link");
    await expect(pages.first()).toHaveText("Get help now");
    await expect(pages.first()).toHaveAttribute("href", "/get-help");
  });

  test("is announced when it appears while typing, and passes axe", async ({ page }) => {
    await page.goto("/search");
    await waitForHydration(page);
    await page
      .getByRole("searchbox", { name: "Search resources and articles" })
      .pressSequentially("want to die", { delay: 30 });
    await expect(page.getByRole("alert")).toContainText("Get help now");
    await expectAccessible(page);
  });
});

test.describe("Exit this page", () => {
  // On every public page, in view, with its hint and its Browsing safely link: checked in
  // tests/e2e/wcag22.spec.ts, in the visit that checks each page once.
  for (const width of [375, 1280]) {
    test(`stays in view as the page scrolls at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/about");
      await page.mouse.wheel(0, 2000);
      await page.waitForFunction(() => window.scrollY > 500);
      await expect(page.getByRole("link", { name: /^Exit this page/ })).toBeInViewport();
    });
  }

  test("does not cover the crisis bar or the page at 320 px", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto("/trauma");
    const exit = await page.getByTestId("quick-exit").boundingBox();
    const bar = await page.getByTestId("crisis-bar").boundingBox();
    expect(exit && bar).toBeTruthy();
    expect(exit!.y + exit!.height).toBeLessThanOrEqual(bar!.y + 0.5);
    expect(exit!.width).toBeLessThanOrEqual(320);
    // Nothing in the bar itself reaches past the screen's edge (the header's own reflow at
    // 320 px is tested with the header).
    const rightmost = await page
      .getByTestId("quick-exit")
      .evaluate((bar) =>
        Math.max(...[...bar.querySelectorAll("*")].map((el) => el.getBoundingClientRect().right)),
      );
    expect(rightmost).toBeLessThanOrEqual(320);
  });

  test("is not in the curator's console", async ({ page }) => {
    await page.goto("/curator/login");
    await expect(page.getByRole("link", { name: /Exit this page/ })).toHaveCount(0);
  });

  test("a click blanks the page and leaves it out of the history", async ({ page }) => {
    // /exit is held until the test lets it answer, to show what the visitor sees meanwhile: nothing.
    let answerExit = () => {};
    const exitHeld = new Promise<void>((resolve) => (answerExit = resolve));
    await page.route("**/exit", async (route) => {
      await exitHeld;
      await route.fulfill({
        contentType: "text/html",
        body: "<title>Weather</title><p>Weather</p>",
      });
    });
    await page.goto("/");
    await page.goto("/trauma");
    await waitForHydration(page);
    // Clicked from inside the page, so we can look at it in the same instant, before /exit loads.
    const seen = await page.evaluate(() => {
      const exit = [...document.querySelectorAll("a")].find((link) =>
        link.textContent?.startsWith("Exit this page"),
      );
      exit?.click();
      return [document.title, getComputedStyle(document.body).display];
    });
    expect(seen).toEqual(["", "none"]);
    answerExit();
    await expect(page).toHaveURL(/\/exit$/);
    await expect(page.locator("body")).toContainText("Weather");
    await page.goBack();
    await expect(page).not.toHaveURL(/\/trauma$/);
  });

  test("Shift three times leaves, and so does Escape three times", async ({ page }) => {
    await stubExit(page);
    // Presses count as in a row within a second of each other (quick-exit.test.ts tests the gap).
    // The page's Date.now() stands still (its timers still run), so that a busy machine's slow key
    // presses (1.3 s apart once on two loaded cores) still come in a row.
    await page.clock.setFixedTime(new Date("2026-11-29T12:00:00Z"));
    for (const [path, key] of [
      ["/get-help", "Shift"],
      ["/search", "Escape"],
    ] as const) {
      await page.goto(path);
      await waitForHydration(page);
      for (let i = 0; i < 3; i += 1) await page.keyboard.press(key);
      await expect(page, `${key} three times on ${path}`).toHaveURL(/\/exit$/);
    }
  });

  test("without JavaScript it is a plain link, and /exit sends the visitor on with a 303", async ({
    browser,
    baseURL,
    request,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await stubExit(page);
    await page.goto("/difficult-people");
    await page.getByRole("link", { name: /^Exit this page/ }).click();
    await expect(page).toHaveURL(/\/exit$/);
    await context.close();

    const exit = await request.get("/exit", { maxRedirects: 0 });
    expect(exit.status()).toBe(303);
    expect(exit.headers().location).toBe("https://www.bbc.com/weather");
    expect(exit.headers()["cache-control"]).toBe("no-store");
    // The last policy in the header is the one browsers apply to the redirect.
    expect(exit.headers()["referrer-policy"]?.split(",").at(-1)?.trim()).toBe("no-referrer");
  });
});

test.describe("the safety plan", () => {
  const SECRET = "Call my sister Rosa at 555 0100";

  test("stays in this browser: persists, never leaves, deletes", async ({ page }) => {
    const sent: Request[] = [];
    page.on("request", (request) => sent.push(request));

    await page.goto("/safety-plan");
    await waitForHydration(page);
    await expect(page.getByRole("main")).toContainText("What you type here stays on this device.");
    await page.getByRole("textbox", { name: "4. People I can ask for help" }).fill(SECRET);
    await page.getByRole("textbox", { name: "7. My reasons for living" }).fill("My dog, Biscuit");
    await expect(page.getByText("Saved on this device only.")).toBeVisible();

    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole("textbox", { name: "4. People I can ask for help" })).toHaveValue(
      SECRET,
    );

    for (const request of sent) {
      expect(request.method(), request.url()).toBe("GET");
      expect(request.url()).not.toContain("Rosa");
      expect(request.postData() ?? "").not.toContain("Rosa");
      expect(JSON.stringify(request.headers())).not.toContain("Rosa");
    }

    await page.getByRole("button", { name: "Delete my plan" }).click();
    await page.getByRole("button", { name: "Yes, delete my plan" }).click();
    await expect(page.getByRole("textbox", { name: "4. People I can ask for help" })).toHaveValue(
      "",
    );
    expect(await page.evaluate(() => window.localStorage.length)).toBe(0);
    await page.reload();
    await expect(page.getByRole("textbox", { name: "7. My reasons for living" })).toHaveValue("");
  });

  test("prints on one page, with the chosen country's lines", async ({ page }) => {
    await chooseCountry(page, "au");
    await page.goto("/safety-plan");
    await waitForHydration(page);
    await page
      .getByRole("textbox", { name: "1. My warning signs" })
      .fill("Not sleeping\nSkipping meals");
    await page.emulateMedia({ media: "print" });
    // The text box hides in print; the text itself prints.
    await expect(page.getByText(/Not sleeping/).nth(1)).toBeVisible();
    await expect(page.getByRole("textbox", { name: "1. My warning signs" })).toBeHidden();
    await expect(page.getByRole("link", { name: /^Exit this page/ })).toBeHidden();
    const lifeline = service("lifeline-australia");
    await expect(page.getByRole("main")).toContainText(
      `${lifeline.name}: ${methodLabel(lifeline.methods[0]!)}`,
    );
    await expect(page.getByRole("main")).toContainText(
      `call ${country("au").emergency.numbers[0]} in Australia`,
    );
    // The emergency number is printed before the first line.
    const lines = page.getByRole("list", { name: "Crisis lines in Australia" });
    const printed = (await lines.locator("..").textContent()) ?? "";
    expect(printed.indexOf(`call ${country("au").emergency.numbers[0]}`)).toBeGreaterThan(-1);
    expect(printed.indexOf(`call ${country("au").emergency.numbers[0]}`)).toBeLessThan(
      printed.indexOf(lifeline.name),
    );
    const pdf = await page.pdf({ format: "Letter" });
    expect(pdf.toString("latin1").match(/\/Type\s*\/Page[^s]/g)).toHaveLength(1);
  });

  test("when storage is blocked, says so and keeps the text on screen", async ({ page }) => {
    await page.addInitScript(() => {
      Storage.prototype.setItem = () => {
        throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
      };
    });
    await page.goto("/safety-plan");
    await waitForHydration(page);
    const box = page.getByRole("textbox", { name: "2. Things I can do on my own" });
    await box.fill("Walk around the block");
    await expect(page.getByRole("alert")).toContainText("not letting us save your plan");
    await expect(box).toHaveValue("Walk around the block");
  });

  test("without JavaScript it is a printable blank plan", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto("/safety-plan");
    await expect(page.getByRole("textbox")).toHaveCount(7);
    await expect(page.getByText("use your browser’s Print command")).toBeVisible();
    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("main")).toContainText("7. My reasons for living");
    await expect(page.getByRole("main")).toContainText(`call or text ${CRISIS_LINE.number}`);
    // Immediate danger comes first: the emergency number before the crisis line, on screen and
    // on paper, with its country and the local number elsewhere beside it.
    const emergency = country("us").emergency.numbers[0]!;
    const lines = (await page.locator("[data-print-crisis-lines]").textContent()) ?? "";
    expect(lines).toContain(
      `call ${emergency} in the United States, or your local emergency number anywhere else`,
    );
    expect(lines.indexOf(emergency)).toBeLessThan(lines.indexOf(`${CRISIS_LINE.number} `));
    await page.emulateMedia({ media: "screen" });
    const intro = page.getByRole("main").locator("p").filter({ hasText: "When a crisis starts" });
    await expect(intro.getByRole("link", { name: emergency })).toHaveAttribute(
      "href",
      callHref(emergency),
    );
    const text = (await intro.textContent()) ?? "";
    expect(text).toContain(`${emergency} in the United States, or your local emergency number`);
    expect(text.indexOf(emergency)).toBeLessThan(text.indexOf(CRISIS_LINE.number));
    await context.close();
  });
});

test("the new pages are in the sitemap", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const path of [
    "/get-help",
    "/get-help/gb",
    "/get-help/za",
    "/safety-plan",
    "/privacy",
    "/browsing-safely",
  ]) {
    expect(sitemap).toContain(`<loc>${SITE_URL}${path}</loc>`);
  }
});
