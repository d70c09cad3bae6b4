import { expect, test } from "./fixtures";

const SECURITY = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
};

function expectStrictCsp(csp: string | undefined) {
  expect(csp).toBeDefined();
  expect(csp).not.toContain("unsafe-eval");
  expect(csp).toMatch(/script-src 'self' ('sha256-[^']+'|'nonce-[^']+')/);
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
}

test("a prerendered page is served precompressed, with hash CSP, ETag and revalidation", async ({
  request,
}) => {
  const response = await request.get("/about", { headers: { "accept-encoding": "br, gzip" } });
  const headers = response.headers();
  expect(headers["content-encoding"]).toBe("br");
  expect(headers["content-type"]).toBe("text/html; charset=utf-8");
  expect(headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
  expect(headers["content-security-policy"]).toContain("'sha256-");
  expectStrictCsp(headers["content-security-policy"]);
  for (const [name, value] of Object.entries(SECURITY)) expect(headers[name]).toBe(value);
  expect(headers["strict-transport-security"]).toContain("max-age=");

  const again = await request.get("/about", {
    headers: { "accept-encoding": "br, gzip", "if-none-match": headers.etag! },
  });
  expect(again.status()).toBe(304);
});

test("a page rendered per request carries a nonce CSP and the same headers", async ({
  request,
}) => {
  const response = await request.get("/no-such-page");
  expect(response.status()).toBe(404);
  const headers = response.headers();
  expectStrictCsp(headers["content-security-policy"]);
  const nonce = headers["content-security-policy"]!.match(/'nonce-([^']+)'/)?.[1];
  expect(await response.text()).toContain(`nonce="${nonce}"`);
  for (const [name, value] of Object.entries(SECURITY)) expect(headers[name]).toBe(value);
  expect(headers["content-type"]).toBe("text/html; charset=utf-8");
});

test("hashed assets are cached for a year as immutable", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const asset = html.match(/\/assets\/[^"]+\.js/)?.[0];
  expect(asset).toBeDefined();
  const response = await request.get(asset!);
  expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(response.headers()["content-type"]).toBe("text/javascript; charset=utf-8");
});

test("no analytics code is sent when GA_MEASUREMENT_ID is unset", async ({ request }) => {
  for (const path of ["/", "/no-such-page"]) {
    const response = await request.get(path);
    expect(await response.text()).not.toContain("googletagmanager");
    expect(response.headers()["content-security-policy"]).not.toContain("googletagmanager");
  }
});

test("/healthz answers ok", async ({ request }) => {
  const response = await request.get("/healthz");
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: "ok" });
});

test("the site works without JavaScript: pages render and links navigate", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto("/about");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.getByRole("contentinfo").getByRole("link", { name: "Submit a Resource" }).isVisible();
  await page.getByRole("banner").getByRole("link", { name: "Get help now" }).click();
  await expect(page).toHaveURL(/\/get-help$/);
  await context.close();
});
