import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { auditLog, sessions } from "~/db/schema";
import { curatorRegistry, seedHelplines } from "~/domain/helplines/store.server";
import type { CuratorAuth } from "~/features/curators/accounts/auth.server";
import { STEP_UP_FIELD } from "~/features/curators/accounts/step-up";
import { TOTP_PERIOD_SECONDS, totpCodeAt } from "~/features/curators/accounts/totp.server";
import { valuesOf, type ServiceFormValues } from "~/features/curators/helplines/form-values";
import { backends, truncateAll } from "../../../tests/setup/database";
import {
  context,
  createTestCurator,
  dataOf,
  giveSecondFactor,
  ORIGIN,
  redirectOf,
  signedInCookie,
  TEST_TOTP_SECRET,
  testAuth,
} from "../../../tests/setup/curators";
import { action as lineAction } from "./helpline";
import { action as countryAction } from "./helpline-country";
import { action as newAction } from "./helpline-new";
import { action as listAction } from "./helplines";

/*
 * The console's crisis-line forms, on both databases: every write (verify, edit, add, remove,
 * restore, emergency numbers) answers the step-up form to a curator whose last factor is 11
 * minutes old and changes nothing; with a fresh factor, a look-alike address or a number that
 * is not the line's own is refused with the field named, and nothing changes; a right code
 * sent with the form makes the change.
 */

const STEP_MS = TOTP_PERIOD_SECONDS * 1000;
const MINUTE = 60 * 1000;
const STRAY = "1-900-555-0100";

/** The form's fields, as the browser posts them (a field may repeat). */
function fieldsOf(values: ServiceFormValues): Array<[string, string]> {
  return [
    ["intent", "save"],
    ["name", values.name],
    ["description", values.description],
    ["domains", values.domains],
    ["methodRows", String(values.methods.length)],
    ...values.methods.flatMap((method, i): Array<[string, string]> => [
      [`method-${i}-kind`, method.kind],
      [`method-${i}-value`, method.value],
      [`method-${i}-keyword`, method.keyword],
      [`method-${i}-note`, method.note],
      [`method-${i}-languages`, method.languages],
    ]),
    ["hoursKind", values.hoursKind],
    ["slotRows", String(values.slots.length)],
    ...values.slots.flatMap((slot, i): Array<[string, string]> => [
      ...slot.days.map((day): [string, string] => [`slot-${i}-days`, day]),
      [`slot-${i}-opens`, slot.opens],
      [`slot-${i}-closes`, slot.closes],
    ]),
    ["hoursNote", values.hoursNote],
    ["timeZone", values.timeZone],
    ["languages", values.languages],
    ...values.audiences.map((audience): [string, string] => ["audiences", audience]),
    ["cost", values.cost],
    ["source", values.source],
    ["position", values.position],
    ["checkUrl", values.checkUrl],
    ["checkNote", values.checkNote],
  ];
}

type Action = (args: never) => unknown;

for (const backend of backends()) {
  describe.skipIf(backend.skip)(`the crisis-line forms on ${backend.name}`, () => {
    let database: DatabaseHandle;
    let auth: CuratorAuth;
    let cookie: string;
    // Moved by hand, never by waiting; each test starts on a later step than the last used.
    let now = Math.ceil(Date.now() / STEP_MS) * STEP_MS;
    const clock = () => new Date(now);

    beforeAll(async () => {
      database = await backend.open();
      await truncateAll(database.db);
      await seedHelplines(database.db);
      await createTestCurator(database.db);
      await giveSecondFactor(database.db);
      auth = testAuth(database.db, { clock });
    });
    afterAll(() => database?.close());
    beforeEach(async () => {
      now += 100 * STEP_MS;
      await database.db.delete(sessions);
      cookie = await signedInCookie(auth); // a factor given now
    });

    const post = async (
      action: Action,
      path: string,
      params: Record<string, string>,
      fields: Array<[string, string]>,
    ) => {
      const request = new Request(`${ORIGIN}${path}`, {
        method: "POST",
        headers: { cookie, origin: ORIGIN, "sec-fetch-site": "same-origin" },
        body: new URLSearchParams(fields),
      });
      try {
        return await (action as (args: unknown) => unknown)({
          request,
          params,
          context: context(database.db, auth),
        });
      } catch (thrown) {
        return thrown;
      }
    };
    const lifeline = async () =>
      (await curatorRegistry(database.db))
        .flatMap((country) => country.services)
        .find((service) => service.id === "988-lifeline")!;
    /** The form as the edit page shows it, with `change` made to its values. */
    const lifelineForm = async (change: (values: ServiceFormValues) => void = () => {}) => {
      const values = valuesOf(await lifeline());
      change(values);
      return fieldsOf(values);
    };
    /** Everything a write could change: the whole registry with its logs, and the audit log. */
    const state = async () => ({
      registry: await curatorRegistry(database.db),
      audit: (await database.db.select().from(auditLog)).length,
    });

    type Fields = Array<[string, string]>;
    /** Each form that writes, read from the page as it is when the form is posted. */
    const forms = async (): Promise<
      Array<[string, Action, string, Record<string, string>, () => Promise<Fields>]>
    > => {
      const edit = (change: (values: ServiceFormValues) => void) => () => lifelineForm(change);
      const fixed = (fields: Fields) => async () => fields;
      const line = ["/curator/helplines/988-lifeline", { id: "988-lifeline" }] as const;
      const us = ["/curator/helplines/countries/us", { code: "us" }] as const;
      const source = (await lifeline()).source;
      return [
        ["edit: name", lineAction, ...line, edit((v) => (v.name = "The Lifeline"))],
        ["edit: a way's note", lineAction, ...line, edit((v) => (v.methods[0]!.note = "Press 1"))],
        [
          "edit: a way's languages",
          lineAction,
          ...line,
          edit((v) => (v.methods[0]!.languages = "en, es")),
        ],
        ["edit: cost", lineAction, ...line, edit((v) => (v.cost = ""))],
        [
          "verify on its page",
          lineAction,
          ...line,
          fixed([
            ["intent", "verify"],
            ["sourceUrl", source],
            ["note", "Read on 3 March 2026."],
          ]),
        ],
        [
          "verify from the list",
          listAction,
          "/curator/helplines",
          {},
          fixed([
            ["intent", "verify"],
            ["serviceId", "988-lifeline"],
            ["sourceUrl", source],
          ]),
        ],
        [
          "verify the emergency numbers from the list",
          listAction,
          "/curator/helplines",
          {},
          fixed([
            ["intent", "verify"],
            ["country", "us"],
            ["sourceUrl", "https://www.911.gov/"],
          ]),
        ],
        [
          "emergency: note",
          countryAction,
          ...us,
          fixed([
            ["intent", "save"],
            ["numbers", "911"],
            ["note", "Police, fire and ambulance."],
            ["source", "https://www.911.gov/"],
            ["name", "United States"],
            ["inSentence", "the United States"],
          ]),
        ],
        [
          "emergency: verify",
          countryAction,
          ...us,
          fixed([
            ["intent", "verify"],
            ["sourceUrl", "https://www.911.gov/"],
          ]),
        ],
        [
          "add",
          newAction,
          "/curator/helplines/countries/us/new",
          { code: "us" },
          fixed(
            fieldsOf({
              ...valuesOf(await lifeline()),
              name: "Test Night Line",
              description: "A listening line used only by this test, for anyone awake and worried.",
              domains: "example.org",
              methods: [{ kind: "call", value: "555 0100", keyword: "", note: "", languages: "" }],
              cost: "",
              source: "https://example.org/",
              position: "",
              checkUrl: "https://example.org/contact",
              checkNote: "",
            }),
          ),
        ],
        ["remove", lineAction, ...line, fixed([["intent", "remove"]])],
        ["restore", lineAction, ...line, fixed([["intent", "restore"]])],
      ];
    };

    test("a factor 11 minutes old: every form answers the step-up form, and nothing changes", async () => {
      now += 11 * MINUTE;
      const before = await state();
      for (const [what, action, path, params, form] of await forms()) {
        const fields = await form();
        const answer = dataOf(await post(action, path, params, fields));
        expect(answer.status, what).toBe(401);
        expect(answer.data, what).toMatchObject({
          stepUp: { fields: fields.filter(([name]) => name !== STEP_UP_FIELD) },
        });
      }
      expect(await state()).toEqual(before);
    });

    test("a fresh factor: a look-alike address or a stray number is refused, the field named, nothing changed", async () => {
      const line = ["/curator/helplines/988-lifeline", { id: "988-lifeline" }] as const;
      const refused: Array<
        [string, Action, string, Record<string, string>, Array<[string, string]>, string]
      > = [
        [
          "a look-alike source",
          lineAction,
          ...line,
          await lifelineForm((v) => (v.source = "https://988lifeline.org.evil.com/")),
          "source",
        ],
        [
          "a number in a way's note",
          lineAction,
          ...line,
          await lifelineForm((v) => (v.methods[0]!.note = `Down today: call ${STRAY} instead`)),
          "methods",
        ],
        [
          "a look-alike check",
          lineAction,
          ...line,
          [
            ["intent", "verify"],
            ["sourceUrl", "https://988-lifeline.org/"],
          ],
          "sourceUrl",
        ],
        [
          "a number in the emergency note",
          countryAction,
          "/curator/helplines/countries/us",
          { code: "us" },
          [
            ["intent", "save"],
            ["numbers", "911"],
            ["note", `911 is overloaded: call ${STRAY}`],
            ["source", "https://www.911.gov/"],
            ["name", "United States"],
          ],
          "note",
        ],
      ];
      const before = await state();
      for (const [what, action, path, params, fields, field] of refused) {
        const answer = dataOf(await post(action, path, params, fields));
        expect(answer.status, what).toBe(400);
        const { errors } = answer.data as { errors: Record<string, string> };
        expect(Object.keys(errors), what).toEqual([field]);
      }
      expect(await state()).toEqual(before);
    });

    test("a fresh factor makes each change; a stale one with a right code sent along does too", async () => {
      let audited = (await state()).audit;
      for (const [what, action, path, params, form] of await forms()) {
        const answer = redirectOf(await post(action, path, params, await form()));
        expect(answer?.status, what).toBe(303);
        const audit = (await state()).audit;
        expect(audit, what).toBe(audited + 1);
        audited = audit;
      }
      expect((await lifeline()).name).toBe("The Lifeline");
      expect((await lifeline()).methods[0]).toMatchObject({
        note: "Press 1",
        languages: ["en", "es"],
      });
      expect((await lifeline()).cost).toBeUndefined();

      now += 11 * MINUTE;
      const code = totpCodeAt(TEST_TOTP_SECRET, clock());
      const renamed = await post(
        lineAction,
        "/curator/helplines/988-lifeline",
        { id: "988-lifeline" },
        [...(await lifelineForm((v) => (v.name = "The Lifeline, again"))), [STEP_UP_FIELD, code]],
      );
      expect(redirectOf(renamed)).toEqual({
        status: 303,
        location: "/curator/helplines/988-lifeline?done=saved",
      });
      expect((await lifeline()).name).toBe("The Lifeline, again");
    });
  });
}
