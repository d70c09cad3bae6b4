import type { Page } from "@playwright/test";

/*
 * WCAG 2.5.3, label in name, read from Chromium's own accessibility tree: expectAccessible
 * (./fixtures.ts) runs it after axe on every page it scans.
 */

/** The roles (as Chromium names them) of controls a speech user might name by what they show. */
const CONTROL_ROLES = new Set([
  "button",
  "checkbox",
  "combobox",
  "DisclosureTriangle",
  "link",
  "menuitem",
  "radio",
  "searchbox",
  "slider",
  "spinbutton",
  "switch",
  "tab",
  "textbox",
]);

/**
 * The words an element shows: its labels' text for a form field, its own text otherwise, without
 * what only screen readers get (`sr-only`). Runs in the page, with the element as `this`.
 */
function shownWords(this: Element): string {
  const hidden = (element: Element) => {
    if (!element.checkVisibility({ visibilityProperty: true })) return true;
    const style = getComputedStyle(element);
    if (style.position !== "absolute" && style.position !== "fixed") return false;
    const box = element.getBoundingClientRect();
    return (
      style.clipPath.startsWith("inset(50%") ||
      /^rect\(0(px)?,? 0(px)?,? 0(px)?,? 0(px)?\)$/.test(style.clip) ||
      (box.width <= 1 && box.height <= 1)
    );
  };
  const textOf = (root: Element) => {
    let text = "";
    const walk = (node: Node) => {
      if (node.nodeType === Node.TEXT_NODE) text += node.textContent;
      if (!(node instanceof Element) || hidden(node)) return;
      const inline = ["inline", "contents"].includes(getComputedStyle(node).display);
      if (!inline) text += " ";
      node.childNodes.forEach(walk);
      if (!inline) text += " ";
    };
    walk(root);
    return text;
  };
  // The parts the browser draws inside its own controls (a date field's day, month and year).
  if (this.getRootNode() instanceof ShadowRoot) return "";
  if (this instanceof HTMLInputElement && ["submit", "button", "reset"].includes(this.type))
    return this.value;
  const labels = (this as HTMLInputElement).labels;
  if (labels && labels.length > 0) return [...labels].map(textOf).join(" ");
  if (this.matches("input, select, textarea")) return "";
  return textOf(this);
}

/** Case, symbols (icons, arrows) and the required-field asterisk do not count; punctuation does. */
function comparable(text: string): string {
  return text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[\p{S}*]/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * WCAG 2.5.3, label in name, as Chromium's accessibility tree has it (what screen readers and
 * speech control read): every control whose name is not its visible text must contain that
 * text, whole and in order. Stricter than axe's label-content-name-mismatch, which skips text
 * marked aria-hidden and ignores punctuation: "Books 5" named "Books, 5 resources" fails here,
 * as a speech user who says "click Books 5" may find nothing to click.
 */
export async function labelInNameProblems(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send("DOM.enable");
    await cdp.send("DOM.getDocument", { depth: -1 });
    const { nodes } = await cdp.send("Accessibility.getFullAXTree");
    const problems = new Set<string>();
    for (const node of nodes) {
      const role = String(node.role?.value ?? "");
      if (node.ignored || !node.backendDOMNodeId || !CONTROL_ROLES.has(role)) continue;
      const name = String(node.name?.value ?? "");
      const { object } = await cdp.send("DOM.resolveNode", {
        backendNodeId: node.backendDOMNodeId,
      });
      const { result } = await cdp.send("Runtime.callFunctionOn", {
        objectId: object.objectId!,
        functionDeclaration: shownWords.toString(),
        returnByValue: true,
      });
      const shown = comparable(String(result.value ?? ""));
      if (shown && !comparable(name).includes(shown))
        problems.add(`${role} "${name}" does not contain what it shows, "${shown}"`);
    }
    return [...problems];
  } finally {
    await cdp.detach();
  }
}
