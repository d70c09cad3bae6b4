import { expect, type Page } from "@playwright/test";
import { totpCodeAt } from "~/features/curators/accounts/totp.server";
import { E2E_CURATORS, E2E_PASSWORD, E2E_TOTP_SECRET, type E2eCurator } from "../setup/e2e-curator";

/**
 * The one way browser tests sign in to the console: the password, then the authenticator app's
 * code, computed here as the app would compute it (the same library as the server). Each test
 * signs in as a curator of its own (tests/setup/e2e-curator.ts): a code is accepted once per
 * 30-second step per curator, and tests run side by side.
 */

/**
 * How long a sign-in step may take: the password hash (scrypt, 128 MiB) takes a few seconds on a
 * machine busy with other tests, more than Playwright's default 5 s wait.
 */
export const SIGN_IN_TIMEOUT = 20_000;

/** The code the authenticator app shows now. */
export function currentCode(): string {
  return totpCodeAt(E2E_TOTP_SECRET, new Date());
}

/** The first step: username and password (the right one unless another is given). */
export async function enterPassword(page: Page, who: E2eCurator, password = E2E_PASSWORD) {
  await page.goto("/curator/login");
  await page.getByLabel("Username").fill(E2E_CURATORS[who]);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/** The second step, on /curator/login/code: the app's code now. */
export async function enterCode(page: Page) {
  await expect(page).toHaveURL(/\/curator\/login\/code$/, { timeout: SIGN_IN_TIMEOUT });
  await page.getByLabel("Code", { exact: true }).fill(currentCode());
  await page.getByRole("button", { name: "Continue" }).click();
}

/** Signs `who` in and waits for the console. */
export async function signIn(page: Page, who: E2eCurator) {
  await enterPassword(page, who);
  await enterCode(page);
  await expect(page).toHaveURL(/\/curator$/, { timeout: SIGN_IN_TIMEOUT });
}
