import { describe, expect, it } from "vitest";
import { parseEnv } from "./env.server";

describe("parseEnv", () => {
  it("fills the documented defaults", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe("./data");
    expect(env.SUBMIT_RATE_LIMIT).toBe(10);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.TRUST_PROXY).toBeUndefined();
    expect(env.SITE_URL).toBe("http://localhost:3000");
  });

  it("derives the site URL from PORT and strips a trailing slash from SITE_URL", () => {
    expect(parseEnv({ PORT: "8080" }).SITE_URL).toBe("http://localhost:8080");
    expect(parseEnv({ SITE_URL: "https://steady.example/" }).SITE_URL).toBe(
      "https://steady.example",
    );
  });

  it("treats an empty variable as unset", () => {
    expect(parseEnv({ GA_MEASUREMENT_ID: "", PORT: "" }).PORT).toBe(3000);
  });

  it("names every bad variable at once", () => {
    expect(() =>
      parseEnv({ PORT: "seventy", DATABASE_URL: "mysql://x", SUBMIT_RATE_LIMIT: "-1" }),
    ).toThrowError(/PORT[\s\S]*DATABASE_URL[\s\S]*SUBMIT_RATE_LIMIT/);
  });

  it("accepts SUBMIT_RATE_LIMIT=0, which disables the limit", () => {
    expect(parseEnv({ SUBMIT_RATE_LIMIT: "0" }).SUBMIT_RATE_LIMIT).toBe(0);
  });

  it("sends Exit this page to a neutral weather page unless QUICK_EXIT_URL says otherwise", () => {
    expect(parseEnv({}).QUICK_EXIT_URL).toBe("https://www.bbc.com/weather");
    expect(parseEnv({ QUICK_EXIT_URL: "https://example.org/news" }).QUICK_EXIT_URL).toBe(
      "https://example.org/news",
    );
    expect(() => parseEnv({ QUICK_EXIT_URL: "javascript:alert(1)" })).toThrow(/QUICK_EXIT_URL/);
    expect(() => parseEnv({ QUICK_EXIT_URL: "weather" })).toThrow(/QUICK_EXIT_URL/);
  });

  it("keeps the link monitor off private addresses and at a 10 s timeout unless told otherwise", () => {
    const env = parseEnv({});
    expect(env.LINK_CHECK_ALLOW_PRIVATE).toBe("0");
    expect(env.LINK_CHECK_TIMEOUT_MS).toBe(10_000);
    expect(env.LINK_CHECK_EVERY_HOURS).toBeUndefined();
    expect(env.LINK_CHECK_TEST_BASE_URL).toBeUndefined();
    expect(parseEnv({ LINK_CHECK_EVERY_HOURS: "24" }).LINK_CHECK_EVERY_HOURS).toBe(24);
    expect(parseEnv({ LINK_CHECK_EVERY_HOURS: "168" }).LINK_CHECK_EVERY_HOURS).toBe(168);
    expect(() =>
      parseEnv({
        LINK_CHECK_EVERY_HOURS: "169",
        LINK_CHECK_ALLOW_PRIVATE: "yes",
        LINK_CHECK_TIMEOUT_MS: "99",
      }),
    ).toThrowError(
      /LINK_CHECK_EVERY_HOURS[\s\S]*LINK_CHECK_ALLOW_PRIVATE[\s\S]*LINK_CHECK_TIMEOUT_MS/,
    );
    expect(() => parseEnv({ LINK_CHECK_EVERY_HOURS: "0" })).toThrow(/LINK_CHECK_EVERY_HOURS/);
  });

  it("backs up on a schedule only when asked, every 1 to 168 hours, keeping 14 by default", () => {
    const env = parseEnv({});
    expect(env.BACKUP_EVERY_HOURS).toBeUndefined();
    expect(env.BACKUP_KEEP).toBe(14);
    expect(env.BACKUP_DIR).toBe("./backups");
    expect(parseEnv({ BACKUP_EVERY_HOURS: "1" }).BACKUP_EVERY_HOURS).toBe(1);
    expect(parseEnv({ BACKUP_EVERY_HOURS: "168" }).BACKUP_EVERY_HOURS).toBe(168);
    expect(() => parseEnv({ BACKUP_EVERY_HOURS: "0", BACKUP_KEEP: "0" })).toThrowError(
      /BACKUP_EVERY_HOURS[\s\S]*BACKUP_KEEP/,
    );
    expect(() => parseEnv({ BACKUP_EVERY_HOURS: "169" })).toThrow(/BACKUP_EVERY_HOURS/);
  });

  it("keeps a submitter's name and address 180 days after the decision unless told otherwise", () => {
    expect(parseEnv({}).SUBMITTER_DATA_DAYS).toBe(180);
    expect(parseEnv({ SUBMITTER_DATA_DAYS: "30" }).SUBMITTER_DATA_DAYS).toBe(30);
    expect(() => parseEnv({ SUBMITTER_DATA_DAYS: "0" })).toThrow(/SUBMITTER_DATA_DAYS/);
  });
});

describe("SITE_URL", () => {
  it("accepts an origin with or without a port, and says whether it was set", () => {
    expect(parseEnv({ SITE_URL: "https://steady.example" }).SITE_URL_SET).toBe(true);
    expect(parseEnv({ SITE_URL: "http://127.0.0.1:8080" }).SITE_URL).toBe("http://127.0.0.1:8080");
    expect(parseEnv({}).SITE_URL_SET).toBe(false);
  });

  it("refuses a path, a query or characters that pages would need escaped", () => {
    for (const bad of [
      "https://steady.example/blog",
      "https://steady.example?x=1",
      'https://steady.example"><script>',
      "ftp://steady.example",
    ]) {
      expect(() => parseEnv({ SITE_URL: bad }), bad).toThrowError(/SITE_URL/);
    }
  });
});

describe("REQUIRE_SECOND_FACTOR and PASSKEY_ORIGIN", () => {
  it("asks for a second factor by default in production only; 0 and 1 say so outright", () => {
    expect(parseEnv({ NODE_ENV: "production" }).REQUIRE_SECOND_FACTOR).toBe(true);
    expect(
      parseEnv({ NODE_ENV: "production", REQUIRE_SECOND_FACTOR: "0" }).REQUIRE_SECOND_FACTOR,
    ).toBe(false);
    expect(parseEnv({}).REQUIRE_SECOND_FACTOR).toBe(false);
    expect(parseEnv({ NODE_ENV: "test" }).REQUIRE_SECOND_FACTOR).toBe(false);
    expect(parseEnv({ REQUIRE_SECOND_FACTOR: "1" }).REQUIRE_SECOND_FACTOR).toBe(true);
    expect(() => parseEnv({ REQUIRE_SECOND_FACTOR: "yes" })).toThrow(/REQUIRE_SECOND_FACTOR/);
  });

  it("binds passkeys to SITE_URL unless PASSKEY_ORIGIN names another origin", () => {
    expect(parseEnv({ SITE_URL: "https://steady.example" }).PASSKEY_ORIGIN).toBe(
      "https://steady.example",
    );
    expect(parseEnv({ PORT: "4000" }).PASSKEY_ORIGIN).toBe("http://localhost:4000");
    expect(
      parseEnv({ SITE_URL: "https://steady.example", PASSKEY_ORIGIN: "http://localhost:3610/" })
        .PASSKEY_ORIGIN,
    ).toBe("http://localhost:3610");
    expect(() => parseEnv({ PASSKEY_ORIGIN: "https://x.example/curator" })).toThrow(
      /PASSKEY_ORIGIN/,
    );
  });
});
