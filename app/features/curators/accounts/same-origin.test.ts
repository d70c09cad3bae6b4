import { expect, test } from "vitest";
import { isSameOriginRequest } from "./same-origin";

const post = (headers: Record<string, string>, url = "http://localhost:3000/curator") =>
  new Request(url, { method: "POST", headers });

test("Sec-Fetch-Site decides when the browser sends it", () => {
  expect(isSameOriginRequest(post({ "sec-fetch-site": "same-origin" }))).toBe(true);
  expect(isSameOriginRequest(post({ "sec-fetch-site": "none" }))).toBe(true);
  expect(isSameOriginRequest(post({ "sec-fetch-site": "same-site" }))).toBe(false);
  expect(isSameOriginRequest(post({ "sec-fetch-site": "cross-site" }))).toBe(false);
  // Even with a matching Origin: the browser's own word wins.
  expect(
    isSameOriginRequest(post({ "sec-fetch-site": "cross-site", origin: "http://localhost:3000" })),
  ).toBe(false);
});

test("otherwise Origin must name this host", () => {
  expect(isSameOriginRequest(post({ origin: "http://localhost:3000" }))).toBe(true);
  // Behind a proxy that ends TLS, the scheme differs but the host is the same.
  expect(isSameOriginRequest(post({ origin: "https://localhost:3000" }))).toBe(true);
  expect(isSameOriginRequest(post({ origin: "http://localhost:3001" }))).toBe(false);
  expect(isSameOriginRequest(post({ origin: "http://evil.example" }))).toBe(false);
  expect(isSameOriginRequest(post({ origin: "null" }))).toBe(false);
  expect(isSameOriginRequest(post({ origin: "not a url" }))).toBe(false);
});

test("a request with neither is refused", () => {
  expect(isSameOriginRequest(post({}))).toBe(false);
});
