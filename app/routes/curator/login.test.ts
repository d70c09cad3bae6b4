import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { limitCounters, sessions } from "~/db/schema";
import type { CuratorAuth } from "~/features/curators/accounts/auth.server";
import { SIGN_IN_MESSAGES } from "~/features/curators/accounts/messages";
import { CROSS_SITE_MESSAGE } from "~/features/curators/accounts/same-origin";
import { SESSION_IDLE_MS } from "~/features/curators/accounts/sessions.server";
import {
  ACCOUNT_SPACING_MS,
  FAILED_SIGN_IN_LIMIT,
} from "~/features/curators/accounts/sign-in-throttle.server";
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
  redirectOf,
  testAuth,
} from "../../../tests/setup/curators";
import { loader as consoleLoader } from "./console";
import { action as signIn, loader as loginLoader } from "./login";
import { action as signOut } from "./sign-out";

for (const backend of backends()) {
  describe.skipIf(backend.skip)(`signing in and out on ${backend.name}`, () => {
    let database: DatabaseHandle;
    let auth: CuratorAuth;

    beforeAll(async () => {
      database = await backend.open();
      await truncateAll(database.db);
      await createTestCurator(database.db);
    });
    afterAll(() => database?.close());
    beforeEach(async () => {
      auth = testAuth(database.db);
      await clearLimits(database.db); // a fresh sign-in limit for each test
      await database.db.delete(sessions);
    });

    const ctx = (ip?: string) => context(database.db, auth, ip);
    const attempt = (fields: Record<string, string>, headers = {}, ip?: string) =>
      call(signIn, formPost("/curator/login", fields, headers), ctx(ip));
    const sessionRows = () => database.db.select().from(sessions);

    test("the right password: 303 to the console with an HttpOnly, SameSite=Lax session cookie", async () => {
      const answer = await attempt({ username: " Ana ", password: CURATOR.password });
      expect(redirectOf(answer)).toEqual({ status: 303, location: "/curator" });
      const [setCookie, deviceCookie] = (answer as Response).headers.getSetCookie();
      expect(setCookie).toMatch(
        /^sg_session=[A-Za-z0-9_-]{43}\.[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Lax$/,
      );
      // With no second factor to come, the password was the full sign-in: the browser is known.
      expect(deviceCookie).toMatch(
        /^sg_device=ana:.*; Max-Age=15552000; Path=\/; HttpOnly; SameSite=Lax$/,
      );
      const [row] = await sessionRows();
      expect(setCookie!.startsWith(`sg_session=${row!.id}.`)).toBe(true);
      expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(SESSION_IDLE_MS);

      // Signed in, the sign-in page sends the curator on to the console, which shows their name.
      const cookie = cookieOf(setCookie!);
      expect(redirectOf(await call(loginLoader, get("/curator/login", { cookie }), ctx()))).toEqual(
        { status: 302, location: "/curator" },
      );
      const page = (await call(consoleLoader, get("/curator", { cookie }), ctx())) as {
        username: string;
      };
      expect(page.username).toBe("ana");
    });

    test("every sign-in gets a new session id, and the one it replaces is deleted", async () => {
      const first = await attempt({ username: "ana", password: CURATOR.password });
      const firstCookie = cookieOf((first as Response).headers.get("set-cookie"));
      const second = await attempt(
        { username: "ana", password: CURATOR.password },
        { cookie: firstCookie },
      );
      const secondCookie = cookieOf((second as Response).headers.get("set-cookie"));
      expect(secondCookie).not.toBe(firstCookie);
      expect(await sessionRows()).toHaveLength(1);
      expect(await auth.currentCurator(firstCookie)).toBeUndefined();
      expect(await auth.currentCurator(secondCookie)).toMatchObject({ username: "ana" });
    });

    test("an unknown user and a wrong password get the same answer, in about the same time", async () => {
      const timed = async (fields: Record<string, string>) => {
        const start = performance.now();
        const answer = dataOf(await attempt(fields));
        return { ...answer, ms: performance.now() - start };
      };
      const wrong = await timed({ username: "ana", password: "not the password" });
      const unknown = await timed({ username: "nobody", password: "not the password" });
      for (const answer of [wrong, unknown]) {
        expect(answer.status).toBe(401);
        expect((answer.data as { message: string }).message).toBe(SIGN_IN_MESSAGES.invalid);
      }
      // Both pay for a full scrypt hash (hundreds of ms); skipping it would take about 1 ms.
      expect(unknown.ms).toBeGreaterThan(wrong.ms * 0.4);
      expect(await sessionRows()).toHaveLength(0);
    });

    test("the username typed is kept; a missing field is a 400 asking for both", async () => {
      const answer = dataOf(await attempt({ username: "ana", password: "" }));
      expect(answer.status).toBe(400);
      expect(answer.data).toEqual({ message: SIGN_IN_MESSAGES.missing, username: "ana" });
    });

    test("a NUL byte in the username is a 400, not a database error", async () => {
      const answer = dataOf(await attempt({ username: "ana\u0000", password: CURATOR.password }));
      expect(answer.status).toBe(400);
    });

    test("a sign-in from another site is refused with 403, and nothing is checked", async () => {
      for (const headers of [
        { "sec-fetch-site": "cross-site" },
        { "sec-fetch-site": "same-site" },
        { "sec-fetch-site": "", origin: "http://evil.example" },
        { "sec-fetch-site": "", origin: "" },
      ]) {
        const answer = dataOf(
          await attempt({ username: "ana", password: CURATOR.password }, headers),
        );
        expect(answer.status).toBe(403);
        expect(answer.data).toBe(CROSS_SITE_MESSAGE);
      }
      expect(await sessionRows()).toHaveLength(0);
      // Without Sec-Fetch-Site (older browsers), a matching Origin is enough.
      const answer = await attempt(
        { username: "ana", password: CURATOR.password },
        { "sec-fetch-site": "" },
      );
      expect(redirectOf(answer)?.status).toBe(303);
    });

    test("signing out deletes the session, clears the cookie and says so", async () => {
      const cookie = cookieOf(
        ((await attempt({ username: "ana", password: CURATOR.password })) as Response).headers.get(
          "set-cookie",
        ),
      );
      const answer = await call(signOut, formPost("/curator/sign-out", {}, { cookie }), ctx());
      expect(redirectOf(answer)).toEqual({ status: 303, location: "/curator/login?signed-out" });
      expect((answer as Response).headers.get("set-cookie")).toBe(
        "sg_session=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax",
      );
      expect(await sessionRows()).toHaveLength(0);
      // The old cookie no longer opens the console.
      expect(redirectOf(await call(consoleLoader, get("/curator", { cookie }), ctx()))).toEqual({
        status: 302,
        location: "/curator/login",
      });
      expect(await call(loginLoader, get("/curator/login?signed-out"), ctx())).toEqual({
        signedOut: true,
        expired: false,
      });
    });

    test("signing out from another site is refused, and the session stays", async () => {
      const cookie = cookieOf(
        ((await attempt({ username: "ana", password: CURATOR.password })) as Response).headers.get(
          "set-cookie",
        ),
      );
      const answer = await call(
        signOut,
        formPost("/curator/sign-out", {}, { cookie, "sec-fetch-site": "cross-site" }),
        ctx(),
      );
      expect(dataOf(answer).status).toBe(403);
      expect(await sessionRows()).toHaveLength(1);
    });

    test("a session ends after 8 idle hours; use moves the expiry forward (at most once a minute)", async () => {
      const cookie = cookieOf(
        ((await attempt({ username: "ana", password: CURATOR.password })) as Response).headers.get(
          "set-cookie",
        ),
      );
      const [created] = await sessionRows();
      // Used again at once: no write.
      await auth.currentCurator(cookie);
      expect((await sessionRows())[0]!.expiresAt).toEqual(created!.expiresAt);
      // Last seen two minutes ago: the expiry slides to 8 hours from now.
      const twoMinutesAgo = new Date(Date.now() - 2 * 60_000);
      await database.db
        .update(sessions)
        .set({
          lastSeenAt: twoMinutesAgo,
          expiresAt: new Date(twoMinutesAgo.getTime() + SESSION_IDLE_MS),
        })
        .where(eq(sessions.id, created!.id));
      await auth.currentCurator(cookie);
      const [slid] = await sessionRows();
      expect(slid!.expiresAt.getTime()).toBeGreaterThan(Date.now() + SESSION_IDLE_MS - 10_000);
      // Past its expiry: signed out.
      await database.db
        .update(sessions)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(sessions.id, created!.id));
      expect(await auth.currentCurator(cookie)).toBeUndefined();
      // The next sign-in purges the expired row.
      await attempt({ username: "ana", password: CURATOR.password });
      expect((await sessionRows()).map((row) => row.id)).not.toContain(created!.id);
    });
  });
}

for (const backend of backends()) {
  describe.skipIf(backend.skip)(`the sign-in limit on ${backend.name}`, () => {
    let database: DatabaseHandle;
    beforeAll(async () => {
      database = await backend.open();
      await truncateAll(database.db);
      await createTestCurator(database.db);
    });
    afterAll(() => database?.close());
    beforeEach(() => clearLimits(database.db));

    const attempt = (password: string, ip: string, username = "ana") =>
      call(
        signIn,
        formPost("/curator/login", { username, password }),
        context(database.db, testAuth(database.db), ip),
      );
    /** As if the account's spacing had passed. */
    const spacingPasses = () =>
      database.db.update(limitCounters).set({ nextAllowedAt: sql`now() - interval '1 second'` });

    // Changed on purpose: the username was barred for 15 minutes, which let a guesser keep the
    // curator out for good. Now the account is slowed to one attempt per minute instead.
    test(`after ${FAILED_SIGN_IN_LIMIT} failures for a username, it is slowed, not barred`, async () => {
      // Successes are not counted.
      for (let i = 0; i < FAILED_SIGN_IN_LIMIT + 1; i++) {
        expect(redirectOf(await attempt(CURATOR.password, "10.0.0.1"))?.status).toBe(303);
      }
      for (let i = 0; i < FAILED_SIGN_IN_LIMIT; i++) {
        expect(dataOf(await attempt("wrong password", `10.0.1.${i}`)).status).toBe(401);
      }
      // Another IP, the right password: the username waits, for at most a minute.
      const limited = dataOf(await attempt(CURATOR.password, "10.0.2.1"));
      expect(limited.status).toBe(429);
      expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
      expect(Number(limited.headers.get("retry-after"))).toBeLessThanOrEqual(
        ACCOUNT_SPACING_MS / 1000,
      );
      expect((limited.data as { message: string }).message).toMatch(
        /^Too many failed sign-ins\..*try again in 1 minute\.$/,
      );
      // A minute later the curator gets in.
      await spacingPasses();
      expect(redirectOf(await attempt(CURATOR.password, "10.0.2.1"))?.status).toBe(303);
    });

    test(`after ${FAILED_SIGN_IN_LIMIT} failures from an IP, any username from it waits the window`, async () => {
      for (let i = 0; i < FAILED_SIGN_IN_LIMIT; i++) {
        expect(dataOf(await attempt("wrong password", "10.9.9.9", `guess${i}`)).status).toBe(401);
      }
      const limited = dataOf(await attempt(CURATOR.password, "10.9.9.9"));
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(14 * 60);
      // The curator elsewhere is not affected.
      expect(redirectOf(await attempt(CURATOR.password, "10.0.0.2"))?.status).toBe(303);
    });

    test("30 wrong passwords at once from one IP: only 5 are judged", async () => {
      const answers = await Promise.all(
        Array.from({ length: 30 }, () => attempt("wrong password", "10.3.3.3")),
      );
      const statuses = answers.map((answer) => dataOf(answer).status);
      expect(statuses.filter((status) => status === 401)).toHaveLength(FAILED_SIGN_IN_LIMIT);
      expect(statuses.filter((status) => status === 429)).toHaveLength(30 - FAILED_SIGN_IN_LIMIT);
    });

    test("a parallel flood from 40 IPs with the right password among them: at most 5 judged, and the curator is back within a minute", async () => {
      const flood = Array.from({ length: 40 }, (_, i) =>
        i === 20
          ? attempt(CURATOR.password, "10.4.0.20")
          : attempt("wrong password", `10.4.0.${i}`),
      );
      const answers = await Promise.all(flood);
      const judged = answers.filter(
        (answer) => redirectOf(answer) || dataOf(answer).status === 401,
      );
      expect(judged.length).toBeLessThanOrEqual(FAILED_SIGN_IN_LIMIT);
      // However the flood went, the curator is never kept out past the spacing.
      await spacingPasses();
      expect(redirectOf(await attempt(CURATOR.password, "10.5.5.5"))?.status).toBe(303);
    });
  });
}
