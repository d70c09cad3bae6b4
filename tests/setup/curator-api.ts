import { afterAll, beforeAll, beforeEach } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { createTestCurator, signedInCookie, TEST_SESSION_SECRET, testAuth } from "./curators";
import { truncateAll, type Backend } from "./database";
import { startTestServer, type TestServer } from "./test-server";

export interface CuratorApiSuite {
  readonly database: DatabaseHandle;
  readonly server: TestServer;
  /** The signed-in test curator's session cookie. */
  readonly cookie: string;
  /** A same-origin call to `/api/curator{path}` as the signed-in curator, with a JSON body if given. */
  call(
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<Response>;
}

/**
 * For a `describe` block on one backend: a test server on an emptied database, and before each
 * test an empty database again with the test curator signed in. Registers its own hooks.
 */
export function curatorApiSuite(backend: Backend): CuratorApiSuite {
  let database: DatabaseHandle | undefined;
  let server: TestServer | undefined;
  let cookie = "";
  beforeAll(async () => {
    database = await backend.open();
    await truncateAll(database.db);
    server = await startTestServer(database, { SESSION_SECRET: TEST_SESSION_SECRET });
  });
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });
  beforeEach(async () => {
    await truncateAll(database!.db);
    await createTestCurator(database!.db);
    cookie = await signedInCookie(testAuth(database!.db));
  });
  return {
    get database() {
      return database!;
    },
    get server() {
      return server!;
    },
    get cookie() {
      return cookie;
    },
    call: (method, path, body, headers = {}) =>
      fetch(`${server!.url}/api/curator${path}`, {
        method,
        headers: {
          cookie,
          "sec-fetch-site": "same-origin",
          ...(body === undefined ? {} : { "content-type": "application/json" }),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
  };
}
