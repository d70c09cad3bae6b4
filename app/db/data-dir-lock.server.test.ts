import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { hostname, tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, expect, test } from "vitest";
import { DataDirLockedError, lockDataDir } from "./data-dir-lock.server";

let dir: string;
const noop = () => {};

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "steady-ground-lock-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

test("one holder at a time; released, it can be taken again", async () => {
  const release = await lockDataDir(dir, noop);
  await expect(lockDataDir(dir, noop)).rejects.toThrow(DataDirLockedError);
  await expect(lockDataDir(dir, noop)).rejects.toThrow(
    `process ${process.pid} on ${hostname()}) is already using the data directory ${dir}`,
  );
  await release();
  expect(existsSync(path.join(dir, "server.lock"))).toBe(false);
  const again = await lockDataDir(dir, noop);
  await again();
});

test("a lock left by a process that is gone (killed) is taken over at once", async () => {
  const gone = spawnSync(process.execPath, ["-e", "process.exit(0)"]).pid!;
  mkdirSync(path.join(dir, "server.lock"));
  writeFileSync(
    path.join(dir, "server.lock.json"),
    JSON.stringify({ pid: gone, hostname: hostname(), startedAt: new Date().toISOString() }),
  );
  const release = await lockDataDir(dir, noop);
  // Ours now: the owner file names this process, and the next server is refused.
  const owner: unknown = JSON.parse(readFileSync(path.join(dir, "server.lock.json"), "utf8"));
  expect(owner).toMatchObject({ pid: process.pid, hostname: hostname() });
  await expect(lockDataDir(dir, noop)).rejects.toThrow(`process ${process.pid} on ${hostname()}`);
  await release();
});

test("a fresh lock held from another host is respected", async () => {
  mkdirSync(path.join(dir, "server.lock"));
  writeFileSync(
    path.join(dir, "server.lock.json"),
    JSON.stringify({ pid: 1, hostname: "elsewhere", startedAt: new Date().toISOString() }),
  );
  await expect(lockDataDir(dir, noop)).rejects.toThrow(/process 1 on elsewhere/);
});
