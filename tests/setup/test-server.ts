import type { AddressInfo } from "node:net";
import type { Logger } from "pino";
import { afterAll, beforeAll, beforeEach } from "vitest";
import type { Database, DatabaseHandle } from "~/db/client.server";
import { parseEnv } from "~/lib/env.server";
import type { WriteQueue } from "~/db/write-queue.server";
import { createApp } from "../../server/app";
import { silentLogger, truncateAll, type Backend } from "./database";

export interface TestServer {
  url: string;
  close(): Promise<void>;
}

/**
 * The real Express app of server/app.ts on a random port, without a React Router build: the
 * API, /healthz and the rate limits answer; pages do not.
 */
export async function startTestServer(
  database: DatabaseHandle,
  env: Record<string, string> = {},
  logger: Logger = silentLogger,
  /** To watch (or share) the bound on public writes; made from WRITE_QUEUE_LIMIT otherwise. */
  writeQueue?: WriteQueue,
  /** The time now for curator sign-ins (TOTP steps, step-up expiry), when a test controls it. */
  clock?: () => Date,
): Promise<TestServer> {
  const app = await createApp({
    writeQueue,
    clock,
    // Limits high by default: the tests of each limit set it, or pass their own write queue.
    env: parseEnv({
      NODE_ENV: "test",
      SUBMIT_RATE_LIMIT: "1000",
      WRITE_QUEUE_LIMIT: "1000",
      ...env,
    }),
    logger,
    database,
    build: () => Promise.reject(new Error("API tests have no React Router build")),
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise<void>((resolve, reject) => {
    server.once("listening", resolve);
    server.once("error", reject);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/**
 * For a describe block: the backend's database and the app on a random port, opened once,
 * emptied before each test, closed at the end.
 */
export function useTestServer(backend: Backend): { readonly url: string; readonly db: Database } {
  let database: DatabaseHandle | undefined;
  let server: TestServer | undefined;
  beforeAll(async () => {
    database = await backend.open();
    server = await startTestServer(database);
  });
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });
  beforeEach(() => truncateAll(database!.db));
  return {
    get url() {
      return server!.url;
    },
    get db() {
      return database!.db;
    },
  };
}
