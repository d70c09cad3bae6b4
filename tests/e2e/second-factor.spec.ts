import { request as httpRequest } from "node:http";
import { signSessionId } from "~/features/curators/accounts/session-cookie.server";
import { totpCodeAt } from "~/features/curators/accounts/totp.server";
import {
  E2E_CURATORS,
  E2E_NEWCOMER,
  E2E_PASSWORD,
  E2E_SESSION_SECRET,
  E2E_STALE_SESSION_ID,
} from "../setup/e2e-curator";
import { expect, expectAccessible, test, waitForHydration } from "./fixtures";
import { currentCode, enterPassword, SIGN_IN_TIMEOUT, signIn } from "./sign-in";

/**
 * The console's keys: the code step after the password, setting up the app when
 * REQUIRE_SECOND_FACTOR asks for it (on here: the server runs in production mode), passkeys
 * through Chromium's virtual authenticator, step-up before a delete, and Retry-After on every
 * throttled sign-in. Each test signs in as a curator of its own (tests/setup/e2e-curator.ts).
 */

test("password, then a code from the app: the code field takes a paste and a password manager's one-time code", async ({
  page,
  context,
  consoleErrors,
}) => {
  await page.goto("/curator/login");
  await expect(page.getByLabel("Username")).toHaveAttribute("autocomplete", "username");
  await expect(page.getByLabel("Password")).toHaveAttribute("autocomplete", "current-password");
  await waitForHydration(page);
  await enterPassword(page, "secondFactor");
  await expect(page).toHaveURL(/\/curator\/login\/code$/, { timeout: SIGN_IN_TIMEOUT });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Enter your code");
  const code = page.getByLabel("Code", { exact: true });
  await expect(code).toHaveAttribute("autocomplete", "one-time-code");
  await expectAccessible(page);

  // A wrong code: said plainly, the field emptied and focused for the next one.
  await waitForHydration(page);
  await code.fill("000000");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("alert")).toContainText("That code didn't work.");
  await expect(code).toBeFocused();
  await expect(code).toHaveValue("");
  await expect(code).toHaveAttribute("aria-invalid", "true");
  consoleErrors.length = 0; // the browser logs the 401 it was sent on purpose

  // Pasted, as from the app's copy button: with a space in it, as some apps show it.
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const pasted = currentCode();
  await page.evaluate(
    (text) => navigator.clipboard.writeText(text),
    `${pasted.slice(0, 3)} ${pasted.slice(3)}`,
  );
  await code.focus();
  await page.keyboard.press("ControlOrMeta+V");
  await expect(code).toHaveValue(`${pasted.slice(0, 3)} ${pasted.slice(3)}`);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/curator$/);
  await expect(page.getByText(`Signed in as ${E2E_CURATORS.secondFactor}`)).toBeVisible();
});

test("a curator without a second factor is taken to set one up: the key as text and as a QR code, one code, then recovery codes once", async ({
  page,
}) => {
  await page.goto("/curator/login");
  await page.getByLabel("Username").fill(E2E_NEWCOMER);
  await page.getByLabel("Password").fill(E2E_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/curator\/second-factor\/app$/, { timeout: SIGN_IN_TIMEOUT });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign-in security");
  await expect(
    page.getByText("Before the console opens, please set up a second factor."),
  ).toBeVisible();
  // Nothing else is open yet, and the console's sections are not offered.
  await expect(page.getByRole("navigation", { name: "Console sections" })).toHaveCount(0);
  await page.goto("/curator/audit");
  await expect(page).toHaveURL(/\/curator\/second-factor\/app$/);

  await expect(
    page
      .getByRole("img", { name: "QR code to add Steady Ground to an authenticator app" })
      .locator("svg"),
  ).toBeVisible();
  const secret = (await page.getByTestId("totp-secret").textContent())!.replace(/\s/g, "");
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expectAccessible(page);

  await page
    .getByLabel("Enter the 6-digit code the app now shows")
    .fill(totpCodeAt(secret, new Date()));
  // Switching it on changes how the curator signs in: the password again.
  await page.getByLabel("Your password").fill(E2E_PASSWORD);
  await page.getByRole("button", { name: "Switch on" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "authenticator app is on" }),
  ).toBeVisible();
  const codes = page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
  await expect(codes).toHaveCount(10);
  await expectAccessible(page);

  await page.getByRole("link", { name: /go to the console/ }).click();
  await expect(page).toHaveURL(/\/curator$/);
  // Shown once: the page now says how many are left, never the codes.
  await page.goto("/curator/second-factor");
  await expect(page.getByText("Recovery codes left: 10 of 10.")).toBeVisible();
  await expect(page.getByRole("list", { name: "Recovery codes" })).toHaveCount(0);
});

test("a passkey added through Chromium's virtual authenticator signs in instead of a code, and can be removed", async ({
  page,
}) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });

  await signIn(page, "passkey");
  await page
    .getByRole("navigation", { name: "Console sections" })
    .getByRole("link", { name: "Sign-in security" })
    .click();
  await expect(page).toHaveURL(/\/curator\/second-factor$/);
  await page.getByRole("link", { name: "Add a passkey" }).click();
  await expect(page).toHaveURL(/\/curator\/second-factor\/passkeys$/);
  await waitForHydration(page);
  await expect(page.getByText("No passkeys yet.")).toBeVisible();
  await page.getByLabel("Name for a new passkey").fill("Test laptop");
  await page.getByLabel("Your password").fill(E2E_PASSWORD);
  await page.getByRole("button", { name: "Add a passkey" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Added the passkey" })).toHaveText(
    "Added the passkey “Test laptop”.",
  );
  const keys = page.getByRole("list", { name: "Your passkeys" });
  await expect(keys.getByRole("listitem")).toHaveCount(1);
  await expect(keys).toContainText("Test laptop");
  await expectAccessible(page);

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/curator\/login\?signed-out$/);
  await enterPassword(page, "passkey");
  await expect(page).toHaveURL(/\/curator\/login\/code$/, { timeout: SIGN_IN_TIMEOUT });
  await waitForHydration(page);
  await page.getByRole("button", { name: "Use a passkey instead" }).click();
  await expect(page).toHaveURL(/\/curator$/);
  await expect(page.getByText(`Signed in as ${E2E_CURATORS.passkey}`)).toBeVisible();

  // Just signed in with it, so no new code is asked to remove it: only the password.
  await page.goto("/curator/second-factor/passkeys");
  await expect(keys).toContainText(/last used/);
  await keys.getByLabel("Your password").fill(E2E_PASSWORD);
  await page.getByRole("button", { name: "Remove Test laptop" }).click();
  await expect(page.getByRole("status").filter({ hasText: "removed" })).toHaveText(
    "The passkey was removed.",
  );
  await expect(page.getByText("No passkeys yet.")).toBeVisible();
});

test("step-up: a delete asks for a fresh code when the last was long ago, then goes ahead with nothing retyped", async ({
  page,
  context,
  baseURL,
  request,
  consoleErrors,
}) => {
  const title = `Step-up ${Date.now()}`;
  const created = await request.post("/api/resources/submit", {
    data: {
      resourceType: "website",
      resourceCategory: "lifestyle",
      resourceTitle: title,
      resourceDescription: "To be deleted after a step-up.",
    },
  });
  expect(created.status()).toBe(201);
  // The seeded session of the step-up curator: signed in, its last code an hour ago.
  await context.addCookies([
    {
      name: "__Host-sg_session",
      value: signSessionId(E2E_STALE_SESSION_ID, E2E_SESSION_SECRET),
      domain: new URL(baseURL!).hostname,
      path: "/",
      secure: true,
      httpOnly: true,
      sameSite: "Lax",
    },
  ]);
  await page.goto("/curator");
  await expect(page.getByText(`Signed in as ${E2E_CURATORS.stepUp}`)).toBeVisible();
  await waitForHydration(page);
  const card = page.getByRole("article", { name: title });
  await card.getByText("Delete…").click();
  await card.getByRole("button", { name: "Delete for good" }).click();

  const heading = page.getByRole("heading", { name: "Confirm it’s you" });
  await expect(heading).toBeFocused();
  await expect(page.getByText(`Deleting the submission “${title}”`)).toBeVisible();
  // The browser logs the 401 that asked for the code.
  expect(consoleErrors.filter((error) => !/401/.test(error))).toEqual([]);
  consoleErrors.length = 0;
  const field = page.getByLabel("Code", { exact: true });
  await expect(field).toHaveAttribute("autocomplete", "one-time-code");
  await expectAccessible(page);
  await field.fill(currentCode());
  await page.getByRole("button", { name: "Confirm and continue" }).click();
  await expect(page).toHaveURL(/\/curator\?status=pending&deleted=1$/);
  await expect(page.getByRole("article", { name: title })).toHaveCount(0);
  await page.goto("/curator/audit");
  await expect(
    page.getByRole("row").filter({ hasText: E2E_CURATORS.stepUp }).first(),
  ).toContainText("delete");
});

/** A form post from its own loopback address, so its failures count apart from other tests'. */
function postFrom(localAddress: string, url: string, body: string) {
  return new Promise<{ status: number; retryAfter: string | undefined }>((resolve, reject) => {
    const target = new URL(url);
    const req = httpRequest(
      {
        host: "127.0.0.1",
        port: target.port,
        path: target.pathname,
        method: "POST",
        localAddress,
        headers: {
          host: target.host,
          "content-type": "application/x-www-form-urlencoded",
          "content-length": Buffer.byteLength(body),
          origin: target.origin,
          "sec-fetch-site": "same-origin",
        },
      },
      (res) => {
        res.resume();
        res.on("end", () => {
          const retryAfter = res.headers["retry-after"];
          resolve({ status: res.statusCode ?? 0, retryAfter: retryAfter as string | undefined });
        });
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

test("thirty wrong passwords at once on the sign-in form: five are judged, and every 429 says when to try again", async ({
  baseURL,
}) => {
  // A loopback address of its own (any 127.x.y.z reaches this machine), so that this client's
  // count is not the other tests' 127.0.0.1.
  const localAddress = `127.0.${Math.floor(Math.random() * 200) + 20}.${Math.floor(Math.random() * 200) + 20}`;
  const body = new URLSearchParams({ username: "e2e-nobody", password: "not the password" });
  const answers = await Promise.all(
    Array.from({ length: 30 }, () =>
      postFrom(localAddress, `${baseURL}/curator/login`, body.toString()),
    ),
  );
  const statuses = answers.map((answer) => answer.status);
  expect(
    statuses.filter((status) => status === 401),
    statuses.join(),
  ).toHaveLength(5);
  const throttled = answers.filter((answer) => answer.status === 429);
  expect(throttled).toHaveLength(25);
  for (const answer of throttled) {
    expect(answer.retryAfter).toMatch(/^\d+$/);
    expect(Number(answer.retryAfter)).toBeGreaterThan(0);
  }
});
