/**
 * Curator accounts from the command line: `npm run curator -- add NAME | passwd NAME | list |
 * remove NAME | reset-second-factor NAME | erase-submitter EMAIL`. Passwords are asked twice without echo in a terminal, or read from
 * CURATOR_PASSWORD when stdin is not one (scripts, CI). Uses the server's database settings
 * (DATA_DIR or DATABASE_URL from the environment).
 */
import { hostname, userInfo } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { Writable } from "node:stream";
import { openDatabase, type DatabaseHandle } from "../app/db/client.server";
import { DataDirLockedError } from "../app/db/data-dir-lock.server";
import {
  AccountError,
  addCurator,
  findAccount,
  listCurators,
  normalizeUsername,
  removeCurator,
  setCuratorPassword,
  usernameProblem,
  type Operator,
} from "../app/features/curators/accounts/accounts.server";
import {
  MIN_PASSWORD_LENGTH,
  passwordProblem,
} from "../app/features/curators/accounts/password.server";
import { resetSecondFactor } from "../app/features/curators/accounts/second-factor.server";
import { eraseSubmitterNow } from "../app/features/submissions/contact-erasure.server";
import { getEnv } from "../app/lib/env.server";

const USAGE = `Usage: npm run curator -- <command>

  add NAME      create a curator account (asks for the password twice)
  passwd NAME   set a new password (and end that curator's sessions)
  list          list the curator accounts
  remove NAME   delete an account and its sessions
  reset-second-factor NAME
                remove a curator's second factor (authenticator app, recovery codes,
                passkeys) when they have lost it or its codes are paused, and end their
                sessions. They set one up again after their next sign-in.
  erase-submitter EMAIL
                erase the name, title, location and address of whoever sent
                suggestions with this address, at their request. The suggestions
                themselves stay.

Every command but list is written to the audit log with who ran it (the OS user)
and where (this machine's name).

Passwords need at least ${MIN_PASSWORD_LENGTH} characters. When stdin is not a terminal,
the password is read from CURATOR_PASSWORD instead.`;

/**
 * Who runs this, for the audit log: the OS account (SUDO_USER too, when run through sudo) and
 * this machine's name. Every command that changes an account is audited with it.
 */
function operator(): Operator {
  let user: string;
  try {
    user = userInfo().username;
  } catch {
    user = process.env.USER ?? `uid ${process.getuid?.() ?? "unknown"}`;
  }
  const sudo = process.env.SUDO_USER;
  return { user: sudo && sudo !== user ? `${user} (sudo by ${sudo})` : user, host: hostname() };
}

/** A problem the person running the command can fix; printed as it is, without a stack. */
class CliError extends Error {}

const MIGRATIONS_FOLDER = path.resolve(import.meta.dirname, "../drizzle");

/** Quiet unless something is worth saying (the embedded database's slow first start). */
const logger = {
  info: () => {},
  warn: (...args: unknown[]) => console.warn(String(args.find((a) => typeof a === "string"))),
  error: (...args: unknown[]) => console.error(String(args.find((a) => typeof a === "string"))),
};

async function open(): Promise<DatabaseHandle> {
  const env = getEnv();
  try {
    return await openDatabase({
      databaseUrl: env.DATABASE_URL,
      dataDir: env.DATA_DIR,
      migrationsFolder: MIGRATIONS_FOLDER,
      logger,
    });
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    throw new CliError(
      `The embedded database in ${path.resolve(env.DATA_DIR)} is in use by a running server, ` +
        "and only one process may use it at a time: stop the server first, or use DATABASE_URL.",
    );
  }
}

/** Asks the questions in turn on one terminal, echoing nothing that is typed. */
async function askHidden(prompts: string[]): Promise<string[]> {
  const silent = new Writable({ write: (_chunk, _encoding, done) => done() });
  const rl = createInterface({ input: process.stdin, output: silent, terminal: true });
  const answers: string[] = [];
  try {
    for (const prompt of prompts) {
      process.stdout.write(prompt);
      answers.push(
        await new Promise<string>((resolve, reject) => {
          rl.once("SIGINT", () => reject(new CliError("Cancelled; nothing was changed.")));
          rl.question("", resolve);
        }),
      );
      process.stdout.write("\n");
      const problem = passwordProblem(answers[0]!);
      if (problem) throw new CliError(problem);
    }
  } finally {
    rl.close();
  }
  return answers;
}

/** Not in a terminal: the password comes from CURATOR_PASSWORD (checked before anything else). */
function passwordFromEnv(): string {
  const password = process.env.CURATOR_PASSWORD;
  if (!password) {
    throw new CliError("stdin is not a terminal: give the password in CURATOR_PASSWORD.");
  }
  const problem = passwordProblem(password);
  if (problem) throw new CliError(problem);
  return password;
}

async function askNewPassword(): Promise<string> {
  const [first, second] = await askHidden(["New password: ", "Repeat the password: "]);
  if (first !== second) throw new CliError("The passwords differ; nothing was changed.");
  return first!;
}

function nameFrom(args: string[]): string {
  if (args.length !== 1) throw new CliError(`Give one username.\n\n${USAGE}`);
  const username = normalizeUsername(args[0]!);
  const problem = usernameProblem(username);
  if (problem) throw new CliError(problem);
  return username;
}

/** A submitter's request to be forgotten (docs/product.md, Submissions). */
async function eraseSubmitter(args: string[]): Promise<string> {
  const email = args.length === 1 ? args[0]!.trim() : "";
  if (!email.includes("@")) throw new CliError(`Give one email address.\n\n${USAGE}`);
  const { db, close } = await open();
  try {
    const ids = await eraseSubmitterNow(db, email);
    return ids.length > 0
      ? `Erased the submitter's details from ${ids.length} ${ids.length === 1 ? "submission" : "submissions"} (${ids.map((id) => `#${id}`).join(", ")}); noted in the audit log.`
      : `No submission holds ${email} any more (addresses are erased 90 days after review). Nothing was changed.`;
  } finally {
    await close();
  }
}

async function run(command: string | undefined, args: string[]): Promise<string> {
  if (command === "erase-submitter") return eraseSubmitter(args);
  if (command === "list") {
    if (args.length > 0) throw new CliError(USAGE);
  } else if (!["add", "passwd", "remove", "reset-second-factor"].includes(command ?? "")) {
    throw new CliError(USAGE);
  }
  const username = command === "list" ? "" : nameFrom(args);
  const needsPassword = command === "add" || command === "passwd";
  const presetPassword = needsPassword && !process.stdin.isTTY ? passwordFromEnv() : undefined;
  const { db, close } = await open();
  try {
    if (command === "list") {
      const names = await listCurators(db);
      return names.length > 0
        ? names.join("\n")
        : "No curator accounts yet. Create one with: npm run curator -- add NAME";
    }
    if (command === "remove") {
      await removeCurator(db, username, operator());
      return `Removed the curator "${username}" and ended their sessions.`;
    }
    if (command === "reset-second-factor") {
      const { removed } = await resetSecondFactor(db, username, operator());
      return removed > 0
        ? `Removed the second factor of "${username}" (noted in the audit log) and ended their sessions. After their next sign-in they set up a new one.`
        : `"${username}" had no second factor; their sessions were ended (noted in the audit log).`;
    }
    // Say so before asking for a password, not after.
    const exists = (await findAccount(db, username)) !== undefined;
    if (command === "add" && exists)
      throw new CliError(`A curator named "${username}" already exists.`);
    if (command === "passwd" && !exists)
      throw new CliError(`There is no curator named "${username}".`);
    const password = presetPassword ?? (await askNewPassword());
    if (command === "add") {
      await addCurator(db, username, password, operator());
      return `Added the curator "${username}". They can sign in at /curator/login.`;
    }
    await setCuratorPassword(db, username, password, operator());
    return `Changed the password of "${username}" and ended their sessions.`;
  } finally {
    await close();
  }
}

try {
  const [command, ...args] = process.argv.slice(2);
  console.log(await run(command, args));
} catch (error) {
  if (error instanceof CliError || error instanceof AccountError) {
    console.error(error.message);
  } else {
    console.error("The command failed:", error);
  }
  process.exitCode = 1;
}
