import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import type { CuratorAuth } from "~/features/curators/accounts/auth.server";
import {
  createBackups,
  NO_BACKUP_GRACE_MS,
  type Backups,
} from "~/features/curators/backups/backups.server";
import { backends, silentLogger, truncateAll } from "../../../tests/setup/database";
import {
  call,
  createTestCurator,
  dataOf,
  formPost,
  get,
  redirectOf,
  signedInCookie,
  testAuth,
} from "../../../tests/setup/curators";
import { testContext } from "../../../tests/setup/router-context";
import { loader as download } from "./backup-file";
import { action, loader } from "./health";

type Health = Awaited<ReturnType<typeof loader>>;

const [pglite] = backends();

describe("the console's Health page", () => {
  let database: DatabaseHandle;
  let auth: CuratorAuth;
  let cookie: string;
  let dir: string;
  let backups: Backups;
  beforeAll(async () => {
    database = await pglite!.open();
    await truncateAll(database.db);
    await createTestCurator(database.db);
    auth = testAuth(database.db);
    cookie = await signedInCookie(auth);
    dir = await mkdtemp(path.join(tmpdir(), "steady-ground-health-"));
    backups = createBackups(
      database,
      { BACKUP_DIR: dir, BACKUP_EVERY_HOURS: 24, BACKUP_KEEP: 14 },
      silentLogger,
      // Started long enough ago for its first scheduled backup.
      new Date(Date.now() - NO_BACKUP_GRACE_MS - 60_000),
    );
  }, 120_000);
  afterAll(async () => {
    await database?.close();
    await rm(dir, { recursive: true, force: true });
  });

  const ctx = () => testContext({ db: database.db, curatorAuth: auth, backups });
  /** The download route for `name`, as React Router calls it. */
  const fetchFile = (name: string, headers = { cookie }) =>
    call(
      (args: object) =>
        download({ ...args, params: { name } } as unknown as Parameters<typeof download>[0]),
      get(`/curator/backups/${encodeURIComponent(name)}`, headers),
      ctx(),
    );
  const health = async (url = "/curator/health") =>
    (await call(loader, get(url, { cookie }), ctx())) as Health;

  test("with a schedule and no backup yet, says a backup is late", async () => {
    const page = await health();
    expect(page.last).toBeNull();
    expect(page.late).toBe(true);
    expect(page.everyHours).toBe(24);
  });

  test("Back up now writes a backup, offers it, and it becomes the last one", async () => {
    const answer = await call(action, formPost("/curator/health", {}, { cookie }), ctx());
    const location = redirectOf(answer)?.location ?? "";
    const name = new URL(location, "http://localhost").searchParams.get("backup");
    expect(name).toMatch(/^steady-ground-.*\.tar\.gz$/);
    const page = await health(location);
    expect(page.written).toBe(name);
    expect(page.last?.name).toBe(name);
    expect(page.late).toBe(false);

    const file = (await fetchFile(name!)) as Response;
    expect(file.headers.get("content-disposition")).toBe(`attachment; filename="${name}"`);
    expect((await file.arrayBuffer()).byteLength).toBe(page.last?.bytes);
  }, 60_000);

  test("serves nothing but backups, and only to a signed-in curator", async () => {
    expect(((await fetchFile("../server.lock.json")) as Response).status).toBe(404);
    expect(((await fetchFile("steady-ground-20990101-000000.tar.gz")) as Response).status).toBe(
      404,
    );
    const page = await health();
    expect(redirectOf(await fetchFile(page.last!.name, { cookie: "" }))?.location).toBe(
      "/curator/login",
    );
  });

  test("a cross-site Back up now is refused", async () => {
    const before = (await health()).last?.name;
    const request = formPost("/curator/health", {}, { cookie, "sec-fetch-site": "cross-site" });
    expect(dataOf(await call(action, request, ctx())).status).toBe(403);
    expect((await health()).last?.name).toBe(before);
  });
});
