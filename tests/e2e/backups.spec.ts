import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import type { Browser, Page } from "@playwright/test";
import { openDatabase } from "~/db/client.server";
import { createTestCurator, giveSecondFactor } from "../setup/curators";
import { E2E_CURATORS, E2E_PASSWORD, E2E_TOTP_SECRET } from "../setup/e2e-curator";
import { ROOT, startBuiltServer, stopBuiltServer, type BuiltServer } from "./built-server";
import { expect, recordConsoleErrors, test } from "./fixtures";
import { signIn } from "./sign-in";

/**
 * The way back after a lost server, as README "Backups and restore" tells it: the built server
 * on a fresh embedded database, a submission and a signed review in it, the console's Back up
 * now, the server stopped, `npm run db:restore` into a new empty DATA_DIR, and the server started
 * on that shows the same submission and review. The restore drill row by row, and the refusals
 * (a damaged file, a target holding data without --force), are app/db/backup.server.test.ts.
 */

const quiet = { info: () => {}, warn: () => {}, error: console.error };
/**
 * Both accounts are made before the first start; the second signs in only after the restore. The
 * database is this spec's own, so other tests' sign-ins as these names never meet its codes.
 */
const BEFORE = "review";
const AFTER = "signingIn";
const REVIEWER = { name: "Ana Ruiz", credentials: "PsyD" };
const REVIEWED = "calm-harm";

const folder = (name: string) => mkdtempSync(path.join(tmpdir(), `steady-ground-backups-${name}-`));

/** A page of its own on `server`, at localhost (the console's cookie is Secure). */
async function pageOn(browser: Browser, server: BuiltServer) {
  const context = await browser.newContext({
    baseURL: server.url.replace("127.0.0.1", "localhost"),
  });
  const page = await context.newPage();
  return { context, page, errors: recordConsoleErrors(page) };
}

/** A call to the console's JSON API (README) with `page`'s session cookie. */
async function consoleApi(page: Page, method: "PUT" | "POST", apiPath: string, data?: unknown) {
  const session = (await page.context().cookies()).find((cookie) =>
    cookie.name.endsWith("sg_session"),
  );
  const answer = await page.request.fetch(`/api/curator${apiPath}`, {
    method,
    data,
    headers: { cookie: `${session!.name}=${session!.value}`, "sec-fetch-site": "same-origin" },
  });
  expect(answer.status(), `${method} ${apiPath}: ${await answer.text()}`).toBe(200);
}

test("a backup taken in the console and restored with npm run db:restore into a new DATA_DIR shows the same submission and review", async ({
  browser,
}) => {
  // Two server starts, a backup and a restore: 1.5–2.7 minutes measured on the 2 shared cores.
  test.setTimeout(300_000);
  const [dataDir, restoredDir, backupDir] = [folder("data"), folder("restored"), folder("files")];
  const env = (dir: string) => ({ DATA_DIR: dir, BACKUP_DIR: backupDir, LOG_LEVEL: "warn" });
  let server: BuiltServer | undefined;
  try {
    const { db, close } = await openDatabase({
      dataDir,
      migrationsFolder: path.join(ROOT, "drizzle"),
      logger: quiet,
    });
    for (const who of [BEFORE, AFTER] as const) {
      await createTestCurator(db, E2E_CURATORS[who], E2E_PASSWORD);
      await giveSecondFactor(db, E2E_CURATORS[who], E2E_TOTP_SECRET);
    }
    await close();

    server = await startBuiltServer(env(dataDir));
    const title = `A workbook kept through a restore ${Date.now()}`;
    const submitted = await fetch(`${server.url}/api/resources/submit`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        submitterName: "Rosa Vega",
        resourceType: "book",
        resourceCategory: "lifestyle",
        resourceTitle: title,
        resourceDescription: "Short exercises for calmer evenings.",
      }),
    });
    expect(submitted.status).toBe(201);

    const before = await pageOn(browser, server);
    await signIn(before.page, BEFORE);
    await expect(before.page.getByRole("article", { name: title })).toBeVisible();
    await consoleApi(before.page, "PUT", "/profile", REVIEWER);
    await consoleApi(before.page, "POST", `/resources/${REVIEWED}/review`);

    await before.page.goto("/curator/health");
    await expect(before.page.getByText("None yet.")).toBeVisible();
    await before.page.getByRole("button", { name: "Back up now" }).click();
    await expect(before.page).toHaveURL(/\/curator\/health\?backup=/, { timeout: 30_000 });
    const name = new URL(before.page.url()).searchParams.get("backup")!;
    await expect(before.page.getByRole("status").filter({ hasText: "is written" })).toContainText(
      `The backup ${name} is written.`,
    );
    const last = before.page.locator("dt", { hasText: "Last backup" }).locator("+ dd");
    await expect(last).toContainText(/\d+\.\d (kB|MB)/);
    await expect(last.getByRole("link", { name: "Download the backup" })).toHaveAttribute(
      "href",
      `/curator/backups/${name}`,
    );
    expect(before.errors, "console errors before the restore").toEqual([]);
    await before.context.close();
    await stopBuiltServer(server);

    const { stdout } = await promisify(execFile)(
      "npm",
      ["run", "--silent", "db:restore", "--", path.join(backupDir, name)],
      { cwd: ROOT, env: { ...process.env, ...env(restoredDir) } },
    );
    expect(stdout).toContain(`into ${restoredDir}`);

    server = await startBuiltServer(env(restoredDir));
    // A visitor reads the review; the other curator, whose account came back, the submission.
    const after = await pageOn(browser, server);
    await after.page.goto(`/resource/${REVIEWED}`);
    await expect(after.page.getByRole("main")).toContainText(
      `${REVIEWER.name}, ${REVIEWER.credentials}, on`,
    );
    await expect(after.page.getByRole("main")).not.toContainText("Not yet reviewed");
    await signIn(after.page, AFTER);
    await expect(after.page.getByRole("article", { name: title })).toContainText("Rosa Vega");
    await after.page.goto("/curator/health");
    await expect(after.page.getByRole("main")).toContainText("Backups of the embedded database");
    await expect(
      after.page.locator("dt", { hasText: "Last backup" }).locator("+ dd").getByRole("link", {
        name: "Download the backup",
      }),
    ).toHaveAttribute("href", `/curator/backups/${name}`);
    expect(after.errors, "console errors after the restore").toEqual([]);
    await after.context.close();
  } finally {
    await stopBuiltServer(server);
    for (const dir of [dataDir, restoredDir, backupDir])
      rmSync(dir, { recursive: true, force: true });
  }
});
