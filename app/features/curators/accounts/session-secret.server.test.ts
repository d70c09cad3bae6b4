import { mkdtemp, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, expect, test } from "vitest";
import { loadSessionSecret, SECRET_FILE } from "./session-secret.server";

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "sg-secret-"));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

test("SESSION_SECRET wins, and nothing is written", async () => {
  const secret = "e".repeat(40);
  expect(await loadSessionSecret({ SESSION_SECRET: secret, DATA_DIR: dir })).toBe(secret);
  await expect(stat(path.join(dir, SECRET_FILE))).rejects.toThrow();
});

test("otherwise one is made once, kept with mode 0600 (DATA_DIR created), and reused", async () => {
  const dataDir = path.join(dir, "not-yet");
  // Several at once, as processes starting together: each gets the one secret written whole.
  const [first, ...others] = await Promise.all(
    Array.from({ length: 8 }, () => loadSessionSecret({ DATA_DIR: dataDir })),
  );
  expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(others).toEqual(Array(7).fill(first));
  expect(await readdir(dataDir)).toEqual([SECRET_FILE]);
  const file = path.join(dataDir, SECRET_FILE);
  expect((await stat(file)).mode & 0o777).toBe(0o600);
  expect((await readFile(file, "utf8")).trim()).toBe(first);
  expect(await loadSessionSecret({ DATA_DIR: dataDir })).toBe(first);
});

test("a file too short to be a secret is an error that says what to do", async () => {
  await writeFile(path.join(dir, SECRET_FILE), "short\n");
  await expect(loadSessionSecret({ DATA_DIR: dir })).rejects.toThrow(/delete it|SESSION_SECRET/);
});
