import { describe, expect, test } from "vitest";
import { classify } from "./classify";

const start = "https://www.example.org/book";

describe("classify", () => {
  test("a direct 2xx is ok", () => {
    expect(classify(start, [{ url: start, status: 200 }])).toEqual({
      status: "ok",
      httpStatus: 200,
    });
  });

  test("any 4xx or 5xx at the end is broken, with where it ended", () => {
    expect(classify(start, [{ url: start, status: 404 }])).toEqual({
      status: "broken",
      httpStatus: 404,
    });
    const hops = [
      { url: start, status: 301 },
      { url: "https://example.org/gone", status: 503 },
    ];
    expect(classify(start, hops)).toEqual({
      status: "broken",
      httpStatus: 503,
      finalUrl: "https://example.org/gone",
    });
  });

  test("a redirect on the same site (scheme, www. and case aside) is redirected", () => {
    const hops = [
      { url: "http://www.example.org/book", status: 301 },
      { url: "https://EXAMPLE.org/books/1", status: 200 },
    ];
    expect(classify("http://www.example.org/book", hops)).toEqual({
      status: "redirected",
      httpStatus: 200,
      finalUrl: "https://EXAMPLE.org/books/1",
    });
  });

  test("ending on another host is moved, even when it answers 200", () => {
    const hops = [
      { url: start, status: 302 },
      { url: "https://parked-domains.example/lander", status: 200 },
    ];
    expect(classify(start, hops)).toMatchObject({
      status: "moved",
      finalUrl: "https://parked-domains.example/lander",
    });
    // A subdomain is another host too: a curator looks.
    const sub = [
      { url: start, status: 301 },
      { url: "https://shop.example.org/", status: 200 },
    ];
    expect(classify(start, sub).status).toBe("moved");
  });

  test("a redirect without a place to go is broken", () => {
    expect(classify(start, [{ url: start, status: 302 }])).toMatchObject({
      status: "broken",
      httpStatus: 302,
    });
  });
});
