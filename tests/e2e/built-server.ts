import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import getPort from "get-port";
import { expect } from "./fixtures";

/**
 * The production build (BUILD_DIR, default build/) served by `server.js` as a deployment serves
 * it, in a process of its own with `env` added to this one's: for the specs that need servers of
 * their own beside the one Playwright starts (their own database, several processes, a restart).
 */

export const BUILD_DIR = process.env.BUILD_DIR ?? "build";
export const ROOT = path.resolve(import.meta.dirname, "../..");

export interface BuiltServer {
  url: string;
  child: ChildProcess;
}

/**
 * Starts one and waits until /healthz answers 200: 2 minutes at most, as a start took 53–95 s
 * on the 2 shared cores while other builds and browsers ran.
 */
export async function startBuiltServer(env: Record<string, string>): Promise<BuiltServer> {
  const port = await getPort({ host: "127.0.0.1" });
  const child = spawn(process.execPath, [path.join(ROOT, "server.js")], {
    cwd: ROOT,
    env: { ...process.env, ...env, NODE_ENV: "production", BUILD_DIR, PORT: String(port) },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let errors = "";
  child.stderr!.on("data", (chunk: Buffer) => (errors += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  await expect
    .poll(
      async () => {
        if (child.exitCode !== null) throw new Error(`the server exited: ${errors}`);
        return (await fetch(`${url}/healthz`).catch(() => undefined))?.status;
      },
      { timeout: 120_000, intervals: [250] },
    )
    .toBe(200);
  return { url, child };
}

/** SIGTERM, and waits for the process to exit (it closes its database first). */
export async function stopBuiltServer(server: BuiltServer | undefined) {
  if (!server || server.child.exitCode !== null) return;
  const exited = new Promise((resolve) => server.child.once("exit", resolve));
  server.child.kill("SIGTERM");
  await exited;
}
