import { spawn, spawnSync } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { hostname, tmpdir, userInfo } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { openDatabase } from "~/db/client.server";
import { lockDataDir } from "~/db/data-dir-lock.server";
import {
  auditLog,
  curatorTotp,
  passkeys,
  recoveryCodes,
  resourceSubmissions,
  sessions,
  users,
} from "~/db/schema";
import { verifyPassword } from "~/features/curators/accounts/password.server";
import { newSessionId } from "~/features/curators/accounts/sessions.server";
import { MIGRATIONS_FOLDER, silentLogger } from "../tests/setup/database";
import { VALID_SUBMISSION } from "../tests/setup/requests";

/**
 * `npm run curator` end to end: the real script in a child process, on its own DATA_DIR.
 * Password prompts are answered through a pseudo-terminal (util-linux `script`), which is
 * also how we know they are not echoed.
 */
const ROOT = path.resolve(import.meta.dirname, "..");
const SCRIPT = path.join(ROOT, "scripts/curator.ts");
const HAS_SCRIPT = spawnSync("sh", ["-c", "command -v script"]).status === 0;
const PASSWORD = "a long enough password";
const TIMEOUT = 60_000;

interface Run {
  code: number | null;
  output: string;
}

let dataDir: string;

function curator(args: string[], env: Record<string, string> = {}, typed: string[] = []) {
  // `node --import tsx`, not the tsx CLI: one process instead of a CLI that starts a second.
  const command = [process.execPath, "--import", "tsx", SCRIPT, ...args];
  const tty = typed.length > 0;
  const child = tty
    ? spawn("script", ["-qec", command.join(" "), "/dev/null"], { cwd: ROOT, env: envFor(env) })
    : spawn(command[0]!, command.slice(1), { cwd: ROOT, env: envFor(env) });
  if (!tty) child.stdin.end();
  return new Promise<Run>((resolve) => {
    let output = "";
    const answers = [...typed];
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      // Answer each prompt when it appears, as a person would.
      if (answers.length > 0 && /password: $/.test(output))
        child.stdin.write(`${answers.shift()}\r`);
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    child.on("close", (code) => resolve({ code, output: output.replace(/\r/g, "") }));
  });
}

function envFor(extra: Record<string, string>): NodeJS.ProcessEnv {
  const { DATABASE_URL: _ignored, CURATOR_PASSWORD: _also, ...rest } = process.env;
  return { ...rest, NODE_ENV: "production", LOG_LEVEL: "silent", DATA_DIR: dataDir, ...extra };
}

/** Opens the CLI's database in this process, just long enough to look. */
async function inDatabase<T>(
  look: (db: Awaited<ReturnType<typeof openDatabase>>["db"]) => Promise<T>,
) {
  const handle = await openDatabase({
    dataDir,
    migrationsFolder: MIGRATIONS_FOLDER,
    logger: silentLogger,
  });
  try {
    return await look(handle.db);
  } finally {
    await handle.close();
  }
}

/** Each look opens the embedded database (about 2 s of CPU): a test looks once where it can. */
const accountIn = async (db: Awaited<ReturnType<typeof openDatabase>>["db"], username: string) =>
  (await db.select().from(users).where(eq(users.username, username)))[0];
const accountOf = (username: string) => inDatabase((db) => accountIn(db, username));

describe("npm run curator", () => {
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "sg-curator-cli-"));
    await inDatabase(async () => {}); // creates the embedded database once (the slow part)
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  test(
    "add NAME with CURATOR_PASSWORD: stored lower-cased, as a scrypt hash",
    { timeout: TIMEOUT },
    async () => {
      const run = await curator(["add", "Ana"], { CURATOR_PASSWORD: PASSWORD });
      expect(run).toMatchObject({ code: 0 });
      expect(run.output).toContain('Added the curator "ana".');
      const { account, audit } = await inDatabase(async (db) => ({
        account: await accountIn(db, "ana"),
        audit: await db.select().from(auditLog),
      }));
      expect(account!.password).toMatch(/^scrypt\$131072\$8\$1\$/);
      expect(account!.password).not.toContain(PASSWORD);
      expect(await verifyPassword(PASSWORD, account!.password)).toBe(true);
      expect(audit).toEqual([
        expect.objectContaining({
          curator: "(command line)",
          action: "curator.add",
          target: "curator:ana",
          detail: `run by ${userInfo().username} on ${hostname()}`,
        }),
      ]);
    },
  );

  test(
    "clear errors: the name exists, too short, no password, bad name, bad command",
    { timeout: TIMEOUT },
    async () => {
      const cases: Array<[string[], Record<string, string>, RegExp]> = [
        [["add", "ana"], { CURATOR_PASSWORD: PASSWORD }, /A curator named "ana" already exists\./],
        [["add", "ben"], { CURATOR_PASSWORD: "short" }, /too short: use at least 12 characters/],
        [["add", "ben"], {}, /give the password in CURATOR_PASSWORD/],
        [["add", "no spaces"], { CURATOR_PASSWORD: PASSWORD }, /A username is 2 to 64 characters/],
        [["add"], {}, /Give one username\.[\s\S]*Usage: npm run curator/],
        [["frobnicate"], {}, /Usage: npm run curator/],
        [
          ["passwd", "nobody"],
          { CURATOR_PASSWORD: PASSWORD },
          /There is no curator named "nobody"\./,
        ],
        [["remove", "nobody"], {}, /There is no curator named "nobody"\./],
      ];
      for (const [args, env, message] of cases) {
        const run = await curator(args, env);
        expect(run.code, args.join(" ")).toBe(1);
        expect(run.output).toMatch(message);
        expect(run.output).not.toMatch(/\n\s+at /); // no stack trace
      }
      expect(await accountOf("ben")).toBeUndefined();
    },
  );

  test("list names every curator", { timeout: TIMEOUT }, async () => {
    const run = await curator(["list"]);
    expect(run).toEqual({ code: 0, output: "ana\n" });
  });

  describe.skipIf(!HAS_SCRIPT)("in a terminal (via `script`)", () => {
    test(
      "the password is asked twice without echo; two different ones change nothing",
      { timeout: TIMEOUT },
      async () => {
        const run = await curator(["add", "ben"], {}, ["first password 123", "other password 456"]);
        expect(run.code).toBe(1);
        expect(run.output).toContain("New password: \nRepeat the password: \n");
        expect(run.output).toContain("The passwords differ; nothing was changed.");
        expect(run.output).not.toContain("password 123");
        expect(run.output).not.toContain("password 456");
        expect(await accountOf("ben")).toBeUndefined();
      },
    );

    test("a password too short is refused at once", { timeout: TIMEOUT }, async () => {
      const run = await curator(["add", "ben"], {}, ["tiny"]);
      expect(run.code).toBe(1);
      expect(run.output).toContain("The password is too short: use at least 12 characters.");
      expect(run.output).not.toContain("Repeat the password");
    });

    test(
      "passwd NAME sets the new password and ends that curator's sessions",
      { timeout: TIMEOUT },
      async () => {
        await inDatabase(async (db) =>
          db.insert(sessions).values({
            id: newSessionId(),
            userId: (await accountIn(db, "ana"))!.id,
            expiresAt: new Date(Date.now() + 60_000),
          }),
        );
        const next = "a brand new password";
        const run = await curator(["passwd", "ana"], {}, [next, next]);
        expect(run.code, run.output).toBe(0);
        expect(run.output).toContain('Changed the password of "ana" and ended their sessions.');
        expect(run.output).not.toContain(next);
        const { changed, left } = await inDatabase(async (db) => ({
          changed: await accountIn(db, "ana"),
          left: await db.select().from(sessions),
        }));
        expect(await verifyPassword(next, changed!.password)).toBe(true);
        expect(await verifyPassword(PASSWORD, changed!.password)).toBe(false);
        expect(left).toEqual([]);
      },
    );
  });

  test(
    "reset-second-factor NAME removes the app, recovery codes and passkeys, ends the sessions, and is audited",
    { timeout: TIMEOUT },
    async () => {
      await inDatabase(async (db) => {
        const account = await accountIn(db, "ana");
        await db.insert(curatorTotp).values({ userId: account!.id, secret: "JBSWY3DPEHPK3PXP" });
        await db.insert(recoveryCodes).values({ userId: account!.id, codeHash: "a".repeat(64) });
        await db.insert(passkeys).values({
          userId: account!.id,
          name: "Laptop",
          credentialId: "credential",
          publicKey: "key",
        });
        await db.insert(sessions).values({
          id: newSessionId(),
          userId: account!.id,
          expiresAt: new Date(Date.now() + 60_000),
        });
      });
      const run = await curator(["reset-second-factor", "ANA"]);
      expect(run.code, run.output).toBe(0);
      expect(run.output).toContain('Removed the second factor of "ana"');
      const left = await inDatabase(async (db) => ({
        totp: await db.select().from(curatorTotp),
        codes: await db.select().from(recoveryCodes),
        keys: await db.select().from(passkeys),
        sessions: await db.select().from(sessions),
        audit: await db.select().from(auditLog),
      }));
      expect(left).toMatchObject({ totp: [], codes: [], keys: [], sessions: [] });
      // Who ran it, and where: the OS user and this machine.
      expect(left.audit.filter((entry) => entry.action === "second-factor.reset")).toEqual([
        expect.objectContaining({
          curator: "(command line)",
          target: "curator:ana",
          detail: `run by ${userInfo().username} on ${hostname()}`,
        }),
      ]);
      const again = await curator(["reset-second-factor", "ana"]);
      expect(again.output).toContain('"ana" had no second factor');
      const unknown = await curator(["reset-second-factor", "nobody"]);
      expect(unknown).toMatchObject({ code: 1 });
      expect(unknown.output).toMatch(/There is no curator named "nobody"\./);
    },
  );

  test(
    "while a server holds the embedded database, it says to stop the server or use DATABASE_URL",
    { timeout: TIMEOUT },
    async () => {
      const release = await lockDataDir(dataDir, () => {});
      try {
        const run = await curator(["list"]);
        expect(run.code).toBe(1);
        expect(run.output).toMatch(/in use by a running server/);
        expect(run.output).toMatch(/stop the server first, or use DATABASE_URL\./);
      } finally {
        await release();
      }
    },
  );

  test(
    "erase-submitter EMAIL erases that submitter's details at once, audited, and keeps the submission",
    { timeout: TIMEOUT },
    async () => {
      await inDatabase((db) =>
        db.insert(resourceSubmissions).values([
          { ...VALID_SUBMISSION, submitterEmail: "Dana@Example.org" },
          { ...VALID_SUBMISSION, submitterName: "Someone else", submitterEmail: "x@example.org" },
        ]),
      );
      const run = await curator(["erase-submitter", "dana@example.org"]);
      expect(run).toMatchObject({ code: 0 });
      expect(run.output).toMatch(/Erased the submitter's details from 1 submission \(#1\)/);
      const { rows, audit } = await inDatabase(async (db) => ({
        rows: await db.select().from(resourceSubmissions).orderBy(resourceSubmissions.id),
        audit: await db.select().from(auditLog).where(eq(auditLog.action, "erase-submitter")),
      }));
      expect(rows.map((row) => [row.submitterName, row.submitterEmail, row.resourceTitle])).toEqual(
        [
          ["", null, VALID_SUBMISSION.resourceTitle],
          ["Someone else", "x@example.org", VALID_SUBMISSION.resourceTitle],
        ],
      );
      expect(audit).toMatchObject([{ curator: "command line", target: "submission:1" }]);
      expect((await curator(["erase-submitter", "dana@example.org"])).output).toMatch(
        /No submission holds dana@example.org any more/,
      );
    },
  );

  test("remove NAME deletes the account", { timeout: TIMEOUT }, async () => {
    const run = await curator(["remove", "ana"]);
    expect(run.code).toBe(0);
    expect(run.output).toContain('Removed the curator "ana" and ended their sessions.');
    const { account, audit } = await inDatabase(async (db) => ({
      account: await accountIn(db, "ana"),
      audit: await db.select().from(auditLog),
    }));
    expect(account).toBeUndefined();
    expect((await curator(["list"])).output).toMatch(/No curator accounts yet/);
    expect(audit.map((entry) => entry.action)).toContain("curator.remove");
  });
});
