import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * Child processes of the bench (the servers under test and the load generators) and its
 * temporary folders. Each is stopped or removed when the bench ends, however it ends.
 */

const children = new Set<ChildProcess>();
const folders = new Set<string>();

/** SIGTERM, not SIGKILL: nginx's master must live long enough to stop its worker. */
function killAll(): void {
  for (const child of children) child.kill("SIGTERM");
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
}
process.once("exit", killAll);
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    killAll();
    process.exit(130);
  });
}

export interface Running {
  name: string;
  child: ChildProcess;
  /** The last lines the process printed, for error messages. */
  output(): string;
  /** SIGTERM, then SIGKILL after `graceMs`; resolves once the process has exited. */
  stop(graceMs?: number): Promise<void>;
  exited: Promise<number | null>;
}

export interface StartOptions {
  env?: Record<string, string | undefined>;
  cwd?: string;
  /** Keep the output (default); `false` discards it. */
  keepOutput?: boolean;
}

/** Starts a process whose output is kept (its last 4 KB) and which dies with the bench. */
export function start(
  name: string,
  command: string,
  args: string[],
  options: StartOptions = {},
): Running {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.add(child);
  let tail = "";
  const keep = (chunk: Buffer) => {
    tail = (tail + chunk.toString()).slice(-4096);
  };
  child.stdout?.on("data", options.keepOutput === false ? () => {} : keep);
  child.stderr?.on("data", keep);
  const exited = new Promise<number | null>((resolve) => {
    child.once("exit", (code) => {
      children.delete(child);
      resolve(code);
    });
    child.once("error", (error) => {
      tail += `\n${error.message}`;
      children.delete(child);
      resolve(null);
    });
  });
  const stop = async (graceMs = 10_000) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), graceMs);
    await exited;
    clearTimeout(timer);
  };
  return { name, child, output: () => tail, stop, exited };
}

/** Runs a process to its end and returns what it printed on stdout (rejecting on failure). */
export async function run(
  command: string,
  args: string[],
  options: StartOptions & { timeoutMs: number },
): Promise<string> {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.add(child);
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4096)));
  const timer = setTimeout(() => child.kill("SIGKILL"), options.timeoutMs);
  const code = await new Promise<number | null>((resolve) => {
    child.once("exit", resolve);
    child.once("error", () => resolve(null));
  });
  clearTimeout(timer);
  children.delete(child);
  if (code !== 0) throw new Error(`${command} exited with ${code}: ${stderr.trim()}`);
  return stdout;
}

/** Polls `url` until it answers 2xx; fails when `process` exits first or time runs out. */
export async function waitForHttp(url: string, process: Running, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  void process.exited.then(() => (exited = true));
  while (Date.now() < deadline) {
    if (exited) throw new Error(`${process.name} exited before answering:\n${process.output()}`);
    const ok = await fetch(url, { signal: AbortSignal.timeout(2_000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${process.name} did not answer ${url} within ${timeoutMs / 1000} s`);
}

/** A new folder under the system's temporary folder, removed when the bench exits. */
export async function tempDir(name: string): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), `steady-ground-bench-${name}-`));
  folders.add(folder);
  return folder;
}

/** The path of an executable, looked up on PATH and in the sbin folders, or undefined. */
export function which(binary: string): string | undefined {
  const found = spawnSync("sh", ["-c", `command -v ${binary}`], {
    env: { ...process.env, PATH: `${process.env.PATH ?? ""}:/usr/sbin:/usr/local/sbin:/sbin` },
    encoding: "utf8",
  });
  return found.status === 0 ? found.stdout.trim() || undefined : undefined;
}
