import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

/**
 * Every test fails on a console error or an uncaught exception in the page: a page that
 * renders but logs errors (a CSP block, a hydration mismatch) is not working.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        const text = message.text();
        // Not-found pages answer 404 on purpose and the browser logs that; failed
        // subresources are caught below instead.
        if (/Failed to load resource: the server responded with a status of 404/.test(text)) return;
        errors.push(text);
      });
      page.on("response", (response) => {
        const request = response.request();
        if (response.status() >= 400 && !request.isNavigationRequest()) {
          errors.push(`${response.status()} for ${request.method()} ${response.url()}`);
        }
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use(errors);
      expect(errors, "console errors on the page").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * axe-core on the whole page, with the WCAG 2.2 A and AA rules (target size included): a
 * violation of any impact fails the test, so that small problems cannot pile up unnoticed.
 */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  const violations = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
  );
  expect(violations, `accessibility violations on ${page.url()}`).toEqual([]);
  return results;
}

/** Waits until React has hydrated, so that clicks reach React's handlers. */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(
    () =>
      (window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules !==
      undefined,
  );
  await page.waitForLoadState("networkidle");
}
