import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, staticSecurityHeaders } from "./security-headers";

describe("contentSecurityPolicy", () => {
  it("allows only this site and the given script sources in production", () => {
    const csp = contentSecurityPolicy(["'sha256-abc'"], "production");
    expect(csp).toContain("script-src 'self' 'sha256-abc';");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/unsafe-eval|googletagmanager/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it("adds Google's tag hosts only when analytics are configured", () => {
    const csp = contentSecurityPolicy(["'nonce-x'"], "production", { analytics: true });
    expect(csp).toMatch(/script-src 'self' 'nonce-x' https:\/\/www\.googletagmanager\.com/);
    expect(csp).toMatch(/connect-src 'self' https:\/\/\*\.google-analytics\.com/);
  });
});

describe("staticSecurityHeaders", () => {
  it("sends HSTS in production only", () => {
    expect(staticSecurityHeaders("production")["Strict-Transport-Security"]).toBeDefined();
    expect(staticSecurityHeaders("development")["Strict-Transport-Security"]).toBeUndefined();
    expect(staticSecurityHeaders("production")["X-Content-Type-Options"]).toBe("nosniff");
  });
});
