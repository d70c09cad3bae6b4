import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { openDatabase, type DatabaseHandle } from "~/db/client.server";
import {
  createTestCurator,
  signedInCookie,
  TEST_SESSION_SECRET,
  testAuth,
} from "../setup/curators";
import { onPath, startCluster } from "../setup/postgres";
import { ROOT, startBuiltServer, stopBuiltServer, type BuiltServer } from "./built-server";
import { expect, test } from "./fixtures";

/**
 * Two production server processes of this build on one throwaway PostgreSQL, as deployed
 * (deploy/): a review confirmed on one, and a change of the reviewer's profile, show on the
 * other's pages, which it serves from memory, within 5 seconds (pg_notify; server/live-catalogue.ts).
 */

const quiet = { info: () => {}, warn: () => {}, error: console.error };

test.describe("two server processes on one PostgreSQL", () => {
  test.skip(!onPath("initdb") || !onPath("pg_ctl"), "initdb and pg_ctl are not on PATH");
  // One cluster and two servers for the file: its tests run in order, in one worker.
  test.describe.configure({ mode: "serial" });

  let cluster: { url: string; stop: () => void } | undefined;
  let database: DatabaseHandle | undefined;
  let servers: BuiltServer[] = [];
  let dataDir: string;
  let cookie: string;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    cluster = await startCluster();
    // The curator exists before either process starts; both migrate (one at a time) and serve.
    database = await openDatabase({
      databaseUrl: cluster.url,
      migrationsFolder: path.join(ROOT, "drizzle"),
      logger: quiet,
    });
    await createTestCurator(database.db);
    cookie = await signedInCookie(testAuth(database.db, { secureCookie: true }));
    dataDir = mkdtempSync(path.join(tmpdir(), "steady-ground-two-processes-"));
    const env = {
      DATABASE_URL: cluster.url,
      DATA_DIR: dataDir,
      SESSION_SECRET: TEST_SESSION_SECRET,
      REQUIRE_SECOND_FACTOR: "0",
      LOG_LEVEL: "warn",
      GA_MEASUREMENT_ID: "",
    };
    servers = await Promise.all([startBuiltServer(env), startBuiltServer(env)]);
  });

  test.afterAll(async () => {
    await Promise.all(servers.map(stopBuiltServer));
    await database?.close();
    cluster?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const api = (server: BuiltServer, method: string, path: string, body?: unknown) =>
    fetch(`${server.url}/api/curator${path}`, {
      method,
      headers: {
        cookie,
        "sec-fetch-site": "same-origin",
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  /** The text a visitor reads on a page of `server` (served from its memory). */
  const pageText = async (server: BuiltServer, path: string) =>
    (await (await fetch(`${server.url}${path}`)).text()).replace(/<!-- -->/g, "");

  test("a review confirmed on one shows on the other's resource page and /about within 5 s", async () => {
    const [first, second] = servers as [BuiltServer, BuiltServer];
    expect(await pageText(second, "/resource/calm-harm")).toContain(
      "Not yet reviewed by our curating psychologist",
    );
    expect(
      (await api(first, "PUT", "/profile", { name: "Ana Ruiz", credentials: "PsyD" })).status,
    ).toBe(200);
    expect((await api(first, "POST", "/resources/calm-harm/review")).status).toBe(200);

    await expect
      .poll(() => pageText(second, "/resource/calm-harm"), { timeout: 5_000, intervals: [100] })
      .toContain("Ana Ruiz, PsyD, on");
    expect(await pageText(second, "/resource/calm-harm")).not.toContain("Not yet reviewed");
    await expect
      .poll(() => pageText(second, "/about"), { timeout: 5_000, intervals: [100] })
      .toContain(">Ana Ruiz</h3>");
  });

  test("a change of the reviewer's profile shows on the other's pages within 5 s", async () => {
    const [first, second] = servers as [BuiltServer, BuiltServer];
    expect(
      (await api(first, "PUT", "/profile", { name: "Ana Ruiz", credentials: "PhD" })).status,
    ).toBe(200);
    await expect
      .poll(() => pageText(second, "/resource/calm-harm"), { timeout: 5_000, intervals: [100] })
      .toContain("Ana Ruiz, PhD, on");
  });
});
