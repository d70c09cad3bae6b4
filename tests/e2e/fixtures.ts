import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page, type Request } from "@playwright/test";
import { labelInNameProblems } from "./label-in-name";

/**
 * What counts as a console error on `page`, from now on: a console error (but the 404 a
 * not-found page answers on purpose), a failed subresource, an uncaught exception.
 */
export function recordConsoleErrors(page: Page): string[] {
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
  return errors;
}

/**
 * A stand-in for React DevTools' hook, which React (production builds too) calls on every commit:
 * it marks the page once the commit that hydrated the root has also run its effects, so that
 * `waitForHydration` can wait for exactly that. React hydrates in a transition that yields to the
 * browser; on two busy cores a test that touched the page as soon as the scripts had loaded
 * sometimes beat it (React error #418, the planted nodes thrown away). The effects come after the
 * commit, in a task of their own: a test that pressed Escape three times just after the commit
 * once beat the effect that listens for it (`onPostCommitFiberRoot` is called once they ran).
 */
const HYDRATION_MARK = `(() => {
  if (window.__REACT_DEVTOOLS_GLOBAL_HOOK__) return;
  window.__steadyGroundHydrationMark = true;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject() { return 1; },
    onScheduleFiberRoot() {},
    onCommitFiberRoot() {},
    onPostCommitFiberRoot(_id, root) {
      const state = root && root.current && root.current.memoizedState;
      if (state && state.isDehydrated === false) window.__steadyGroundHydrated = true;
    },
    onCommitFiberUnmount() {},
    checkDCE() {},
  };
})()`;

/** The requests each test's own page has open, and since when none has been (`waitForQuietNetwork`). */
interface NetworkState {
  open: Set<Request>;
  quietSince: number;
}
const networkOf = new WeakMap<Page, NetworkState>();

function trackRequests(page: Page) {
  const state: NetworkState = { open: new Set(), quietSince: Date.now() };
  const settled = (request: Request) => {
    if (state.open.delete(request) && state.open.size === 0) state.quietSince = Date.now();
  };
  page.on("request", (request) => state.open.add(request));
  page.on("requestfinished", settled);
  page.on("requestfailed", settled);
  networkOf.set(page, state);
}

const consoleErrorsOf = new WeakMap<Page, string[]>();

/**
 * The page every test gets watches itself: its requests (`waitForQuietNetwork`) and its console
 * errors. A test fails on a console error or an uncaught exception in the page: a page that renders
 * but logs errors (a CSP block, a hydration mismatch) is not working. Kept on the page and its
 * context rather than in auto fixtures, which made a browser context and a page for every test,
 * the many that only send requests included (pages.spec.ts, the sweeps of every page).
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  context: [
    async ({ context }, use) => {
      await context.addInitScript(HYDRATION_MARK);
      await use(context);
    },
    { scope: "test" },
  ],
  page: [
    async ({ page }, use) => {
      trackRequests(page);
      const errors = recordConsoleErrors(page);
      consoleErrorsOf.set(page, errors);
      await use(page);
      expect(errors, "console errors on the page").toEqual([]);
    },
    { scope: "test" },
  ],
  consoleErrors: [async ({ page }, use) => use(consoleErrorsOf.get(page)!), { scope: "test" }],
});

export { expect };

/**
 * The rule sets axe runs: WCAG 2.2 A and AA (target size included), and axe's experimental rules
 * (off by default), among them label-content-name-mismatch for WCAG 2.5.3 (label in name).
 */
const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "experimental"];

/**
 * Radix Toast's two focus guards: invisible spans around the notifications that hand Tab into
 * and out of them the moment they get focus. They have no role, so axe's experimental
 * focus-order-semantics flags them; they are Radix's own and never keep focus, so the scan
 * leaves them out.
 */
const RADIX_TOAST_FOCUS_GUARDS =
  '[role="region"][aria-label^="Notifications"] > span[tabindex="0"]';

/**
 * An axe run on `page` in the page itself, its same-origin frames included (the embed preview's
 * is the only frame the site shows). AxeBuilder's default runs each frame apart and then finishes
 * in a blank page it opens for every scan: the same findings (compared on the longest pages), at
 * two to three times the cost. Only violations are gathered node by node; passing and incomplete
 * rules are still listed, each with one node, which is all the tests read of them.
 */
function axeOn(page: Page) {
  return new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ["violations"] });
}

/**
 * axe-core on the whole page with AXE_TAGS, then the label-in-name check (./label-in-name.ts):
 * a violation of any impact fails the test, so that small problems cannot pile up unnoticed.
 */
/**
 * Rules among AXE_TAGS that can never report a violation, only "needs review": experimental
 * hidden-content's check answers true or "incomplete" (content hidden by CSS), never false. The
 * tests read violations alone, so running it cost time (about 6% of a scan, measured on six of the
 * longest pages) and found nothing.
 */
const NEVER_VIOLATED_RULES = ["hidden-content"];

export async function expectAccessible(page: Page) {
  const results = await axeOn(page)
    .withTags(AXE_TAGS)
    .disableRules(NEVER_VIOLATED_RULES)
    .exclude(RADIX_TOAST_FOCUS_GUARDS)
    .analyze();
  const violations = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
  );
  expect(violations, `accessibility violations on ${page.url()}`).toEqual([]);
  expect(
    await labelInNameProblems(page),
    `names without their visible words on ${page.url()}`,
  ).toEqual([]);
  return results;
}

/**
 * The scheme changes nothing but colours (the palette's custom properties and a few `dark:`
 * colour classes, app/styles/tailwind.css), so a page already scanned whole in one scheme is
 * scanned in the other with axe's colour rules only: contrast, and links told apart from the text
 * around them. Colour transitions started by the switch are finished first, or axe would read
 * colours half-way.
 */
export const AXE_COLOUR_RULES = ["color-contrast", "link-in-text-block"];

export async function expectColoursAccessible(page: Page) {
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      try {
        animation.finish();
      } catch {
        // An endless animation cannot finish; it changes no colour the rules read.
      }
    }
  });
  const results = await axeOn(page).withRules(AXE_COLOUR_RULES).analyze();
  const ran = [...results.passes, ...results.violations, ...results.incomplete];
  expect(
    ran.map((rule) => rule.id),
    `colour rules ran on ${page.url()}`,
  ).toContain("color-contrast");
  const violations = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
  );
  expect(violations, `colour violations on ${page.url()} (${await schemeOf(page)})`).toEqual([]);
}

async function schemeOf(page: Page): Promise<string> {
  return page.evaluate(() =>
    matchMedia("(prefers-color-scheme: dark)").matches ? "dark scheme" : "light scheme",
  );
}

/** How long no request may be open before the network counts as quiet. */
const QUIET_MS = 150;
/** How long `waitForQuietNetwork` watches the requests before it falls back to `networkidle`. */
const QUIET_WATCH_MS = 5_000;

/**
 * Waits until none of the page's requests has been open for QUIET_MS: the scripts' own requests
 * after hydration (the Save control's chunk, a chosen country's lines) have been answered and
 * drawn. Playwright's `networkidle` waits for 500 ms of quiet, on every page of every sweep; the
 * page's own request events tell the same sooner. Pages of contexts a test made itself are not
 * tracked, and a page still busy after QUIET_WATCH_MS: both wait for `networkidle` as before.
 */
export async function waitForQuietNetwork(page: Page) {
  const state = networkOf.get(page);
  const until = Date.now() + QUIET_WATCH_MS;
  while (state && Date.now() < until) {
    if (state.open.size === 0 && Date.now() - state.quietSince >= QUIET_MS) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  await page.waitForLoadState("networkidle");
}

/**
 * Waits until React has hydrated the page, so that clicks reach React's handlers and changes to
 * the page are not undone, then until the network is quiet (the scripts' own requests). Pages of
 * contexts a test made itself have no hydration mark (HYDRATION_MARK): there the route modules'
 * arrival and the quiet network stand in for it.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const marks = window as unknown as {
      __reactRouterRouteModules?: unknown;
      __steadyGroundHydrationMark?: boolean;
      __steadyGroundHydrated?: boolean;
    };
    if (marks.__reactRouterRouteModules === undefined) return false;
    return !marks.__steadyGroundHydrationMark || marks.__steadyGroundHydrated === true;
  });
  await waitForQuietNetwork(page);
}
