import { expect, expectAccessible, test, waitForHydration } from "./fixtures";
import { callHref, CRISIS_LINE } from "./helplines";

const GROUPS = [
  {
    label: "Healthy Lifestyle",
    links: [
      ["View All Healthy Lifestyle", "/category/lifestyle"],
      ["Habits", "/category/lifestyle/habits"],
      ["Sleep", "/category/lifestyle/sleep"],
      ["Exercise", "/category/lifestyle/exercise"],
      ["Nutrition", "/category/lifestyle/nutrition"],
      ["Stress Reduction", "/category/lifestyle/stress-reduction"],
    ],
  },
  {
    label: "Relationships",
    links: [
      ["View All Relationships", "/category/relationships"],
      ["Boundaries", "/category/relationships/boundaries"],
      ["Communication", "/category/relationships/communication"],
      ["Parenting", "/parenting"],
      ["Dealing with Difficult People", "/difficult-people"],
      ["Marriage and Couples", "/marriage-couples"],
    ],
  },
  {
    label: "Psychological Concerns",
    links: [
      ["View All Psychological Concerns", "/category/psychological-concerns"],
      ["Depression", "/depression"],
      ["Anxiety", "/anxiety"],
      ["Trauma / PTSD", "/trauma"],
      ["Childhood Adversity", "/childhood-adversity"],
      ["Eating Difficulties", "/eating-difficulties"],
    ],
  },
];

test.describe("header on a wide screen", () => {
  test("Home and Blog link where they should, Home marked current on /", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Blog" })).toHaveAttribute("href", "/blog");
    await expect(nav.getByRole("link", { name: "Blog" })).not.toHaveAttribute(
      "aria-current",
      "page",
    );
    await page.goto("/about");
    await expect(nav.getByRole("link", { name: "Home" })).not.toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  for (const group of GROUPS) {
    test(`hovering ${group.label} opens View All and its subcategories`, async ({ page }) => {
      await page.goto("/about");
      await waitForHydration(page);
      const nav = page.getByRole("navigation", { name: "Main" });
      await nav.locator("summary", { hasText: group.label }).hover();
      for (const [label, href] of group.links) {
        await expect(nav.getByRole("link", { name: label, exact: true })).toHaveAttribute(
          "href",
          href!,
        );
      }
    });
  }

  test("a group opens with Enter from the keyboard and closes on Escape", async ({ page }) => {
    await page.goto("/about");
    await waitForHydration(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    const trigger = nav.locator("summary", { hasText: "Relationships" });
    await trigger.focus();
    await page.keyboard.press("Enter");
    await expect(nav.getByRole("link", { name: "Boundaries" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(trigger).toBeFocused();
    await expect(nav.getByRole("link", { name: "Boundaries" })).toBeHidden();
  });

  test("the Submit Resource button is in the mobile menu only", async ({ page }) => {
    await page.goto("/");
    await expect(
      page.getByRole("banner").getByRole("link", { name: "Submit Resource" }),
    ).toHaveCount(0);
    await expect(page.getByRole("banner").getByText("Menu", { exact: true })).toBeHidden();
  });
});

test.describe("header on a phone", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("Menu unfolds the navigation with Submit Resource in view; choosing a link closes it", async ({
    page,
  }) => {
    await page.goto("/about");
    await waitForHydration(page);
    const banner = page.getByRole("banner");
    const menuButton = banner.locator("summary", { hasText: "Menu" });
    const nav = banner.getByRole("navigation", { name: "Main" });
    await expect(nav).toBeHidden();
    await menuButton.click();
    await expect(nav).toBeVisible();
    await expect(banner.getByRole("link", { name: "Submit Resource" })).toHaveAttribute(
      "href",
      "/submit",
    );
    await expect(banner.getByRole("link", { name: "Submit Resource" })).toBeInViewport({
      ratio: 1,
    });
    await nav.getByText("Relationships", { exact: true }).click();
    await expect(nav.getByRole("link", { name: "Boundaries" })).toBeVisible();
    await nav.getByRole("link", { name: "Home" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(nav).toBeHidden();
  });

  test("the open menu passes axe", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("banner").locator("summary", { hasText: "Menu" }).click();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    await expectAccessible(page);
  });
});

test("the footer links, disclaimer, no-compensation note and 2024 copyright", async ({ page }) => {
  await page.goto("/contact");
  const footer = page.getByRole("contentinfo");
  const expected: Array<[string, string]> = [
    ["Submit a Resource", "/submit"],
    ["About Me", "/about"],
    ["Psychological Concerns", "/category/psychological-concerns"],
    ["Healthy Lifestyle", "/category/lifestyle"],
    ["Healthy Relationships", "/category/relationships"],
    ["Trauma", "/category/trauma"],
  ];
  for (const [label, href] of expected) {
    await expect(footer.getByRole("link", { name: label, exact: true })).toHaveAttribute(
      "href",
      href,
    );
  }
  await expect(footer).toContainText("not a substitute for diagnosis, treatment or medical advice");
  await expect(footer).toContainText("receives no compensation");
  await expect(footer).toContainText("© 2024 Steady Ground");
});

test("a skip link leads past the header to the content", async ({ page }) => {
  await page.goto("/about");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.locator("main#main")).toBeFocused();
});

test("the crisis link is on every page and leads to Get help now", async ({ page }) => {
  for (const path of ["/", "/about", "/no-such-page"]) {
    await page.goto(path);
    const bar = page.getByRole("banner");
    await expect(bar.getByRole("link", { name: CRISIS_LINE.number })).toHaveAttribute(
      "href",
      callHref(CRISIS_LINE.number),
    );
    await expect(bar.getByRole("link", { name: "Get help now" })).toHaveAttribute(
      "href",
      "/get-help",
    );
  }
  await page.getByRole("banner").getByRole("link", { name: "Get help now" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Get help now");
  await expect(page.getByRole("main")).toContainText("not a crisis service");
});

test("navigating scrolls to the top, and Back restores the scroll position", async ({ page }) => {
  await page.goto("/about");
  await waitForHydration(page);
  await page.mouse.wheel(0, 1500);
  await page.waitForFunction(() => window.scrollY > 1000);
  const before = await page.evaluate(() => window.scrollY);
  await page
    .getByRole("contentinfo")
    .getByRole("link", { name: "Submit a Resource" })
    .scrollIntoViewIfNeeded();
  await page.getByRole("main").getByRole("link", { name: "Get help now" }).first().click();
  await expect(page).toHaveURL(/\/get-help$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/about$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before - 400);
});
