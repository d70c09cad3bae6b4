import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { runInNewContext } from "node:vm";
import { Analytics } from "./analytics";
import { analyticsAllowedOn, analyticsInit, pageAnalytics } from "./analytics.server";

describe("Analytics", () => {
  it("loads Google's tag for the id, with the page's nonce, without ad signals", () => {
    const tag = pageAnalytics("G-TEST123", "/");
    if (!tag) throw new Error("expected Google's tag on /");
    const html = renderToStaticMarkup(<Analytics {...tag} nonce="abc" />);
    expect(html).toContain('src="https://www.googletagmanager.com/gtag/js?id=G-TEST123"');
    expect(html.match(/nonce="abc"/g)).toHaveLength(2);
    expect(analyticsInit("G-TEST123")).toContain('gtag("config","G-TEST123"');
    expect(analyticsInit("G-TEST123")).toContain("allow_ad_personalization_signals:false");
  });
});

describe("the tag's own switch, after a move within the site", () => {
  /** Runs the tag's start-up in a stand-in window, as a browser would, at `start`. */
  function startAt(start: string) {
    const listeners: Array<() => void> = [];
    const window: Record<string, unknown> = {};
    const location = { href: `https://steadyground.example${start}` };
    const history = {
      pushState(_state: unknown, _title: string, url: string) {
        location.href = new URL(url, location.href).href;
      },
      replaceState(_state: unknown, _title: string, url: string) {
        location.href = new URL(url, location.href).href;
      },
    };
    const context = {
      window,
      location,
      history,
      URL,
      dataLayer: [] as unknown[],
      addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
    };
    runInNewContext(analyticsInit("G-TEST123"), context);
    return {
      off: () => window["ga-disable-G-TEST123"],
      history,
      back(to: string) {
        location.href = new URL(to, location.href).href;
        for (const listener of listeners) listener();
      },
    };
  }

  it("measures an ordinary page, and stops before the address becomes a sensitive one", () => {
    const tab = startAt("/depression");
    expect(tab.off()).toBe(false);
    tab.history.pushState(null, "", "/check-in/phq-9");
    expect(tab.off()).toBe(true);
    tab.history.pushState(null, "", "/anxiety");
    expect(tab.off()).toBe(false);
    tab.history.replaceState(null, "", "/search?q=suicide");
    expect(tab.off()).toBe(true);
    tab.back("/");
    expect(tab.off()).toBe(false);
    tab.back("/get-help/gb");
    expect(tab.off()).toBe(true);
  });

  it("is off from the start on a sensitive page", () => {
    expect(startAt("/safety-plan").off()).toBe(true);
  });
});

describe("analyticsAllowedOn", () => {
  it("refuses the check-in, the crisis lines, the safety plan, search and the embed", () => {
    for (const path of ["/check-in", "/get-help/us", "/safety-plan", "/search", "/embed/help/us"]) {
      expect(analyticsAllowedOn(path), path).toBe(false);
    }
    for (const path of ["/", "/check-ins", "/get-helpful", "/blog/how-to-choose-a-therapist"]) {
      expect(analyticsAllowedOn(path), path).toBe(true);
    }
  });
});
