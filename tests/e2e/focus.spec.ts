import { expect, test, waitForHydration } from "./fixtures";
import { checkFocusEveryWay } from "./focus-checks";

/*
 * Tabbing through one page of each template, as a keyboard user does, checks at every stop that
 * the focus ring shows (2 px or more, 3:1 against what is behind it, nothing cutting it off) in
 * both colour schemes, and that no sticky or fixed bar (the Exit this page bar above all) covers
 * the focused control, going forward and back (WCAG 2.4.7, 1.4.11 and 2.4.11). One pass per page
 * checks all of it (./focus-checks.ts): the tab key is the slow part, one round trip per stop.
 */

/** One page of each template: the header and footer, cards, forms, banners and the console's sign-in. */
const WIDE_PAGES = [
  "/",
  "/about",
  "/get-help",
  "/get-help/gb",
  "/safety-plan",
  "/browsing-safely",
  "/check-in/phq-9",
  "/search?q=sleep",
  "/blog",
  "/blog/depression-in-men",
  "/blog/how-to-choose-a-therapist",
  "/category/psychological-concerns",
  "/category/lifestyle/sleep",
  "/depression",
  "/understanding-depression",
  "/resource/rain-exercise",
  "/resource/headspace/report",
  "/submit",
  "/no-such-page",
  "/curator/login",
  "/es",
];

/** On a phone only the header and the page layouts change: fewer pages cover them. */
const PHONE_PAGES = [
  "/",
  "/get-help",
  "/check-in/phq-9",
  "/search?q=sleep",
  "/blog/depression-in-men",
  "/category/lifestyle/sleep",
  "/resource/rain-exercise",
  "/submit",
  "/no-such-page",
];

test.describe("keyboard focus: a ring in both schemes, never under a bar", () => {
  for (const [width, pages, parts] of [
    [1280, WIDE_PAGES, 4],
    [375, PHONE_PAGES, 2],
  ] as const) {
    for (let part = 0; part < parts; part += 1) {
      test(`tabbing through each template at ${width} px (part ${part + 1} of ${parts})`, async ({
        page,
      }) => {
        test.setTimeout(180_000);
        await page.setViewportSize({ width, height: 800 });
        const problems: string[] = [];
        for (const path of pages.filter((_, index) => index % parts === part)) {
          await page.goto(path);
          await waitForHydration(page);
          problems.push(...(await checkFocusEveryWay(page, path)));
        }
        expect(problems).toEqual([]);
      });
    }
  }

  test("the check finds a ring too faint, a ring cut off and a control under the exit bar", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/about");
    await waitForHydration(page);
    await page.addStyleTag({
      content: `
        #planted-faint:focus-visible { outline: 2px solid #eeeeee !important; }
        #planted-clip { overflow: hidden; width: 60px; height: 24px; }
        #planted-clip a { display: block; height: 24px; }
        @media (prefers-color-scheme: dark) {
          #planted-faint:focus-visible { outline-color: #111111 !important; }
        }
      `,
    });
    await page.evaluate(() => {
      const main = document.querySelector("main")!;
      main.insertAdjacentHTML(
        "afterbegin",
        '<p><a id="planted-faint" href="#x">Faint ring</a></p>' +
          '<div id="planted-clip"><a href="#y">Clipped ring</a></div>',
      );
      // Under the Exit this page bar: a control that a fixed bar sits on top of.
      const bar = document.querySelector('[data-testid="quick-exit"]')!;
      const box = bar.getBoundingClientRect();
      const covered = document.createElement("a");
      covered.id = "planted-covered";
      covered.href = "#z";
      covered.textContent = "Covered";
      covered.style.cssText = `position:fixed;left:${box.left + 4}px;top:${box.top + 4}px;z-index:0`;
      document.body.append(covered);
    });
    const problems = (await checkFocusEveryWay(page, "/about")).join("\n");
    expect(problems).toMatch(/a "Faint ring": ring #eeeeee on #[0-9a-f]{6} is 1\.\d\d:1/);
    expect(problems).toMatch(/a "Clipped ring": ring clipped by div/);
    expect(problems).toMatch(/\(Tab\): a "Covered" is under/);
    expect(problems).toMatch(/\(Shift\+Tab\): a "Covered" is under/);
    // The dark pass focused every stop again and read the planted ring in its dark colour.
    expect(problems).toMatch(/\/about \(dark\): a "Faint ring": ring #111111 on #[0-9a-f]{6}/);
  });
});
