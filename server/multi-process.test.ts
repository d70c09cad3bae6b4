import { execFileSync, spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:https";
import { tmpdir } from "node:os";
import path from "node:path";
import getPort from "get-port";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { inject } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { HELPLINE_SEED } from "~/content/helpline-seed";
import { auditLog, limitCounters, resourceSubmissions, sessions } from "~/db/schema";
import type { HelplineCountry } from "~/domain/helplines/types";
import { formatDate } from "~/lib/dates";
import {
  createSignInThrottle,
  FAILED_SIGN_IN_LIMIT,
} from "~/features/curators/accounts/sign-in-throttle.server";
import { totpCodeAt } from "~/features/curators/accounts/totp.server";
import {
  createTestCurator,
  giveSecondFactor,
  signedInCookie,
  TEST_SESSION_SECRET,
  TEST_TOTP_SECRET,
  testAuth,
} from "../tests/setup/curators";
import { backends, truncateAll, workerDatabaseUrl } from "../tests/setup/database";
import { VALID_SUBMISSION } from "../tests/setup/requests";
import { startServerProcess, type ServerProcess } from "../tests/setup/server-process";

/**
 * Several server processes on one PostgreSQL, as the deployment runs them (deploy/): the limits,
 * the sign-in throttle and the sessions must hold across them, directly and through nginx.
 */
const postgres = backends()[1]!;
const LIMIT = 10;
const nginx = spawnSync("sh", ["-c", "command -v nginx || ls /usr/sbin/nginx"], {
  encoding: "utf8",
}).stdout.trim();

describe.skipIf(postgres.skip)("two server processes on one PostgreSQL", () => {
  let database: DatabaseHandle;
  let servers: ServerProcess[] = [];
  let cookie: string;

  beforeAll(async () => {
    database = await postgres.open();
    await truncateAll(database.db);
    await createTestCurator(database.db);
    cookie = await signedInCookie(testAuth(database.db));
    const env = {
      DATABASE_URL: workerDatabaseUrl(inject("postgres").url!),
      SESSION_SECRET: TEST_SESSION_SECRET,
      SUBMIT_RATE_LIMIT: String(LIMIT),
      // All at once: the rate limit is what this test counts, not the bound on writes at once.
      WRITE_QUEUE_LIMIT: "100",
      // As deployed behind nginx (deploy/); requests made directly carry no X-Forwarded-For.
      TRUST_PROXY: "1",
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "steady-ground-multi-")),
    };
    servers = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await database?.close();
  }, 30_000);

  const stored = async () =>
    Number((await database.db.select({ n: count() }).from(resourceSubmissions))[0]?.n);

  test(`a limit of ${LIMIT} accepts ${LIMIT} from one client in total, however the requests are spread`, async () => {
    const responses = await Promise.all(
      Array.from({ length: 2 * LIMIT + 4 }, (_, i) =>
        fetch(`${servers[i % 2]!.url}/api/resources/submit`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ ...VALID_SUBMISSION, resourceTitle: `Spread ${i}` }),
        }),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(LIMIT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(LIMIT + 4);
    expect(await stored()).toBe(LIMIT);
  });

  test("a session made by one process is honoured by both; signed out, by neither", async () => {
    for (const server of servers) {
      const answer = await fetch(`${server.url}/api/resources/submissions`, {
        headers: { cookie },
      });
      expect(answer.status).toBe(200);
    }
    await database.db.delete(sessions);
    for (const server of servers) {
      const answer = await fetch(`${server.url}/api/resources/submissions`, {
        headers: { cookie },
      });
      expect(answer.status).toBe(401);
    }
  });

  test("the sign-in throttle is shared: 40 parallel guesses over two connection pools, 5 judged", async () => {
    // Each server process has its own pool; two pools here stand for two processes' worth of
    // connections racing on the same rows.
    const other = await postgres.open();
    try {
      const throttles = [createSignInThrottle(database.db), createSignInThrottle(other.db)];
      const decisions = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          throttles[i % 2]!.reserve("10.7.7.7", { username: "ana" }),
        ),
      );
      expect(decisions.filter((decision) => decision.ok)).toHaveLength(FAILED_SIGN_IN_LIMIT);
    } finally {
      await other.close();
    }
  });

  test("wrong second-factor codes share the sign-in throttle across the two processes", async () => {
    await createTestCurator(database.db, "bea");
    await giveSecondFactor(database.db, "bea");
    const session = await signedInCookie(testAuth(database.db), "bea");
    // The sign-in's code was given just now; as if 10 minutes had passed, step-up is due.
    await database.db.update(sessions).set({ secondFactorAt: null });
    const stepUp = (server: ServerProcess, code: string) =>
      fetch(`${server.url}/api/curator/step-up`, {
        method: "POST",
        headers: {
          cookie: session,
          "content-type": "application/json",
          "sec-fetch-site": "same-origin",
          // TRUST_PROXY=1: this client's address, apart from the other tests'.
          "x-forwarded-for": "10.9.1.1",
        },
        body: JSON.stringify({ code }),
      });
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) => stepUp(servers[i % 2]!, "000000")),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 400)).toHaveLength(FAILED_SIGN_IN_LIMIT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(16 - FAILED_SIGN_IN_LIMIT);
    for (const answer of answers.filter((a) => a.status === 429)) {
      expect(Number(answer.headers.get("retry-after"))).toBeGreaterThan(0);
    }
    // On either process, a right code waits too.
    for (const server of servers) {
      const code = totpCodeAt(TEST_TOTP_SECRET, new Date(Date.now() + 30_000));
      expect((await stepUp(server, code)).status).toBe(429);
    }
  });

  test("a publish on one process is served by the other within 5 seconds (LISTEN/NOTIFY)", async () => {
    // The throttle test above used up the account's sign-ins.
    await database.db.delete(limitCounters);
    await createTestCurator(database.db).catch(() => {});
    const session = await signedInCookie(testAuth(database.db));
    const [row] = await database.db
      .insert(resourceSubmissions)
      .values({ ...VALID_SUBMISSION, resourceTitle: "Across Processes", status: "approved" })
      .returning({ id: resourceSubmissions.id });
    const [first, second] = servers;
    const entry = () =>
      fetch(`${second!.url}/api/curator/resources/across-processes`, {
        headers: { cookie: session },
      });
    expect((await entry()).status).toBe(404);

    const published = await fetch(`${first!.url}/api/curator/submissions/${row!.id}/publish`, {
      method: "POST",
      headers: {
        cookie: session,
        "content-type": "application/json",
        "sec-fetch-site": "same-origin",
      },
      body: JSON.stringify({
        cost: "free",
        audience: ["adults"],
        length: "A short read",
        evidence: "expert-experience",
        evidenceNote: "The author's clinical experience.",
      }),
    });
    expect(published.status).toBe(201);
    // Within 5 s (docs/decisions/024-live-catalogue.md): asked again every 100 ms until then.
    await vi.waitFor(
      async () =>
        expect((await entry()).status, "the other process serves the new entry").toBe(200),
      { timeout: 5_000, interval: 100 },
    );
  });

  test("a review confirmed on one process, and a profile change, are stated by the other within 5 seconds", async () => {
    await database.db.delete(limitCounters);
    await createTestCurator(database.db).catch(() => {});
    const session = await signedInCookie(testAuth(database.db));
    const [first, second] = servers;
    const send = (server: ServerProcess, method: string, path: string, body?: unknown) =>
      fetch(`${server.url}/api/curator${path}`, {
        method,
        headers: {
          cookie: session,
          "sec-fetch-site": "same-origin",
          ...(body === undefined ? {} : { "content-type": "application/json" }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const statedOnSecond = async () =>
      (
        (await (await send(second!, "GET", "/resources/calm-harm")).json()) as {
          review: { reviewedBy: { name: string; credentials: string } } | null;
        }
      ).review;
    expect(await statedOnSecond()).toBeNull();

    expect(
      (await send(first!, "PUT", "/profile", { name: "Ana Ruiz", credentials: "PsyD" })).status,
    ).toBe(200);
    expect((await send(first!, "POST", "/resources/calm-harm/review")).status).toBe(200);
    await vi.waitFor(
      async () =>
        expect((await statedOnSecond())?.reviewedBy, "the other process states the review").toEqual(
          {
            name: "Ana Ruiz",
            credentials: "PsyD",
          },
        ),
      { timeout: 5_000, interval: 100 },
    );

    expect(
      (await send(first!, "PUT", "/profile", { name: "Ana Ruiz", credentials: "PhD" })).status,
    ).toBe(200);
    await vi.waitFor(
      async () => expect((await statedOnSecond())?.reviewedBy.credentials).toBe("PhD"),
      { timeout: 5_000, interval: 100 },
    );
  });

  describe("crisis lines across processes (with pages, built on demand by Vite)", () => {
    let pair: ServerProcess[] = [];

    beforeAll(async () => {
      await database.db.delete(limitCounters);
      const env = {
        DATABASE_URL: workerDatabaseUrl(inject("postgres").url!),
        SESSION_SECRET: TEST_SESSION_SECRET,
        DATA_DIR: mkdtempSync(path.join(tmpdir(), "steady-ground-lines-")),
      };
      // One after the other: both seed the registry on start, and the second finds it written.
      // The first only takes the curator's writes, so it needs no pages: Vite building them on
      // demand costs a process about 20 s of CPU.
      pair.push(await startServerProcess(env));
      pair.push(await startServerProcess(env, { pages: true }));
    }, 240_000);
    afterAll(async () => {
      await Promise.all(pair.map((server) => server.stop()));
      pair = [];
    }, 30_000);

    test("a verify and a number change on one process show on the other's page, API and embed within 5 s, audited", async () => {
      await createTestCurator(database.db).catch(() => {});
      const session = await signedInCookie(testAuth(database.db));
      const [first, second] = pair;
      const write = (method: string, pathname: string, body: unknown) =>
        fetch(`${first!.url}${pathname}`, {
          method,
          headers: {
            cookie: session,
            "content-type": "application/json",
            "sec-fetch-site": "same-origin",
          },
          body: JSON.stringify(body),
        });
      const read = async (pathname: string) => (await fetch(`${second!.url}${pathname}`)).text();
      const seeded = HELPLINE_SEED.find((country) => country.code === "ie")!.services[0]!;
      expect(seeded.id).toBe("samaritans-ireland");
      expect(await read("/get-help/ie")).toContain(
        `href="tel:${seeded.methods[0]!.value.replace(/\D/g, "")}"`,
      );

      // A check recorded on one process: the other shows today's date against the page read.
      const sourceUrl = "https://www.samaritans.org/ireland/how-we-can-help/contact-samaritan/";
      expect(
        (await write("POST", `/api/curator/helplines/${seeded.id}/verify`, { sourceUrl })).status,
      ).toBe(200);
      const today = formatDate(new Date().toISOString());
      await vi.waitFor(
        async () => {
          const country = JSON.parse(await read("/api/helplines/ie")) as HelplineCountry;
          expect(country.services[0]!.checkedAgainst).toBe(sourceUrl);
          expect(await read("/get-help/ie")).toContain(today);
          expect(await read("/embed/help/ie")).toContain(`Checked ${today}`);
        },
        { timeout: 5_000, interval: 100 },
      );

      // A number changed on one process: the other dials the new one everywhere.
      const changed = [{ kind: "call", value: "0 000 0000" }];
      expect(
        (await write("PATCH", `/api/curator/helplines/${seeded.id}`, { methods: changed })).status,
      ).toBe(200);
      await vi.waitFor(
        async () => {
          const country = JSON.parse(await read("/api/helplines/ie")) as HelplineCountry;
          expect(country.services[0]!.methods).toEqual(changed);
          expect(await read("/get-help/ie")).toContain('href="tel:00000000"');
          expect(await read("/embed/help/ie")).toContain('href="tel:00000000"');
        },
        { timeout: 5_000, interval: 100 },
      );

      const audit = await database.db
        .select({ action: auditLog.action, detail: auditLog.detail })
        .from(auditLog)
        .where(eq(auditLog.target, `helpline:${seeded.id}`))
        .orderBy(auditLog.id);
      expect(audit.map((entry) => entry.action)).toEqual(["helpline.verify", "helpline.edit"]);
      expect(audit[1]!.detail).toContain("→ Call 0 000 0000");

      // Put back for the tests after this one.
      expect(
        (await write("PATCH", `/api/curator/helplines/${seeded.id}`, { methods: seeded.methods }))
          .status,
      ).toBe(200);
    });
  });

  describe.skipIf(!nginx)("behind nginx with deploy/nginx/steady-ground.conf", () => {
    let proxy: ChildProcess | undefined;
    let folder: string;
    let origin: string;

    beforeAll(async () => {
      await truncateAll(database.db);
      await createTestCurator(database.db);
      folder = mkdtempSync(path.join(tmpdir(), "steady-ground-nginx-"));
      execFileSync(path.resolve(import.meta.dirname, "../deploy/make-self-signed-cert.sh"), [
        folder,
        "localhost",
      ]);
      const port = await getPort({ host: "127.0.0.1" });
      origin = `https://localhost:${port}`;
      const site = readFileSync(
        path.resolve(import.meta.dirname, "../deploy/nginx/steady-ground.conf"),
        "utf8",
      )
        .replace("server 127.0.0.1:3001", `server 127.0.0.1:${servers[0]!.port}`)
        .replace("server 127.0.0.1:3002", `server 127.0.0.1:${servers[1]!.port}`)
        .replace(
          /listen 80;\n\s*listen \[::\]:80;/,
          `listen 127.0.0.1:${await getPort({ host: "127.0.0.1" })};`,
        )
        .replace(
          /listen 443 ssl http2;\n\s*listen \[::\]:443 ssl http2;/,
          `listen 127.0.0.1:${port} ssl http2;`,
        )
        .replaceAll("/etc/ssl/steady-ground", folder)
        .replaceAll("example.org", "localhost");
      writeFileSync(path.join(folder, "site.conf"), site);
      writeFileSync(
        path.join(folder, "nginx.conf"),
        `daemon off;\nworker_processes 1;\npid ${folder}/nginx.pid;\nerror_log ${folder}/error.log warn;\n` +
          `events { worker_connections 256; }\n` +
          `http {\n  access_log off;\n  client_body_temp_path ${folder}/body;\n  proxy_temp_path ${folder}/proxy;\n` +
          `  include ${folder}/site.conf;\n}\n`,
      );
      proxy = spawn(nginx, ["-p", folder, "-c", path.join(folder, "nginx.conf")], {
        stdio: ["ignore", "ignore", "pipe"],
      });
      await vi.waitFor(async () => expect((await httpsGet(origin, "/healthz")).status).toBe(200), {
        timeout: 20_000,
        interval: 200,
      });
      // Back to the restrictions a visitor gets, on a fresh count.
      await database.db.delete(limitCounters);
    }, 60_000);
    afterAll(() => {
      proxy?.kill("SIGTERM");
      rmSync(folder, { recursive: true, force: true });
    });

    test("the rate limit counts the real client, whatever X-Forwarded-For it sends", async () => {
      const statuses: number[] = [];
      for (let i = 0; i < LIMIT + 2; i++) {
        const answer = await httpsPost(origin, "/api/resources/submit", {
          body: JSON.stringify({ ...VALID_SUBMISSION, resourceTitle: `Proxied ${i}` }),
          headers: { "content-type": "application/json", "x-forwarded-for": `203.0.113.${i}` },
        });
        statuses.push(answer.status);
      }
      expect(statuses.filter((status) => status === 201)).toHaveLength(LIMIT);
      expect(statuses.slice(-2)).toEqual([429, 429]);
    });

    test("the curator's session holds on every request, whichever process answers", async () => {
      const fresh = await signedInCookie(testAuth(database.db));
      for (let i = 0; i < 6; i++) {
        const answer = await httpsGet(origin, "/api/resources/submissions", { cookie: fresh });
        expect(answer.status).toBe(200);
        // nginx's own request id reaches the server's log and comes back to the client.
        expect(answer.requestId).toMatch(/^[0-9a-f]{32}$/);
      }
      const forged = await httpsGet(origin, "/api/resources/submissions", {
        cookie: `${fresh.slice(0, -3)}AAA`,
      });
      expect(forged.status).toBe(401);
    });

    test("nginx closes an idle connection to a server before the server does", async () => {
      const upstream = /upstream steady_ground \{[^}]*keepalive_timeout (\d+)s;/.exec(
        readFileSync(
          path.resolve(import.meta.dirname, "../deploy/nginx/steady-ground.conf"),
          "utf8",
        ),
      );
      const response = await fetch(`${servers[0]!.url}/healthz`);
      await response.arrayBuffer();
      // Node tells a client how long it keeps the connection: "Keep-Alive: timeout=<seconds>".
      const serverKeeps = Number(
        /timeout=(\d+)/.exec(response.headers.get("keep-alive") ?? "")?.[1],
      );
      expect(Number(upstream?.[1])).toBeGreaterThan(0);
      expect(serverKeeps).toBeGreaterThan(Number(upstream?.[1]));
    });

    test("a body over 64 KiB is refused at the proxy", async () => {
      const answer = await httpsPost(origin, "/%73ubmit", {
        body: "x".repeat(70 * 1024),
        headers: { "content-type": "application/x-www-form-urlencoded" },
      });
      expect(answer.status).toBe(413);
    });
  });
});

/** HTTPS to the self-signed proxy (fetch cannot skip certificate checks without a dispatcher). */
function httpsCall(
  origin: string,
  pathname: string,
  options: { method: string; body?: string; headers?: Record<string, string> },
): Promise<{ status: number; body: string; requestId: string | undefined }> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${origin}${pathname}`,
      { method: options.method, headers: options.headers, rejectUnauthorized: false },
      (response) => {
        let body = "";
        response.on("data", (chunk: Buffer) => (body += chunk.toString()));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            body,
            requestId: response.headers["x-request-id"] as string | undefined,
          }),
        );
      },
    );
    req.on("error", reject);
    req.end(options.body);
  });
}

const httpsGet = (origin: string, pathname: string, headers: Record<string, string> = {}) =>
  httpsCall(origin, pathname, { method: "GET", headers });
const httpsPost = (
  origin: string,
  pathname: string,
  options: { body: string; headers: Record<string, string> },
) => httpsCall(origin, pathname, { method: "POST", ...options });
