import type { Page } from "@playwright/test";
import { country, CRISIS_LINE, crisisLinePlaces, methodLabelWithNote, service } from "./helplines";
import { expect, expectAccessible, test, waitForHydration } from "./fixtures";

/**
 * For clinicians and for keeping: Save on cards and resource pages, /saved with reorder and
 * remove, the shareable /list handout (without JavaScript, printed on one page), print styles,
 * and the breathing pacer that runs on CSS alone.
 */

/** Page sizes in CSS px (96 per inch) less the 12 mm print margins of app/styles/tailwind.css. */
const MM = 96 / 25.4;
const PAPER = {
  A4: { width: (210 - 24) * MM, height: (297 - 24) * MM },
  Letter: { width: (215.9 - 24) * MM, height: (279.4 - 24) * MM },
} as const;

/** A clinician's handout of a realistic size: eight resources of different kinds. */
const EIGHT = [
  "feeling-good",
  "headspace",
  "rain-exercise",
  "4-7-8-breath",
  "988-lifeline",
  "self-compassion-break",
  "unwinding-anxiety",
  "mindful-way-depression-anxiety",
];

/** `headspace` and then made-up ids, `count` in all. */
const manyIds = (count: number) =>
  Array.from({ length: count }, (_, i) => (i === 0 ? "headspace" : `gone-${i}`)).join(",");

const pdfPages = (pdf: Buffer) => pdf.toString("latin1").match(/\/Type\s*\/Page[^s]/g)?.length;

async function handoutTitles(page: Page): Promise<string[]> {
  return page.locator("[data-handout] ol > li h2").allTextContents();
}

test("the Save control appears without moving what is below it, and takes no room without JavaScript", async ({
  browser,
  baseURL,
}) => {
  for (const width of [375, 1280]) {
    const context = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
    const page = await context.newPage();
    // Scripts are held back, as on a slow phone, until the page has been read without Save.
    let releaseScripts = () => {};
    const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
    await page.route("**/assets/*.js", async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    await page.goto("/resource/headspace", { waitUntil: "domcontentloaded" });
    const heading = page.getByRole("heading", { name: "At a glance" });
    const before = (await heading.boundingBox())!.y;
    await expect(page.getByRole("button", { name: "Save Headspace" })).toHaveCount(0);
    releaseScripts();
    await expect(page.getByRole("button", { name: "Save Headspace" })).toBeVisible();
    expect((await heading.boundingBox())!.y).toBe(before);
    await context.close();
  }

  const withoutScripts = await browser.newContext({
    baseURL,
    javaScriptEnabled: false,
    viewport: { width: 375, height: 900 },
  });
  const page = await withoutScripts.newPage();
  await page.goto("/resource/headspace");
  const visit = (await page.getByRole("link", { name: /Visit Resource/ }).boundingBox())!;
  const handout = (await page
    .getByRole("link", { name: "Printable handout with QR code" })
    .boundingBox())!;
  // The handout link follows the button with only the usual spacing: no room kept for Save.
  expect(handout.y - (visit.y + visit.height)).toBeLessThan(36);
  await withoutScripts.close();
});

test("save, reload, reorder on /saved, and share a list that opens the same elsewhere", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await page.goto("/resource/headspace");
  await waitForHydration(page);
  const save = page.getByRole("button", { name: "Save Headspace" });
  await expect(save).toHaveAttribute("aria-pressed", "false");
  await save.click();
  await expect(save).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("link", { name: "Saved: see your list" })).toBeVisible();

  // Save from a card, then the pressed state survives a reload.
  await page.goto("/category/psychological-concerns/anxiety");
  await waitForHydration(page);
  const card = page.getByRole("button", { name: "Save Unwinding Anxiety" }).first();
  await card.click();
  await expect(card).toHaveAttribute("aria-pressed", "true");
  await page.reload();
  await waitForHydration(page);
  await expect(
    page.getByRole("button", { name: "Save Unwinding Anxiety" }).first(),
  ).toHaveAttribute("aria-pressed", "true");

  await page.goto("/saved");
  await waitForHydration(page);
  const items = page.getByRole("main").getByRole("listitem");
  await expect(items).toHaveCount(2);
  await expect(items.first()).toContainText("Headspace");
  await page.getByRole("button", { name: "Move up: Unwinding Anxiety" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Moved" })).toHaveText(
    "Moved Unwinding Anxiety to position 1 of 2.",
  );
  await expect(items.first()).toContainText("Unwinding Anxiety");
  await expect(page.getByRole("button", { name: "Move up: Unwinding Anxiety" })).toBeFocused();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter"); // Move down: Unwinding Anxiety
  await expect(items.first()).toContainText("Headspace");
  await page.getByRole("button", { name: "Move up: Unwinding Anxiety" }).press("Enter");
  await page.reload();
  await waitForHydration(page);
  await expect(items.first()).toContainText("Unwinding Anxiety");
  await expectAccessible(page);

  await page.getByRole("textbox", { name: /Title for the list/ }).fill("For our Tuesday session");
  await page.getByRole("link", { name: "Share this list" }).click();
  await expect(page).toHaveURL(/\/list\?ids=unwinding-anxiety,headspace&title=For\+our\+Tuesday/);
  const shared = page.url();

  // Someone else, in a browser that never saw this list, and without JavaScript.
  const other = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const fresh = await other.newPage();
  await fresh.goto(shared);
  await expect(fresh.getByRole("heading", { level: 1 })).toHaveText("For our Tuesday session");
  expect(await handoutTitles(fresh)).toEqual(["Unwinding Anxiety", "Headspace"]);
  await other.close();

  // Remove empties the list.
  await page.goto("/saved");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Remove: Headspace" }).click();
  await page.getByRole("button", { name: "Remove: Unwinding Anxiety" }).click();
  await expect(page.getByText("Nothing saved yet.")).toBeVisible();
});

test.describe("/list without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("shows each resource with its facts and QR code, says what it skipped, and the crisis lines", async ({
    page,
  }) => {
    const title = `<b>Sleep</b> ${"and rest ".repeat(12)}`;
    await page.goto(
      `/list?ids=headspace,no-such-resource,4-7-8-breath,%3Cscript%3E&title=${encodeURIComponent(title)}`,
    );
    const h1 = page.getByRole("heading", { level: 1 });
    await expect(h1).toHaveText(/^<b>Sleep<\/b> and rest .*…$/);
    expect(Array.from((await h1.textContent()) ?? "")).toHaveLength(80);
    expect(await handoutTitles(page)).toEqual(["Headspace", "The 4-7-8 Breath"]);
    const breath = page.locator("[data-handout] li").filter({ hasText: "The 4-7-8 Breath" });
    await expect(breath).toContainText("Exercise · Free · Under a minute for four breaths");
    await expect(breath.getByRole("img", { name: /^QR code for drweil\.com/ })).toBeVisible();
    await expect(breath.locator("svg")).toHaveCount(1);
    await expect(page.getByText("could not be found")).toContainText(": no-such-resource.");
    await expect(page.getByText("not resource names")).toContainText("“<script>”");
    await expect(page.getByRole("main")).toContainText(
      `call ${country("us").emergency.numbers[0]} in the United States, or your local emergency number anywhere else`,
    );
    await expect(page.getByRole("main")).toContainText(
      `${CRISIS_LINE.name}: Call ${CRISIS_LINE.number}`,
    );
    // Printed lists keep each way's note: the Veterans Crisis Line is 988, then press 1.
    const veterans = service("veterans-crisis-line");
    await expect(page.getByRole("main")).toContainText(
      `${veterans.name}: ${methodLabelWithNote(veterans.methods[0]!)}`,
    );
    expect(methodLabelWithNote(veterans.methods[0]!)).toMatch(/\(then press 1\)$/);
    await expect(page.getByRole("main")).toContainText("not medical advice");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    // No page JavaScript ran, and the crisis lines follow the country chosen in a plain form.
    await page.getByRole("combobox", { name: "Your country" }).selectOption("gb");
    await page.getByRole("button", { name: "Show lines" }).click();
    await expect(page).toHaveURL(/country=gb/);
    await expect(page.getByRole("main")).toContainText(
      `call ${country("gb").emergency.numbers.join(" or ")} in the United Kingdom.`,
    );
    await expect(
      page.getByRole("list", { name: "Crisis lines in the United Kingdom" }),
    ).toContainText("Samaritans");
    expect(await handoutTitles(page)).toEqual(["Headspace", "The 4-7-8 Breath"]);
  });

  test("lists 30 ids", async ({ page }) => {
    const accepted = await page.goto(`/list?ids=${manyIds(30)}`);
    expect(accepted?.status()).toBe(200);
    expect(await handoutTitles(page)).toEqual(["Headspace"]);
    await expect(page.getByText("29 resources in this link could not be found")).toBeVisible();
  });
});

// A plain request: the browser would log the 400 as a console error, which fails every test.
test("/list answers 400 with a sentence for 31 ids", async ({ request }) => {
  const refused = await request.get(`/list?ids=${manyIds(31)}`);
  expect(refused.status()).toBe(400);
  expect(await refused.text()).toContain(
    "A list can hold up to 30 resources, and this address names 31.",
  );
});

test("/list passes axe, on screen and in the dark scheme", async ({ page }) => {
  await page.goto(`/list?ids=headspace,rain-exercise,nope,%3Cb%3E&title=For%20you`);
  await waitForHydration(page);
  await expectAccessible(page);
  await page.emulateMedia({ colorScheme: "dark" });
  await expectAccessible(page);
});

test.describe("printing", () => {
  for (const [paper, size] of Object.entries(PAPER)) {
    test(`a handout of eight resources prints on one ${paper} page`, async ({ page }) => {
      await page.setViewportSize({ width: Math.floor(size.width), height: 800 });
      await page.goto(`/list?ids=${EIGHT.join(",")}&title=Steadier%20days&country=us`);
      expect(await handoutTitles(page)).toHaveLength(8);
      await page.emulateMedia({ media: "print" });
      await expect(page.getByRole("link", { name: /^Exit this page/ })).toBeHidden();
      await expect(page.locator("body > header")).toBeHidden();
      await expect(page.locator("body > footer")).toBeHidden();
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      expect(
        height,
        `printed height in CSS px, page holds ${Math.floor(size.height)}`,
      ).toBeLessThanOrEqual(size.height);
      await expect(page.getByRole("main")).toContainText(CRISIS_LINE.name);
      const pdf = await page.pdf({ format: paper as "A4" | "Letter" });
      expect(pdfPages(pdf)).toBe(1);
    });
  }

  test("a resource page prints without site chrome, with addresses and a crisis line", async ({
    page,
  }) => {
    await page.goto("/resource/headspace");
    await page.emulateMedia({ media: "print" });
    await expect(page.locator("body > header")).toBeHidden();
    await expect(page.getByRole("link", { name: /^Exit this page/ })).toBeHidden();
    await expect(page.getByRole("heading", { name: "Related resources" })).toBeHidden();
    const visit = page.getByRole("link", { name: /Visit Resource/ });
    const printed = await visit.evaluate((link) => getComputedStyle(link, "::after").content);
    expect(printed).toContain("https://www.headspace.com");
    const getHelp = page.getByRole("main").getByRole("link", { name: "Get help now" }).first();
    expect(await getHelp.evaluate((link) => getComputedStyle(link, "::after").content)).toContain(
      "/get-help",
    );
    // The footer prints its notes (not medical advice, the crisis line), not its links.
    const footer = page.getByRole("contentinfo");
    await expect(footer).toBeVisible();
    await expect(
      footer.getByText(
        `If you are in crisis, call or text ${CRISIS_LINE.number} ${crisisLinePlaces(CRISIS_LINE)}`,
      ),
    ).toBeVisible();
    await expect(footer.getByText(/not a substitute for diagnosis/)).toBeVisible();
    await expect(footer.getByRole("navigation")).toHaveCount(0);
  });

  test("the RAIN card prints on a page of its own", async ({ page }) => {
    await page.goto("/resource/rain-exercise");
    await page.emulateMedia({ media: "print" });
    const card = page.getByRole("heading", { name: /^RAIN: Recognize/ }).locator("..");
    expect(await card.evaluate((el) => getComputedStyle(el).breakBefore)).toBe("page");
    await expect(card).toContainText("Nurture");
  });
});

test.describe("the breathing pacer", () => {
  test.use({ javaScriptEnabled: false });

  /** Moves every animation on the page to `ms` into its run, as if that much time had passed. */
  const setPacerTime = (page: Page, ms: number) =>
    page.evaluate((time) => {
      for (const animation of document.getAnimations()) animation.currentTime = time;
    }, ms);

  const running = (page: Page) =>
    page.evaluate(() =>
      document
        .getAnimations()
        .map((animation) => `${(animation as CSSAnimation).animationName}:${animation.playState}`),
    );

  test("animates without JavaScript, pauses, and starts over when reopened", async ({ page }) => {
    await page.goto("/resource/4-7-8-breath");
    const start = page.getByText("Start the pacer");
    await expect(page.locator(".pacer-stage")).toBeHidden();
    await start.click();
    await expect(page.locator(".pacer-stage")).toBeVisible();
    expect(await running(page)).toEqual(
      expect.arrayContaining([
        "pacer-478-circle:running",
        "pacer-478-0:running",
        "pacer-478-1:running",
        "pacer-478-2:running",
      ]),
    );
    // Its clock runs by itself (no script moves it)...
    const clock = () => page.evaluate(() => Number(document.getAnimations()[0]!.currentTime));
    const started = await clock();
    await expect.poll(clock).toBeGreaterThan(started);
    // ...breathing in first (4 counts), then holding (7): moved 4.3 s on rather than waited for.
    await setPacerTime(page, 500);
    await expect(page.locator(".pacer-478-0")).toHaveCSS("opacity", "1");
    await expect(page.locator(".pacer-478-1")).toHaveCSS("opacity", "0");
    await setPacerTime(page, 4300);
    await expect(page.locator(".pacer-478-0")).toHaveCSS("opacity", "0");
    await expect(page.locator(".pacer-478-1")).toHaveCSS("opacity", "1");

    await page.getByRole("checkbox", { name: "Pause" }).check();
    expect(await running(page)).toContain("pacer-478-circle:paused");
    await page.getByRole("checkbox", { name: "Pause" }).uncheck();
    await page.getByText("Stop the pacer").click();
    await expect(page.locator(".pacer-stage")).toBeHidden();
    await page.getByText("Start the pacer").click();
    await expect(page.locator(".pacer-478-0")).toHaveCSS("opacity", "1");
    // The same steps are on the page as text, and on the printable card.
    await expect(page.getByRole("main")).toContainText("Hold your breath for 7 counts.");
  });

  for (const [id, step] of [
    ["4-7-8-breath-anxiety", "Breathe out through your mouth for 8 counts"],
    ["box-breathing", "Hold again for 4 counts"],
  ] as const) {
    test(`${id}: stays still under reduced motion and shows the steps as text`, async ({
      page,
    }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.goto(`/resource/${id}`);
      await page.getByText("Start the pacer").click();
      await expect(page.locator(".pacer-stage")).toBeHidden();
      await expect(page.getByText("Your device asks for less motion")).toBeVisible();
      expect(await running(page)).toEqual([]);
      await expect(page.getByText(step)).toBeVisible();
    });
  }

  test("box breathing: four phases of 4 counts, without JavaScript", async ({ page }) => {
    await page.goto("/resource/box-breathing");
    await page.getByText("Start the pacer").click();
    const stage = page.locator('[data-pattern="box"] .pacer-stage');
    await expect(stage).toBeVisible();
    expect(await running(page)).toEqual(
      expect.arrayContaining([
        "pacer-box-circle:running",
        "pacer-box-0:running",
        "pacer-box-1:running",
        "pacer-box-2:running",
        "pacer-box-3:running",
      ]),
    );
    await expect(stage.locator(".pacer-word")).toHaveText([
      /^Breathe in\s*for 4$/,
      /^Hold\s*for 4$/,
      /^Breathe out\s*for 4$/,
      /^Hold\s*for 4$/,
    ]);
    // Which phase words show, and how far into the breath the pacer is, read in one go so that
    // a slow machine cannot put time between the two.
    const sample = () =>
      page.evaluate(() => {
        const words = [...document.querySelectorAll('[data-pattern="box"] .pacer-word')];
        return {
          seconds: Number(words[0]!.getAnimations()[0]!.currentTime) / 1000,
          shown: words.flatMap((word, index) =>
            getComputedStyle(word).opacity === "1" ? [index] : [],
          ),
        };
      });
    /** Box breathing: in 0-4 s, hold 4-8 s, out 8-12 s, hold 12-16 s, then again. */
    const phaseAt = (seconds: number) => Math.floor((seconds % 16) / 4);
    // As the clock runs by itself, one word at a time shows: the one the time calls for.
    const first = await sample();
    expect(first.shown).toEqual([phaseAt(first.seconds)]);
    await expect.poll(async () => (await sample()).seconds).toBeGreaterThan(first.seconds);
    // Each of the four phases in turn (moving the clock rather than waiting 16 seconds).
    for (const [seconds, phase] of [
      [0.5, 0],
      [4.5, 1],
      [8.5, 2],
      [12.5, 3],
      [16.5, 0],
    ] as const) {
      await setPacerTime(page, seconds * 1000);
      expect((await sample()).shown, `${seconds} s in`).toEqual([phase]);
    }
    // The steps are on the page as text, and the card prints with them.
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { name: "Box breathing, step by step" })).toBeVisible();
    await expect(main).toContainText("Breathe out slowly through your mouth for 4 counts.");
    await expect(main).not.toContainText("tongue");
  });
});

// axe runs as a script in the page, so this scan has JavaScript on (the pacer is the same HTML).
test("the box-breathing page passes axe with the pacer open, moving and still", async ({
  page,
}) => {
  await page.goto("/resource/box-breathing");
  await page.getByText("Start the pacer").click();
  await expect(page.locator(".pacer-stage")).toBeVisible();
  await expectAccessible(page);
  await page.emulateMedia({ reducedMotion: "reduce" });
  await expect(page.getByText("Your device asks for less motion")).toBeVisible();
  await expectAccessible(page);
});
