import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { curatorTotp, resourceSubmissions } from "~/db/schema";
import {
  CODE_MESSAGES,
  ENROLMENT_REQUIRED_MESSAGE,
  STEP_UP_MESSAGE,
  UNAUTHENTICATED_MESSAGE,
} from "~/features/curators/accounts/messages";
import { FAILED_SIGN_IN_LIMIT } from "~/features/curators/accounts/sign-in-throttle.server";
import { STEP_UP_WINDOW_MS } from "~/features/curators/accounts/step-up.server";
import { TOTP_PERIOD_SECONDS, totpCodeAt } from "~/features/curators/accounts/totp.server";
import {
  clearLimits,
  cookieOf,
  createTestCurator,
  CURATOR,
  giveSecondFactor,
  signedInCookie,
  TEST_RECOVERY_CODES,
  TEST_SESSION_SECRET,
  TEST_TOTP_SECRET,
  testAuth,
} from "../../tests/setup/curators";
import { backends, truncateAll } from "../../tests/setup/database";
import { VALID_SUBMISSION } from "../../tests/setup/requests";
import { startTestServer, type TestServer } from "../../tests/setup/test-server";
import { ENROLMENT_REQUIRED_REASON } from "./curator";

const STEP_MS = TOTP_PERIOD_SECONDS * 1000;

for (const backend of backends()) {
  describe.skipIf(backend.skip)(`the second factor in the JSON API on ${backend.name}`, () => {
    let database: DatabaseHandle;
    let enforcing: TestServer;
    let relaxed: TestServer;
    // The controlled clock the servers and the tests share: moved by hand, never by waiting.
    let now = Math.ceil(Date.now() / STEP_MS) * STEP_MS;
    const clock = () => new Date(now);
    const auth = () => testAuth(database.db, { clock });

    beforeAll(async () => {
      database = await backend.open();
      const env = { SESSION_SECRET: TEST_SESSION_SECRET };
      enforcing = await startTestServer(
        database,
        { ...env, REQUIRE_SECOND_FACTOR: "1" },
        undefined,
        undefined,
        clock,
      );
      relaxed = await startTestServer(database, env, undefined, undefined, clock);
    });
    afterAll(async () => {
      await enforcing?.close();
      await relaxed?.close();
      await database?.close();
    });
    beforeEach(async () => {
      await truncateAll(database.db);
      await createTestCurator(database.db);
      now += 1000 * STEP_MS;
    });

    const call = (
      server: TestServer,
      method: string,
      path: string,
      cookie: string,
      body?: unknown,
      headers: Record<string, string> = {},
    ) =>
      fetch(`${server.url}${path}`, {
        method,
        headers: {
          cookie,
          "sec-fetch-site": "same-origin",
          ...(body === undefined ? {} : { "content-type": "application/json" }),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const submission = async () => {
      const [row] = await database.db
        .insert(resourceSubmissions)
        .values(VALID_SUBMISSION)
        .returning({ id: resourceSubmissions.id });
      return row!.id;
    };

    test("REQUIRE_SECOND_FACTOR: 401 with a reason until the app is set up through the API", async () => {
      const cookie = await signedInCookie(auth());
      for (const path of [
        "/api/resources/submissions",
        "/api/curator/audit",
        "/api/curator/links",
      ]) {
        const refused = await call(enforcing, "GET", path, cookie);
        expect(refused.status, path).toBe(401);
        expect(await refused.json()).toEqual({
          message: ENROLMENT_REQUIRED_MESSAGE,
          reason: ENROLMENT_REQUIRED_REASON,
        });
      }
      // Without it, the same session is a curator's.
      expect((await call(relaxed, "GET", "/api/curator/audit", cookie)).status).toBe(200);

      expect(
        (
          await call(enforcing, "POST", "/api/curator/second-factor/totp", cookie, undefined, {
            "sec-fetch-site": "cross-site",
          })
        ).status,
      ).toBe(403);
      const started = await call(enforcing, "POST", "/api/curator/second-factor/totp", cookie);
      expect(started.status).toBe(200);
      const { secret, otpauthUrl } = (await started.json()) as Record<string, string>;
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      expect(otpauthUrl).toBe(
        `otpauth://totp/Steady%20Ground:ana?issuer=Steady%20Ground&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
      );
      const confirm = (code: unknown, password: unknown = CURATOR.password) =>
        call(enforcing, "POST", "/api/curator/second-factor/totp/confirm", cookie, {
          code,
          password,
        });
      const wrong = await confirm(totpCodeAt(secret!, new Date(now + 5 * STEP_MS)));
      expect(wrong.status).toBe(400);
      expect(await wrong.json()).toEqual({ message: CODE_MESSAGES.enrolWrong });
      expect((await confirm(undefined)).status).toBe(400);
      // Switching the app on changes how the curator signs in: the password again.
      const noPassword = await confirm(totpCodeAt(secret!, clock()), null);
      expect(noPassword.status).toBe(400);
      expect(await noPassword.json()).toEqual({ message: CODE_MESSAGES.passwordMissing });
      const wrongPassword = await confirm(totpCodeAt(secret!, clock()), "not the password");
      expect(wrongPassword.status).toBe(401);
      expect(await wrongPassword.json()).toEqual({ message: CODE_MESSAGES.passwordWrong });
      const confirmed = await confirm(totpCodeAt(secret!, clock()));
      expect(confirmed.status).toBe(200);
      const { recoveryCodes } = (await confirmed.json()) as { recoveryCodes: string[] };
      expect(recoveryCodes).toHaveLength(10);
      expect(new Set(recoveryCodes).size).toBe(10);
      expect((await call(enforcing, "GET", "/api/resources/submissions", cookie)).status).toBe(200);
      // Setting the app up again is a step-up change: within 10 minutes of the code, allowed.
      expect(
        (await call(enforcing, "POST", "/api/curator/second-factor/totp", cookie)).status,
      ).toBe(200);
      now += STEP_UP_WINDOW_MS;
      const again = await call(enforcing, "POST", "/api/curator/second-factor/totp", cookie);
      expect(again.status).toBe(401);
      expect(await again.json()).toEqual({ stepUp: true, message: STEP_UP_MESSAGE });
    });

    test("moving to a new app: the confirm asks for a fresh factor and the password, and opens no step-up window of its own", async () => {
      await giveSecondFactor(database.db);
      const cookie = await signedInCookie(auth());
      const post = (path: string, body?: unknown) => call(relaxed, "POST", path, cookie, body);
      const start = async () => {
        const answer = await post("/api/curator/second-factor/totp");
        return answer.status === 200 ? ((await answer.json()) as { secret: string }).secret : "";
      };
      const confirm = (secret: string) =>
        post("/api/curator/second-factor/totp/confirm", {
          code: totpCodeAt(secret, clock()),
          password: CURATOR.password,
        });
      const pending = await start(); // within 10 minutes of the sign-in's code
      expect(pending).toMatch(/^[A-Z2-7]{32}$/);

      now += STEP_UP_WINDOW_MS;
      const refused = await confirm(pending);
      expect(refused.status).toBe(401);
      expect(await refused.json()).toEqual({ stepUp: true, message: STEP_UP_MESSAGE });
      const [unchanged] = await database.db.select().from(curatorTotp);
      expect(unchanged!.secret).toBe(TEST_TOTP_SECRET);

      // A fresh code from the app in use, then a new set-up (the old one has expired).
      expect(
        (await post("/api/curator/step-up", { code: totpCodeAt(TEST_TOTP_SECRET, clock()) }))
          .status,
      ).toBe(204);
      const stepUpAt = now;
      const next = await start();
      now = stepUpAt + STEP_UP_WINDOW_MS - STEP_MS;
      const switched = await confirm(next);
      expect(switched.status).toBe(200);
      const [row] = await database.db.select().from(curatorTotp);
      expect(row!.secret).toBe(next);
      // The new app's code did not renew the window: 10 minutes after the step-up, asked again.
      now = stepUpAt + STEP_UP_WINDOW_MS;
      const id = await submission();
      expect((await call(relaxed, "DELETE", `/api/curator/submissions/${id}`, cookie)).status).toBe(
        401,
      );
    });

    // Each confirm checks the password (a slow hash by design): longer than the default timeout.
    test(
      "a set-up's wrong codes share the sign-in limit: 429 with Retry-After",
      { timeout: 60_000 },
      async () => {
        const cookie = await signedInCookie(auth());
        const started = await call(relaxed, "POST", "/api/curator/second-factor/totp", cookie);
        const { secret } = (await started.json()) as { secret: string };
        const wrong = String((Number(totpCodeAt(secret, clock())) + 1) % 1_000_000).padStart(
          6,
          "0",
        );
        const confirm = (code: string) =>
          call(relaxed, "POST", "/api/curator/second-factor/totp/confirm", cookie, {
            code,
            password: CURATOR.password,
          });
        for (let i = 0; i < FAILED_SIGN_IN_LIMIT; i++)
          expect((await confirm(wrong)).status).toBe(400);
        const limited = await confirm(totpCodeAt(secret, clock()));
        expect(limited.status).toBe(429);
        expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
      },
    );

    test("a session that has given only the password is not signed in for the API", async () => {
      await giveSecondFactor(database.db);
      const half = await auth().signIn(
        { username: CURATOR.username, password: CURATOR.password },
        { ip: "127.0.0.1", cookieHeader: null },
      );
      expect(half).toMatchObject({ ok: true, next: "code" });
      const cookie = cookieOf((half as { setCookie: string }).setCookie);
      for (const server of [relaxed, enforcing]) {
        const answer = await call(server, "GET", "/api/resources/submissions", cookie);
        expect(answer.status).toBe(401);
        expect(await answer.json()).toEqual({ message: UNAUTHENTICATED_MESSAGE });
        expect(
          (await call(server, "POST", "/api/curator/step-up", cookie, { code: "1" })).status,
        ).toBe(401);
      }
    });

    test("step-up: DELETE answers 401 {stepUp: true} 10 minutes after the last code, until POST /step-up takes one", async () => {
      await giveSecondFactor(database.db);
      const cookie = await signedInCookie(auth()); // the sign-in's code counts for 10 minutes
      const signInCode = totpCodeAt(TEST_TOTP_SECRET, clock());
      const id = await submission();
      now += STEP_UP_WINDOW_MS - 1;
      expect((await call(relaxed, "DELETE", `/api/curator/submissions/${id}`, cookie)).status).toBe(
        204,
      );

      now += 1; // exactly 10 minutes
      const next = await submission();
      const refused = await call(relaxed, "DELETE", `/api/curator/submissions/${next}`, cookie);
      expect(refused.status).toBe(401);
      expect(await refused.json()).toEqual({ stepUp: true, message: STEP_UP_MESSAGE });

      const stepUp = (code: unknown, server = relaxed) =>
        call(server, "POST", "/api/curator/step-up", cookie, { code });
      for (const [code, message] of [
        [undefined, CODE_MESSAGES.missing],
        ["12345", CODE_MESSAGES.wrong],
        [totpCodeAt(TEST_TOTP_SECRET, new Date(now + 5 * STEP_MS)), CODE_MESSAGES.wrong],
      ] as const) {
        const answer = await stepUp(code);
        expect(answer.status, String(code)).toBe(400);
        expect(await answer.json()).toEqual({ message });
      }
      // The sign-in's code, 10 minutes on: not within tolerance any more, so simply wrong.
      expect((await stepUp(signInCode)).status).toBe(400);
      const fresh = totpCodeAt(TEST_TOTP_SECRET, clock());
      expect((await stepUp(fresh)).status).toBe(204);
      // The same code again, on the other server too: used.
      const replay = await stepUp(fresh, enforcing);
      expect(replay.status).toBe(400);
      expect(await replay.json()).toEqual({ message: CODE_MESSAGES.replayed });
      expect(
        (await call(relaxed, "DELETE", `/api/curator/submissions/${next}`, cookie)).status,
      ).toBe(204);

      // Another 10 minutes: asked again; a recovery code does, once.
      now += STEP_UP_WINDOW_MS;
      const third = await submission();
      expect(
        (await call(relaxed, "DELETE", `/api/curator/submissions/${third}`, cookie)).status,
      ).toBe(401);
      expect((await stepUp(TEST_RECOVERY_CODES[1])).status).toBe(204);
      expect(
        (await call(relaxed, "DELETE", `/api/curator/submissions/${third}`, cookie)).status,
      ).toBe(204);
      const used = await stepUp(TEST_RECOVERY_CODES[1]);
      expect(await used.json()).toEqual({ message: CODE_MESSAGES.used });
    });

    test("a curator without a second factor is not asked (REQUIRE_SECOND_FACTOR=0): nothing to ask for", async () => {
      const cookie = await signedInCookie(auth());
      const id = await submission();
      now += 2 * STEP_UP_WINDOW_MS;
      expect((await call(relaxed, "DELETE", `/api/curator/submissions/${id}`, cookie)).status).toBe(
        204,
      );
    });

    test(`wrong step-up codes count in the sign-in limit: 429 with Retry-After`, async () => {
      await giveSecondFactor(database.db);
      const cookie = await signedInCookie(auth());
      await clearLimits(database.db);
      const answers = await Promise.all(
        Array.from({ length: 12 }, () =>
          call(relaxed, "POST", "/api/curator/step-up", cookie, { code: "000000" }),
        ),
      );
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 400)).toHaveLength(FAILED_SIGN_IN_LIMIT);
      expect(statuses.filter((status) => status === 429)).toHaveLength(12 - FAILED_SIGN_IN_LIMIT);
      for (const answer of answers.filter((a) => a.status === 429)) {
        expect(Number(answer.headers.get("retry-after"))).toBeGreaterThan(0);
      }
      // Even a right code waits now.
      const right = await call(relaxed, "POST", "/api/curator/step-up", cookie, {
        code: totpCodeAt(TEST_TOTP_SECRET, new Date(now + STEP_MS)),
      });
      expect(right.status).toBe(429);
    });
  });
}
