import type { Locator, Page } from "@playwright/test";
import { E2E_CURATOR } from "../setup/e2e-curator";
import { expect, labelInNameProblems, test, waitForHydration } from "./fixtures";
import { EXTRA_PAGES, sitemapPaths, TEMPLATE_PAGES } from "./pages";

/**
 * WCAG 2.2's new AA criteria, one browser test each, plus what the axe runs cannot see: names
 * that match what a control shows with its menus open, and pages read with the browser's text
 * size set to 200%. The checks run in the page (functions passed to `page.evaluate`), so each
 * page costs one round trip.
 */

/** One page of each template, for the checks that tab through a page (slow: one key at a time). */
const TAB_PAGES = [
  "/",
  "/about",
  "/get-help",
  "/get-help/gb",
  "/safety-plan",
  "/browsing-safely",
  "/search?q=sleep",
  "/blog",
  "/blog/depression-in-men",
  "/category/psychological-concerns",
  "/category/lifestyle/sleep",
  "/depression",
  "/understanding-depression",
  "/resource/rain-exercise",
  "/resource/headspace/report",
  "/submit",
  "/no-such-page",
  "/curator/login",
];
const PHONE_TAB_PAGES = [
  "/",
  "/get-help",
  "/search?q=sleep",
  "/blog/depression-in-men",
  "/category/lifestyle/sleep",
  "/resource/rain-exercise",
  "/submit",
];

/** Every page: the sitemap, the pages outside it, and a report form. */
async function everyPage(page: Page): Promise<string[]> {
  const paths = [
    ...(await sitemapPaths(page.request)),
    ...EXTRA_PAGES,
    "/resource/headspace/report",
  ];
  return [...new Set(paths)];
}

// --- 2.4.11 Focus not obscured -------------------------------------------------------------

/**
 * Where focus is (to know when a tab has come round again), and whether a sticky or fixed
 * element (the Exit this page bar, a toast) hides it: `elementFromPoint` at its centre and near
 * each corner, a hit counting only when it belongs to a fixed or sticky box that does not hold
 * the focused element. WCAG 2.4.11 fails a focused element only when it is hidden entirely;
 * this fails it when its centre is covered. (A text field whose caret the browser scrolls into
 * view may keep its top edge under the bar: its centre and caret show.) Runs in the page.
 */
function focusStop(): { at: string; covered: string | null } {
  const active = document.activeElement;
  if (!active || active === document.body) return { at: "", covered: null };
  const box = active.getBoundingClientRect();
  const at = `${active.tagName} ${Math.round(box.left + scrollX)},${Math.round(box.top + scrollY)}`;
  const text = (active.getAttribute("aria-label") ?? active.textContent ?? "").trim();
  const label = `${active.tagName.toLowerCase()} "${text.replace(/\s+/g, " ").slice(0, 40)}"`;
  const width = document.documentElement.clientWidth;
  const height = document.documentElement.clientHeight;
  const left = Math.max(box.left, 0);
  const right = Math.min(box.right, width);
  const top = Math.max(box.top, 0);
  const bottom = Math.min(box.bottom, height);
  if (right - left < 1 || bottom - top < 1) return { at, covered: `${label} is out of view` };
  const inset = Math.min(2, (right - left) / 2, (bottom - top) / 2);
  const points = [
    [(left + right) / 2, (top + bottom) / 2],
    [left + inset, top + inset],
    [right - inset, top + inset],
    [left + inset, bottom - inset],
    [right - inset, bottom - inset],
  ] as const;
  const over = points.map(([x, y]) => {
    const hit = document.elementFromPoint(x, y);
    if (!hit || active.contains(hit)) return null;
    let bar: Element | null = hit;
    while (bar && !["fixed", "sticky"].includes(getComputedStyle(bar).position))
      bar = bar.parentElement;
    if (!bar || bar.contains(active)) return null;
    const id = bar.getAttribute("data-testid") ?? bar.getAttribute("aria-label") ?? "";
    return `${bar.tagName.toLowerCase()}${id ? ` (${id})` : ""}`;
  });
  const hidden = over[0] !== null || over.every((bar) => bar !== null);
  const bars = [...new Set(over.filter((bar) => bar !== null))];
  return { at, covered: hidden ? `${label} is under ${bars.join(", ")}` : null };
}

/**
 * Tabs forward through the page to its last control, then back to the first, checking at each
 * stop that no sticky or fixed element covers the focused one: going forward the page scrolls
 * up under the Exit this page bar and towards a toast, going back it scrolls down again.
 */
async function tabBothWays(page: Page, where: string, limit = 300): Promise<string[]> {
  const problems: string[] = [];
  const seen = new Set<string>();
  let stops = 0;
  for (const key of ["Tab", "Shift+Tab"]) {
    seen.clear();
    for (let step = 0; step < limit; step += 1) {
      await page.keyboard.press(key);
      const { at, covered } = await page.evaluate(focusStop);
      if (!at || seen.has(at)) break;
      seen.add(at);
      stops += 1;
      if (covered) problems.push(`${where} (${key}): ${covered}`);
    }
  }
  expect(stops, `${where} has controls to tab to`).toBeGreaterThan(3);
  return problems;
}

test.describe("2.4.11 focus not obscured", () => {
  for (const [width, paths] of [
    [1280, TAB_PAGES],
    [375, PHONE_TAB_PAGES],
  ] as const) {
    test(`tabbing through each template never leaves focus under the Exit this page bar (${width} px)`, async ({
      page,
    }) => {
      test.setTimeout(240_000);
      await page.setViewportSize({ width, height: 800 });
      const problems: string[] = [];
      for (const path of paths) {
        await page.goto(path);
        await waitForHydration(page);
        problems.push(...(await tabBothWays(page, path)));
      }
      expect(problems).toEqual([]);
    });
  }

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

// --- 2.5.8 Target size (minimum) ------------------------------------------------------------

/**
 * Every link, button, field and summary that is smaller than 24x24 CSS px and is not a link in
 * a line of text, unless spaced as WCAG 2.5.8 allows: a 24 px circle centred on it touches no
 * other target and no other small target's circle. A radio or checkbox counts with its label,
 * which takes its clicks. Runs in the page.
 */
function smallTargets(): string[] {
  const MIN = 24;
  const hidden = (element: Element) => {
    if (!element.checkVisibility({ visibilityProperty: true })) return true;
    if (element.closest('[aria-hidden="true"], [inert]')) return true;
    const style = getComputedStyle(element);
    return style.position === "absolute" && style.clipPath.startsWith("inset(50%");
  };
  const boxOf = (element: Element) => {
    let box = element.getBoundingClientRect();
    if (element instanceof HTMLInputElement && ["radio", "checkbox"].includes(element.type))
      for (const label of element.labels ?? []) {
        const around = label.getBoundingClientRect();
        if (around.width * around.height > box.width * box.height) box = around;
      }
    return box;
  };
  /** A link inside a sentence: inline, in a block with other text (WCAG's inline exception). */
  const inSentence = (element: Element) => {
    if (getComputedStyle(element).display !== "inline") return false;
    let block = element.parentElement;
    while (block && getComputedStyle(block).display === "inline") block = block.parentElement;
    return (block?.textContent ?? "").trim().length > (element.textContent ?? "").trim().length;
  };
  const name = (element: Element) =>
    `${element.tagName.toLowerCase()} "${(element.getAttribute("aria-label") ?? element.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40)}"`;
  const targets = [
    ...document.querySelectorAll(
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [tabindex]:not([tabindex="-1"])',
    ),
  ]
    .filter((element) => !hidden(element))
    .map((element) => ({ element, box: boxOf(element) }))
    .filter(({ box }) => box.width > 0 && box.height > 0);
  const small = targets.filter(
    ({ element, box }) => (box.width < MIN || box.height < MIN) && !inSentence(element),
  );
  const centre = (box: DOMRect) => ({
    x: (box.left + box.right) / 2,
    y: (box.top + box.bottom) / 2,
  });
  const distance = (point: { x: number; y: number }, box: DOMRect) =>
    Math.hypot(
      Math.max(box.left - point.x, 0, point.x - box.right),
      Math.max(box.top - point.y, 0, point.y - box.bottom),
    );
  const problems: string[] = [];
  for (const target of small) {
    const middle = centre(target.box);
    const near = targets.find(
      (other) =>
        other !== target &&
        !other.element.contains(target.element) &&
        !target.element.contains(other.element) &&
        (distance(middle, other.box) < MIN / 2 ||
          (small.includes(other) &&
            Math.hypot(middle.x - centre(other.box).x, middle.y - centre(other.box).y) < MIN)),
    );
    if (near)
      problems.push(
        `${name(target.element)} is ${Math.round(target.box.width)}x${Math.round(target.box.height)} px, too close to ${name(near.element)}`,
      );
  }
  return problems;
}

test.describe("2.5.8 target size", () => {
  for (const width of [1280, 375]) {
    test(`on every page each target is 24x24 px or spaced, text links aside (${width} px)`, async ({
      page,
    }) => {
      test.setTimeout(240_000);
      await page.setViewportSize({ width, height: 900 });
      const problems: string[] = [];
      let checked = 0;
      for (const path of await everyPage(page)) {
        await page.goto(path);
        // The Save buttons come with the page's script; wait for them.
        await page.waitForLoadState("networkidle");
        checked += 1;
        problems.push(
          ...(await page.evaluate(smallTargets)).map((problem) => `${path}: ${problem}`),
        );
      }
      expect(checked).toBeGreaterThan(60);
      expect(problems).toEqual([]);
    });
  }

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
});

// --- 3.2.6 Consistent help ------------------------------------------------------------------

/**
 * The help every page offers, in document order: Exit this page (and Browsing safely beside
 * it), the crisis bar's line and its link to Get help now, and the footer's crisis line and
 * links, with the header's navigation and main between them, so that help moving past them
 * shows. The exit and the crisis bar also say where they are on screen; the bar's own words
 * change with the visitor's country, so its links give only their order. Runs in the page.
 */
function helpInOrder(): string[] {
  const quickExit = document.querySelector('[data-testid="quick-exit"]');
  const crisisBar = document.querySelector('[data-testid="crisis-bar"]');
  const items: Array<[string, Element | null]> = [
    ["Exit this page", quickExit?.querySelector('a[href="/exit"]') ?? null],
    [
      "Browsing safely, beside the exit",
      quickExit?.querySelector('a[href="/browsing-safely"]') ?? null,
    ],
    ["crisis bar", crisisBar],
    ["crisis bar: line", crisisBar?.querySelector('a[href^="tel:"]') ?? null],
    ["crisis bar: Get help now", crisisBar?.querySelector('a[href="/get-help"]') ?? null],
    ["main navigation", document.querySelector('header nav[aria-label="Main"]')],
    ["main", document.querySelector("main")],
    ["footer: Get help now", document.querySelector('footer a[href="/get-help"]')],
    ["footer: safety plan", document.querySelector('footer a[href="/safety-plan"]')],
    ["footer: Browsing safely", document.querySelector('footer a[href="/browsing-safely"]')],
    ["footer: 988", document.querySelector('footer a[href="tel:988"]')],
  ];
  const placed = new Set(["Exit this page", "Browsing safely, beside the exit", "crisis bar"]);
  const missing = items.filter(([, element]) => !element).map(([label]) => `${label}: missing`);
  const present = items.filter((item): item is [string, Element] => item[1] !== null);
  present.sort(([, a], [, b]) =>
    a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
  );
  return [
    ...missing,
    ...present.map(([label, element]) => {
      if (!placed.has(label)) return label;
      const box = element.getBoundingClientRect();
      return `${label} at ${Math.round(box.left)},${Math.round(box.top + scrollY)}`;
    }),
  ];
}

test.describe("3.2.6 consistent help", () => {
  for (const width of [1280, 375]) {
    test(`help sits in the same place and order on every page (${width} px)`, async ({ page }) => {
      test.setTimeout(180_000);
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/");
      const expected = await page.evaluate(helpInOrder);
      expect(expected.filter((item) => item.endsWith("missing"))).toEqual([]);
      const different: string[] = [];
      // The console's sign-in is not a public page: it has no Exit this page (by design).
      for (const path of (await everyPage(page)).filter((path) => !path.startsWith("/curator"))) {
        await page.goto(path, { waitUntil: "load" });
        const found = await page.evaluate(helpInOrder);
        if (JSON.stringify(found) !== JSON.stringify(expected))
          different.push(`${path}: ${JSON.stringify(found)}`);
      }
      expect(different, `expected on every page: ${JSON.stringify(expected)}`).toEqual([]);
    });
  }

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
      [username, E2E_CURATOR.username],
      [password, E2E_CURATOR.password],
    ] as const) {
      await page.evaluate((value) => navigator.clipboard.writeText(value), text);
      await field.focus();
      await page.keyboard.press("ControlOrMeta+V");
      await expect(field).toHaveValue(text);
    }
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

/**
 * Sets the browser's default text size, as a visitor does in the browser's settings (Chrome's
 * "Font size"): Chromium's `Page.setFontSizes`, the preference behind that setting. Unlike page
 * zoom, it changes only what is sized relative to text (rem, em), so anything sized in px stays
 * as it was and shows. It lasts for the page's later navigations.
 */
async function setDefaultTextSize(page: Page, px: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Page.enable");
  await cdp.send("Page.setFontSizes", {
    fontSizes: { standard: px, fixed: Math.round((px * 13) / 16) },
  });
}

/**
 * Text that overlaps other text or is cut off at the window's sides, and a page wider than the
 * window. Text hidden on purpose inside a box (a clamped summary) counts only where it shows.
 * Runs in the page.
 */
function textProblems(): string[] {
  const problems: string[] = [];
  const width = document.documentElement.clientWidth;
  if (document.documentElement.scrollWidth > width)
    problems.push(`the page is ${document.documentElement.scrollWidth} px wide in ${width} px`);
  const hidden = (element: Element) => {
    for (
      let node: Element | null = element;
      node && node !== document.body;
      node = node.parentElement
    ) {
      if (!node.checkVisibility({ visibilityProperty: true, opacityProperty: true })) return true;
      const style = getComputedStyle(node);
      if (style.position === "absolute" && style.clipPath.startsWith("inset(50%")) return true;
    }
    return false;
  };
  type Box = { node: Text; text: string; left: number; top: number; right: number; bottom: number };
  const boxes: Box[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    const text = (node.textContent ?? "").trim();
    if (!text || !node.parentElement || hidden(node.parentElement)) continue;
    // What shows of the text: its line boxes, cut to every box above it that clips.
    let clip = { left: -Infinity, top: -Infinity, right: Infinity, bottom: Infinity };
    for (
      let box: Element | null = node.parentElement;
      box && box !== document.documentElement;
      box = box.parentElement
    ) {
      const style = getComputedStyle(box);
      if (style.overflowX === "visible" && style.overflowY === "visible") continue;
      const edge = box.getBoundingClientRect();
      clip = {
        left: Math.max(clip.left, edge.left),
        top: Math.max(clip.top, edge.top),
        right: Math.min(clip.right, edge.right),
        bottom: Math.min(clip.bottom, edge.bottom),
      };
    }
    const range = document.createRange();
    range.selectNodeContents(node);
    for (const line of range.getClientRects()) {
      const left = Math.max(line.left, clip.left);
      const right = Math.min(line.right, clip.right);
      const top = Math.max(line.top, clip.top) + scrollY;
      const bottom = Math.min(line.bottom, clip.bottom) + scrollY;
      if (right - left < 1 || bottom - top < 1) continue;
      if (left < -1 || right > width + 1)
        problems.push(
          `"${text.slice(0, 30)}" runs off the window (${Math.round(left)} to ${Math.round(right)})`,
        );
      boxes.push({ node, text: text.slice(0, 30), left, top, right, bottom });
    }
  }
  boxes.sort((a, b) => a.top - b.top);
  for (let i = 0; i < boxes.length; i += 1) {
    const a = boxes[i]!;
    for (let j = i + 1; j < boxes.length && boxes[j]!.top < a.bottom; j += 1) {
      const b = boxes[j]!;
      if (a.node === b.node) continue;
      const across = Math.min(a.right, b.right) - Math.max(a.left, b.left);
      const down = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
      // Line boxes of neighbouring lines may touch; text on text overlaps by more.
      if (across > 2 && down > 2) problems.push(`"${a.text}" and "${b.text}" overlap`);
    }
  }
  return [...new Set(problems)];
}

test.describe("1.4.4 text at 200%", () => {
  for (const width of [1280, 375]) {
    for (const half of [0, 1]) {
      test(`with the browser's text size at 200%, every template page reflows without overlap or loss (${width} px, part ${half + 1} of 2)`, async ({
        page,
      }) => {
        test.setTimeout(150_000);
        await page.setViewportSize({ width, height: 900 });
        await setDefaultTextSize(page, 32);
        const problems: string[] = [];
        for (const path of TEMPLATE_PAGES.filter((_, index) => index % 2 === half)) {
          await page.goto(path);
          await page.waitForLoadState("networkidle");
          expect(
            await page.evaluate(() => getComputedStyle(document.documentElement).fontSize),
            "the text size took",
          ).toBe("32px");
          problems.push(
            ...(await page.evaluate(textProblems)).map((problem) => `${path}: ${problem}`),
          );
        }
        expect(problems).toEqual([]);
      });
    }
  }

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
