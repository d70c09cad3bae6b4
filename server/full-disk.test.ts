import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, test } from "vitest";

/**
 * A first start on a full disk must say so, not "[object Object]". Needs a small tmpfs, which
 * only a privileged user can mount: elsewhere the test is skipped, and says why.
 */
const folder = mkdtempSync(path.join(tmpdir(), "steady-ground-full-"));
const mounted =
  spawnSync("mount", ["-t", "tmpfs", "-o", "size=2m", "tmpfs", folder], { stdio: "ignore" })
    .status === 0;

afterAll(() => {
  if (mounted) execFileSync("umount", [folder]);
  rmSync(folder, { recursive: true, force: true });
});

test.skipIf(!mounted)(
  "a full disk at first start is reported as a full disk (skipped unless a 2 MB tmpfs can be mounted)",
  { timeout: 120_000 },
  () => {
    const run = spawnSync(
      process.execPath,
      ["--import", "tsx", path.resolve(import.meta.dirname, "../tests/setup/durability-server.ts")],
      {
        env: {
          ...process.env,
          NODE_ENV: "test",
          PORT: "0",
          DATA_DIR: path.join(folder, "data"),
          DATABASE_URL: "",
        },
        encoding: "utf8",
        timeout: 110_000,
      },
    );
    const output = run.stdout + run.stderr;
    expect(run.status).toBe(1);
    expect(output).toContain("no space left on the device");
    expect(output).not.toContain("[object Object]");
  },
);
