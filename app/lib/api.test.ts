import { afterEach, describe, expect, test, vi } from "vitest";
import { ApiError, apiRequest, getQueryFn } from "./api";

function answer(status: number, body: string, statusText = "") {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(body || null, { status, statusText })),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("apiRequest", () => {
  test("sends JSON with cookies and returns the parsed answer", async () => {
    const fetch = vi.fn(async () => Response.json({ id: 1 }, { status: 201 }));
    vi.stubGlobal("fetch", fetch);
    expect(await apiRequest("POST", "/api/x", { a: 1 })).toEqual({ id: 1 });
    expect(fetch).toHaveBeenCalledWith("/api/x", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: '{"a":1}',
      credentials: "include",
    });
  });

  test("a failure is STATUS: the body's message, with its field errors", async () => {
    answer(
      400,
      JSON.stringify({ message: "Check the form.", errors: { resourceTitle: "Too long." } }),
    );
    const error = (await apiRequest("POST", "/api/x", {}).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe("400: Check the form.");
    expect(error.status).toBe(400);
    expect(error.errors).toEqual({ resourceTitle: "Too long." });
  });

  test("else STATUS: the body text, else STATUS: the status text", async () => {
    answer(502, "Bad gateway from the proxy");
    await expect(apiRequest("GET", "/api/x")).rejects.toThrow("502: Bad gateway from the proxy");
    answer(503, "", "Service Unavailable");
    await expect(apiRequest("GET", "/api/x")).rejects.toThrow("503: Service Unavailable");
  });
});

describe("getQueryFn", () => {
  test("GETs the key joined by slashes; a 401 throws or yields null as asked", async () => {
    const fetch = vi.fn(async () => new Response("nope", { status: 401 }));
    vi.stubGlobal("fetch", fetch);
    const queryKey = ["/api/resources", "submissions"];
    expect(await getQueryFn({ on401: "returnNull" })({ queryKey })).toBeNull();
    expect(fetch).toHaveBeenCalledWith("/api/resources/submissions", { credentials: "include" });
    await expect(getQueryFn({ on401: "throw" })({ queryKey })).rejects.toThrow("401: nope");
  });
});
