import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Analytics, analyticsInit } from "./analytics";

describe("Analytics", () => {
  it("loads Google's tag for the id, with the page's nonce, without ad signals", () => {
    const html = renderToStaticMarkup(<Analytics id="G-TEST123" nonce="abc" />);
    expect(html).toContain('src="https://www.googletagmanager.com/gtag/js?id=G-TEST123"');
    expect(html.match(/nonce="abc"/g)).toHaveLength(2);
    expect(analyticsInit("G-TEST123")).toContain('gtag("config","G-TEST123"');
    expect(analyticsInit("G-TEST123")).toContain("allow_ad_personalization_signals:false");
  });
});
