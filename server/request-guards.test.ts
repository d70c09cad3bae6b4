import { request } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { newsletterSubscribers, resourceSubmissions } from "~/db/schema";
import { backends, truncateAll } from "../tests/setup/database";
import { postJson, VALID_SUBMISSION } from "../tests/setup/requests";
import { startTestServer, type TestServer } from "../tests/setup/test-server";
import {
  PHOTO_BODY_LIMIT_BYTES,
  PHOTO_TOO_LARGE_MESSAGE,
  PHOTO_UPLOAD_PATH,
} from "~/features/curators/profile/photo";
import { BODY_LIMIT_BYTES, canonicalizePath, canonicalPath, guardBodies } from "./request-guards";

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

describe("the photo upload's own body limit, on its path only", () => {
  // The guards in front of a handler that reads the whole body and says how much it read: the
  // route behind the real path needs a build, and this is about the limit, not the route.
  let server: TestServer;
  beforeAll(async () => {
    const app = express();
    app.use(canonicalizePath, guardBodies);
    app.post("/{*path}", async (req, res) => {
      let bytes = 0;
      for await (const chunk of req) bytes += (chunk as Buffer).length;
      res.json({ path: req.path, bytes });
    });
    const listening = app.listen(0, "127.0.0.1");
    await new Promise<void>((resolve) => listening.once("listening", resolve));
    const { port } = listening.address() as AddressInfo;
    server = {
      url: `http://127.0.0.1:${port}`,
      close: () => new Promise<void>((resolve) => listening.close(() => resolve())),
    };
  });
  afterAll(() => server?.close());

  const multipart = (size: number) =>
    send(server.url, "/curator/profile/photo", new Uint8Array(size), {
      "content-type": "multipart/form-data; boundary=x",
    });

  test(`exactly ${PHOTO_BODY_LIMIT_BYTES} bytes is read; one more is a 413 that names the limit`, async () => {
    const exact = await multipart(PHOTO_BODY_LIMIT_BYTES);
    expect(exact.status).toBe(200);
    expect(await exact.json()).toEqual({ path: PHOTO_UPLOAD_PATH, bytes: PHOTO_BODY_LIMIT_BYTES });
    const over = await multipart(PHOTO_BODY_LIMIT_BYTES + 1);
    expect(over.status).toBe(413);
    expect(await over.text()).toBe(PHOTO_TOO_LARGE_MESSAGE);
  });

  test("however the path is spelled, and a huge claim is refused before it is read", async () => {
    expect(await claimHugeBody(server.url, "/CURATOR/Profile/%50hoto")).toBe(413);
    const spelled = await send(
      server.url,
      "//curator/profile/photo/",
      new Uint8Array(BODY_LIMIT_BYTES + 1),
      {
        "content-type": "multipart/form-data; boundary=x",
      },
    );
    expect(spelled.status).toBe(200);
  });

  test(`every other path keeps ${BODY_LIMIT_BYTES} bytes, the profile form's own page too`, async () => {
    for (const path of ["/curator/profile", "/curator/profile/photo/more", "/submit"]) {
      const over = await send(server.url, path, new Uint8Array(BODY_LIMIT_BYTES + 1), {
        "content-type": "multipart/form-data; boundary=x",
      });
      expect(over.status, path).toBe(413);
    }
    const api = await postJson(
      server.url,
      "/api/curator/profile",
      "a".repeat(BODY_LIMIT_BYTES + 1),
    );
    expect(api.status).toBe(413);
  });
});
