import { request } from "node:http";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { newsletterSubscribers, resourceSubmissions } from "~/db/schema";
import { backends, truncateAll } from "../tests/setup/database";
import { postJson, VALID_SUBMISSION } from "../tests/setup/requests";
import { startTestServer, type TestServer } from "../tests/setup/test-server";
import { BODY_LIMIT_BYTES, canonicalPath } from "./request-guards";

test.each([
  ["/submit", "/submit"],
  ["/%73ubmit", "/submit"],
  ["/%63urator/login", "/curator/login"],
  ["/CURATOR/LOGIN", "/curator/login"],
  ["//submit//", "/submit"],
  ["/curator\\login", "/curator/login"],
  ["/blog/../curator/./login/", "/curator/login"],
  ["/api/resources/%2Fsubmit", "/api/resources/%2Fsubmit"],
  ["/", "/"],
])("canonicalPath(%j) is %j", (raw, canonical) => {
  expect(canonicalPath(raw)).toBe(canonical);
});

/**
 * Sends only the headers of a request that claims a huge body, and resolves with the status as
 * soon as the server answers: a server that started reading would wait for the body instead.
 */
function claimHugeBody(url: string, path: string, headers: Record<string, string> = {}) {
  const target = new URL(url);
  return new Promise<number>((resolve, reject) => {
    const req = request({
      host: target.hostname,
      port: target.port,
      path,
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "content-length": String(200 * 1024 * 1024),
        origin: url,
        "sec-fetch-site": "same-origin",
        ...headers,
      },
    });
    req.on("response", (response) => {
      resolve(response.statusCode ?? 0);
      req.destroy();
    });
    req.on("error", reject);
    req.write("a".repeat(1024));
  });
}

function send(
  url: string,
  path: string,
  body: string | Uint8Array,
  headers: Record<string, string>,
) {
  return fetch(`${url}${path}`, {
    method: "POST",
    headers: { origin: url, "sec-fetch-site": "same-origin", ...headers },
    body: typeof body === "string" ? body : new Blob([new Uint8Array(body)]),
    redirect: "manual",
  });
}

describe("limits on every spelling of a path", () => {
  let database: DatabaseHandle;
  let server: TestServer;
  beforeAll(async () => {
    database = await backends()[0]!.open();
    server = await startTestServer(database);
  });
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });
  beforeEach(() => truncateAll(database.db));

  test.each([
    "/%63urator/login",
    "/CURATOR/LOGIN",
    "/%73ubmit",
    "//submit/",
    "/curator\\login",
    "/Newsletter",
    "/api/resources/%73ubmit",
    "/some/unknown/page",
  ])("a 200 MiB body to %s is a 413 before it is read", async (path) => {
    expect(await claimHugeBody(server.url, path)).toBe(413);
  });

  test(`a JSON body of exactly ${BODY_LIMIT_BYTES} bytes is read (not a 413)`, async () => {
    const padding = "a".repeat(BODY_LIMIT_BYTES - JSON.stringify({ email: "" }).length);
    const body = JSON.stringify({ email: padding });
    expect(Buffer.byteLength(body)).toBe(BODY_LIMIT_BYTES);
    const response = await postJson(server.url, "/api/newsletter", body);
    // Read and judged: not an email address (a form body at the limit: tests/e2e/newsletter.spec.ts).
    expect(response.status).toBe(400);
  });

  test("a form body of unknown length (chunked) is a 411", async () => {
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode("email=a%40example.org"));
        controller.close();
      },
    });
    const response = await fetch(`${server.url}/%73ubmit`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: stream,
      duplex: "half",
    } as RequestInit);
    expect(response.status).toBe(411);
  });

  test("/CURATOR and /%63urator are no-store and noindex like /curator", async () => {
    for (const path of ["/CURATOR", "/%63urator/login", "//curator/"]) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.headers.get("cache-control"), path).toBe("no-store");
      expect(response.headers.get("x-robots-tag"), path).toBe("noindex");
    }
  });

  test("a charset other than UTF-8 is a 415, on the API and on the forms; nothing is stored", async () => {
    for (const charset of ["utf-7", "utf-16le", "iso-8859-1"]) {
      const api = await postJson(
        server.url,
        "/api/resources/submit",
        JSON.stringify(VALID_SUBMISSION),
        {
          "content-type": `application/json; charset=${charset}`,
        },
      );
      expect(api.status, charset).toBe(415);
      expect(await api.json()).toEqual({ message: expect.stringMatching(/UTF-8/) });
      const form = await send(server.url, "/newsletter", "email=a%40example.org", {
        "content-type": `application/x-www-form-urlencoded; charset=${charset}`,
      });
      expect(form.status, charset).toBe(415);
    }
    const ok = await postJson(
      server.url,
      "/api/newsletter",
      { email: "b@example.org" },
      {
        "content-type": "application/json; charset=UTF-8",
      },
    );
    expect(ok.status).toBe(201);
    expect(await database.db.select().from(resourceSubmissions)).toHaveLength(0);
    expect(await database.db.select().from(newsletterSubscribers)).toHaveLength(1);
  });

  test("JSON sent to a form route is a 415; a bad gzip body to the API is a 400", async () => {
    for (const path of ["/submit", "/newsletter", "/curator/login"]) {
      const response = await send(server.url, path, JSON.stringify(VALID_SUBMISSION), {
        "content-type": "application/json",
      });
      expect(response.status, path).toBe(415);
    }
    const badGzip = await send(
      server.url,
      "/api/resources/submit",
      Buffer.from("not gzip at all"),
      {
        "content-type": "application/json",
        "content-encoding": "gzip",
      },
    );
    expect(badGzip.status).toBe(400);
    expect(await badGzip.json()).toEqual({ message: expect.any(String) });
    // A good gzip body is still read.
    const good = await send(
      server.url,
      "/api/newsletter",
      gzipSync(JSON.stringify({ email: "g@example.org" })),
      {
        "content-type": "application/json",
        "content-encoding": "gzip",
      },
    );
    expect(good.status).toBe(201);
  });

  test("a NUL byte, raw or escaped, is a 400, never a 500", async () => {
    const escaped = await postJson(server.url, "/api/resources/submit", {
      ...VALID_SUBMISSION,
      resourceDescription: "before\u0000after",
    });
    expect(escaped.status).toBe(400);
    expect((await escaped.json()).errors).toHaveProperty("resourceDescription");
    const raw = await postJson(server.url, "/api/resources/submit", `{"resourceTitle":"a\u0000b"}`);
    expect(raw.status).toBe(400);
    const email = await postJson(server.url, "/api/newsletter", { email: "a\u0000@example.org" });
    expect(email.status).toBe(400);
  });

  test("a title of zero-width characters only is missing", async () => {
    const response = await postJson(server.url, "/api/resources/submit", {
      ...VALID_SUBMISSION,
      resourceTitle: "\u200b\u200c\u200d\u2060\ufeff",
    });
    expect(response.status).toBe(400);
    expect((await response.json()).errors).toEqual({
      resourceTitle: "Please enter the resource's title.",
    });
  });
});
