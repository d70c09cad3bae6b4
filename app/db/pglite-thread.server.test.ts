import { readFile } from "node:fs/promises";
import { PGlite, types } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { PgliteThread } from "./pglite-thread.server";

// Every database here starts from the migrated copy (tests/setup/pglite-template.ts): making
// PostgreSQL's files from nothing costs about 5 s of CPU each.
const template = () => readFile(inject("pgliteTemplate"));

describe("PgliteThread", () => {
  let thread: PgliteThread;

  beforeAll(async () => {
    thread = await PgliteThread.open(undefined, await template());
    await thread.query("create table notes (id int primary key, body text not null)");
  });
  afterAll(() => thread.close());

  it("answers exactly as PGlite does in-process, parsers included", async () => {
    const query = "select 1::int as n, 'a'::text as s, $1::timestamptz as at, null::date as d";
    const params = ["2024-05-06T07:08:09Z"];
    // Drizzle asks for timestamps as text, through a parser keyed by type.
    const options = {
      rowMode: "array" as const,
      parsers: { [types.TIMESTAMPTZ]: (value: string) => `text:${value}` },
    };
    const local = await PGlite.create({ loadDataDir: new Blob([await template()]) });
    try {
      const expected = await local.query(query, params, options);
      expect(await thread.query(query, params, options)).toEqual(expected);
      const objects = await thread.query(query, params);
      expect(objects).toEqual(await local.query(query, params));
    } finally {
      await local.close();
    }
  });

  it("rejects with PostgreSQL's error fields", async () => {
    await thread.query("insert into notes values (1, 'one')");
    const error = await thread.query("insert into notes values (1, 'again')").catch((e) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code: "23505", constraint: "notes_pkey" });
    expect(error.message).toMatch(/duplicate key/);
  });

  it("commits a transaction, and makes other queries wait until it ends", async () => {
    let outside: Promise<unknown> | undefined;
    await thread.transaction(async (tx) => {
      await tx.query("insert into notes values (2, 'two')");
      // Sent to the thread before the next insert, so only waiting keeps it from counting two.
      outside = thread.query("select count(*)::int as n from notes");
      await tx.query("insert into notes values (3, 'three')");
    });
    expect(await outside).toMatchObject({ rows: [{ n: 3 }] });
  });

  it("rolls a transaction back when its callback throws, and rethrows", async () => {
    const failed = thread.transaction(async (tx) => {
      await tx.query("insert into notes values (4, 'four')");
      throw new Error("changed my mind");
    });
    await expect(failed).rejects.toThrow("changed my mind");
    const { rows } = await thread.query<{ n: number }>("select count(*)::int as n from notes");
    expect(rows[0]?.n).toBe(3);
  });

  it("refuses queries once closed, and closes twice without complaint", async () => {
    const other = await PgliteThread.open(undefined, await template());
    await other.close();
    await other.close();
    await expect(other.query("select 1")).rejects.toThrow(/database thread/);
  });
});
