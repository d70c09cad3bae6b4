import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { HELPLINE_SEED } from "~/content/helpline-seed";
import type { DatabaseHandle } from "~/db/client.server";
import { auditLog, helplineChecks, helplineCountries, helplineServices } from "~/db/schema";
import { seedHelplines } from "~/domain/helplines/store.server";
import { CHECK_NOTE_MAX } from "~/features/curators/helplines/service-change";
import type { HelplineCountry } from "~/domain/helplines/types";
import { STEP_UP_MESSAGE } from "~/features/curators/accounts/messages";
import { STEP_UP_WINDOW_MS } from "~/features/curators/accounts/step-up.server";
import { TOTP_PERIOD_SECONDS, totpCodeAt } from "~/features/curators/accounts/totp.server";
import {
  createTestCurator,
  giveSecondFactor,
  signedInCookie,
  TEST_SESSION_SECRET,
  TEST_TOTP_SECRET,
  testAuth,
} from "../../tests/setup/curators";
import { backends, truncateAll } from "../../tests/setup/database";
import { startTestServer, type TestServer } from "../../tests/setup/test-server";

/*
 * The crisis-line registry over HTTP, on both databases: seeded on start (once, whoever starts),
 * served as open data, kept by a curator through the JSON API (verify, edit, add, remove), each
 * change audited and live at once, and a number change or a removal held back for step-up.
 */

const STEP_MS = TOTP_PERIOD_SECONDS * 1000;
const seedCountry = (code: string) => HELPLINE_SEED.find((country) => country.code === code)!;
const seedService = (id: string) =>
  HELPLINE_SEED.flatMap((country) => country.services).find((service) => service.id === id)!;
const checkCount = (seed = HELPLINE_SEED) =>
  seed.reduce(
    (sum, country) =>
      sum +
      country.emergency.checks.length +
      country.services.reduce((n, service) => n + service.checks.length, 0),
    0,
  );

for (const backend of backends()) {
  describe.skipIf(backend.skip)(`the crisis-line registry on ${backend.name}`, () => {
    let database: DatabaseHandle;
    let server: TestServer;
    let cookie: string;
    // The servers' clock (TOTP steps, step-up, check times): moved by hand, never by waiting.
    let now = Math.ceil(Date.now() / STEP_MS) * STEP_MS;
    const clock = () => new Date(now);

    beforeAll(async () => {
      database = await backend.open();
      await truncateAll(database.db);
      server = await startTestServer(
        database,
        { SESSION_SECRET: TEST_SESSION_SECRET, SITE_URL: "https://steady.example" },
        undefined,
        undefined,
        clock,
      );
      await createTestCurator(database.db);
      await giveSecondFactor(database.db);
      cookie = await signedInCookie(testAuth(database.db, { clock }));
    });
    afterAll(async () => {
      await server?.close();
      await database?.close();
    });

    /**
     * Another process's connection to the same database: a second pool on PostgreSQL; on the
     * embedded database, which one process owns, the same handle (two calls at once on it).
     */
    const secondConnection = async () =>
      backend.name === "PGlite" ? { db: database.db, close: async () => {} } : await backend.open();

    const call = (method: string, path: string, body?: unknown, headers = {}) =>
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
    const publicCountry = async (code: string) =>
      (await (await fetch(`${server.url}/api/helplines/${code}`)).json()) as HelplineCountry;
    const lastAudit = async () =>
      (await database.db.select().from(auditLog).orderBy(auditLog.id)).at(-1);
    /** Ten minutes since the last code: a step-up change needs a new one. */
    const letStepUpLapse = () => {
      now += STEP_UP_WINDOW_MS;
    };
    const stepUp = async () => {
      now += STEP_MS;
      const answer = await call("POST", "/api/curator/step-up", {
        code: totpCodeAt(TEST_TOTP_SECRET, clock()),
      });
      expect(answer.status).toBe(204);
    };

    test("the first start writes the seed with the editors' checks; starting again adds nothing", async () => {
      const countries = await database.db.select().from(helplineCountries);
      const services = await database.db.select().from(helplineServices);
      expect(countries).toHaveLength(HELPLINE_SEED.length);
      expect(services).toHaveLength(HELPLINE_SEED.flatMap((c) => c.services).length);
      const checks = await database.db.select().from(helplineChecks);
      expect(checks).toHaveLength(checkCount());
      expect(checks.every((check) => check.curator === null)).toBe(true);

      expect(await seedHelplines(database.db)).toEqual({ countries: 0, services: 0 });
      const other = await secondConnection();
      try {
        // Two processes starting at once: each waits for the other's rows, then skips them.
        const both = await Promise.all([seedHelplines(database.db), seedHelplines(other.db)]);
        expect(both).toEqual([
          { countries: 0, services: 0 },
          { countries: 0, services: 0 },
        ]);
      } finally {
        await other.close();
      }
      expect(await database.db.select().from(helplineChecks)).toHaveLength(checkCount());
    });

    test("two seedings at once on an empty registry write each row and check once", async () => {
      // On a scratch copy of the tables' contents: the rest of the file keeps its registry.
      const seed = [
        {
          ...seedCountry("is"),
          code: "zz",
          name: "Testland",
          services: [{ ...seedService("hjalparsiminn-1717"), id: "testland-line" }],
        },
      ];
      const other = await secondConnection();
      try {
        const both = await Promise.all([
          seedHelplines(database.db, seed),
          seedHelplines(other.db, seed),
        ]);
        expect(both.map((added) => added.services).sort()).toEqual([0, 1]);
      } finally {
        await other.close();
      }
      const checks = await database.db
        .select()
        .from(helplineChecks)
        .where(eq(helplineChecks.serviceId, "testland-line"));
      expect(checks).toHaveLength(seed[0]!.services[0]!.checks.length);
      await database.db.delete(helplineChecks).where(eq(helplineChecks.serviceId, "testland-line"));
      await database.db.delete(helplineChecks).where(eq(helplineChecks.countryCode, "zz"));
      await database.db.delete(helplineServices).where(eq(helplineServices.id, "testland-line"));
      await database.db.delete(helplineCountries).where(eq(helplineCountries.code, "zz"));
    });

    test("open data: every country, CC BY 4.0, CORS, five minutes' caching, ETag and 304", async () => {
      const answer = await fetch(`${server.url}/api/helplines`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get("access-control-allow-origin")).toBe("*");
      expect(answer.headers.get("cache-control")).toBe("public, max-age=300");
      const etag = answer.headers.get("etag");
      expect(etag).toMatch(/^"[\w-]+"$/);
      const body = (await answer.json()) as {
        license: string;
        updatedAt: string;
        countries: HelplineCountry[];
      };
      expect(body.license).toBe("CC BY 4.0");
      expect(Date.parse(body.updatedAt)).not.toBeNaN();
      expect(body.countries.map((country) => country.code)).toEqual(
        HELPLINE_SEED.map((country) => country.code),
      );
      const ireland = body.countries.find((country) => country.code === "ie")!;
      const samaritans = seedService("samaritans-ireland");
      expect(ireland.emergency.numbers).toEqual(seedCountry("ie").emergency.numbers);
      expect(ireland.services[0]).toMatchObject({
        id: "samaritans-ireland",
        name: samaritans.name,
        methods: samaritans.methods,
        hours: { kind: "always" },
        timeZone: "Europe/Dublin",
        languages: samaritans.languages,
        audiences: samaritans.audiences,
        cost: samaritans.cost ?? null,
        source: samaritans.source,
        checkedAt: `${samaritans.checks
          .map((c) => c.on)
          .sort()
          .at(-1)}T00:00:00.000Z`,
      });

      const again = await fetch(`${server.url}/api/helplines`, {
        headers: { "if-none-match": etag! },
      });
      expect(again.status).toBe(304);
      expect(again.headers.get("access-control-allow-origin")).toBe("*");
      expect(await again.text()).toBe("");

      const one = await fetch(`${server.url}/api/helplines/ie`);
      expect(one.status).toBe(200);
      expect(one.headers.get("access-control-allow-origin")).toBe("*");
      expect(await one.json()).toMatchObject({ code: "ie", license: "CC BY 4.0" });
      const unknown = await fetch(`${server.url}/api/helplines/zz`);
      expect(unknown.status).toBe(404);
      expect(unknown.headers.get("access-control-allow-origin")).toBe("*");
      expect((await fetch(`${server.url}/api/helplines/ie`, { method: "POST" })).status).toBe(405);
    });

    test("the curator's list: 401 without a session; every country and service with its log", async () => {
      expect((await fetch(`${server.url}/api/curator/helplines`)).status).toBe(401);
      const answer = await call("GET", "/api/curator/helplines");
      expect(answer.status).toBe(200);
      const { countries } = (await answer.json()) as {
        countries: Array<{ code: string; services: Array<Record<string, unknown>> }>;
      };
      const lifeline = countries
        .find((country) => country.code === "us")!
        .services.find((service) => service.id === "988-lifeline")!;
      expect(lifeline).toMatchObject({
        removed: false,
        domains: seedService("988-lifeline").domains,
      });
      expect(lifeline.checks).toHaveLength(seedService("988-lifeline").checks.length);
      expect((lifeline.checks as Array<{ curator: null }>)[0]!.curator).toBeNull();
    });

    test("verify: records the check with the curator and time, audited, and the public data shows it", async () => {
      const sourceUrl = "https://www.samaritans.org/ireland/how-we-can-help/contact-samaritan/";
      const answer = await call("POST", "/api/curator/helplines/samaritans-ireland/verify", {
        sourceUrl,
        note: "Number and hours as listed.",
      });
      expect(answer.status).toBe(200);
      const service = (await answer.json()) as {
        checkedAt: string;
        checks: Array<{ curator: string; sourceUrl: string; note: string }>;
      };
      expect(service.checkedAt).toBe(clock().toISOString());
      expect(service.checks[0]).toMatchObject({
        curator: "ana",
        sourceUrl,
        note: "Number and hours as listed.",
      });
      expect(await lastAudit()).toMatchObject({
        curator: "ana",
        action: "helpline.verify",
        target: "helpline:samaritans-ireland",
      });
      const shown = (await publicCountry("ie")).services[0]!;
      expect(shown).toMatchObject({ checkedAt: clock().toISOString(), checkedAgainst: sourceUrl });

      for (const bad of [
        { sourceUrl: "http://www.samaritans.org/" },
        {},
        { sourceUrl: "samaritans" },
      ]) {
        const refused = await call("POST", "/api/curator/helplines/samaritans-ireland/verify", bad);
        expect(refused.status, JSON.stringify(bad)).toBe(400);
        expect((await refused.json()) as { errors: Record<string, string> }).toHaveProperty(
          "errors.sourceUrl",
        );
      }
      const unknown = await call("POST", "/api/curator/helplines/no-such-line/verify", {
        sourceUrl,
      });
      expect(unknown.status).toBe(404);
    });

    test(`verify: a note of ${CHECK_NOTE_MAX} characters is kept, one more is refused and stores nothing`, async () => {
      const sourceUrl = "https://www.samaritans.org/ireland/how-we-can-help/contact-samaritan/";
      const longest = "n".repeat(CHECK_NOTE_MAX);
      const kept = await call("POST", "/api/curator/helplines/samaritans-ireland/verify", {
        sourceUrl,
        note: longest,
      });
      expect(kept.status).toBe(200);
      expect(((await kept.json()) as { checks: Array<{ note: string }> }).checks[0]!.note).toBe(
        longest,
      );
      const checksBefore = await database.db.select().from(helplineChecks);

      const refused = await call("POST", "/api/curator/helplines/samaritans-ireland/verify", {
        sourceUrl,
        note: `${longest}n`,
      });
      expect(refused.status).toBe(400);
      expect((await refused.json()) as { errors: Record<string, string> }).toHaveProperty(
        "errors.note",
      );
      expect(await database.db.select().from(helplineChecks)).toHaveLength(checksBefore.length);
    });

    test("edit: a name, like a number, waits for step-up, then shows", async () => {
      letStepUpLapse();
      const id = "samaritans-uk";
      const rename = { name: "Samaritans (UK)", unknownField: "ignored" };
      const stale = await call("PATCH", `/api/curator/helplines/${id}`, rename);
      expect(stale.status).toBe(401);
      expect(await stale.json()).toEqual({ stepUp: true, message: STEP_UP_MESSAGE });
      expect((await publicCountry("gb")).services[0]!.name).toBe(seedService(id).name);

      await stepUp();
      const renamed = await call("PATCH", `/api/curator/helplines/${id}`, rename);
      expect(renamed.status).toBe(200);
      expect((await publicCountry("gb")).services[0]!.name).toBe("Samaritans (UK)");

      const methods = [{ kind: "call", value: "116 124" }];
      const changed = await call("PATCH", `/api/curator/helplines/${id}`, { methods });
      expect(changed.status).toBe(200);
      expect((await publicCountry("gb")).services[0]!.methods).toEqual(methods);
      const entry = await lastAudit();
      expect(entry).toMatchObject({ action: "helpline.edit", target: `helpline:${id}` });
      expect(entry!.detail).toContain("→ Call 116 124");

      const invalid = await call("PATCH", `/api/curator/helplines/${id}`, {
        methods: [{ kind: "call", value: "+44 116" }],
        hours: { kind: "weekly", slots: [] },
        position: -1,
      });
      expect(invalid.status).toBe(400);
      const problems = (await invalid.json()) as { errors: Record<string, string> };
      expect(Object.keys(problems.errors).sort()).toEqual(["hours", "methods", "position"]);
      expect(problems.errors.position).toBe(
        "Order: a whole number, 0 or more (0 is the country's main line).",
      );
      expect((await publicCountry("gb")).services[0]!.methods).toEqual(methods);
    });

    test("remove: waits for step-up, then leaves the public data, kept for the console with who did it", async () => {
      letStepUpLapse();
      const id = "papyrus-hopeline";
      const refused = await call("PATCH", `/api/curator/helplines/${id}`, { removed: true });
      expect(refused.status).toBe(401);
      expect((await refused.json()) as { stepUp: boolean }).toMatchObject({ stepUp: true });
      expect((await publicCountry("gb")).services.map((s) => s.id)).toContain(id);

      await stepUp();
      const removed = await call("PATCH", `/api/curator/helplines/${id}`, { removed: true });
      expect(removed.status).toBe(200);
      expect(await removed.json()).toMatchObject({ removed: true, removedBy: "ana" });
      expect((await publicCountry("gb")).services.map((s) => s.id)).not.toContain(id);
      expect(await lastAudit()).toMatchObject({
        action: "helpline.remove",
        target: `helpline:${id}`,
      });
      // A restart's seeding does not bring it back.
      await seedHelplines(database.db);
      const [row] = await database.db
        .select()
        .from(helplineServices)
        .where(and(eq(helplineServices.id, id), isNull(helplineServices.removedAt)));
      expect(row).toBeUndefined();
    });

    test("add: a new line with its first check, after step-up; emergency numbers change after step-up", async () => {
      letStepUpLapse();
      const line = {
        name: "Test Listening Line",
        description: "A listening line used only by this test, for anyone who needs to talk.",
        domains: ["example.org"],
        methods: [{ kind: "call", value: "0800 000 001" }],
        hours: { kind: "weekly", slots: [{ days: ["mon"], opens: "09:00", closes: "17:00" }] },
        timeZone: "Europe/Dublin",
        languages: ["English"],
        audiences: ["everyone"],
        source: "https://example.org/",
        check: { sourceUrl: "https://example.org/contact", note: "Read on its contact page." },
      };
      const path = "/api/curator/helplines/countries/ie/services";
      expect((await call("POST", path, line)).status).toBe(401);
      await stepUp();
      const added = await call("POST", path, line);
      expect(added.status).toBe(201);
      const service = (await added.json()) as { id: string; checks: unknown[] };
      expect(service.id).toBe("test-listening-line-ie");
      expect(service.checks).toHaveLength(1);
      expect((await publicCountry("ie")).services.at(-1)).toMatchObject({
        id: service.id,
        checkedAgainst: "https://example.org/contact",
      });
      expect(
        (await call("POST", "/api/curator/helplines/countries/xx/services", line)).status,
      ).toBe(404);

      letStepUpLapse();
      const emergency = "/api/curator/helplines/countries/ie/emergency";
      expect((await call("PATCH", emergency, { note: "Free from any phone." })).status).toBe(401);
      expect((await call("PATCH", emergency, { numbers: ["112"] })).status).toBe(401);
      await stepUp();
      expect((await call("PATCH", emergency, { note: "Free from any phone." })).status).toBe(200);
      expect((await call("PATCH", emergency, { numbers: ["112"] })).status).toBe(200);
      expect((await publicCountry("ie")).emergency.numbers).toEqual(["112"]);
      expect(await lastAudit()).toMatchObject({ action: "emergency.edit", target: "country:ie" });
    });

    describe("every registry write asks for a fresh factor, and keeps to the line's own numbers and sites", () => {
      const lifeline = seedService("988-lifeline");
      const LIFELINE = "/api/curator/helplines/988-lifeline";
      const US = "/api/curator/helplines/countries/us";
      const ELEVEN_MINUTES = 11 * 60 * 1000;
      const STRAY = "1-900-555-0100";
      const withFirstMethod = (change: Record<string, unknown>) =>
        lifeline.methods.map((method, i) => (i === 0 ? { ...method, ...change } : method));
      const newLine = {
        name: "Test Night Line",
        description: "A listening line used only by this test, for anyone awake and worried.",
        domains: ["example.org"],
        methods: [{ kind: "call", value: "555 0100" }],
        hours: { kind: "always" },
        timeZone: "America/New_York",
        languages: ["English"],
        audiences: ["everyone"],
        source: "https://example.org/",
        check: { sourceUrl: "https://example.org/contact", note: "Read on 3 March 2026." },
      };
      /** Each write a curator can make, as the API takes it. */
      const WRITES: Array<[string, string, string, Record<string, unknown>]> = [
        ["verify", "POST", `${LIFELINE}/verify`, { sourceUrl: lifeline.source, note: "Read." }],
        ["name", "PATCH", LIFELINE, { name: "The Lifeline" }],
        ["description", "PATCH", LIFELINE, { description: `${lifeline.description} Anytime.` }],
        ["a method's note", "PATCH", LIFELINE, { methods: withFirstMethod({ note: "Press 1" }) }],
        [
          "a method's languages",
          "PATCH",
          LIFELINE,
          { methods: withFirstMethod({ languages: ["en", "es"] }) },
        ],
        [
          "hours",
          "PATCH",
          LIFELINE,
          {
            hours: { kind: "weekly", slots: [{ days: ["mon"], opens: "09:00", closes: "17:00" }] },
          },
        ],
        ["languages", "PATCH", LIFELINE, { languages: ["English"] }],
        ["source", "PATCH", LIFELINE, { source: "https://www.988lifeline.org/" }],
        ["cost", "PATCH", LIFELINE, { cost: null }],
        ["order", "PATCH", LIFELINE, { position: 3 }],
        ["emergency numbers", "PATCH", `${US}/emergency`, { numbers: ["911", "112"] }],
        ["emergency note", "PATCH", `${US}/emergency`, { note: "Police, fire and ambulance." }],
        ["emergency source", "PATCH", `${US}/emergency`, { source: "https://www.911.gov/" }],
        [
          "emergency verify",
          "POST",
          `${US}/emergency/verify`,
          { sourceUrl: "https://www.911.gov/" },
        ],
        ["add", "POST", `${US}/services`, newLine],
        ["restore", "PATCH", "/api/curator/helplines/papyrus-hopeline", { removed: false }],
        ["remove", "PATCH", LIFELINE, { removed: true }],
      ];
      /** Look-alike addresses and numbers not the line's own, each with the field named. */
      const REFUSED: Array<[string, string, string, Record<string, unknown>, string, string]> = [
        [
          "a look-alike source",
          "PATCH",
          LIFELINE,
          { source: "https://988lifeline.org.evil.com/" },
          "source",
          "988lifeline.org.evil.com",
        ],
        [
          "a hyphenated source",
          "PATCH",
          LIFELINE,
          { source: "https://988-lifeline.org/help" },
          "source",
          "988-lifeline.org",
        ],
        [
          "a look-alike chat",
          "PATCH",
          LIFELINE,
          {
            methods: [
              ...lifeline.methods,
              { kind: "chat", value: "https://988lifeline.org.evil.com/chat" },
            ],
          },
          "methods",
          "988lifeline.org.evil.com",
        ],
        [
          "a look-alike check",
          "POST",
          `${LIFELINE}/verify`,
          { sourceUrl: "https://988lifeline.org.evil.com/" },
          "sourceUrl",
          "988lifeline.org.evil.com",
        ],
        [
          "a number in a method's note",
          "PATCH",
          LIFELINE,
          {
            methods: withFirstMethod({ note: `This number is down today: call ${STRAY} instead` }),
          },
          "methods",
          STRAY,
        ],
        [
          "a number in the name",
          "PATCH",
          LIFELINE,
          { name: `Lifeline (or ${STRAY})` },
          "name",
          STRAY,
        ],
        [
          "a number in the description",
          "PATCH",
          LIFELINE,
          { description: `${lifeline.description} Or call ${STRAY}.` },
          "description",
          STRAY,
        ],
        [
          "a number in the hours",
          "PATCH",
          LIFELINE,
          { hours: { kind: "unknown", note: `Closed now: call ${STRAY}` } },
          "hours",
          STRAY,
        ],
        ["a number in the cost", "PATCH", LIFELINE, { cost: `Free, or ${STRAY}` }, "cost", STRAY],
        [
          "a number in a check's note",
          "POST",
          `${LIFELINE}/verify`,
          { sourceUrl: lifeline.source, note: `Also ${STRAY}` },
          "note",
          STRAY,
        ],
        [
          "a new line's look-alike check",
          "POST",
          `${US}/services`,
          { ...newLine, check: { sourceUrl: "https://example.org.evil.com/" } },
          "check",
          "example.org.evil.com",
        ],
        [
          "a new line's stray number",
          "POST",
          `${US}/services`,
          { ...newLine, description: `${newLine.description} Or ${STRAY}.` },
          "description",
          STRAY,
        ],
        [
          "a number in the emergency note",
          "PATCH",
          `${US}/emergency`,
          { note: `911 is overloaded: call ${STRAY}` },
          "note",
          STRAY,
        ],
        [
          "a number in an emergency check's note",
          "POST",
          `${US}/emergency/verify`,
          { sourceUrl: "https://www.911.gov/", note: `Or ${STRAY}` },
          "note",
          STRAY,
        ],
      ];
      /** Everything a write could change: the registry as the console and the public read it, the log. */
      const state = async () => ({
        registry: await (await call("GET", "/api/curator/helplines")).json(),
        open: await (await fetch(`${server.url}/api/helplines`)).json(),
        audit: (await database.db.select().from(auditLog)).length,
      });

      test("a factor 11 minutes old: 401 {stepUp: true} for each, look-alikes too, and nothing changes", async () => {
        await stepUp();
        now += ELEVEN_MINUTES;
        const before = await state();
        for (const [what, method, path, body] of [...WRITES, ...REFUSED]) {
          const answer = await call(method, path, body);
          expect(answer.status, what).toBe(401);
          expect(await answer.json(), what).toEqual({ stepUp: true, message: STEP_UP_MESSAGE });
        }
        expect(await state()).toEqual(before);
      });

      test("a fresh factor: a look-alike address or a stray number is 400 naming the field, and nothing changes", async () => {
        await stepUp();
        const before = await state();
        for (const [what, method, path, body, field, shown] of REFUSED) {
          const answer = await call(method, path, body);
          expect(answer.status, what).toBe(400);
          const { errors } = (await answer.json()) as { errors: Record<string, string> };
          expect(errors[field], what).toContain(shown);
        }
        expect(await state()).toEqual(before);
      });

      test("a fresh factor (9 minutes old): each write goes through, audited, and the public data shows it", async () => {
        await stepUp();
        now += 9 * 60 * 1000;
        for (const [what, method, path, body] of WRITES) {
          const audited = (await database.db.select().from(auditLog)).length;
          const answer = await call(method, path, body);
          expect(answer.status, what).toBe(what === "add" ? 201 : 200);
          expect((await database.db.select().from(auditLog)).length, what).toBe(audited + 1);
        }
        const us = await publicCountry("us");
        expect(us.emergency).toMatchObject({
          numbers: ["911", "112"],
          source: "https://www.911.gov/",
        });
        expect(us.services.map((service) => service.id)).not.toContain("988-lifeline");
        expect(us.services.map((service) => service.id)).toContain("test-night-line-us");
        const { countries } = (await (await call("GET", "/api/curator/helplines")).json()) as {
          countries: Array<{ services: Array<{ id: string; name: string; methods: unknown[] }> }>;
        };
        const changed = countries.flatMap((c) => c.services).find((s) => s.id === "988-lifeline")!;
        expect(changed.name).toBe("The Lifeline");
        expect(changed.methods[0]).toMatchObject({ languages: ["en", "es"] });
        expect((await publicCountry("gb")).services.map((s) => s.id)).toContain("papyrus-hopeline");
      });
    });
  });
}
