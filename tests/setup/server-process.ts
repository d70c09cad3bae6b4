/**
 * Real server processes (server/main.ts, without pages: tests/setup/durability-server.ts) for
 * the tests that need several of them, or a proxy in front.
 */
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";

const SCRIPT = path.resolve(import.meta.dirname, "durability-server.ts");
/** The same server with its pages, built on demand by Vite (./page-server.ts). */
const WITH_PAGES = path.resolve(import.meta.dirname, "page-server.ts");

export interface ServerProcess {
  port: number;
  url: string;
  output(): string;
  /** SIGTERM, and SIGKILL if it has not exited within 10 s. */
  stop(): Promise<void>;
}

export async function startServerProcess(
  env: Record<string, string>,
  { pages = false }: { pages?: boolean } = {},
): Promise<ServerProcess> {
  // `node --import tsx`, not the tsx CLI: one process, which the signal reaches directly.
  const script = pages ? WITH_PAGES : SCRIPT;
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", script], {
    env: { ...process.env, NODE_ENV: "test", PORT: "0", LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  // "close", not "exit": a process can exit before its last lines are read from the pipe.
  const exited = new Promise<number | null>((resolve) => child.once("close", resolve));
  const port = await new Promise<number>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/LISTENING (\d+)/);
      if (match) resolve(Number(match[1]));
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    void exited.then((code) =>
      reject(new Error(`exited with ${code} before listening:\n${output}`)),
    );
  });
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    output: () => output,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
