import { Writable } from "node:stream";
import { describe, expect, test } from "vitest";
import { backends } from "../tests/setup/database";
import { postJson, VALID_SUBMISSION } from "../tests/setup/requests";
import { startTestServer } from "../tests/setup/test-server";
import { createLogger, safeError } from "./logging";

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split("\n").filter(Boolean));
      done();
    },
  });
  return { logger: createLogger("debug", stream), lines };
}

describe("the log", () => {
  test(
    "holds no cookie, authorization, password, query value or submitted text, and every request line has its id",
    { timeout: 60_000 },
    async () => {
      const { logger, lines } = capture();
      const database = await backends()[0]!.openOwn();
      const server = await startTestServer(database, {}, logger);
      const secrets = {
        cookie: "sg_session=SECRETSESSIONVALUE123.SIGNATURE456",
        authorization: "Bearer SECRETBEARERTOKEN789",
        password: "correct horse battery staple SECRETPW",
        description: "SECRETDESCRIPTION I could not get out of bed for weeks",
        name: "SECRETNAME Jane Q. Visitor",
        query: "SECRETQUERY how to stop feeling this way",
      };
      const ids: string[] = [];
      try {
        const headers = { cookie: secrets.cookie, authorization: secrets.authorization };
        const body = {
          ...VALID_SUBMISSION,
          submitterName: secrets.name,
          resourceDescription: secrets.description,
          password: secrets.password,
        };
        const stored = await postJson(server.url, "/api/resources/submit", body, headers);
        expect(stored.status).toBe(201);
        ids.push(stored.headers.get("x-request-id")!);
        const invalid = await postJson(
          server.url,
          "/api/resources/submit",
          { ...body, resourceType: "x" },
          headers,
        );
        expect(invalid.status).toBe(400);
        const search = await fetch(
          `${server.url}/api/nowhere?q=${encodeURIComponent(secrets.query)}`,
          { headers },
        );
        expect(search.status).toBe(404);
        // A failed write: Drizzle's error message holds every value of the failed query.
        await database.close();
        const failed = await postJson(server.url, "/api/resources/submit", body, headers);
        expect(failed.status).toBe(500);
        ids.push(failed.headers.get("x-request-id")!);
      } finally {
        await server.close();
        await database.close();
      }
      const log = lines.join("\n");
      expect(log).toContain("unhandled API error"); // the failure was logged…
      for (const [name, secret] of Object.entries(secrets)) {
        expect(log, name).not.toContain(secret.split(" ")[0]); // …without any of these
      }
      expect(log).not.toContain("SECRET");
      // Every line about a request carries its id, and the id is the one the client was given.
      const requestLines = lines
        .map((line) => JSON.parse(line) as { req?: { id?: string } })
        .filter((line) => line.req);
      expect(requestLines.length).toBeGreaterThanOrEqual(5);
      for (const line of requestLines) expect(line.req!.id).toMatch(/^[0-9a-f-]{36}$/);
      for (const id of ids) expect(log).toContain(id);
    },
  );
});

test("safeError keeps the query's shape and cuts its values", () => {
  const error = Object.assign(
    new Error("Failed query: insert into t values ($1)\nparams: Jane,secret text"),
    {
      code: "23505",
      detail: "Key (email)=(jane@example.org) already exists.",
    },
  );
  const safe = safeError(error);
  expect(safe).toMatchObject({
    type: "Error",
    code: "23505",
    message: "Failed query: insert into t values ($1)\nparams: [redacted]",
  });
  expect(JSON.stringify(safe)).not.toMatch(/Jane|secret text|jane@example/);
});
