import type { Page } from "@playwright/test";

/*
 * The checks of tests/e2e/wcag22.spec.ts that run in the page (each is passed whole to
 * `page.evaluate`, so it cannot call another function of this file), and the browser's text
 * size setting they are run with.
 */

/**
 * Where focus is (to know when a tab has come round again), and whether a sticky or fixed
 * element (the Exit this page bar, a toast) hides it: `elementFromPoint` at its centre and near
 * each corner, a hit counting only when it belongs to a fixed or sticky box that does not hold
 * the focused element. WCAG 2.4.11 fails a focused element only when it is hidden entirely;
 * this fails it when its centre is covered. (A text field whose caret the browser scrolls into
 * view may keep its top edge under the bar: its centre and caret show.) Runs in the page.
 */
export function focusStop(): { at: string; covered: string | null } {
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
 * Every link, button, field and summary that is smaller than 24x24 CSS px and is not a link in
 * a line of text, unless spaced as WCAG 2.5.8 allows: a 24 px circle centred on it touches no
 * other target and no other small target's circle. A radio or checkbox counts with its label,
 * which takes its clicks. Runs in the page.
 */
export function smallTargets(): string[] {
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

/**
 * The help every page offers, in document order: Exit this page (and Browsing safely beside
 * it), the crisis bar's line and its link to Get help now, and the footer's crisis line and
 * links, with the header's navigation and main between them, so that help moving past them
 * shows. The exit and the crisis bar also say where they are on screen; the bar's own words
 * change with the visitor's country, so its links give only their order. Runs in the page.
 */
export function helpInOrder(): string[] {
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

/**
 * Sets the browser's default text size, as a visitor does in the browser's settings (Chrome's
 * "Font size"): Chromium's `Page.setFontSizes`, the preference behind that setting. Unlike page
 * zoom, it changes only what is sized relative to text (rem, em), so anything sized in px stays
 * as it was and shows. It lasts for the page's later navigations.
 */
export async function setDefaultTextSize(page: Page, px: number) {
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
export function textProblems(): string[] {
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

/** How much wider than the window the page is, or null when it fits. Runs in the page. */
export function sidewaysAt(): string | null {
  const { scrollWidth, clientWidth } = document.documentElement;
  return scrollWidth > clientWidth ? `${scrollWidth} px wide in ${clientWidth} px` : null;
}

/**
 * What is wrong with a public page's Exit this page bar, in the page's language: the button
 * missing, out of view or not leading to /exit; its hint or its Browsing safely link not shown.
 * "In view" is what Playwright's toBeInViewport means: some of it inside the window. Runs in the
 * page.
 */
export function exitBarProblems(): string[] {
  const words =
    document.documentElement.lang === "es"
      ? {
          button: "Salir de esta página",
          hint: "O presiona Shift 3 veces",
          safely: "Navegar con seguridad",
          safelyHref: "/es/salir-con-seguridad",
        }
      : {
          button: "Exit this page",
          hint: "Or press Shift 3 times",
          safely: "Browsing safely",
          safelyHref: "/browsing-safely",
        };
  const bar = document.querySelector('[data-testid="quick-exit"]');
  if (!bar) return ["no Exit this page bar"];
  const text = (element: Element) => (element.textContent ?? "").replace(/\s+/g, " ").trim();
  const inView = (element: Element | null | undefined) => {
    if (!element || !element.checkVisibility({ visibilityProperty: true })) return false;
    const box = element.getBoundingClientRect();
    return (
      box.width > 0 &&
      box.height > 0 &&
      box.bottom > 0 &&
      box.right > 0 &&
      box.top < innerHeight &&
      box.left < innerWidth
    );
  };
  const problems: string[] = [];
  const links = [...bar.querySelectorAll("a")];
  const button = links.find((link) => text(link).startsWith(words.button));
  if (!button) problems.push(`no "${words.button}" link`);
  else {
    const to = button.getAttribute("href");
    if (to !== "/exit") problems.push(`"${words.button}" leads to ${to}`);
    if (!inView(button)) problems.push(`"${words.button}" is out of view`);
  }
  const hint = bar.querySelector("#quick-exit-hint");
  if (!hint || text(hint) !== words.hint || !inView(hint))
    problems.push(`the hint "${words.hint}" is not shown`);
  const safely = links.find((link) => text(link) === words.safely);
  if (!safely || safely.getAttribute("href") !== words.safelyHref || !inView(safely))
    problems.push(`no "${words.safely}" link to ${words.safelyHref}`);
  return problems;
}
