import { describe, expect, it } from "vitest";
import { isNewsletterNotice, NEWSLETTER_MESSAGES, noticeForFailure } from "./messages";

describe("noticeForFailure", () => {
  it("reads a 400 as an address to check and a 429 as a request to wait", () => {
    expect(noticeForFailure(400)).toBe("invalid");
    expect(noticeForFailure(429)).toBe("limited");
  });

  it("reads any other failure, or no answer at all, as a plain apology", () => {
    for (const status of [500, 502, 503, 404, undefined]) {
      expect(noticeForFailure(status)).toBe("failed");
    }
  });

  it("never shows a status code or a raw server message", () => {
    for (const { title, description } of Object.values(NEWSLETTER_MESSAGES)) {
      expect(`${title} ${description}`).not.toMatch(/\b[45]\d\d\b|:\s*$/);
    }
  });
});

describe("isNewsletterNotice", () => {
  it("accepts the notices the no-JavaScript redirect sends, and nothing else", () => {
    for (const notice of ["subscribed", "already", "invalid", "limited"]) {
      expect(isNewsletterNotice(notice)).toBe(true);
    }
    expect(isNewsletterNotice("toString")).toBe(false);
    expect(isNewsletterNotice(null)).toBe(false);
  });
});
