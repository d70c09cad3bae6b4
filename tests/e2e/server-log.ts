import { tmpdir } from "node:os";
import path from "node:path";

/**
 * Where the e2e server writes its log (its standard output, at LOG_LEVEL=info), so that a test
 * can read what the server logged about its own requests. One file per port: runs side by side
 * keep theirs apart, and each run starts it afresh. Read at call time: the port is chosen by
 * playwright.config.ts (tests/setup/e2e-ports.ts) after this module is loaded.
 */
export function serverLogPath(): string {
  const port = process.env.E2E_PORT;
  if (!port) throw new Error("E2E_PORT is unset: run the browser tests with Playwright");
  return path.join(tmpdir(), `steady-ground-e2e-${port}.log`);
}
