import type { CDPSession, Page } from "@playwright/test";

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
  const cdp = await sessionOf(page);
  await cdp.send("DOM.enable");
  const { root } = await cdp.send("DOM.getDocument", { depth: -1 });
  const { nodes } = await cdp.send("Accessibility.getFullAXTree");
  const controls = nodes.flatMap((node) => {
    const role = String(node.role?.value ?? "");
    if (node.ignored || !node.backendDOMNodeId || !CONTROL_ROLES.has(role)) return [];
    return [{ role, name: String(node.name?.value ?? ""), backendNodeId: node.backendDOMNodeId }];
  });
  // Every control's shown words in one round trip, each element found by its place in the tree
  // DevTools just sent; one it cannot find there (in a frame, say) is read on its own.
  const places = elementPlaces(root);
  const found = controls.map((control) => places.get(control.backendNodeId) ?? null);
  const { result } = await cdp.send("Runtime.evaluate", {
    expression: `(${shownWordsAt.toString()})(${JSON.stringify(found)}, ${shownWords.toString()})`,
    returnByValue: true,
  });
  const shownByPlace = result.value as Array<string | null>;
  const problems = new Set<string>();
  for (const [index, { role, name, backendNodeId }] of controls.entries()) {
    const words = shownByPlace[index] ?? (await shownWordsOf(cdp, backendNodeId));
    const shown = comparable(words);
    if (shown && !comparable(name).includes(shown))
      problems.add(`${role} "${name}" does not contain what it shows, "${shown}"`);
  }
  // Off again: with the DOM domain on, DevTools reports every later change to the nodes it sent
  // for the rest of the page's life; the accessibility tree is left as it was found.
  await cdp.send("DOM.disable");
  await cdp.send("Accessibility.disable");
  return [...problems];
}

/** Where an element sits: the index among its parent's elements at each level, and its name. */
interface Place {
  path: number[];
  nodeName: string;
}

/** The part of a DevTools DOM node read here. */
interface DevtoolsNode {
  nodeType: number;
  nodeName: string;
  backendNodeId: number;
  children?: DevtoolsNode[];
}

const ELEMENT_NODE = 1;

/** Every element of the document DevTools sent, by its backend id. */
function elementPlaces(root: DevtoolsNode): Map<number, Place> {
  const places = new Map<number, Place>();
  const visit = (node: DevtoolsNode, path: number[]) => {
    let index = 0;
    for (const child of node.children ?? []) {
      if (child.nodeType !== ELEMENT_NODE) continue;
      const place = { path: [...path, index++], nodeName: child.nodeName };
      places.set(child.backendNodeId, place);
      visit(child, place.path);
    }
  };
  visit(root, []);
  return places;
}

/**
 * Runs in the page: the shown words of the element at each place, or null where no element of
 * that name is there (the page changed meanwhile).
 */
function shownWordsAt(places: Array<Place | null>, read: (this: Element) => string) {
  return places.map((place) => {
    if (!place) return null;
    let at: Document | Element | undefined = document;
    for (const index of place.path) at = at?.children[index];
    return at instanceof Element && at.nodeName === place.nodeName ? read.call(at) : null;
  });
}

/** One element's shown words, found by its backend id. */
async function shownWordsOf(cdp: CDPSession, backendNodeId: number): Promise<string> {
  const { object } = await cdp.send("DOM.resolveNode", { backendNodeId });
  const { result } = await cdp.send("Runtime.callFunctionOn", {
    objectId: object.objectId!,
    functionDeclaration: shownWords.toString(),
    returnByValue: true,
  });
  return String(result.value ?? "");
}

/**
 * One DevTools session per page, kept open while the page lives: detaching a session resets
 * Chromium's virtual authenticator on the page, and a test that adds a passkey scans the page
 * before it signs in with that passkey (second-factor.spec.ts).
 */
const sessions = new WeakMap<Page, Promise<CDPSession>>();
function sessionOf(page: Page): Promise<CDPSession> {
  let session = sessions.get(page);
  if (!session) {
    session = page.context().newCDPSession(page);
    sessions.set(page, session);
  }
  return session;
}
