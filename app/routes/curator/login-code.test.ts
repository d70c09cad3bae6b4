import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { auditLog, curatorTotp, limitCounters, resourceSubmissions, sessions } from "~/db/schema";
import type { CuratorAuth } from "~/features/curators/accounts/auth.server";
import { CODE_MESSAGES } from "~/features/curators/accounts/messages";
import { FAILED_CODE_LIMIT } from "~/features/curators/accounts/second-factor.server";
import {
  PENDING_SESSION_MS,
  SESSION_MAX_AGE_MS,
} from "~/features/curators/accounts/sessions.server";
import {
  ACCOUNT_SPACING_MS,
  FAILED_SIGN_IN_LIMIT,
} from "~/features/curators/accounts/sign-in-throttle.server";
import { STEP_UP_FIELD, STEP_UP_PASSWORD_FIELD } from "~/features/curators/accounts/step-up";
import { STEP_UP_WINDOW_MS } from "~/features/curators/accounts/step-up.server";
import { TOTP_PERIOD_SECONDS, totpCodeAt } from "~/features/curators/accounts/totp.server";
import { backends, truncateAll } from "../../../tests/setup/database";
import {
  call,
  clearLimits,
  context,
  cookieOf,
  createTestCurator,
  CURATOR,
  dataOf,
  formPost,
  get,
  giveSecondFactor,
  redirectOf,
  signedInCookie,
  TEST_RECOVERY_CODES,
  TEST_TOTP_SECRET,
  testAuth,
} from "../../../tests/setup/curators";
import { VALID_SUBMISSION } from "../../../tests/setup/requests";
import { action as consoleAction, loader as consoleLoader } from "./console";
import { action as codeAction, headers as codeHeaders, loader as codeLoader } from "./login-code";
import { action as signIn } from "./login";
import { action as factorAction, loader as factorLoader } from "./second-factor/app";
import { action as codesAction } from "./second-factor/recovery-codes";

const STEP_MS = TOTP_PERIOD_SECONDS * 1000;

/** The controlled clock every test here signs in with: moved by hand, never by waiting. */
function clockAt(start: Date) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance: (ms: number) => {
      now += ms;
    },
  };
}

for (const backend of backends()) {
  describe.skipIf(backend.skip)(`the second step of signing in on ${backend.name}`, () => {
    let database: DatabaseHandle;
    let clock: ReturnType<typeof clockAt>;
    let auth: CuratorAuth;

    beforeAll(async () => {
      database = await backend.open();
      await truncateAll(database.db);
      await createTestCurator(database.db);
      await giveSecondFactor(database.db);
      await createTestCurator(database.db, "bea"); // no second factor
    });
    afterAll(() => database?.close());
    // Each test starts on a step later than any the one before used (the last step used is
    // kept per curator, and an earlier one is refused).
    let start = Math.ceil(Date.now() / STEP_MS) * STEP_MS;
    beforeEach(async () => {
      start += 10_000 * STEP_MS; // over three days: later than any test moves its clock
      clock = clockAt(new Date(start));
      auth = testAuth(database.db, { clock: clock.now });
      await clearLimits(database.db);
      await database.db.delete(sessions);
      // Codes refused in a row are counted per curator, across tests too: start from none.
      await database.db.update(curatorTotp).set({ failedCodes: 0, pausedAt: null });
    });

    const ctx = (ip?: string, withAuth = auth) => context(database.db, withAuth, ip);
    const password = async (username: string = CURATOR.username, withAuth = auth) => {
      const answer = await call(
        signIn,
        formPost("/curator/login", { username, password: CURATOR.password }),
        ctx(undefined, withAuth),
      );
      return { answer, cookie: cookieOf((answer as Response).headers.get("set-cookie")) };
    };
    const code = (cookie: string, value: string, ip?: string) =>
      call(codeAction, formPost("/curator/login/code", { code: value }, { cookie }), ctx(ip));
    const now = (offset = 0) =>
      totpCodeAt(TEST_TOTP_SECRET, new Date(clock.now().getTime() + offset));

    test("a curator with a second factor: the password leads to the code step and nowhere else", async () => {
      const { answer, cookie } = await password();
      expect(redirectOf(answer)).toEqual({ status: 303, location: "/curator/login/code" });
      const [pending] = await database.db.select().from(sessions);
      expect(pending).toMatchObject({ pending: true, secondFactorAt: null });
      expect(pending!.expiresAt.getTime() - pending!.createdAt.getTime()).toBe(PENDING_SESSION_MS);
      // The console, and every other console page, sends it back to the code step.
      expect(redirectOf(await call(consoleLoader, get("/curator", { cookie }), ctx()))).toEqual({
        status: 302,
        location: "/curator/login/code",
      });
      expect(
        redirectOf(await call(factorLoader, get("/curator/second-factor/app", { cookie }), ctx())),
      ).toEqual({ status: 302, location: "/curator/login/code" });
      expect(await call(codeLoader, get("/curator/login/code", { cookie }), ctx())).toEqual({
        username: "ana",
        passkeys: false,
      });
      // Without a pending session, the code step is not there to guess at.
      expect(redirectOf(await call(codeLoader, get("/curator/login/code"), ctx()))).toEqual({
        status: 302,
        location: "/curator/login",
      });
    });

    test("a wrong code is refused; the right one signs in with a new session id", async () => {
      const { cookie } = await password();
      const wrong = dataOf(await code(cookie, now(3 * STEP_MS)));
      expect(wrong.status).toBe(401);
      expect(wrong.data).toEqual({ message: CODE_MESSAGES.wrong });

      const answer = await code(cookie, now());
      expect(redirectOf(answer)).toEqual({ status: 303, location: "/curator" });
      const signedIn = cookieOf((answer as Response).headers.get("set-cookie"));
      expect(signedIn).not.toBe(cookie);
      const rows = await database.db.select().from(sessions);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ pending: false, secondFactorAt: clock.now() });
      expect(signedIn.startsWith(`sg_session=${rows[0]!.id}.`)).toBe(true);
      const page = (await call(consoleLoader, get("/curator", { cookie: signedIn }), ctx())) as {
        username: string;
      };
      expect(page.username).toBe("ana");
      // The pending cookie is gone with its row.
      expect(await auth.currentCurator(cookie)).toBeUndefined();
    });

    test("the same code is refused for the next sign-in in its window; a recovery code works once", async () => {
      const first = await password();
      const used = now();
      expect(redirectOf(await code(first.cookie, used))?.status).toBe(303);
      const second = await password();
      clock.advance(STEP_MS - 1); // still the same step
      expect(dataOf(await code(second.cookie, used)).data).toEqual({
        message: CODE_MESSAGES.replayed,
      });
      expect(redirectOf(await code(second.cookie, TEST_RECOVERY_CODES[0]))?.status).toBe(303);
      const third = await password();
      expect(dataOf(await code(third.cookie, TEST_RECOVERY_CODES[0])).data).toEqual({
        message: CODE_MESSAGES.used,
      });
    });

    test("a pending sign-in ends after 10 minutes: back to the password, saying why", async () => {
      const { cookie } = await password();
      clock.advance(PENDING_SESSION_MS);
      expect(redirectOf(await code(cookie, now()))).toEqual({
        status: 303,
        location: "/curator/login?expired",
      });
    });

    test("wrong codes count in the sign-in limit with the password: 429 with Retry-After, then back within a minute", async () => {
      // The right password counts as one of the account's attempts until the code is right, so
      // a guesser who knows it cannot clear the count by signing in again.
      const { cookie } = await password();
      for (let i = 0; i < FAILED_SIGN_IN_LIMIT - 1; i++) {
        expect(dataOf(await code(cookie, "000000", `10.6.6.${i}`)).status).toBe(401);
      }
      const limited = dataOf(await code(cookie, now(), "10.6.7.1"));
      expect(limited.status).toBe(429);
      const retryAfter = Number(limited.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(ACCOUNT_SPACING_MS / 1000);
      // The page's own response carries it too (React Router passes only what `headers` says).
      const headers = new Headers(
        codeHeaders({
          actionHeaders: limited.headers,
          loaderHeaders: new Headers(),
          parentHeaders: new Headers(),
          errorHeaders: undefined,
        } as unknown as Parameters<typeof codeHeaders>[0]),
      );
      expect(headers.get("retry-after")).toBe(String(retryAfter));
      // A minute later the curator gets in with the code.
      await database.db
        .update(limitCounters)
        .set({ nextAllowedAt: sql`now() - interval '1 second'` });
      expect(redirectOf(await code(cookie, now(), "10.6.7.1"))?.status).toBe(303);
    });

    test("a stranger polling the account from other addresses (wrong passwords, wrong codes) cannot keep the owner's known browser out", async () => {
      // The owner signed in on this browser before: it holds a device cookie.
      const first = await password();
      const signedIn = (await code(first.cookie, now())) as Response;
      const device = signedIn.headers.getSetCookie().find((c) => c.startsWith("sg_device="));
      expect(device).toMatch(/; Max-Age=15552000; Path=\/; HttpOnly; SameSite=Lax$/);
      const deviceCookie = cookieOf(device);
      clock.advance(STEP_MS);

      // Someone holding the password polls from many addresses: wrong passwords, then wrong
      // codes at the code step, until the account's untrusted pool is slowed to one a minute.
      const stranger = (ip: string, pw: string) =>
        call(signIn, formPost("/curator/login", { username: "ana", password: pw }), ctx(ip));
      for (let i = 0; i < 3; i++) {
        expect(dataOf(await stranger(`10.66.0.${i}`, "wrong password")).status).toBe(401);
      }
      const theirs = cookieOf(
        ((await stranger("10.66.1.1", CURATOR.password)) as Response).headers.get("set-cookie"),
      );
      expect(dataOf(await code(theirs, "000000", "10.66.1.2")).status).toBe(401);
      expect(dataOf(await code(theirs, "000001", "10.66.1.3")).status).toBe(429);
      expect(dataOf(await stranger("10.66.2.2", "wrong password")).status).toBe(429);
      // A refused poll costs the stranger's own address: it is not given back.
      const [byIp] = await database.db
        .select({ hits: limitCounters.hits })
        .from(limitCounters)
        .where(eq(limitCounters.key, "sign-in:ip:10.66.2.2"));
      expect(byIp!.hits).toBe(1);

      // The owner, on the known browser, from another address: the code step, then the console.
      const owner = (await call(
        signIn,
        formPost(
          "/curator/login",
          { username: "ana", password: CURATOR.password },
          { cookie: deviceCookie },
        ),
        ctx("10.1.1.1"),
      )) as Response;
      expect(redirectOf(owner)).toEqual({ status: 303, location: "/curator/login/code" });
      const pending = `${cookieOf(owner.headers.get("set-cookie"))}; ${deviceCookie}`;
      expect(redirectOf(await code(pending, now(), "10.1.1.1"))).toEqual({
        status: 303,
        location: "/curator",
      });
      // A browser without the cookie is still in the slowed pool.
      expect(dataOf(await stranger("10.66.3.3", CURATOR.password)).status).toBe(429);
    });

    test(`codes guessed past ${FAILED_CODE_LIMIT} in a row: app codes refused until a recovery code, which leads to the security page saying so`, async () => {
      // One guesser with the password, from many addresses, a minute apart.
      const guesser = await password();
      for (let i = 0; i < FAILED_CODE_LIMIT; i++) {
        await clearLimits(database.db); // as if each guess came after the spacing had passed
        const answer = dataOf(await code(guesser.cookie, "000000", `10.77.0.${i}`));
        expect(answer.data).toEqual({ message: CODE_MESSAGES.wrong });
      }
      await clearLimits(database.db);
      // Even the owner's right app code is refused now: a day later, after a new password sign-in.
      clock.advance(24 * 60 * 60 * 1000);
      const { cookie } = await password();
      const refused = dataOf(await code(cookie, now(), "10.1.1.1"));
      expect(refused.status).toBe(401);
      expect(refused.data).toEqual({ message: CODE_MESSAGES.paused });
      const [entry] = await database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, "second-factor.app-codes-paused"));
      expect(entry).toMatchObject({ curator: "ana", target: "curator:ana" });

      const again = await password();
      const recovered = await code(again.cookie, TEST_RECOVERY_CODES[1], "10.1.1.1");
      expect(redirectOf(recovered)).toEqual({
        status: 303,
        location: "/curator/second-factor?unpaused",
      });
      // App codes work again.
      clock.advance(STEP_MS);
      const next = await password();
      expect(redirectOf(await code(next.cookie, now(), "10.1.1.1"))?.location).toBe("/curator");
    });

    test(`a session lasts at most ${SESSION_MAX_AGE_MS / 3_600_000} hours, however often it is used`, async () => {
      const cookie = await signedInCookie(auth);
      const look = () => call(consoleLoader, get("/curator", { cookie }), ctx());
      // Used every hour: the idle limit never comes.
      for (let hour = 1; hour < SESSION_MAX_AGE_MS / 3_600_000; hour++) {
        clock.advance(60 * 60 * 1000);
        expect(redirectOf(await look())).toBeUndefined();
      }
      clock.advance(60 * 60 * 1000 - 1); // the last millisecond
      expect(redirectOf(await look())).toBeUndefined();
      clock.advance(1);
      expect(redirectOf(await look())).toEqual({ status: 302, location: "/curator/login" });
    });

    // Two sign-ins and two password checks: slow hashes by design, past the default timeout.
    test(
      "new recovery codes take the password at the change, even with a fresh factor, and end the other sessions",
      { timeout: 60_000 },
      async () => {
        const other = await signedInCookie(auth);
        clock.advance(STEP_MS);
        const cookie = await signedInCookie(auth); // a code just now: step-up is fresh
        const make = (extra: Record<string, string> = {}) =>
          call(
            codesAction,
            formPost(
              "/curator/second-factor/recovery-codes",
              { intent: "new-recovery-codes", ...extra },
              { cookie },
            ),
            ctx(),
          );
        const asked = dataOf(await make());
        expect(asked.status).toBe(401);
        expect(asked.data).toMatchObject({ stepUp: { password: true, code: false } });
        const wrong = dataOf(await make({ [STEP_UP_PASSWORD_FIELD]: "not the password" }));
        expect(wrong.status).toBe(401);
        expect(wrong.data).toMatchObject({ stepUp: { message: CODE_MESSAGES.passwordWrong } });
        const made = (await make({ [STEP_UP_PASSWORD_FIELD]: CURATOR.password })) as {
          recoveryCodes: string[];
        };
        expect(made.recoveryCodes).toHaveLength(10);
        for (const code of made.recoveryCodes) expect(code).toMatch(/^(\w{4}-){5}\w{4}$/);
        // The other browser's session ended; this one goes on.
        expect(await auth.currentCurator(other)).toBeUndefined();
        expect(await auth.currentCurator(cookie)).toBeDefined();
      },
    );

    test("REQUIRE_SECOND_FACTOR: without a factor, the password leads to setting one up and nothing else", async () => {
      const enforcing = testAuth(database.db, { clock: clock.now, requireSecondFactor: true });
      const { answer, cookie } = await password("bea", enforcing);
      expect(redirectOf(answer)).toEqual({ status: 303, location: "/curator" });
      const c = ctx(undefined, enforcing);
      for (const [loader, path] of [
        [consoleLoader, "/curator"],
        [consoleAction, "/curator"],
      ] as const) {
        expect(redirectOf(await call(loader, formPost(path, {}, { cookie }), c))).toEqual({
          status: 302,
          location: "/curator/second-factor",
        });
      }
      const page = (await call(factorLoader, get("/curator/second-factor/app", { cookie }), c)) as {
        required: boolean;
        setup: { secret: string; qrSvg: string };
      };
      expect(page.required).toBe(true);
      expect(page.setup.secret).toMatch(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/);
      expect(page.setup.qrSvg).toMatch(/^<svg /);
      const secret = page.setup.secret.replace(/ /g, "");
      const confirm = (value: string) =>
        call(
          factorAction,
          formPost(
            "/curator/second-factor/app",
            { intent: "confirm", code: value, [STEP_UP_PASSWORD_FIELD]: CURATOR.password },
            { cookie },
          ),
          c,
        );
      expect(dataOf(await confirm("123")).status).toBe(400);
      const on = (await confirm(totpCodeAt(secret, clock.now()))) as { recoveryCodes: string[] };
      expect(on.recoveryCodes).toHaveLength(10);
      // Now the console opens; the next sign-in asks for the code.
      expect(await call(consoleLoader, get("/curator", { cookie }), c)).toMatchObject({
        username: "bea",
      });
      expect(redirectOf((await password("bea", enforcing)).answer)?.location).toBe(
        "/curator/login/code",
      );
    });

    test("step-up: deleting asks for a code unless one was given in the last 10 minutes, and keeps the form", async () => {
      const cookie = await signedInCookie(auth); // a code at the clock's time
      const [row] = await database.db
        .insert(resourceSubmissions)
        .values([{ ...VALID_SUBMISSION, resourceTitle: "To delete" }, VALID_SUBMISSION])
        .returning({ id: resourceSubmissions.id });
      const fields = { id: String(row!.id), view: "pending", page: "1", intent: "delete" };
      const remove = (extra: Record<string, string> = {}) =>
        call(consoleAction, formPost("/curator", { ...fields, ...extra }, { cookie }), ctx());

      // 9:59.999 after the sign-in's code: still fresh, no question asked.
      clock.advance(STEP_UP_WINDOW_MS - 1);
      expect(redirectOf(await remove())?.status).toBe(303);
      const [second] = await database.db
        .insert(resourceSubmissions)
        .values({ ...VALID_SUBMISSION, resourceTitle: "Second" })
        .returning({ id: resourceSubmissions.id });
      fields.id = String(second!.id);

      // At 10:00, the step-up form, carrying every field of the original post.
      clock.advance(1);
      const asked = dataOf(await remove());
      expect(asked.status).toBe(401);
      expect(asked.data).toEqual({
        stepUp: {
          what: "Deleting the submission “Second”",
          fields: Object.entries(fields),
          passkeys: false,
          message: undefined,
        },
      });
      expect(
        await database.db
          .select()
          .from(resourceSubmissions)
          .where(eq(resourceSubmissions.id, second!.id)),
      ).toHaveLength(1);

      // A wrong code: asked again, saying so; a right one: deleted, then back to the list.
      const refused = dataOf(await remove({ [STEP_UP_FIELD]: "000000" }));
      expect(refused.status).toBe(400);
      expect((refused.data as { stepUp: { message: string } }).stepUp.message).toBe(
        CODE_MESSAGES.wrong,
      );
      const done = await remove({ [STEP_UP_FIELD]: now() });
      expect(redirectOf(done)).toEqual({
        status: 303,
        location: "/curator?status=pending&deleted=1",
      });
      expect(
        await database.db
          .select()
          .from(resourceSubmissions)
          .where(eq(resourceSubmissions.id, second!.id)),
      ).toEqual([]);
      const [session] = await database.db.select().from(sessions);
      expect(session!.secondFactorAt).toEqual(clock.now());
    });
  });
}
