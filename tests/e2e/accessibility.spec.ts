import { contrastRatio } from "../../app/lib/contrast";
import {
  expect,
  expectAccessible,
  expectColoursAccessible,
  test,
  waitForHydration,
} from "./fixtures";
import { readFocus } from "./focus-checks";
import { EXTRA_PAGES, sitemapPaths } from "./pages";

/**
 * The site works for every visitor: at 320 px, zoomed, with spaced-out text, by keyboard, in
 * both colour schemes, and before JavaScript. Pages are checked in batches inside a few tests
 * (not one browser page per path), so the whole file stays quick on two cores.
 */

test.describe("reflow", () => {
  // 320 CSS px is also what 1280 px at 400% zoom gives; 640 is 1280 at 200%.
  test.use({ viewport: { width: 320, height: 640 } });

  // Every page at 320 px and every template page at 640 px: tests/e2e/every-page.spec.ts.

  test("at 320 px the header shows the whole Menu button and the search link", async ({ page }) => {
    await page.goto("/");
    const banner = page.getByRole("banner");
    for (const control of [
      banner.getByText("Menu", { exact: true }),
      banner.getByRole("link", { name: "Search" }),
    ])
      await expect(control).toBeInViewport({ ratio: 1 });
  });
});

/** WCAG 1.4.12's test values, as the text-spacing bookmarklet applies them. */
const TEXT_SPACING = `
  * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-bottom: 2em !important; }
`;

for (const width of [320, 1280]) {
  test(`with WCAG text spacing at ${width} px nothing in the header is cut off`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    for (const path of ["/", "/search"]) {
      await page.goto(path);
      await page.addStyleTag({ content: TEXT_SPACING });
      const problems = await page.evaluate(() => {
        const found: string[] = [];
        const describe = (element: Element) =>
          `${element.tagName.toLowerCase()} "${(element.textContent ?? "").trim().slice(0, 30)}"`;
        for (const element of document.querySelectorAll("header *")) {
          const style = getComputedStyle(element);
          if (!element.checkVisibility({ visibilityProperty: true })) continue;
          const clips = [style.overflowX, style.overflowY].some((value) => value !== "visible");
          if (
            clips &&
            !element.classList.contains("sr-only") &&
            (element.scrollWidth > element.clientWidth + 1 ||
              (style.overflowY !== "auto" && element.scrollHeight > element.clientHeight + 1))
          )
            found.push(`${describe(element)} clips its content`);
        }
        for (const control of document.querySelectorAll("header a, header summary, header input")) {
          const box = control.getBoundingClientRect();
          if (box.width === 0) continue;
          if (box.left < 0 || box.right > document.documentElement.clientWidth)
            found.push(`${describe(control)} sticks out of the window`);
        }
        if (document.documentElement.scrollWidth > document.documentElement.clientWidth)
          found.push("the page scrolls sideways");
        return found;
      });
      expect(problems, path).toEqual([]);
    }
  });
}

// axe on every template page, in both schemes: tests/e2e/every-page.spec.ts.

test("the full scan finds a nameless button, on the page and inside the embed preview's frame", async ({
  page,
}) => {
  await page.goto("/get-help/embed");
  await expectAccessible(page);
  const plant = () => document.body.prepend(document.createElement("button"));
  await page.evaluate(plant);
  await expect(expectAccessible(page)).rejects.toThrow(/button-name/);
  await page.reload();
  // The preview loads lazily: bring it into view and wait for its lines.
  const frameElement = page.getByTitle(/^Crisis lines in /);
  await frameElement.scrollIntoViewIfNeeded();
  await expect(page.frameLocator("iframe").locator("body")).toContainText(/\S/);
  const preview = await (await frameElement.elementHandle())!.contentFrame();
  await preview!.evaluate(plant);
  await expect(expectAccessible(page)).rejects.toThrow(/button-name.*iframe/s);
});

test("the dark pass's colour scan finds text that is faint only in the dark scheme", async ({
  page,
}) => {
  await page.goto("/about");
  await page.addStyleTag({
    content: "@media (prefers-color-scheme: dark) { main h1 { color: #202a2c !important; } }",
  });
  await expectColoursAccessible(page);
  await page.emulateMedia({ colorScheme: "dark" });
  await expect(expectColoursAccessible(page)).rejects.toThrow(/color-contrast/);
});

test.describe("focus visibility", () => {
  // Tabbing through every template in both schemes: tests/e2e/focus.spec.ts.
  test("the open menus' links show the ring too (phone menu and a wide-screen group)", async ({
    page,
  }) => {
    const expectRing = async () => {
      const report = await page.evaluate(readFocus);
      expect(report?.focusVisible).toBe(true);
      expect(report?.outlineWidth).toBeGreaterThanOrEqual(2);
      expect(report?.clippedBy).toBeNull();
      for (const colour of report!.behind)
        expect(contrastRatio(report!.ring, colour)).toBeGreaterThanOrEqual(3);
    };
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto("/about");
    await waitForHydration(page);
    const banner = page.getByRole("banner");
    await banner.locator("summary", { hasText: "Menu" }).focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await expect(banner.getByRole("link", { name: "Home" })).toBeFocused();
    await expectRing();

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/about");
    await waitForHydration(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.locator("summary", { hasText: "Relationships" }).focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: "View All Relationships" })).toBeFocused();
    await expectRing();
  });
});

/** Heading levels in the order the server sends them. */
function headingLevels(html: string): number[] {
  return [...html.matchAll(/<h([1-6])[\s>]/g)].map((match) => Number(match[1]));
}

test("headings never skip a level on any page", async ({ request }) => {
  const skips: string[] = [];
  for (const path of [...(await sitemapPaths(request)), ...EXTRA_PAGES, "/submit"]) {
    const levels = headingLevels(await (await request.get(path)).text());
    expect(levels[0], `${path} starts with its h1`).toBe(1);
    levels.forEach((level, index) => {
      const previous = levels[index - 1] ?? 1;
      if (level > previous + 1) skips.push(`${path}: h${previous} then h${level}`);
    });
  }
  expect(skips).toEqual([]);
});

test("landmarks of the same kind have distinct names", async ({ page }) => {
  for (const path of ["/search?q=sleep", "/", "/submit", "/blog/depression-in-men"]) {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
      const duplicates = await page.evaluate(() => {
        const kinds = {
          navigation: "nav, [role=navigation]",
          search: "[role=search], search",
          complementary: "aside",
          region: "section[aria-label], section[aria-labelledby]",
        };
        const found: string[] = [];
        for (const [kind, selector] of Object.entries(kinds)) {
          const names = [...document.querySelectorAll<HTMLElement>(selector)]
            .filter((element) => element.checkVisibility())
            .map((element) => {
              const by = element.getAttribute("aria-labelledby");
              return by
                ? (document.getElementById(by)?.textContent ?? "").trim()
                : (element.getAttribute("aria-label") ?? "");
            });
          const repeated = names.filter((name, index) => names.indexOf(name) !== index);
          if (repeated.length > 0 || (names.length > 1 && names.includes("")))
            found.push(`${kind}: ${JSON.stringify(names)}`);
        }
        return found;
      });
      expect(duplicates, `${path} at ${width} px`).toEqual([]);
    }
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("on a phone the menu opens, folds out a group and reaches the blog and a topic", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto("/about");
    const banner = page.getByRole("banner");
    await banner.getByText("Menu", { exact: true }).click();
    const menu = banner.getByRole("navigation", { name: "Main" });
    await expect(menu).toBeVisible();
    await expect(banner.getByRole("link", { name: "Submit Resource" })).toBeInViewport({
      ratio: 1,
    });
    await menu.getByRole("link", { name: "Blog" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    await banner.getByText("Menu", { exact: true }).click();
    await menu.getByText("Psychological Concerns", { exact: true }).click();
    await menu.getByRole("link", { name: "Depression" }).click();
    await expect(page).toHaveURL(/\/depression$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Depression");
  });

  test("on a wide screen a header group opens and leads to a subcategory", async ({ page }) => {
    await page.goto("/about");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByText("Healthy Lifestyle", { exact: true }).click();
    await nav.getByRole("link", { name: "Sleep" }).click();
    await expect(page).toHaveURL(/\/category\/lifestyle\/sleep$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sleep");
    // Opening another group closes the first (the groups share a name).
    await nav.getByText("Relationships", { exact: true }).click();
    await nav.getByText("Psychological Concerns", { exact: true }).click();
    await expect(nav.getByRole("link", { name: "Boundaries" })).toBeHidden();
    await expect(nav.getByRole("link", { name: "Depression" })).toBeVisible();
  });
});

test("every page in the sitemap can be reached by following links from the home page", async ({
  request,
}) => {
  test.setTimeout(60_000);
  const wanted = new Set(await sitemapPaths(request));
  const seen = new Set<string>(["/"]);
  const queue = ["/"];
  while (queue.length > 0) {
    const path = queue.shift()!;
    const html = await (await request.get(path)).text();
    for (const [, href] of html.matchAll(/<a[^>]+href="(\/[^"#?]*)/g)) {
      if (!seen.has(href!) && wanted.has(href!)) {
        seen.add(href!);
        queue.push(href!);
      }
    }
  }
  expect([...wanted].filter((path) => !seen.has(path))).toEqual([]);
});

test.describe("focus and announcements with JavaScript", () => {
  test("after a client-side move, focus is on the new h1 and the title is announced", async ({
    page,
  }) => {
    await page.goto("/about");
    await waitForHydration(page);
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Blog" })
      .click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
    const title = await page.title();
    await expect(page.getByRole("status").filter({ hasText: title })).toHaveCount(1);
  });

  test("typing in the search box keeps focus there while the results update", async ({ page }) => {
    await page.goto("/search");
    await waitForHydration(page);
    const box = page.getByRole("searchbox", { name: "Search resources and articles" });
    await box.fill("sleep");
    await expect(page).toHaveURL(/q=sleep/);
    await expect(box).toBeFocused();
  });

  test("the header menus close on Escape with focus back on their button", async ({ page }) => {
    await page.goto("/about");
    await waitForHydration(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByText("Relationships", { exact: true }).click();
    await nav.getByRole("link", { name: "Boundaries" }).focus();
    await page.keyboard.press("Escape");
    await expect(nav.getByRole("link", { name: "Boundaries" })).toBeHidden();
    await expect(nav.locator("summary", { hasText: "Relationships" })).toBeFocused();

    await page.setViewportSize({ width: 375, height: 812 });
    const banner = page.getByRole("banner");
    const menuButton = banner.locator("summary", { hasText: "Menu" });
    await menuButton.click();
    await expect(banner.getByRole("link", { name: "Submit Resource" })).toBeInViewport({
      ratio: 1,
    });
    await banner.getByRole("link", { name: "Home" }).focus();
    await page.keyboard.press("Escape");
    await expect(banner.getByRole("link", { name: "Submit Resource" })).toBeHidden();
    await expect(menuButton).toBeFocused();
  });
});

test("/color-demo is noindex and out of the sitemap; /accessibility is in it and linked", async ({
  page,
  request,
}) => {
  const paths = await sitemapPaths(request);
  expect(paths).not.toContain("/color-demo");
  expect(paths).toContain("/accessibility");
  const demo = await (await request.get("/color-demo")).text();
  expect(demo).toMatch(/<meta name="robots" content="noindex"/);

  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Accessibility" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Accessibility");
  const main = page.getByRole("main");
  await expect(main).toContainText("WCAG");
  await expect(main.getByRole("heading", { name: "Known issues" })).toBeVisible();
  await expect(main.getByRole("link", { name: "contact page" })).toHaveAttribute(
    "href",
    "/contact",
  );
});
