import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { inArray } from "drizzle-orm";
import { afterAll, describe, expect, test } from "vitest";
import { openDatabase } from "~/db/client.server";
import { resourceSubmissions } from "~/db/schema";
import { MIGRATIONS_FOLDER, silentLogger } from "../tests/setup/database";
import { postJson, VALID_SUBMISSION } from "../tests/setup/requests";

/**
 * The embedded database's promises (docs/product.md), checked on real processes: a 201 is on disk
 * (SIGKILL loses nothing), one server per DATA_DIR, a clean close on SIGTERM.
 */
const SCRIPT = path.resolve(import.meta.dirname, "../tests/setup/durability-server.ts");
const BURST = 300;

interface Child {
  process: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
  port: Promise<number>;
}

function startChild(dataDir: string): Child {
  // `node --import tsx`, not the tsx CLI: one process, so that SIGKILL reaches the server itself.
  const child = spawn(process.execPath, ["--import", "tsx", SCRIPT], {
    env: {
      ...process.env,
      NODE_ENV: "test",
      DATA_DIR: dataDir,
      PORT: "0",
      SUBMIT_RATE_LIMIT: "0",
      // The whole burst is admitted at once: what this test checks is that none is lost.
      WRITE_QUEUE_LIMIT: String(BURST),
      LOG_LEVEL: "info",
      DATABASE_URL: "",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  // "close", not "exit": a process can exit before its last lines are read from the pipe (Node's
  // child_process documentation), and the tests read those lines ("closed cleanly").
  const exited = new Promise<number | null>((resolve) => child.once("close", resolve));
  const port = new Promise<number>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/LISTENING (\d+)/);
      if (match) resolve(Number(match[1]));
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    void exited.then((code) =>
      reject(new Error(`exited with ${code} before listening:\n${output}`)),
    );
  });
  port.catch(() => {}); // awaited (or not) by the test
  return { process: child, output: () => output, exited, port };
}

describe("the embedded database in DATA_DIR", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "steady-ground-durability-"));
  const children: ChildProcess[] = [];
  let first: Child;
  const acceptedIds: number[] = [];

  afterAll(() => {
    for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
  });

  test("the first start says it is creating the database; a second server refuses to start", async () => {
    first = startChild(dataDir);
    children.push(first.process);
    await first.port;
    expect(first.output()).toContain("creating the embedded database");

    const second = startChild(dataDir);
    children.push(second.process);
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(
      /Another Steady Ground server \(process \d+ on .+\) is already using the data directory/,
    );
  }, 90_000);

  test(`every one of a burst of ${BURST} accepted submissions survives SIGKILL`, async () => {
    const port = await first.port;
    const url = `http://127.0.0.1:${port}`;
    const responses = await Promise.all(
      Array.from({ length: BURST }, (_, i) =>
        postJson(url, "/api/resources/submit", {
          ...VALID_SUBMISSION,
          resourceTitle: `Burst ${i}`,
        }),
      ),
    );
    // Killed the moment the last answer arrives: nothing gets a chance to flush or close.
    first.process.kill("SIGKILL");
    for (const response of responses) {
      expect(response.status).toBe(201);
      acceptedIds.push(((await response.json()) as { id: number }).id);
    }
    expect(await first.exited).toBeNull();

    // The lock left by the killed process is taken over at once: its holder is gone.
    const reopened = await openDatabase({
      dataDir,
      migrationsFolder: MIGRATIONS_FOLDER,
      logger: silentLogger,
    });
    try {
      const rows = await reopened.db
        .select({ id: resourceSubmissions.id })
        .from(resourceSubmissions)
        .where(inArray(resourceSubmissions.id, acceptedIds));
      expect(rows).toHaveLength(BURST);
    } finally {
      await reopened.close();
    }
  }, 90_000);

  test("SIGTERM closes the database and releases DATA_DIR", async () => {
    const server = startChild(dataDir);
    children.push(server.process);
    await server.port;
    expect(existsSync(path.join(dataDir, "server.lock"))).toBe(true);
    server.process.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain("closed cleanly");
    expect(existsSync(path.join(dataDir, "server.lock"))).toBe(false);
  }, 90_000);
});
