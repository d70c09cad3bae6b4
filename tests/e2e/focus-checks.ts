import type { Page } from "@playwright/test";
import { contrastRatio } from "../../app/lib/contrast";
import { expect } from "./fixtures";
import { focusStop } from "./wcag-checks";

/*
 * Keyboard focus, checked by tabbing as a keyboard user does: every stop shows a ring of 2 px or
 * more at 3:1 against what is behind it that nothing cuts off (WCAG 2.4.7, 1.4.11, 2.4.13's
 * spirit), and no sticky or fixed bar covers the focused control (2.4.11). Used by
 * tests/e2e/focus.spec.ts and, for the pages it reads at 200% text and with a toast up, by
 * tests/e2e/wcag22.spec.ts.
 */

export interface FocusReport {
  label: string;
  focusVisible: boolean;
  outlineStyle: string;
  outlineWidth: number;
  ring: string;
  behind: string[];
  clippedBy: string | null;
}

/**
 * Reads the focus ring of the focused element: who draws it, how, and what is behind it. Runs in
 * the page (passed whole to `page.evaluate`).
 */
export function readFocus(): FocusReport | null {
  const active = document.activeElement;
  if (!active || active === document.body) return null;
  // Colour transitions (buttons fade their colours) would be read half-way: jump to their end.
  for (const animation of document.getAnimations()) {
    try {
      animation.finish();
    } catch {
      // An endless animation cannot finish; it is not a focus ring either.
    }
  }
  const canvas = document.createElement("canvas").getContext("2d")!;
  /** Any CSS colour (rgb, oklab, color-mix...) as [r, g, b, a] in sRGB bytes. */
  const rgba = (color: string): [number, number, number, number] => {
    canvas.clearRect(0, 0, 1, 1);
    canvas.fillStyle = "#000";
    canvas.fillStyle = color;
    canvas.fillRect(0, 0, 1, 1);
    const [r, g, b, a] = canvas.getImageData(0, 0, 1, 1).data;
    return [r!, g!, b!, a! / 255];
  };
  const hex = ([r, g, b]: number[]) =>
    `#${[r, g, b].map((part) => Math.round(part!).toString(16).padStart(2, "0")).join("")}`;
  /** The colours behind an element: its own opaque background, gradient stops, or its parents'. */
  const backgroundsOf = (element: Element | null): number[][] => {
    if (!element) return [[255, 255, 255]];
    const style = getComputedStyle(element);
    const stops = style.backgroundImage.match(/(rgba?|oklab|oklch|color)\([^)]*\)/g);
    if (stops) return stops.map((stop) => rgba(stop).slice(0, 3));
    const [r, g, b, a] = rgba(style.backgroundColor);
    if (a === 0) return backgroundsOf(element.parentElement);
    if (a === 1) return [[r, g, b]];
    return backgroundsOf(element.parentElement).map(([br, bg, bb]) => [
      r * a + br! * (1 - a),
      g * a + bg! * (1 - a),
      b * a + bb! * (1 - a),
    ]);
  };
  // A card draws the ring of its whole-card link around itself.
  let owner: Element = active;
  while (getComputedStyle(owner).outlineStyle === "none" && owner.parentElement) {
    if (owner.parentElement === document.body) break;
    owner = owner.parentElement;
    if (getComputedStyle(owner).outlineStyle !== "none") break;
  }
  if (getComputedStyle(owner).outlineStyle === "none") owner = active;
  const style = getComputedStyle(owner);
  const width = parseFloat(style.outlineWidth);
  const reach = width + Math.max(0, parseFloat(style.outlineOffset));
  const box = owner.getBoundingClientRect();
  let clippedBy: string | null = null;
  for (let parent = owner.parentElement; parent && parent !== document.body;) {
    const parentStyle = getComputedStyle(parent);
    if ([parentStyle.overflowX, parentStyle.overflowY].some((value) => value !== "visible")) {
      const limit = parent.getBoundingClientRect();
      if (
        box.left - reach < limit.left - 0.5 ||
        box.right + reach > limit.right + 0.5 ||
        box.top - reach < limit.top - 0.5 ||
        box.bottom + reach > limit.bottom + 0.5
      ) {
        clippedBy = `${parent.tagName.toLowerCase()}.${[...parent.classList].slice(0, 3).join(".")}`;
        break;
      }
    }
    parent = parent.parentElement;
  }
  const text = (active.getAttribute("aria-label") ?? active.textContent ?? "").trim();
  return {
    label: `${active.tagName.toLowerCase()} "${text.slice(0, 40)}"`,
    focusVisible: active.matches(":focus-visible"),
    outlineStyle: style.outlineStyle,
    outlineWidth: width,
    ring: hex(rgba(style.outlineColor)),
    behind: backgroundsOf(owner.parentElement).map(hex),
    clippedBy,
  };
}

/** What is wrong with one focus ring, in words; nothing when it is right. */
export function ringProblems(focus: FocusReport, where: string): string[] {
  const problems: string[] = [];
  if (!focus.focusVisible) problems.push(`${where} does not match :focus-visible`);
  if (focus.outlineStyle === "none" || focus.outlineWidth < 2)
    problems.push(`${where} has no 2 px outline (${focus.outlineStyle} ${focus.outlineWidth})`);
  for (const colour of focus.behind) {
    const ratio = contrastRatio(focus.ring, colour);
    if (ratio < 3)
      problems.push(`${where}: ring ${focus.ring} on ${colour} is ${ratio.toFixed(2)}:1`);
  }
  if (focus.clippedBy) problems.push(`${where}: ring clipped by ${focus.clippedBy}`);
  return problems;
}

/**
 * Tabs forward through the page to its last control, then back to the first, checking at each
 * stop that no sticky or fixed element covers the focused one: going forward the page scrolls
 * up under the Exit this page bar and towards a toast, going back it scrolls down again.
 */
export async function tabBothWays(page: Page, where: string, limit = 300): Promise<string[]> {
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

/**
 * One keyboard pass through the page that checks focus three ways, a round trip per key press:
 * - forward with Tab, at each stop, the ring in the page's current scheme and whether a bar
 *   covers it;
 * - back, last stop to first, whether a bar covers it (the page scrolls the other way);
 * - then, in the dark scheme, the ring of every stop met going forward, each focused again by
 *   script in one round trip. Chromium keeps :focus-visible for focus that script moves after
 *   keyboard focus (the heuristic HTML suggests), and the check fails if it does not.
 */
export async function checkFocusEveryWay(page: Page, path: string): Promise<string[]> {
  const problems: string[] = [];
  const seen = new Set<string>();
  // Forward: the ring and the cover at each stop, and the stop kept for the dark pass.
  const forward = `(() => {
    const ring = (${readFocus.toString()})();
    const stop = (${focusStop.toString()})();
    if (ring) (window.__focusStops ??= []).push(document.activeElement);
    return { ring, stop };
  })()`;
  let stops = 0;
  for (let step = 0; step < 300; step += 1) {
    await page.keyboard.press("Tab");
    const { ring, stop } = (await page.evaluate(forward)) as {
      ring: FocusReport | null;
      stop: ReturnType<typeof focusStop>;
    };
    if (!ring || !stop.at || seen.has(stop.at)) break;
    seen.add(stop.at);
    stops += 1;
    problems.push(...ringProblems(ring, `${path}: ${ring.label}`));
    if (stop.covered) problems.push(`${path} (Tab): ${stop.covered}`);
  }
  expect(stops, `${path} has controls to tab to`).toBeGreaterThan(3);
  // Back: every stop focused again by script, last to first, as Shift+Tab meets them. Focus moved
  // by script scrolls the page exactly as keyboard focus does (both scroll the element into view
  // only when it is out of view), so the page scrolls down again as it would going back, and the
  // cover is read at each stop, all in one round trip.
  const back = (await page.evaluate(`(() => {
    const stop = ${focusStop.toString()};
    return window.__focusStops.slice(0, ${stops}).reverse().map((element) => {
      element.focus();
      return stop();
    });
  })()`)) as Array<ReturnType<typeof focusStop>>;
  for (const { covered } of back) {
    if (covered) problems.push(`${path} (Shift+Tab): ${covered}`);
  }
  await page.emulateMedia({ colorScheme: "dark" });
  // The last element kept is the one the forward pass came round to again.
  const dark = (await page.evaluate(`(() => {
    const read = ${readFocus.toString()};
    return window.__focusStops.slice(0, ${stops}).map((element) => {
      element.focus();
      return read();
    });
  })()`)) as Array<FocusReport | null>;
  await page.emulateMedia({ colorScheme: "light" });
  expect(dark, `${path}: every stop focused again in the dark scheme`).toHaveLength(stops);
  dark.forEach((ring, index) => {
    if (!ring) problems.push(`${path} (dark): stop ${index + 1} could not be focused again`);
    else problems.push(...ringProblems(ring, `${path} (dark): ${ring.label}`));
  });
  return problems;
}
