import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { Page } from "@playwright/test";
import { signSessionId } from "~/features/curators/accounts/session-cookie.server";
import { hoursText, openStatus, statusText } from "~/domain/helplines/hours";
import { formatDate } from "~/lib/dates";
import {
  E2E_CURATORS,
  E2E_SESSION_SECRET,
  E2E_STALE_HELPLINES_SESSION_ID,
} from "../setup/e2e-curator";
import { expect, expectAccessible, test, waitForHydration } from "./fixtures";
import { callHref, country, methodHref, methodLabel, service } from "./helplines";
import { currentCode, signIn } from "./sign-in";
import { SITE_URL } from "./site-url";

/**
 * The crisis-line registry as visitors and the curator meet it (docs/product.md "Crisis lines"): each country's checked lines with Open now and their last check, the
 * embed and its snippet, the lines for a topic in the chosen country, and the console's
 * helplines page with step-up for every change. The console tests change lines that no
 * other test reads (Finland's, Portugal's), and put back what they change.
 */

const TODAY = formatDate(new Date().toISOString());

async function expectLine(page: Page, id: string) {
  const line = service(id);
  const card = page.locator(`article#${id}`);
  await expect(card.getByRole("heading", { name: line.name })).toBeVisible();
  for (const method of line.methods) {
    await expect(card.getByRole("link", { name: methodLabel(method) }).first()).toHaveAttribute(
      "href",
      methodHref(method),
    );
  }
  await expect(card).toContainText(`Last checked${formatDate(line.checkedAt)}, against`);
  await expect(
    card.getByRole("link", { name: new URL(line.checkedAgainst).hostname.replace(/^www\./, "") }),
  ).toHaveAttribute("href", line.checkedAgainst);
  return card;
}

test.describe("each country's checked lines", () => {
  test("Ireland: Samaritans on 116 123 beside 112 and 999, open now, checked against its own page", async ({
    page,
  }) => {
    await page.goto("/get-help/ie");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Crisis lines in Ireland");
    for (const number of country("ie").emergency.numbers) {
      await expect(page.getByRole("link", { name: number }).first()).toHaveAttribute(
        "href",
        callHref(number),
      );
    }
    const card = await expectLine(page, "samaritans-ireland");
    await expect(card).toContainText("Open now24 hours a day, every day");
    // Checked against Samaritans Ireland's own page, not a UK branch's.
    await expect(card.getByRole("link", { name: "samaritans.org" })).toHaveAttribute(
      "href",
      /samaritans-ireland/,
    );
    await expect(card.getByRole("link", { name: "Call 116 123" })).toHaveAttribute(
      "href",
      "tel:116123",
    );
    await expectAccessible(page);
  });

  test("India: its checked emergency number, no unchecked line, and Find A Helpline", async ({
    page,
  }) => {
    await page.goto("/get-help/in");
    const india = country("in");
    expect(india.services).toEqual([]);
    await expect(
      page.getByRole("link", { name: india.emergency.numbers[0]! }).first(),
    ).toHaveAttribute("href", callHref(india.emergency.numbers[0]!));
    await expect(page.getByRole("main")).toContainText(
      "We have not yet been able to check a crisis line in India",
    );
    await expect(page.getByRole("link", { name: "findahelpline.com" })).toBeVisible();
    await expect(page.getByRole("main")).toContainText(
      `The emergency numbers were checked on ${formatDate(india.emergency.checkedAt)}`,
    );
    // No promise of lines the page does not show.
    await expect(page.getByRole("main")).not.toContainText("a crisis line on this page");
    await expect(page.getByRole("main")).not.toContainText("crisis lines on this page");
    await expect(page.getByRole("main")).not.toContainText("Each line shows");
    await expect(page.getByRole("main")).toContainText(
      "Find A Helpline, below, lists crisis lines you can call or text",
    );
  });

  test("South Africa: SADAG's lines and the substance-abuse line, each checked", async ({
    page,
  }) => {
    await page.goto("/get-help/za");
    for (const line of country("za").services) await expectLine(page, line.id);
  });

  test("Open now or Closed now is right at the request, without JavaScript, with the hours always shown", async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto("/get-help/fi");
    // Fridays 9 am to 1 pm, Helsinki time: whether it is open depends on when this runs.
    const weekly = service("mieli-crisis-helpline-english");
    const expected = statusText(
      openStatus(weekly.hours, weekly.timeZone, new Date()),
      weekly.timeZone,
    )!;
    const card = page.locator("article#mieli-crisis-helpline-english");
    await expect(card.locator("[data-open-status]")).toContainText(expected.label);
    await expect(card.locator("[data-open-status]")).toContainText(expected.detail);
    await expect(card).toContainText(hoursText(weekly.hours, weekly.timeZone));
    // A line whose own page states no hours claims no status, and says so.
    const unknown = page.locator("article#mieli-crisis-helpline");
    await expect(unknown.locator("[data-open-status]")).toHaveCount(0);
    await expect(unknown).toContainText("Not stated on the page we checked");
    await context.close();
  });
});

test.describe("the embed", () => {
  test("is a small page with no scripts or cookies, framable by any site; other pages are not", async ({
    page,
    request,
    baseURL,
    consoleErrors,
  }) => {
    const answer = await request.get("/embed/help/ie");
    expect(answer.status()).toBe(200);
    const csp = answer.headers()["content-security-policy"]!;
    expect(csp).toContain("frame-ancestors *");
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toMatch(/script-src/);
    expect(answer.headers()["x-frame-options"]).toBeUndefined();
    expect(answer.headers()["set-cookie"]).toBeUndefined();
    const html = await answer.text();
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain('href="tel:116123"');
    const other = await request.get("/get-help/ie");
    expect(other.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(other.headers()["x-frame-options"]).toBe("DENY");

    // A school's page, served from another origin on this machine, frames the embed, and tries
    // to frame the country's own page too.
    const body =
      `<!doctype html><title>School</title>` +
      `<iframe id="embed" src="${baseURL}/embed/help/ie" title="Crisis lines"></iframe>` +
      `<iframe id="page" src="${baseURL}/get-help/ie" title="Page"></iframe>`;
    const school = createServer((_req, res) => {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      res.end(body);
    });
    await new Promise<void>((resolve) => school.listen(0, "127.0.0.1", resolve));
    const { port } = school.address() as AddressInfo;
    try {
      await page.goto(`http://127.0.0.1:${port}/help.html`);
      const embed = page.frameLocator("#embed");
      await expect(embed.getByRole("heading", { level: 1 })).toHaveText("Crisis lines in Ireland");
      await expect(embed.getByRole("link", { name: "Call 116 123" })).toHaveAttribute(
        "href",
        "tel:116123",
      );
      // The browser refuses the second frame, and says why.
      await expect.poll(() => consoleErrors.join("\n")).toMatch(/frame-ancestors|X-Frame-Options/);
      await expect(page.frameLocator("#page").getByText("Crisis lines in Ireland")).toHaveCount(0);
      expect(
        consoleErrors.filter((error) => !/frame-ancestors|X-Frame-Options/.test(error)),
      ).toEqual([]);
      consoleErrors.length = 0;
    } finally {
      school.close();
    }
  });

  test("an unknown code is a 404 that still says what to do", async ({ request }) => {
    const answer = await request.get("/embed/help/xx");
    expect(answer.status()).toBe(404);
    expect(await answer.text()).toContain("call your local emergency number");
  });

  test("/get-help/embed gives the snippet for a country, chosen without JavaScript, and passes axe", async ({
    browser,
    baseURL,
    page,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const plain = await context.newPage();
    await plain.goto("/get-help/embed");
    const code = plain.getByRole("textbox", { name: "Copy this into your page’s HTML" });
    await expect(code).toHaveValue(new RegExp(`src="${SITE_URL}/embed/help/us"`));
    await plain.getByRole("combobox", { name: "Your country" }).selectOption("ie");
    await plain.getByRole("button", { name: "Show lines" }).click();
    await expect(plain).toHaveURL(/\/get-help\/embed\?country=ie$/);
    await expect(code).toHaveValue(new RegExp(`src="${SITE_URL}/embed/help/ie"`));
    await expect(code).toHaveValue(/title="Crisis lines in Ireland, from Steady Ground"/);
    await context.close();

    await page.goto("/get-help/embed?country=ie");
    await expect(
      page
        .frameLocator('iframe[title^="Crisis lines in Ireland"]')
        .getByRole("link", { name: "Call 116 123" }),
    ).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe("a topic's lines, in the visitor's country", () => {
  test("before a choice: the default country's abuse and sexual-violence lines on /trauma, saying where", async ({
    page,
  }) => {
    await page.goto("/trauma");
    const panel = page.getByRole("complementary", {
      name: "If someone has hurt you, or is hurting you",
    });
    // Where the lines are, and no promise that each is free (not every page says so).
    await expect(panel).toContainText(
      "Lines in the United States. You don’t need the right words to call.",
    );
    await expect(panel).not.toContainText("Free, confidential lines");
    for (const id of ["rainn-hotline", "national-domestic-violence-hotline"]) {
      await expect(panel.getByRole("heading", { name: service(id).name })).toBeVisible();
    }
    await expect(panel).toContainText(
      `call ${country("us").emergency.numbers[0]} in the United States, or your local emergency number anywhere else`,
    );
    await expect(
      panel.getByRole("link", { name: "Find the lines for your country" }),
    ).toHaveAttribute("href", "/get-help");
  });

  test("after choosing the United Kingdom: its lines on a UK app's page; Ireland: none for abuse, so its general line", async ({
    page,
  }) => {
    await page.goto("/get-help/gb");
    await expect(page.getByText(/^This browser now remembers/)).toBeVisible();
    await page.goto("/resource/calm-harm");
    await waitForHydration(page);
    const crisis = page.getByRole("complementary", { name: "If you are in crisis" });
    await expect(crisis).toContainText("Lines in the United Kingdom, the country you chose.");
    await expect(
      crisis.getByRole("link", { name: methodLabel(service("samaritans-uk").methods[0]!) }),
    ).toBeVisible();
    await expect(crisis).not.toContainText(service("988-lifeline").name);

    await page.goto("/resource/why-does-he-do-that");
    await waitForHydration(page);
    const abuse = page.getByRole("complementary", {
      name: "If someone has hurt you, or is hurting you",
    });
    await expect(
      abuse.getByRole("heading", { name: service("national-domestic-abuse-helpline").name }),
    ).toBeVisible();

    await page.goto("/get-help/ie");
    await expect(page.getByText(/^This browser now remembers Ireland/)).toBeVisible();
    await page.goto("/childhood-adversity");
    await waitForHydration(page);
    const none = page.getByRole("complementary", {
      name: "If someone has hurt you, or is hurting you",
    });
    await expect(none).toContainText(
      "We don’t list a line for abuse or sexual violence in Ireland yet.",
    );
    await expect(
      none.getByRole("heading", { name: service("samaritans-ireland").name }),
    ).toBeVisible();
    await expect(none.getByRole("link", { name: "Find A Helpline" })).toHaveAttribute(
      "href",
      "https://findahelpline.com",
    );
    await expectAccessible(page);
  });

  test("before a choice, a UK entry's panel shows UK lines, the emergency line first, notes kept", async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto("/resource/calm-harm");
    const crisis = page.getByRole("complementary", { name: "If you are in crisis" });
    await expect(crisis).toContainText("Lines in the United Kingdom.");
    await expect(crisis).not.toContainText(service("988-lifeline").name);
    // The emergency number comes before every line.
    const text = (await crisis.textContent()) ?? "";
    const emergency = text.indexOf(
      `call ${country("gb").emergency.numbers[0]} in the United Kingdom`,
    );
    expect(emergency).toBeGreaterThan(-1);
    expect(emergency).toBeLessThan(text.indexOf(service("samaritans-uk").name));
    await context.close();
  });

  test("eating-difficulties and perinatal entries show their lines, or say there is none", async ({
    page,
  }) => {
    await page.goto("/resource/postpartum-support-international");
    const perinatal = page.getByRole("complementary", {
      name: "Support in pregnancy and after a birth",
    });
    await expect(perinatal).toContainText(
      "We don’t list a line for pregnancy and new parents in the United States yet.",
    );
    await page.goto("/eating-difficulties");
    await expect(
      page.getByRole("complementary", { name: "Help with eating difficulties" }),
    ).toBeVisible();
  });
});

test.describe("the console's crisis lines", () => {
  test("lists lines by country; Verify records the check, which the public page shows; within 10 minutes of the sign-in's code, an edit asks nothing more", async ({
    page,
  }) => {
    // Two axe scans, one of them of every country's lines on one page, and nine page loads.
    test.setTimeout(90_000);
    await signIn(page, "helplines");
    await page.goto("/curator/helplines");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Crisis lines");
    await expect(page.getByRole("link", { name: "Finland", exact: true })).toBeVisible();
    await expectAccessible(page);

    const id = "mieli-crisis-helpline-english";
    const line = page.locator(`li#${id}`);
    await line.locator("summary").click();
    const source = service(id).source;
    await line.getByLabel("Address checked").fill(source);
    await line
      .getByLabel("What it confirmed (optional)")
      .fill("Number and Friday hours as listed.");
    await line.getByRole("button", { name: /^Verify/ }).click();
    await expect(page.getByRole("status").filter({ hasText: "Check recorded." })).toBeVisible();
    await expect(page.locator(`li#${id}`)).toContainText(`by ${E2E_CURATORS.helplines} against`);

    await page.goto("/get-help/fi");
    await expect(page.locator(`article#${id}`)).toContainText(`Last checked${TODAY}, against`);

    await page.goto(`/curator/helplines/${id}`);
    await expectAccessible(page);
    const languages = page.getByLabel("Languages", { exact: true });
    const before = await languages.inputValue();
    await languages.fill("English");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();
    await page.goto("/get-help/fi");
    await expect(page.locator(`article#${id}`)).toContainText("LanguagesEnglish");

    await page.goto(`/curator/helplines/${id}`);
    await page.getByLabel("Languages", { exact: true }).fill(before);
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();
    await page.goto("/curator/audit");
    await expect(
      page
        .getByRole("row")
        .filter({ hasText: `helpline:${id}` })
        .first(),
    ).toContainText("helpline.edit");
  });

  test("a change asks for a fresh code when the last was long ago, then shows on the public page", async ({
    page,
    context,
    baseURL,
    consoleErrors,
  }) => {
    await context.addCookies([
      {
        name: "__Host-sg_session",
        value: signSessionId(E2E_STALE_HELPLINES_SESSION_ID, E2E_SESSION_SECRET),
        domain: new URL(baseURL!).hostname,
        path: "/",
        secure: true,
        httpOnly: true,
        sameSite: "Lax",
      },
    ]);
    const id = "sns24-psychological-counselling";
    const original = service(id).methods[0]!;
    await page.goto(`/curator/helplines/${id}`);
    await expect(page.getByText(`Signed in as ${E2E_CURATORS.helplinesStepUp}`)).toBeVisible();
    await waitForHydration(page);
    const number = page.getByLabel("Number or address").first();
    await expect(number).toHaveValue(original.value);
    await number.fill("808 24 24 25");
    await page.getByRole("button", { name: "Save changes" }).click();

    const heading = page.getByRole("heading", { name: "Confirm it’s you" });
    await expect(heading).toBeFocused();
    await expect(page.getByText(`Changing “${service(id).name}”`)).toBeVisible();
    expect(consoleErrors.filter((error) => !/401/.test(error))).toEqual([]);
    consoleErrors.length = 0;
    await expectAccessible(page);
    // Nothing changed yet.
    await expect
      .poll(
        async () =>
          (await (await page.request.get("/api/helplines/pt")).json()).services[0].methods[0].value,
      )
      .toBe(original.value);
    await page.getByLabel("Code", { exact: true }).fill(currentCode());
    await page.getByRole("button", { name: "Confirm and continue" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();

    await page.goto("/get-help/pt");
    await expect(page.getByRole("link", { name: "Call 808 24 24 25" })).toHaveAttribute(
      "href",
      "tel:808242425",
    );
    await page.goto("/curator/audit");
    await expect(
      page
        .getByRole("row")
        .filter({ hasText: `helpline:${id}` })
        .first(),
    ).toContainText(`→ Call 808 24 24 25`);

    // Put it back: within 10 minutes of the code, no second question.
    await page.goto(`/curator/helplines/${id}`);
    await page.getByLabel("Number or address").first().fill(original.value);
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();
    await page.goto("/get-help/pt");
    await expect(page.getByRole("link", { name: methodLabel(original) })).toHaveAttribute(
      "href",
      methodHref(original),
    );
  });
});
